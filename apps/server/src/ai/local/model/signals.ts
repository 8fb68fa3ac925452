import { findEmergencies } from '../emergency.ts';
import { levelOf, severityPoints } from '../severity.ts';
import { scoreThemes } from '../themes.ts';
import { detectTone } from '../tone.ts';
import type { Analysis } from '../tokenize.ts';

/**
 * The rule engines' verdicts, given to the trained heads as features: the rules know things a
 * few thousand training lines cannot teach (a list of weapons, workplace sentiment words), and
 * the heads learn from data how far to trust each one. Computed without the organisation's
 * phrases and goals, which apply after the model (classify.ts), as they differ per organisation.
 */
const NO_ORG = { aboutUs: '', goals: [], higherPriorityPhrases: [], lowerPriorityPhrases: [], writingSample: '', departments: [] };

export function ruleSignals(text: string, a: Analysis): string[] {
  const out = findEmergencies(text).map((f) => `rule:${f.type}`);
  const tone = detectTone(a);
  out.push(`tone:${tone.tone}`);
  if (tone.score <= -3) out.push('tone:very-negative');
  if (tone.score >= 3) out.push('tone:very-positive');
  const level = levelOf(severityPoints({ analysis: a, emergencies: [], themes: scoreThemes(a), toneScore: tone.score, org: NO_ORG }));
  out.push(`sev:${level}`);
  return out;
}
