import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { memberDepartments, memberships, users } from '../../src/db/schema/index.ts';
import type { MailTransport, SendableMail } from '../../src/mail/transport.ts';
import { createSession } from '../../src/modules/auth/auth.repository.ts';
import { expect } from 'vitest';
import { ESTABLISHED, post } from '../fixtures.ts';
import type { TestApp } from '../test-app.ts';

/**
 * The adversary's toolbox: read every table of the database as it lies on disk, capture every
 * log line and every mail, and plant people. Nothing here knows the schema by name, so a new
 * table is read as soon as it exists.
 */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Imports a server module that the fix adds (path relative to apps/server/src). Dynamic, so the
 * other tests of a file still run while it does not exist; a missing module fails only its test.
 */
export async function later<T>(pathInSrc: string): Promise<T> {
  const url = new URL(`../../src/${pathInSrc}`, import.meta.url).href;
  return (await import(/* @vite-ignore */ url)) as T;
}

/** The not-yet-written jobs, as the tests call them. */
export type ReleaseAnswersModule = { releaseHeldAnswers: (db: Db) => Promise<unknown> };
export type MyVoyceReminderModule = {
  runMyVoyceReminder: (deps: { db: Db; appUrl: string; log: TestApp['log'] }, now: Date) => Promise<unknown>;
};
export type RetentionModule = { purgeExpired: (db: Db, now: Date) => Promise<unknown> };

/** One row of one table: the transaction that last wrote it, its text, and its times (ms). */
export type ScannedRow = { table: string; xmin: string; text: string; row: Record<string, unknown>; times: Record<string, number> };

/** Every row of every table in the public schema. */
export async function scanDatabase(db: Db): Promise<ScannedRow[]> {
  const cols = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`);
  const tables = new Map<string, string[]>();
  for (const c of cols.rows) {
    const times = tables.get(c.table_name) ?? [];
    if (c.data_type.startsWith('timestamp')) times.push(c.column_name);
    tables.set(c.table_name, times);
  }
  const out: ScannedRow[] = [];
  for (const [table, timeCols] of tables) {
    const q = (s: string) => `"${s.replaceAll('"', '""')}"`;
    const tsSelect = timeCols.map((c) => `, (extract(epoch from t.${q(c)}) * 1000)::float8 as ${q(`ts:${c}`)}`).join('');
    const res = await db.execute<Record<string, unknown>>(
      sql.raw(`select t.xmin::text as "__xmin", t::text as "__text", to_jsonb(t) as "__row"${tsSelect} from ${q(table)} t`),
    );
    for (const r of res.rows) {
      const times: Record<string, number> = {};
      for (const c of timeCols) if (typeof r[`ts:${c}`] === 'number') times[c] = r[`ts:${c}`] as number;
      out.push({ table, xmin: r.__xmin as string, text: r.__text as string, row: r.__row as Record<string, unknown>, times });
    }
  }
  return out;
}

/** A person as a database reader would recognise them. */
export type Person = { id: string; email: string; lastName: string };

/** True when the row holds the person's id, e-mail or (unique) last name in any column. */
export const namesPerson = (r: ScannedRow, p: Person) =>
  r.text.includes(p.id) || r.text.toLowerCase().includes(p.email.toLowerCase()) || r.text.includes(p.lastName);

/** Letters only: names pass the user forms' "no digits" rule and never collide. */
export const uniqueWord = (prefix: string) =>
  prefix +
  randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

/** The start of the UTC day of `d`, as the API writes it. */
export const dayStartIso = (d: Date) => `${d.toISOString().slice(0, 10)}T00:00:00.000Z`;

/** True when `v` is exactly 00:00:00.000Z of the UTC day of one of `days` (a run may cross midnight). */
export const isDayStart = (v: Date | string | null | undefined, days: Date[]) => {
  if (v == null) return false;
  const iso = typeof v === 'string' ? new Date(v).toISOString() : v.toISOString();
  return days.some((d) => iso === dayStartIso(d));
};

/** Every log line the app (or a job) writes. */
export function logCapture() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

/** A mail server that keeps what it is given: the dispatcher's "real" delivery. */
export function captureTransport() {
  const sent: SendableMail[] = [];
  const transport: MailTransport = { send: async (m) => void sent.push({ ...m }), close: () => {} };
  return { sent, transport };
}

/** `code` standing alone (not part of a longer number such as a timestamp). */
export const holdsCode = (text: string | null | undefined, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text ?? '');

/**
 * Active employees of the organisation (accepted membership), in `departmentId` when given, with
 * no session: they sign in themselves, or get one from addEmployees. They joined and were placed
 * a month ago (ESTABLISHED), so they count towards k.
 */
export async function plantEmployees(t: TestApp, organizationId: string, n: number, departmentId?: string) {
  const people: (Person & { firstName: string })[] = [];
  for (let i = 0; i < n; i++) {
    const lastName = uniqueWord('Staff');
    const [u] = await t.db
      .insert(users)
      .values({ businessEmail: `${lastName.toLowerCase()}@example.com`, firstName: 'Worker', lastName })
      .returning();
    await t.db
      .insert(memberships)
      .values({ organizationId, userId: u!.id, role: 'employee', inviteStatus: 'accepted', joinedAt: ESTABLISHED });
    if (departmentId) await t.db.insert(memberDepartments).values({ organizationId, userId: u!.id, departmentId, placedAt: ESTABLISHED });
    people.push({ id: u!.id, email: u!.businessEmail, lastName, firstName: 'Worker' });
  }
  return people;
}

/** plantEmployees, each with a session token. No password: they never sign in through the login form here. */
export async function addEmployees(t: TestApp, organizationId: string, n: number, departmentId?: string) {
  const people: (Person & { token: string; firstName: string })[] = [];
  for (const p of await plantEmployees(t, organizationId, n, departmentId)) {
    people.push({ ...p, token: await createSession(t.db, t.identity, p.id, 24) });
  }
  return people;
}

/** A new department of `classificationId`, made through the API by the holder of `token`: its id. */
export async function newDepartment(t: TestApp, organizationId: string, classificationId: string, token: string): Promise<string> {
  const res = await post(
    t,
    '/createDepartment',
    { organizationId, name: uniqueWord('Dept'), description: '', departmentClassificationId: classificationId },
    token,
  );
  expect(res.status).toBe(200);
  return res.body.data.entity.id as string;
}

/** The file behind an export's or report's signed URL (what the leader downloads). */
export async function fileOf(t: TestApp, res: Awaited<ReturnType<typeof post>>): Promise<string> {
  const url: string | undefined = res.body.data?.data?.url ?? res.body.data?.url ?? res.body.data?.signedUrl;
  if (!url) return JSON.stringify(res.body);
  return (await t.app.inject({ method: 'GET', url })).body;
}
