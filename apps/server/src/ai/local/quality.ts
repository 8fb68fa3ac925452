import type { EmergencyType, QualityWarning } from '@voyce/contracts/ai';
import { GENERIC } from './lexicons.ts';
import type { ThemeScore } from './themes.ts';
import { MIN_THEME_SCORE, primaryTheme, scoreThemes } from './themes.ts';
import { analyze, isContent, type Analysis } from './tokenize.ts';

/**
 * Quality warnings (spec 1 §3). They tell a leader why an insight may need a second look;
 * none of them hides or rejects anything.
 */
export const TOO_SHORT_CHARS = 20;
export const TOO_SHORT_WORDS = 4;
/** Two themes each this strong, in different sentences, mean two subjects in one insight. */
export const STRONG_THEME_SCORE = 3;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

function jaccard<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

/** Near-identical: the same words, nearly in the same order (a resubmission, a copy with a typo fixed). */
export function isNearDuplicate(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  if (wa.length === 0 || wb.length === 0) return false;
  if (wa.join(' ') === wb.join(' ')) return true;
  if (Math.min(wa.length, wb.length) / Math.max(wa.length, wb.length) < 0.7) return false;
  const bigrams = (w: string[]) => new Set(w.slice(1).map((x, i) => `${w[i]} ${x}`));
  return jaccard(new Set(wa), new Set(wb)) >= 0.8 && jaccard(bigrams(wa), bigrams(wb)) >= 0.6;
}

export function isTooShort(text: string, a: Analysis): boolean {
  return text.trim().length < TOO_SHORT_CHARS || a.wordCount < TOO_SHORT_WORDS;
}

/** Distinct subjects: two strong themes, each with a sentence of its own. */
export function hasMultipleSubjects(themes: ThemeScore[]): boolean {
  const strong = themes.filter((t) => t.score >= STRONG_THEME_SCORE);
  for (let i = 0; i < strong.length; i++) {
    for (let j = i + 1; j < strong.length; j++) {
      const a = strong[i]!.sentences;
      const b = strong[j]!.sentences;
      if ([...a].some((s) => !b.has(s)) && [...b].some((s) => !a.has(s))) return true;
    }
  }
  return false;
}

const questionCache = new Map<string, { stems: Set<string>; theme: string | null }>();

function questionFacts(question: string) {
  let facts = questionCache.get(question);
  if (!facts) {
    const a = analyze(question);
    const stems = new Set(a.tokens.filter((t) => isContent(t) && !GENERIC.has(t.stem)).map((t) => t.stem));
    facts = { stems, theme: primaryTheme(scoreThemes(a)) };
    if (questionCache.size > 1_000) questionCache.clear();
    questionCache.set(question, facts);
  }
  return facts;
}

/** An answer that shares no meaningful word and no theme with the reach-out question. */
export function isOffTopic(answer: Analysis, themes: ThemeScore[], question: string): boolean {
  const q = questionFacts(question);
  for (const t of answer.tokens) if (isContent(t) && q.stems.has(t.stem)) return false;
  if (q.theme && themes.some((t) => t.name === q.theme && t.score >= MIN_THEME_SCORE - 1)) return false;
  return true;
}

export type QualityInput = {
  text: string;
  analysis: Analysis;
  themes: ThemeScore[];
  theme: string | null;
  emergencies: EmergencyType[];
  abusive: boolean;
  departmentIds: string[];
  hasDepartments: boolean;
  recentTexts?: string[];
  reachoutQuestion?: string;
};

export function qualityWarnings(q: QualityInput): QualityWarning[] {
  const out: QualityWarning[] = [];
  const short = isTooShort(q.text, q.analysis);
  if (q.recentTexts?.some((r) => isNearDuplicate(q.text, r))) out.push('duplicate');
  if (q.abusive || q.emergencies.includes('violence') || q.emergencies.includes('threat')) out.push('violent');
  if (short) out.push('too_short');
  if (!q.theme) out.push('no_category');
  if (q.hasDepartments && q.departmentIds.length === 0) out.push('no_departments');
  if (hasMultipleSubjects(q.themes)) out.push('multiple_subject_matters');
  // A two-word answer ("Yes, agreed") is flagged too_short; calling it off-topic as well says nothing new.
  if (q.reachoutQuestion && !short && isOffTopic(q.analysis, q.themes, q.reachoutQuestion)) out.push('off_topic_reply');
  return out;
}
