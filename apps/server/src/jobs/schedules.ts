import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { runLeaderDigest, type LeaderDigestDeps } from './leader-digest.ts';
import { runMyVoyceReminder, type MyVoyceReminderDeps } from './myvoyce-reminder.ts';
import { releaseHeldAnswers } from './release-answers.ts';
import { everyMinutesCron } from './release-schedule.ts';
import { purgeExpired } from './retention.repository.ts';

const RELEASE = 'release-answers';
const REMINDER = 'myvoyce-reminder';
const LEADER_DIGEST = 'leader-digest';
const RETIRED_DIGEST = 'author-digest';
const RETENTION = 'retention';

/**
 * The anonymity schedules (ARCHITECTURE §5), on pg-boss cron so one replica runs each tick:
 * batch release of reach-out answers, the weekly MyVoyce reminder and the leaders' weekly digest at
 * fixed days and hours, hourly retention.
 */
export async function startScheduledJobs(
  boss: PgBoss,
  deps: MyVoyceReminderDeps & LeaderDigestDeps & { log: Logger },
  times: {
    answerReleaseMinutes: number;
    myvoyceReminder: { weekday: number; hour: number };
    leaderDigest: { weekday: number; hour: number };
  },
) {
  const { db, log } = deps;
  const jobs: [string, string, () => Promise<unknown>][] = [
    [RELEASE, everyMinutesCron(times.answerReleaseMinutes), () => releaseHeldAnswers(db)],
    [REMINDER, `0 ${times.myvoyceReminder.hour} * * ${times.myvoyceReminder.weekday}`, () => runMyVoyceReminder(deps)],
    [LEADER_DIGEST, `0 ${times.leaderDigest.hour} * * ${times.leaderDigest.weekday}`, () => runLeaderDigest(deps)],
    [RETENTION, '17 * * * *', () => purgeExpired(db)],
  ];
  // The news-driven author digest this reminder replaced: its stored schedule must not
  // keep queueing jobs that no worker takes.
  await boss.unschedule(RETIRED_DIGEST);
  for (const [name, cron, run] of jobs) {
    await boss.createQueue(name, { retryLimit: 2, retryDelay: 60, deleteAfterSeconds: 3600 });
    await boss.schedule(name, cron, null, { tz: 'UTC' });
    await boss.work(name, async () => {
      const outcome = await run();
      log.info({ job: name, outcome }, 'scheduled job done');
    });
  }
}
