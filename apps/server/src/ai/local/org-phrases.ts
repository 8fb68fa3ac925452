import { GENERIC } from './lexicons.ts';
import { primaryTheme, scoreThemes } from './themes.ts';
import { analyze, stemsOf, type Analysis } from './tokenize.ts';

/**
 * Matching the organisation's own words (priority phrases, goals, department names) against
 * an insight. These change per organisation, so they are stemmed on demand and memoised;
 * the cache is bounded because phrases are free text.
 */
const cache = new Map<string, string[]>();
const CACHE_MAX = 5_000;

export function cachedStems(phrase: string): string[] {
  const key = phrase.trim().toLowerCase();
  let stems = cache.get(key);
  if (!stems) {
    stems = stemsOf(key);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, stems);
  }
  return stems;
}

/** True when the phrase's stems occur in order, side by side, in the text. */
export function containsPhrase(a: Analysis, phrase: string): boolean {
  const stems = cachedStems(phrase);
  if (stems.length === 0) return false;
  const t = a.tokens;
  for (let i = 0; i + stems.length <= t.length; i++) {
    let k = 0;
    while (k < stems.length && t[i + k]!.stem === stems[k]) k++;
    if (k === stems.length) return true;
  }
  return false;
}

/** Meaningful stems of a free-text goal ("Reduce customer churn by 10%" -> reduc, custom, churn). */
export function contentStems(phrase: string): string[] {
  return cachedStems(phrase).filter((s) => s.length > 2 && !GENERIC.has(s) && !/^\d/.test(s) && !STOP.has(s));
}

const STOP = new Set(['the', 'and', 'for', 'our', 'with', 'from', 'into', 'more', 'less', 'all', 'are', 'by', 'to', 'of', 'in']);

/** How many of a goal's meaningful stems the insight shares; a goal of one word needs that word. */
export function goalOverlap(a: Analysis, goal: string): number {
  const stems = contentStems(goal);
  let n = 0;
  for (const s of stems) if (a.stemSet.has(s)) n++;
  return n;
}

const goalThemes = new Map<string, string | null>();

/** The theme a goal is about ("Zero lost-time injuries" -> Workplace Safety), memoised. */
export function themeOfText(text: string): string | null {
  let theme = goalThemes.get(text);
  if (theme === undefined) {
    theme = primaryTheme(scoreThemes(analyze(text)));
    if (goalThemes.size > 5_000) goalThemes.clear();
    goalThemes.set(text, theme);
  }
  return theme;
}

/**
 * The goal an insight speaks to: the one sharing the most meaningful words (at least two, or
 * the goal's only one), else the first goal on the insight's theme.
 */
export function relatedGoal(a: Analysis, goals: string[], theme: string | null = null): string | null {
  let best: string | null = null;
  let bestN = 0;
  for (const g of goals) {
    const n = goalOverlap(a, g);
    const needed = Math.min(2, contentStems(g).length);
    if (needed > 0 && n >= needed && n > bestN) {
      best = g;
      bestN = n;
    }
  }
  if (best || !theme) return best;
  return goals.find((g) => themeOfText(g) === theme) ?? null;
}
