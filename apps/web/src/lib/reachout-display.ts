import { ENGAGEMENT_THRESHOLDS } from '@voyce/contracts/reachout-rules';
import type { Reachout } from '@voyce/contracts/reachouts';

/**
 * How a reach-out reads wherever it is listed (history cards, the dashboard card, the detail
 * header): pure rules, shared by the features that show reach-outs.
 */

type Titled = Pick<Reachout, 'title' | 'body'> & { aiSummary: { topics: string[] } | null };

const EXCERPT_LENGTH = 60;

/** Spec 1 §2: the title, else the first AI topic, else the start of the message. */
export function reachoutTitle(r: Titled): string {
  const title = r.title.trim() || r.aiSummary?.topics[0]?.trim();
  if (title) return title;
  const text = r.body.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
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
