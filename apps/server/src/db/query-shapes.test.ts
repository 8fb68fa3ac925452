import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, seedStructure } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedTopic } from '../../test/workspace-fixtures.ts';
import { submissionWhere } from '../modules/insights/insight-filters.sql.ts';
import { topicWhere } from '../modules/topics/topics.repository.ts';
import { splitIds } from './department-map.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { findPage } from '../modules/insights/insight-lists.repository.ts';
import { leanQuery } from './query-shapes.ts';
import * as schema from './schema/index.ts';
import { submissionDepartments, submissionGroups, submissions } from './schema/index.ts';

const ORG_A = '11111111-1111-4111-8111-111111111111';
const ORG_B = '22222222-2222-4222-8222-222222222222';

describe('query shapes', () => {
  it('gives filters that differ only in values one shape, and keeps the values apart', () => {
    const a = submissionWhere({ organizationId: ORG_A, status: 'open', severity: [2, 3] }, new Date(), true);
    const b = submissionWhere({ organizationId: ORG_B, status: 'open', severity: [4] }, new Date(), true);
    expect(a.shape).toBe(b.shape);
    expect(a.values).toMatchObject({ org: ORG_A, severity: [2, 3] });
    expect(b.values).toMatchObject({ org: ORG_B, severity: [4] });
  });

  it('gives filters whose text differs different shapes', () => {
    const shape = (f: object) => submissionWhere({ organizationId: ORG_A, ...f }, new Date(), true).shape;
    const shapes = [
      shape({}),
      shape({ status: 'open' }),
      shape({ status: 'closed' }),
      shape({ isWin: true }),
      shape({ isWin: false }),
      shape({ stage: 'processed' }),
      shape({ topic: 'parking' }),
      shape({ topic: ORG_B }),
      shape({ ids: [] }),
      shape({ ids: [ORG_B] }),
    ];
    expect(new Set(shapes).size).toBe(shapes.length);
    const topicShape = (f: object) => topicWhere({ organizationId: ORG_A, ...f }, new Date(), true).shape;
    expect(topicShape({ severity: 2 })).not.toBe(topicShape({ severity: [2] }));
    expect(topicShape({ pinned: true })).not.toBe(topicShape({ pinned: false }));
  });

  it('never offers a clause with inline values for reuse', () => {
    expect(() => submissionWhere({ organizationId: ORG_A }).shape).toThrow(/no reusable shape/);
  });
});

describe('lean queries on a real database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the rows drizzle gives: a table, decoded timestamps and json, mapWith fields, nulls, placeholders and inline values', async () => {
    const s = await seedOrg(t.db);
    const structure = await seedStructure(t.db, s.org.id);
    await seedTopic(t.db, s.org.id, { topic: 'Lockers', pinnedAt: new Date('2026-01-02T03:04:05.678Z'), insights: [{}, {}] });
    await seedTopic(t.db, s.org.id, { topic: 'Parking', insights: [{ departmentIds: [structure.warehouse.id, structure.sales.id] }] });
    const query = t.db
      .select({
        s: submissions,
        topic: sql`(select g.topic from ${submissionGroups} g where g.id = "submissions"."topic_id")`.mapWith(submissionGroups.topic),
        pinnedAt: sql`(select g.topic_pinned_at from ${submissionGroups} g where g.id = "submissions"."topic_id")`.mapWith(
          submissionGroups.topicPinnedAt,
        ),
        departmentIds: sql<string[] | null>`(select string_agg(sd.department_id::text, ',' order by sd.department_id)
          from ${submissionDepartments} sd where sd.submission_id = "submissions"."id")`.mapWith(splitIds),
        facts: sql<unknown>`json_build_object('n', 1, 'at', now())`,
        marker: sql<string>`${sql.param('inline')}::text`,
      })
      .from(submissions)
      .where(and(eq(submissions.organizationId, sql.placeholder('org')), sql`${submissions.stage} <> ${sql.placeholder('stage')}`))
      .orderBy(submissions.createdAt, submissions.id);
    const values = { org: s.org.id, stage: 'held' };
    const lean = await leanQuery(t.db, query).execute(values);
    // `facts` holds now(): equal within one transaction only, so compare the rest and its shape.
    const drizzled = await query.prepare('lean_reference').execute(values);
    const withoutNow = (rows: { facts: unknown }[]) => rows.map(({ facts, ...row }) => ({ ...row, n: (facts as { n: number }).n }));
    expect(lean).toHaveLength(3);
    expect(withoutNow(lean)).toEqual(withoutNow(drizzled));
    expect(lean[0]!.s.createdAt).toBeInstanceOf(Date);
    expect(lean.map((r) => r.pinnedAt?.toISOString() ?? null)).toContain('2026-01-02T03:04:05.678Z');
    expect(lean.find((r) => r.departmentIds)?.departmentIds).toHaveLength(2);
  });

  it('reads of an insight only what its list and page show, not the pipeline’s columns', async () => {
    const s = await seedOrg(t.db);
    await seedTopic(t.db, s.org.id, { topic: 'Heating', insights: [{}] });
    const sent: string[] = [];
    const logged = drizzle(t.pool, { schema, logger: { logQuery: (q) => void sent.push(q) } });
    const { rows } = await findPage(logged, submissionWhere({ organizationId: s.org.id, status: 'all' }, new Date(), true), 1, 10);
    expect(rows).toHaveLength(1);
    const page = sent.find((q) => /from "submissions"/.test(q))!;
    for (const column of ['processing_attempts', 'match_score', 'processed_at', 'about_department_id'])
      expect(page.slice(0, page.indexOf(' from "submissions"'))).not.toContain(`"${column}"`);
    expect(Object.keys(rows[0]!.insight)).not.toContain('processingAttempts');
  });

  it('refuses a nested table beside a join, whose columns drizzle would make null together', () => {
    const query = t.db
      .select({ s: submissions, g: submissionGroups })
      .from(submissions)
      .leftJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId));
    expect(() => leanQuery(t.db, query)).toThrow(/not supported/);
  });
});
