/**
 * When reach-out answers are released (ANSWER_RELEASE_MINUTES, hourly by default): on the UTC
 * clock's boundaries of that many minutes. The cron the scheduler registers and the time a
 * leader is told ("results appear at 05:00") come from here, so they cannot disagree.
 */

/** A cron expression for "every `minutes`", on the clock's boundaries (UTC). */
export function everyMinutesCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  return minutes === 60 ? '0 * * * *' : `0 */${minutes / 60} * * *`;
}

// pg-boss starts a cron job shortly after its minute (it checks schedules every 30 s or so): a
// tick that passed less than this long ago may still be about to run, so it is the one named.
const LATE_TICK_MS = 60_000;

/**
 * The next run of the release at or after `now`: the next multiple of `minutes` since UTC
 * midnight (config.ts lets `minutes` only divide an hour or a day, so these are the cron's
 * minutes). A tick passed within the last minute counts as still to come.
 */
export function nextReleaseAt(now: Date, minutes: number): Date {
  const step = minutes * 60_000;
  return new Date(Math.ceil((now.getTime() - LATE_TICK_MS) / step) * step);
}
