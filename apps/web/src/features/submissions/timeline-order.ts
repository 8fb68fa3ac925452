/**
 * The order of an insight's timeline. Messages and activity each come oldest first from the
 * server, numbered by one sequence per insight (`seq`): the employee's entries keep only their
 * day, so time alone no longer orders them (ARCHITECTURE §5). The sequence decides; without one
 * (never from this server), two leaders' entries compare by their moment and an employee's by
 * day only, a leader's entry going first on the same day.
 */
export type TimelineItem = { at: string; byEmployee: boolean; seq?: number };

const utcDay = (iso: string): string => {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? iso : new Date(time).toISOString().slice(0, 10);
};

/** Negative when `a` goes before `b`, zero when nothing tells them apart. */
function compare(a: TimelineItem, b: TimelineItem): number {
  if (a.seq && b.seq) return a.seq - b.seq;
  if (!a.byEmployee && !b.byEmployee) return a.at.localeCompare(b.at);
  const days = utcDay(a.at).localeCompare(utcDay(b.at));
  if (days !== 0) return days;
  if (a.byEmployee === b.byEmployee) return 0;
  return a.byEmployee ? 1 : -1;
}

/** One list from two, each already in its own order; on a tie the first list's entry goes first. */
export function mergeTimeline<T extends TimelineItem>(first: readonly T[], second: readonly T[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    if (compare(first[i]!, second[j]!) <= 0) out.push(first[i++]!);
    else out.push(second[j++]!);
  }
  return [...out, ...first.slice(i), ...second.slice(j)];
}
