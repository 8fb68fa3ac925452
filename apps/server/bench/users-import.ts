import { withScratchDatabase } from './scratch-database.ts';
import { importedToBulk } from '@voyce/contracts/users';
import { departments, divisions, memberships, organizations, users } from '../src/db/schema/index.ts';
import { inviteMail } from '../src/mail/templates.ts';
import { processUsersCsv } from '../src/modules/users/users.csv.ts';
import { loadTags } from '../src/modules/users/users.repository.ts';
import { indexTags } from '../src/modules/users/users.rows.ts';
import { addRows } from '../src/modules/users/users.service.ts';

/**
 * The users import on a real database: a CSV of N rows (about 5 MB for 20,000) parsed,
 * validated (names mapped to tags) and written (people, memberships, departments, invites,
 * invite e-mails), as /processUsersDatacsv then /addMyvoyceUser do.
 */
export async function benchUsersImport(
  count = 20_000,
): Promise<{ seconds: number; parseSeconds: number; rssMb: number; count: number; bytes: number }> {
  return withScratchDatabase(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL, async (database) => {
    const db = database.db;
    const [org] = await db.insert(organizations).values({ name: 'Bench' }).returning();
    const [user] = await db.insert(users).values({ businessEmail: 'bench-admin@example.com' }).returning();
    await db.insert(memberships).values({ organizationId: org!.id, userId: user!.id, role: 'admin', inviteStatus: 'accepted' });
    await db.insert(departments).values(['Warehouse', 'Sales'].map((n) => ({ organizationId: org!.id, name: n })));
    await db.insert(divisions).values({ organizationId: org!.id, name: 'North' });
    const lines = ['First Name,Last Name,Business Email,Personal Email,Employee ID,Departments,Division'];
    const pad = 'x'.repeat(160);
    for (let i = 0; i < count; i++) lines.push(`Person,Number,bulk${i}@example.com,p${i}-${pad}@example.org,E${i},Warehouse;Sales,North`);
    const csv = lines.join('\r\n');
    const auth = {
      userId: user!.id,
      sessionId: user!.id,
      email: user!.businessEmail,
      organizationId: org!.id,
      role: 'admin' as const,
      roleId: null,
      permissions: { insights: 'edit', reachouts: 'edit', reports: 'edit', settings: 'edit', users: 'edit' } as const,
    };
    let peak = process.memoryUsage().rss;
    const started = performance.now();
    const parsed = processUsersCsv(csv);
    const parseSeconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage().rss);
    const tags = indexTags(await loadTags(db, org!.id));
    const result = await addRows(db, {
      auth,
      role: 'employee',
      tags,
      users: parsed.finalProcessedRecords.map(importedToBulk),
      mail: (id) => inviteMail('Bench', `http://localhost/registration?inviteId=${id}`, 'employee'),
    });
    peak = Math.max(peak, process.memoryUsage().rss);
    const seconds = (performance.now() - started) / 1000;
    if (result.success.length !== count)
      throw new Error(`imported ${result.success.length} of ${count}: ${JSON.stringify(result.failures[0])}`);
    return { seconds, parseSeconds, rssMb: peak / 1024 / 1024, count, bytes: csv.length };
  });
}
