import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isoTime } from './iso-time.sql.ts';

/**
 * Lists send times that PostgreSQL wrote (isoTime) where they used to send a Date read from
 * the column (drizzle's `new Date(text)`): the text must be the same, to the character, whatever
 * the microseconds and whatever the session's time zone.
 */
const written = new PgDialect().sqlToQuery(isoTime(sql.raw('t'))).sql;
// Times with every kind of microseconds, the same in each session; and the edges.
const TIMES = `select timestamptz '2001-01-01 00:00:00+00' + n * interval '6311 seconds 123457 microseconds' as t
  from generate_series(1, 5000) n
  union all values (timestamptz '2026-12-31 23:59:59.999999+00'), (timestamptz '2026-03-01 00:00:00+00'),
    (timestamptz '2024-02-29 12:00:00.0005+00'), (timestamptz '1970-01-01 00:00:00+00'), (timestamptz '1000-01-01 00:00:00.001+00'),
    (timestamptz '9999-12-31 23:59:59.9999+00'), (null)`;

describe('isoTime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes what toISOString writes of the Date read from the column, in any session time zone', async () => {
    const client = await t.pool.connect();
    try {
      await client.query(`set time zone 'UTC'`);
      const utc = await client.query<{ raw: string | null; written: string | null }>(
        `select t::text as raw, ${written} as written from (${TIMES}) times order by t nulls last`,
      );
      expect(utc.rows).toHaveLength(5007);
      for (const row of utc.rows) expect(row.written, row.raw ?? 'null').toBe(row.raw === null ? null : new Date(row.raw).toISOString());
      // Half an hour off UTC, so a missing conversion would show.
      await client.query(`set time zone 'Asia/Kolkata'`);
      const kolkata = await client.query<{ written: string | null }>(
        `select ${written} as written from (${TIMES}) times order by t nulls last`,
      );
      expect(kolkata.rows.map((r) => r.written)).toEqual(utc.rows.map((r) => r.written));
    } finally {
      await client.query('reset time zone');
      client.release();
    }
  });
});
