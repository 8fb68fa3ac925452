import type { Language } from '@voyce/contracts/languages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { users } from './schema/index.ts';

/**
 * The signed-in person's own language (null: follow the browser), for what the server writes to
 * them in MyVoyce (a reach-out's translation, the default support text). Read for that person's
 * own answer only; no leader's read selects users.language.
 */
export async function accountLanguage(db: DbOrTx, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
