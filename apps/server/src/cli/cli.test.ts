import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invites, organizations, outbox, submissions } from '../db/schema/index.ts';
import { createDispatcher } from '../mail/dispatcher.ts';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, 'main.ts');
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'voyce-cli-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const cli = (...args: string[]) =>
  run(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: dataDir, APP_URL: 'https://voyce.example.com', LOG_LEVEL: 'silent' },
  });

// Each test starts the real CLI one to three times: seconds each on a loaded machine.
describe('operator CLI', { timeout: 120_000 }, () => {
  it('db:migrate applies migrations (idempotently)', async () => {
    const { stdout } = await cli('db:migrate');
    expect(stdout).toContain('Migrations applied.');
  });

  it('org:create makes the organisation and queues its admin a registration link, which the server sends', async () => {
    // Mail waiting for the server (SMTP was down): the CLI, which has no SMTP_URL, must leave it.
    await t.db
      .insert(outbox)
      .values({ kind: 'otp', to: 'waiting@globex.com', subject: 'Your registration code', text: 'Your code is 123456' });
    const { stdout } = await cli('org:create', '--name', 'Globex', '--admin-email', 'Ceo@Globex.com');
    const [org] = await t.db.select().from(organizations).where(eq(organizations.name, 'Globex'));
    const [invite] = await t.db.select().from(invites).where(eq(invites.organizationId, org!.id));
    expect(invite).toMatchObject({ email: 'ceo@globex.com', role: 'admin', status: 'pending' });
    const link = `https://voyce.example.com/registration?inviteId=${invite!.id}`;
    // It says what happened; nothing was sent yet.
    expect(stdout).toContain(`Invite queued for ceo@globex.com: ${link}`);
    expect(stdout).not.toMatch(/sent/i);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, ['ceo@globex.com', 'waiting@globex.com']));
    expect(mails.map((m) => [m.to, m.sentAt, m.attempts, m.text.length > 0])).toEqual(
      expect.arrayContaining([
        ['ceo@globex.com', null, 0, true],
        ['waiting@globex.com', null, 0, true],
      ]),
    );
    // The server's dispatcher delivers both, with the link.
    const delivered: { to: string; text: string }[] = [];
    const transport = { send: async (m: { to: string; text: string }) => void delivered.push(m), close: () => {} };
    await createDispatcher(t.db, transport, pino({ level: 'silent' })).drain();
    expect(delivered.find((m) => m.to === 'ceo@globex.com')?.text).toContain(link);
    expect(delivered.map((m) => m.to)).toContain('waiting@globex.com');
  });

  it('org:create refuses a bad e-mail with a clear message', async () => {
    await expect(cli('org:create', '--name', 'X', '--admin-email', 'nope')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('valid --admin-email'),
    });
  });

  it('org:delete removes an organisation only when its name is given back as written', async () => {
    const [org] = await t.db.insert(organizations).values({ name: 'Initech' }).returning();
    await expect(cli('org:delete', '--org', org!.id, '--confirm-name', 'initech')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not called "initech": nothing was removed'),
    });
    await expect(cli('org:delete', '--org', 'not-an-id', '--confirm-name', 'Initech')).rejects.toMatchObject({ code: 2 });
    const { stdout } = await cli('org:delete', '--org', org!.id, '--confirm-name', 'Initech');
    expect(stdout).toContain(`Organisation "Initech" (${org!.id}) removed: 0 insights, 0 members`);
    expect(await t.db.select().from(organizations).where(eq(organizations.id, org!.id))).toEqual([]);
  });

  it('seed:demo fills the demo organisation through the pipeline once, printing the passwords', async () => {
    const first = await cli('seed:demo');
    expect(first.stdout).toMatch(/admin@demo\.voyce\.local\s+Vy-\S+/);
    const [{ n }] = (await t.db.execute(sql`select count(*)::int n from submissions where stage in ('processed','closed')`)).rows as [
      { n: number },
    ];
    expect(n).toBeGreaterThanOrEqual(290);
    const unprocessed = await t.db.select().from(submissions).where(eq(submissions.stage, 'submitted'));
    expect(unprocessed).toHaveLength(0);
    // The explorer's department chart: at least 80% of the demo insights are filed under a department.
    const [coverage] = (
      await t.db.execute(sql`select count(*)::int total,
        (count(*) filter (where exists (select 1 from submission_departments sd where sd.submission_id = s.id)))::int filed
        from submissions s join organizations o on o.id = s.organization_id where o.name = 'Acme Demo'`)
    ).rows as [{ total: number; filed: number }];
    expect(coverage.filed / coverage.total).toBeGreaterThanOrEqual(0.8);
    // The settings pages show data, and the demo admin is past setup.
    const tags = (
      await t.db.execute(
        sql`select (select count(*)::int from divisions) d, (select count(*)::int from designations) g, (select count(*)::int from business_units) b, (select count(*)::int from locations) l, (select count(*)::int from organizations where name = 'Acme Demo' and setup_completed_at is not null) s`,
      )
    ).rows[0];
    expect(tags).toEqual({ d: 3, g: 4, b: 3, l: 3, s: 1 });
    const second = await cli('seed:demo');
    expect(second.stdout).toContain('already exists');
  }, 120_000);

  it('seed:load writes benchmark organisations with processed insights, once', async () => {
    const { stdout } = await cli('seed:load', '--orgs', '3', '--insights', '240');
    expect(stdout).toContain('Load data ready');
    const [{ orgs, insights, linked }] = (
      await t.db.execute(sql`select (select count(*)::int from organizations where name like 'Load Org %') orgs,
        (select count(*)::int from submissions s join organizations o on o.id = s.organization_id where o.name like 'Load Org %') insights,
        (select count(*)::int from submission_departments sd join organizations o on o.id = sd.organization_id where o.name like 'Load Org %') linked`)
    ).rows as [{ orgs: number; insights: number; linked: number }];
    expect(orgs).toBe(3);
    expect(insights).toBe(240);
    expect(linked).toBe(240);
    expect((await cli('seed:load', '--orgs', '3', '--insights', '240')).stdout).toContain('already present');
    await expect(cli('seed:load', '--orgs', '0')).rejects.toMatchObject({ code: 2 });
  });
});
