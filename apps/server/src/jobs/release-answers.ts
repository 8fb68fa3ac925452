import type { Db } from '../db/client.ts';
import { releaseHeldAnswers as release } from '../modules/reachouts/reachouts.service.ts';

/**
 * Reach-out answers reach leaders in batches, on a schedule (ANSWER_RELEASE_CRON, hourly by
 * default), and only once their reach-out has k answers: a leader can watch neither the first
 * answers nor each later one arrive. Returns how many answers were released.
 */
export async function releaseHeldAnswers(db: Db): Promise<number> {
  return release(db);
}
