import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDb } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL to a database on the test server with rights to create databases. */
    pgAdminUrl: string;
    /** A migrated database that each test file copies (CREATE DATABASE ... TEMPLATE). */
    pgTemplate: string;
  }
}

let embedded: EmbeddedDb | null = null;
let dataDir: string | null = null;
let adminUrl = '';
let template = '';

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Uses the PostgreSQL at DATABASE_URL when set (CI and this machine), else starts an
 * embedded one, so `npm test` passes where no server runs.
 */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dataDir = await mkdtemp(join(tmpdir(), 'voyce-test-pg-'));
    embedded = await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
    adminUrl = embedded.url('postgres');
  }
  template = `voyce_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await admin.end();
  const db = connectDatabase(withDatabase(adminUrl, template), 2);
  await runMigrations(db.db);
  await db.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
}

export async function teardown(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch(() => {});
  await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
  await embedded?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
