import type { ImpactCategory } from '@voyce/contracts/ai';
import { BENEFIT, matchLexicon, SUGGESTION } from './lexicons.ts';
import type { NounPhrase } from './labels.ts';
import type { Analysis } from './tokenize.ts';

/**
 * Impact (spec 1 §9 gold/silver/bronze): gold is an actionable, specific, constructive
 * suggestion with a clear benefit; silver a specific issue or a useful observation; bronze
 * is vague, very short or venting. Measured by suggestion and benefit cues, length, and how
 * many concrete subjects (noun phrases, theme words) the text names.
 */
export type ImpactInput = { analysis: Analysis; phrases: NounPhrase[]; themeScore: number; toneScore: number; abusive: boolean };

export function impactSignals(i: ImpactInput) {
  const a = i.analysis;
  const suggestion = matchLexicon(SUGGESTION, a.tokens).reduce((s, h) => s + h.entry.weight, 0);
  const benefit = matchLexicon(BENEFIT, a.tokens).reduce((s, h) => s + h.entry.weight, 0);
  const concrete = i.phrases.filter((p) => p.score >= 1).length;
  const specific = a.wordCount >= 10 && (i.themeScore >= 3 || concrete >= 2);
  return { suggestion, benefit, concrete, specific };
}

export function impactCategory(i: ImpactInput): ImpactCategory {
  const s = impactSignals(i);
  const a = i.analysis;
  // Venting: strong feeling, little substance.
  const venting = i.toneScore <= -5 && s.concrete <= 1 && a.wordCount < 20 && s.suggestion === 0 && i.themeScore < 3;
  const vague = i.themeScore < 2 && s.concrete === 0;
  if (i.abusive || venting || vague || a.wordCount < 8) return 'bronze';
  const reasoned = s.benefit >= 1 || a.sentences.length >= 2 || a.wordCount >= 20;
  if (s.specific && s.suggestion >= 2 && reasoned) return 'gold';
  return 'silver';
}
