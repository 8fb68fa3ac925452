import { importedToBulk, type ImportedUser } from '@voyce/contracts/user-import';
import { departments, designations, divisions, memberships, organizations, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { startBenchServer } from './bench-server-process.ts';
import { postJson } from './http-load.ts';
import { withScratchDatabase } from './scratch-database.ts';

/**
 * The users import as a person waits for it, over HTTP against the server in its own process
 * on a scratch database: Start Import (the CSV uploaded to /processUsersDatacsv, parsed and
 * every row checked against the organisation, the answer the preview shows) and Submit (the rows
 * sent to /addMyvoyceUser: people, memberships, departments, invites, invite e-mails). Then the
 * same people updated from a partial CSV (Business Email and Designation only) through
 * /bulkUpdateUserDetails. One row in a hundred names a department that does not exist.
 */
export type ImportFigures = {
  count: number;
  bytes: number;
  errorRows: number;
  add: { previewSeconds: number; writeSeconds: number; added: number; flagged: number };
  update: { previewSeconds: number; writeSeconds: number; updated: number };
};

const ADMIN = 'bench-import-admin@example.com';
const PASSWORD = 'Bench-Import-Password-1';
const BAD_EVERY = 100;

export async function benchImportUsers(count = 20_000): Promise<ImportFigures> {
  return withScratchDatabase(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL, async (database) => {
    const db = database.db;
    const [org] = await db.insert(organizations).values({ name: 'Bench' }).returning();
    const [admin] = await db
      .insert(users)
      .values({ businessEmail: ADMIN, firstName: 'Bench', lastName: 'Admin', passwordHash: await hashPassword(PASSWORD) })
      .returning();
    await db.insert(memberships).values({ organizationId: org!.id, userId: admin!.id, role: 'admin', inviteStatus: 'accepted' });
    await db.insert(departments).values(['Warehouse', 'Sales'].map((name) => ({ organizationId: org!.id, name })));
    await db.insert(divisions).values({ organizationId: org!.id, name: 'North' });
    await db.insert(designations).values(['Engineer', 'Manager'].map((name) => ({ organizationId: org!.id, name })));

    const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const server = await startBenchServer(url);
    try {
      const login = await postJson(`${server.base}/api/user/verifyLogin`, { email: ADMIN, password: PASSWORD });
      if (!login.ok) throw new Error(`bench admin could not sign in: ${login.text()}`);
      const token = login.json().data.authorization as string;
      const api = (path: string, body: object) => postJson(`${server.base}/api${path}`, body, token);
      const upload = async (csv: string, fields: Record<string, string>) => {
        const form = new FormData();
        form.append('organizationId', org!.id);
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
        const res = await fetch(`${server.base}/api/user-management/processUsersDatacsv`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { data: { finalProcessedRecords: (ImportedUser & { issues?: object })[] } };
        if (!res.ok) throw new Error(`preview failed: ${JSON.stringify(body)}`);
        return body.data.finalProcessedRecords;
      };
      const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
        const started = performance.now();
        const value = await run();
        return [value, (performance.now() - started) / 1000];
      };

      // About 5 MB for 20,000 rows, the most one file may hold.
      const pad = 'x'.repeat(160);
      const lines = ['First Name,Last Name,Business Email,Personal Email,Employee ID,Departments,Division'];
      for (let i = 0; i < count; i++) {
        const department = i % BAD_EVERY === BAD_EVERY - 1 ? 'Nowhere' : 'Warehouse;Sales';
        lines.push(`Person,Number,bulk${i}@example.com,p${i}-${pad}@example.org,E${i},${department},North`);
      }
      const csv = lines.join('\r\n');
      const errorRows = Math.floor(count / BAD_EVERY);

      const [rows, addPreview] = await timed(() => upload(csv, { identifier: 'email', mode: 'add', role: 'employee' }));
      if (rows.length !== count) throw new Error(`preview answered ${rows.length} of ${count} rows`);
      const flagged = rows.filter((r) => r.issues && Object.keys(r.issues).length).length;
      const [added, addWrite] = await timed(async () => {
        const res = await api('/user-management/addMyvoyceUser', { organizationId: org!.id, users: rows.map((r) => importedToBulk(r)) });
        if (!res.ok) throw new Error(`add failed: ${res.status} ${res.text().slice(0, 500)}`);
        return res.json().data.entity as { success: unknown[]; failures: unknown[] };
      });
      if (added.success.length !== count - errorRows)
        throw new Error(`added ${added.success.length} of ${count - errorRows}: ${JSON.stringify(added.failures[0])}`);

      // Only the designation changes; names, departments and the rest stay as stored.
      const partial = ['Business Email,Designation'];
      for (let i = 0; i < count; i++) if (i % BAD_EVERY !== BAD_EVERY - 1) partial.push(`bulk${i}@example.com,Engineer`);
      const [toUpdate, updatePreview] = await timed(() =>
        upload(partial.join('\r\n'), { identifier: 'email', mode: 'update', role: 'employee' }),
      );
      const [updated, updateWrite] = await timed(async () => {
        const res = await api('/user-management/bulkUpdateUserDetails', {
          organizationId: org!.id,
          role: 'employee',
          identifier: 'email',
          users: toUpdate.map((r) => importedToBulk(r)),
          confirm: true,
        });
        if (!res.ok) throw new Error(`update failed: ${res.status} ${res.text().slice(0, 500)}`);
        return res.json().data.entity as { success: unknown[]; failures: unknown[] };
      });
      if (updated.success.length !== toUpdate.length)
        throw new Error(`updated ${updated.success.length} of ${toUpdate.length}: ${JSON.stringify(updated.failures[0])}`);

      return {
        count,
        bytes: Buffer.byteLength(csv),
        errorRows,
        add: { previewSeconds: addPreview, writeSeconds: addWrite, added: added.success.length, flagged },
        update: { previewSeconds: updatePreview, writeSeconds: updateWrite, updated: updated.success.length },
      };
    } finally {
      await server.stop();
    }
  });
}
