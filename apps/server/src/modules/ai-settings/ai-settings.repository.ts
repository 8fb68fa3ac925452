import { splitGoals } from '@voyce/contracts/settings';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, organizations, phrases } from '../../db/schema/index.ts';
import type { OrgAiContext } from '../../ai/provider.ts';
import { listAlertPhrases } from './alert-phrases.repository.ts';

/** Everything the AI needs to know about an organisation, read in one place. */
export async function loadOrgAiContext(db: DbOrTx, organizationId: string): Promise<OrgAiContext> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  const phraseRows = await listPhrases(db, organizationId);
  const deptRows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(asc(departments.name));
  return {
    aboutUs: org?.aboutUs ?? '',
    goals: splitGoals(org?.goals ?? ''),
    writingSample: org?.writingSamples ?? '',
    higherPriorityPhrases: phraseRows.filter((p) => p.polarity === 'positive').map((p) => p.name),
    lowerPriorityPhrases: phraseRows.filter((p) => p.polarity === 'negative').map((p) => p.name),
    departments: deptRows,
    alertPhrases: (await listAlertPhrases(db, organizationId)).map((p) => ({ phrase: p.phrase, kind: p.kind })),
  };
}

export async function findProfile(db: DbOrTx, organizationId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

export async function updateProfile(
  db: DbOrTx,
  organizationId: string,
  v: {
    aboutUs?: string;
    goals?: string;
    writingSamples?: string;
    supportText?: string | null;
    name?: string;
    minGroupSize?: number;
    setupCompletedAt?: Date;
  },
) {
  const [row] = await db
    .update(organizations)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
    .returning();
  return row ?? null;
}

export async function listPhrases(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(phrases)
    .where(eq(phrases.organizationId, organizationId))
    .orderBy(asc(sql`lower(${phrases.name})`), asc(phrases.id));
}

/** The organisation's phrases become exactly `list` (one transaction: all or nothing). */
export async function replacePhrases(db: DbOrTx, organizationId: string, list: { name: string; polarity: 'positive' | 'negative' }[]) {
  await db.delete(phrases).where(eq(phrases.organizationId, organizationId));
  if (list.length) await db.insert(phrases).values(list.map((p) => ({ organizationId, ...p })));
}
