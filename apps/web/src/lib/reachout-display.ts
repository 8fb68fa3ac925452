import { ENGAGEMENT_THRESHOLDS } from '@voyce/contracts/reachout-rules';
import { answersNeededOf, reachoutDisplayTitle, type ReachoutTitled } from '@voyce/contracts/reachout-display';
import { clockTime } from './format-date';

/**
 * How a reach-out reads wherever it is listed (history cards, the dashboard card, the detail
 * header, the respond page's breadcrumb, MyVoyce): pure rules, shared by the features that show
 * reach-outs.
 */

/**
 * Spec 1 §2: the title, else the first AI topic, else the start of the message cut at a word.
 * The contracts' one fallback, which the CSV exports use too.
 */
export { answersNeededOf, reachoutDisplayTitle as reachoutTitle, titleIsWholeMessage } from '@voyce/contracts/reachout-display';

/**
 * The respond page's crumb for the reach-out an answer belongs to: its title as loaded (the
 * same as its page), else the title the link carried, else `fallback` (while it loads, or when
 * it cannot be loaded) - never the history's own label twice.
 */
export function reachoutCrumbLabel(loaded: ReachoutTitled | undefined, linkTitle: string | null, fallback: string): string {
  return (loaded && reachoutDisplayTitle(loaded)) || linkTitle?.trim() || fallback;
}

/** 'Lee Leader' -> 'LL'; one name gives one letter; no name gives ''. */
export function initialsOf(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName]
    .map((n) => n?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

export function fullName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName]
    .map((n) => n?.trim())
    .filter(Boolean)
    .join(' ');
}

export type EngagementLevel = 'low' | 'medium' | 'high';

/** Spec 1 §4: under 50 % is low, under 75 % medium, otherwise high. */
export function engagementLevel(percent: number): EngagementLevel {
  if (percent < ENGAGEMENT_THRESHOLDS.low) return 'low';
  if (percent < ENGAGEMENT_THRESHOLDS.medium) return 'medium';
  return 'high';
}

/** DESIGN.md: low engagement takes the High priority colour, medium the Medium one, high the Low (positive) one. */
export const ENGAGEMENT_COLOR_KEY = { low: 'high', medium: 'medium', high: 'low' } as const;

/** The first `visible` items, and how many more a '+N' chip stands for. */
export function splitVisible<T>(items: T[], visible: number): { shown: T[]; rest: T[] } {
  return { shown: items.slice(0, visible), rest: items.slice(visible) };
}

/**
 * A reach-out whose answers wait for the batch release, enough of them to be shown
 * (the server sets releaseAt only then): how many at least (answersNeeded, never the count: a
 * later answer must not show) and the release's time on the viewer's clock. Null otherwise.
 */
export function releaseNotice(r: {
  releaseAt?: string | undefined;
  answersNeeded?: number | undefined;
  minGroupSize: number;
}): { count: number; time: string } | null {
  if (!r.releaseAt) return null;
  const time = clockTime(r.releaseAt);
  return time ? { count: answersNeededOf(r), time } : null;
}
