import { withScratchDatabase } from './scratch-database.ts';
import { pino } from 'pino';
import { createLocalProvider } from '../src/ai/local/local-provider.ts';
import { DEMO_INSIGHTS } from '../src/ai/demo-insights.ts';
import { memberships, organizations, users } from '../src/db/schema/index.ts';
import { processSubmission } from '../src/modules/pipeline/process-submission.ts';
import { createIdentityVault } from '../src/lib/identity-vault.ts';
import { fileInsight } from '../src/modules/employee/authorship.repository.ts';

/**
 * The whole pipeline on a real database: N insights inserted 'submitted', then processed one
 * after another (classification, topic, departments, e-mails) as one worker would.
 */
export async function benchPipelineDb(count = 1000): Promise<{ perSecond: number; rssMb: number; count: number }> {
  const log = pino({ level: 'silent' });
  return withScratchDatabase(process.env.DATABASE_URL, async (database) => {
    const db = database.db;
    const [org] = await db.insert(organizations).values({ name: 'Bench' }).returning();
    // Twenty insights an author, as a busy organisation's people write them.
    const authors: string[] = [];
    for (let i = 0; i < Math.ceil(count / 20); i++) {
      const [user] = await db
        .insert(users)
        .values({ businessEmail: `bench${i}@example.com` })
        .returning();
      await db.insert(memberships).values({ organizationId: org!.id, userId: user!.id, role: 'employee', inviteStatus: 'accepted' });
      authors.push(user!.id);
    }
    const vault = createIdentityVault('cd'.repeat(32));
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const body = DEMO_INSIGHTS[i % DEMO_INSIGHTS.length]!.text;
      const row = await fileInsight(db, vault, { organizationId: org!.id, userId: authors[i % authors.length]!, body });
      ids.push(row.id);
    }
    const deps = { db, ai: createLocalProvider(), log, appUrl: 'http://localhost', onMailQueued: () => {} };
    let peak = process.memoryUsage().rss;
    const started = performance.now();
    for (const id of ids) {
      await processSubmission(deps, org!.id, id);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: count / seconds, rssMb: peak / 1024 / 1024, count };
  });
}
