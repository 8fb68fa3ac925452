import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { memberships, organizations, submissionGroups, users } from '../src/db/schema/index.ts';
import { fileInsight } from '../src/modules/employee/authorship.repository.ts';
import { createIdentityVault } from '../src/lib/identity-vault.ts';
import type { OrgAiContext } from '../src/ai/provider.ts';

/**
 * The situation the pipeline benches build: one organisation with 200 open topics whose profiles
 * are full (4,000 characters of real insight text, as fileIntoTopic leaves them), and insights of
 * the blind-evaluation corpus arriving. Only calls that every version of the pipeline has, so the
 * same bench runs against an older tree.
 */
export const TOPICS = 200;
export const PROFILE_MAX = 4000;

export const CORPUS: string[] = ['insights-lead', 'insights-lead-2', 'insights-lead-3'].flatMap((file) =>
  readFileSync(new URL(`./ai-eval/${file}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { text: string }).text),
);

export const ORG: OrgAiContext = {
  aboutUs: 'We move parcels for independent shops across the north of England.',
  goals: ['Zero lost-time injuries', 'Cut overtime by 20%'],
  higherPriorityPhrases: ['safety', 'harassment'],
  lowerPriorityPhrases: ['coffee'],
  writingSample: 'Hi team,\nThanks for all your hard work this month.\nSam',
  departments: ['Engineering', 'Sales', 'Customer Support', 'Operations', 'Finance', 'Warehouse'].map((name, i) => ({
    id: `dep-${i}`,
    name,
  })),
};

/** Topic i: a title and a full profile, the title then insight bodies, as a topic that took many in. */
export function fullTopic(i: number): { label: string; profile: string } {
  const first = CORPUS[(i * 7) % CORPUS.length]!;
  const label = first.split(/\s+/).slice(0, 4).join(' ');
  let profile = `${label} ${first}`;
  for (let j = 1; profile.length < PROFILE_MAX; j++) profile += ` ${CORPUS[(i * 7 + j * 13) % CORPUS.length]!}`;
  return { label, profile: profile.slice(0, PROFILE_MAX) };
}

/** An organisation with authors and TOPICS full open topics (profile text only, as older rows are). */
export async function situation(db: Db, authorsCount = 20): Promise<{ organizationId: string; authors: string[] }> {
  const [org] = await db.insert(organizations).values({ name: 'Bench pipeline' }).returning();
  const authors: string[] = [];
  for (let i = 0; i < authorsCount; i++) {
    const [user] = await db
      .insert(users)
      .values({ businessEmail: `pipeline-bench-${org!.id.slice(0, 8)}-${i}@example.com` })
      .returning();
    await db.insert(memberships).values({ organizationId: org!.id, userId: user!.id, role: 'employee', inviteStatus: 'accepted' });
    authors.push(user!.id);
  }
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  await db.insert(submissionGroups).values(
    Array.from({ length: TOPICS }, (_, i) => ({
      organizationId: org!.id,
      topic: fullTopic(i).label,
      theme: 'Other',
      profile: fullTopic(i).profile,
      submissionCount: 20,
      createdAt: day,
      lastSubmissionAt: day,
    })),
  );
  return { organizationId: org!.id, authors };
}

export const BENCH_IDENTITY_KEY = 'cd'.repeat(32);

/** `count` insights of the corpus filed 'submitted' (from `offset`), their ids in order. */
export async function fileInsights(
  db: Db,
  at: { organizationId: string; authors: string[] },
  count: number,
  offset = 0,
): Promise<string[]> {
  const vault = createIdentityVault(BENCH_IDENTITY_KEY);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = await fileInsight(db, vault, {
      organizationId: at.organizationId,
      userId: at.authors[i % at.authors.length]!,
      body: CORPUS[(offset + i) % CORPUS.length]!,
    });
    ids.push(row.id);
  }
  return ids;
}

export async function processedCount(db: Db, ids: string[]): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from submissions where id = any(${`{${ids.join(',')}}`}::uuid[]) and stage = 'processed'`,
  );
  return Number(rows.rows[0]!.n);
}
