import type { EmergencyType, Severity } from '@voyce/contracts/ai';
import type { OrgAiContext } from '../provider.ts';
import { compileLexicon, matchLexicon } from './lexicons.ts';
import { containsPhrase, relatedGoal } from './org-phrases.ts';
import { primaryTheme, type ThemeScore } from './themes.ts';
import type { Analysis } from './tokenize.ts';

/**
 * Severity 1 Low .. 4 Critical (spec 1 §3) from points: harm and safety, legal exposure, risk
 * to people's health, how many are affected, and urgency add; a positive or minor note takes
 * away. The organisation's higher-priority phrases and goals add, lower-priority phrases take
 * away (spec 2 §2). An emergency is always Critical.
 */
const CUES = {
  harm: compileLexicon([
    [
      2,
      `injury, injured, hurt, unsafe, danger, dangerous, hazard, accident, caught fire, fire hazard, electrical fire, fire broke out,
         electrocuted, electric shock, collapse, collapsed, fell off, fell from, slipped and fell, falling, bleeding, hospital, ambulance, toxic fumes, chemical, burn injury, burned my, burnt my, near miss, exposed wires, blocked fire exit,
         no ppe, concussion, broken arm, broken leg, stitches, faint, fainted, heatstroke, get hurt, gets hurt, someone will get hurt,
         speeding, speed through, leaning, pallet fell, fell from, no first aider, without them, no safety induction, acid,
         no ventilation, unbearable heat, security incident, passwords are shared, missed me by inches, trip over`,
    ],
  ]),
  legal: compileLexicon([
    [
      2,
      `harassment, harass, harassed, discrimination, discriminate, racist, sexist, illegal, lawsuit, sue, lawyer, tribunal, compliance,
         violation, osha, regulator, data breach, breach, gdpr, retaliation, retaliate, unpaid wages, below minimum wage, minimum wage,
         labour law, labor law, whistleblow, whistleblower, cover up, covered up, sexual, inappropriate touching, groped, unpaid interns,
         are unpaid, legal risk, stays confidential, fraud, sexist, mocked, humiliating, humiliated, abuse, abusive`,
    ],
  ]),
  wellbeing: compileLexicon([
    [
      1.5,
      `burnout, burnt out, burned out, panic attack, panic attacks, mental health, breakdown, crying, can not sleep, anxiety,
           depressed, depression, exhausted, quitting, resign, resigning, handing in my notice, leaving the company, people are leaving,
           burns out, burn out, people left, people are leaving, terrified, scared, afraid, skipping breaks, no proper breaks`,
    ],
  ]),
  scale: compileLexicon([
    [
      1,
      `everyone, whole team, entire team, entire department, all of us, every day, every shift, every week, customers, all staff,
         company-wide, multiple, many of us, dozens, half the team, most of us, nobody, every single, whole floor, whole warehouse,
         all the drivers, all the pickers, every customer, hundreds`,
    ],
  ]),
  urgency: compileLexicon([
    [
      1,
      `urgent, urgently, immediately, asap, right now, before someone, keeps happening, for weeks, for months, repeatedly,
         third time, again and again, still not fixed, still broken, every time, getting worse, worse and worse, as soon as possible`,
    ],
  ]),
  minor: compileLexicon([
    [
      1,
      `minor, small thing, would be nice, nice to have, just a thought, small suggestion, not a big deal, no big deal, coffee, snacks,
         fruit, plants, music, playlist, just wondering, curious, small idea, low priority, when there is time, not urgent`,
    ],
  ]),
};

const THEME_POINTS: Record<string, number> = { 'Workplace Safety': 2, 'Harassment & Conduct': 2, 'Pay & Benefits': 0.5 };

const capped = (hits: number, each: number, cap: number) => Math.min(cap, hits * each);

export type SeverityInput = {
  analysis: Analysis;
  emergencies: EmergencyType[];
  themes: ThemeScore[];
  toneScore: number;
  org: OrgAiContext;
};

export function severityPoints(input: SeverityInput): number {
  const { analysis: a, themes, toneScore, org } = input;
  const count = (lex: (typeof CUES)[keyof typeof CUES]) => matchLexicon(lex, a.tokens).filter((h) => !a.tokens[h.start]!.negated).length;
  let points = 0;
  points += capped(count(CUES.harm), 2, 4);
  points += capped(count(CUES.legal), 2, 4);
  points += capped(count(CUES.wellbeing), 1.5, 3);
  points += capped(count(CUES.scale), 1, 2);
  points += capped(count(CUES.urgency), 1, 2);
  points -= capped(count(CUES.minor), 1, 2);
  if (toneScore <= -1) points += 1;
  if (toneScore <= -5) points += 1;
  if (toneScore >= 2) points -= 2;
  // Safety and conduct put people at risk by their nature; pay touches everyone's livelihood.
  for (const t of themes) {
    if (t.score < 2) continue;
    points += THEME_POINTS[t.name] ?? 0;
  }

  if (org.higherPriorityPhrases.some((p) => containsPhrase(a, p))) points += 3;
  if (relatedGoal(a, org.goals, primaryTheme(themes))) points += 1.5;
  if (org.lowerPriorityPhrases.some((p) => containsPhrase(a, p))) points -= 3;
  return points;
}

export function levelOf(points: number): Severity {
  if (points >= 7) return 4;
  if (points >= 3.5) return 3;
  if (points >= 1) return 2;
  return 1;
}

export function scoreSeverity(input: SeverityInput): Severity {
  if (input.emergencies.length > 0) return 4;
  return levelOf(severityPoints(input));
}
