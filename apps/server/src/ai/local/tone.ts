import type { Tone } from '@voyce/contracts/ai';
import { compileLexicon, matchLexicon, SENTIMENT } from './lexicons.ts';
import type { Analysis } from './tokenize.ts';

/**
 * Emotional tone from two sources: our workplace lexicon (it knows "understaffed" and
 * "unpaid" are bad news) and wink's general sentiment, which only decides when the lexicon
 * finds nothing (it reads "the deadline is killing me" as positive). A word right after a
 * negator counts against its sign at half strength: "not helpful" is negative, "not bad" mild.
 */
const NEGATORS = new Set(['not', 'never', 'no', 'without', 'hardly', 'barely', 'nothing']);

function negatedAt(a: Analysis, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const t = a.tokens[k]!;
    if (t.kind === 'punctuation') return false;
    if (NEGATORS.has(t.normal)) return true;
  }
  return false;
}

/**
 * Feedback describes problems matter-of-factly ("Purchase orders need three signatures"). These
 * frames mark a complaint without any emotional word; each counts like a mild negative word.
 */
const PROBLEM = compileLexicon(
  [
    [
      -1,
      `takes forever, too long, so long, so slow, out of date, postponed, unsupported, by hand, overdue, backed up, blindsided,
     chasing, left out, only one person, one person, nobody knows, no one knows, not realistic, meaningless, damaging, hurting,
     wrecks, wrecking, disappear, disappears, vanish, wasted, forever, alone, terrified, furious, short, jam, jams, jamming,
     double entry, box-ticking, contradicts, unable, can not, cannot, no way, no idea, no explanation, no warning, without notice,
     without warning, no proper, no clear, still no, still not, still waiting, keeps changing, keeps moving, every single, too many, so many, hand,
     nowhere, stop, refuse, refused, skip, skipping, ignored, ignore, guess, guessing, favouritism, unbearable, disgusting,
     dumped, dies, die, breaks down, breaks before, logs me out, drops, dropped, mess, problem, problems, issue, issues,
     expire, expired, lost, lose, waiting, risk, below, worse, late, missing, broken, crash, crashes, fail, fails, not okay`,
    ],
  ],
  'normal',
);
const PROBLEM_CAP = 3;
const NEGATION_WEIGHT = 0.75;
const NEGATION_CAP = 2;

export function toneScore(a: Analysis): number {
  let lexical = 0;
  for (const hit of matchLexicon(SENTIMENT, a.tokens)) {
    lexical += negatedAt(a, hit.start) ? -hit.entry.weight * 0.5 : hit.entry.weight;
  }
  const problems = matchLexicon(PROBLEM, a.tokens).length;
  // A negation in feedback usually reports something missing ("no proper breaks", "nobody told us").
  const negations = a.tokens.filter((t) => t.normal === 'not' || t.normal === 'no' || t.normal === 'never' || t.normal === 'nobody').length;
  const frames = -Math.min(PROBLEM_CAP, problems) - Math.min(NEGATION_CAP, negations * NEGATION_WEIGHT);
  return frames + lexical + a.sentiment;
}

/** One clear problem marker is enough for negative; positive needs a real positive word. */
export const POSITIVE_AT = 1;
export const NEGATIVE_AT = -0.75;

export function detectTone(a: Analysis): { tone: Tone; score: number } {
  const score = toneScore(a);
  if (score >= POSITIVE_AT) return { tone: 'positive', score };
  if (score <= NEGATIVE_AT) return { tone: 'negative', score };
  return { tone: 'neutral', score };
}
