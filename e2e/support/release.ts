import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { releaseHeldAnswers } from '../../apps/server/src/jobs/release-answers.ts';
import { state } from './state.ts';

/**
 * Runs the scheduled batch release of reach-out answers now (it runs hourly in the server):
 * answers of reach-outs with at least k answers reach leaders. Returns how many were released.
 */
export async function releaseAnswers(): Promise<number> {
  const database = connectDatabase(state().url, 1);
  try {
    return await releaseHeldAnswers(database.db);
  } finally {
    await database.close();
  }
}
