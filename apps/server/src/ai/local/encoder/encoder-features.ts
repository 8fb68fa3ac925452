import { detectLanguage } from '../language.ts';
import { ruleSignals } from '../model/signals.ts';
import { multilingualEmergencies } from '../multilingual-emergency.ts';
import { analyze, type Analysis } from '../tokenize.ts';
import { warningSigns } from '../warning-signs.ts';
import { ENCODER_DIMS } from './encoder.ts';

/**
 * What the encoder heads read of one text: its encoder vector, then a few signals the vector
 * cannot carry — the rule engines' verdicts (the heads learn from blind data how far to trust
 * each), whether the text is short, and whether it is English (the encoder reads English; the
 * multilingual rules speak for the rest). The same function serves training and the product,
 * so the two never read a text differently.
 */
export const SIGNALS = [
  'rule:violence',
  'rule:crime',
  'rule:threat',
  'rule:self_harm',
  'rule:harassment',
  'ml:violence',
  'ml:crime',
  'ml:threat',
  'ml:self_harm',
  'ml:harassment',
  'hint:self_harm',
  'tone:negative',
  'tone:positive',
  'tone:very-negative',
  'tone:very-positive',
  'sev:3',
  'sev:4',
  'words:1-5',
  'words:6-12',
  'not-english',
] as const;

export const FEATURE_COUNT = ENCODER_DIMS + SIGNALS.length;
const INDEX = new Map<string, number>(SIGNALS.map((s, i) => [s, ENCODER_DIMS + i]));

/** A short answer ("Sounds good.", "bin never emptied"): five words or fewer. */
export const SHORT_ANSWER_WORDS = 5;
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
export const isShortAnswer = (text: string) => wordCount(text) <= SHORT_ANSWER_WORDS;

export type TextSignals = { signals: string[]; language: string; analysis: Analysis | null };

/**
 * The signals of a text (English rules for English, multilingual rules otherwise). `read`: its
 * analysis when the caller has it already (the classifier's, of the same text).
 */
export function textSignals(text: string, language = detectLanguage(text), read?: Analysis): TextSignals {
  const out: string[] = [];
  let analysis: Analysis | null = null;
  if (language === 'en') {
    analysis = read ?? analyze(text);
    out.push(...ruleSignals(text, analysis));
  } else {
    out.push('not-english', ...multilingualEmergencies(text, language).map((k) => `ml:${k}`));
  }
  for (const k of warningSigns(text)) out.push(`hint:${k}`);
  const words = wordCount(text);
  out.push(words <= SHORT_ANSWER_WORDS ? 'words:1-5' : words <= 12 ? 'words:6-12' : 'words:13+');
  return { signals: out, language, analysis };
}

export function encoderFeatures(vector: Float32Array, signals: string[]): Float32Array {
  const x = new Float32Array(FEATURE_COUNT);
  x.set(vector.subarray(0, ENCODER_DIMS));
  for (const s of signals) {
    const i = INDEX.get(s);
    if (i !== undefined) x[i] = 1;
  }
  return x;
}
