import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, organizations, phrases } from '../../db/schema/index.ts';
import type { OrgAiContext } from '../../ai/provider.ts';

/** Spec 2 §3: goals are stored as one string joined by a triple pipe. */
export const GOALS_SEPARATOR = '|||';
export const splitGoals = (goals: string): string[] =>
  goals
    .split(GOALS_SEPARATOR)
    .map((g) => g.trim())
    .filter(Boolean);

/** Everything the AI needs to know about an organisation, read in one place. */
export async function loadOrgAiContext(db: DbOrTx, organizationId: string): Promise<OrgAiContext> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  const phraseRows = await db
    .select({ name: phrases.name, polarity: phrases.polarity })
    .from(phrases)
    .where(eq(phrases.organizationId, organizationId));
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
  };
}
