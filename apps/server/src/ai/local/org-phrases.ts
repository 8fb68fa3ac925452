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
 * the goal's only one), else the first goal on the insight's theme. Broad on purpose: it only
 * lets a goal nudge priority (classify.ts). What a draft or summary says in words uses the strict
 * goalItBearsOn.
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

/** Words of a goal that say which way or how far, not what about ("halve", "zero", "improve"). */
const GOAL_DIRECTION = new Set(
  `halve half double triple reduce reduction cut increase grow growth improve raise lower boost keep zero achieve reach maintain
  deliver build hit every make get become ensure more less fewer better faster quicker higher per cent percent target`
    .split(/\s+/)
    .flatMap((w) => cachedStems(w)),
);

/**
 * Words a goal and an insight use for one thing ("response times" and "slow replies"): few and
 * plain, so a goal is said to be concerned only when it truly is. Matched by stem.
 */
const SAME_MEANING: string[][] = [
  // Nouns of a reply, not "responds": "finance never responds" is not a customer response time.
  ['response', 'reply', 'replies', 'answer'],
  ['injury', 'injured', 'hurt', 'accident'],
  ['safe', 'safety', 'unsafe', 'danger', 'dangerous', 'hazard'],
  ['customer', 'client'],
  ['pay', 'wage', 'salary', 'payroll'],
  ['churn', 'attrition', 'turnover', 'leaving', 'quit'],
].map((group) => group.flatMap((w) => cachedStems(w)));

function sameMeaning(stem: string): string[] {
  return SAME_MEANING.find((g) => g.includes(stem)) ?? [stem];
}

/** What a goal is about: its meaningful stems without the ones that say which way ("halve customer response times" -> custom, respons). */
export function goalSubjectStems(goal: string): string[] {
  return contentStems(goal).filter((s) => !GOAL_DIRECTION.has(s));
}

/**
 * The goal a draft may say the insight bears on (an expense-reimbursement reply once
 * said "This matters for one of our goals: halve customer response times"). Only real overlap
 * counts: the insight must use at least two of the goal's subject words (all of them when it has
 * fewer), each as written or as a plain same-meaning word. No theme fallback: a theme is too broad
 * to tell a leader that something "matters for" a goal.
 */
export function goalItBearsOn(a: Analysis, goals: string[]): string | null {
  let best: string | null = null;
  let bestN = 0;
  for (const g of goals) {
    const stems = goalSubjectStems(g);
    if (stems.length === 0) continue;
    const n = stems.filter((s) => sameMeaning(s).some((m) => a.stemSet.has(m))).length;
    if (n >= Math.min(2, stems.length) && n > bestN) {
      best = g;
      bestN = n;
    }
  }
  return best;
}
