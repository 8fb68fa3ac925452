/**
 * The order of an insight's timeline. Messages and activity come from the server numbered by
 * one sequence per insight (`seq`), the only thing that orders them: the employee's entries keep
 * only their day (ARCHITECTURE §5), so their time cannot.
 */
export type TimelineItem = { seq: number };

/** One list from an insight's messages and activity, in the insight's sequence. */
export function mergeTimeline<T extends TimelineItem>(first: readonly T[], second: readonly T[]): T[] {
  return [...first, ...second].sort((a, b) => a.seq - b.seq);
}
