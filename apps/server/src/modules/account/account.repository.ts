import type { Language } from '@voyce/contracts/languages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The signed-in user's own record: the only code of this module that touches Drizzle. */

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function updateNames(db: DbOrTx, userId: string, v: { firstName: string; lastName: string }) {
  const [row] = await db
    .update(users)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ updatedAt: users.updatedAt });
  return row!.updatedAt;
}

/**
 * The account's language. `updated_at` is left alone: the row keeps no moment of the change
 * (set in MyVoyce right before writing, it would sit next to the insight).
 */
export async function setLanguage(db: DbOrTx, userId: string, language: Language | null) {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning({ language: users.language });
  return row ?? null;
}
