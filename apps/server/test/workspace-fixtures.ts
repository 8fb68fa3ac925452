import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { submissionDepartments, submissionGroups, submissions, topicDepartments } from '../src/db/schema/index.ts';
import { post } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

type InsightSeed = { body?: string; departmentIds?: string[]; createdAt?: Date; closed?: boolean };

/**
 * A topic and its insights written straight to the tables, for exact filters and counts
 * (the pipeline's own grouping is tested with the pipeline). These insights have no author.
 */
export async function seedTopic(
  db: Db,
  organizationId: string,
  v: {
    topic: string;
    theme?: string;
    severity?: number;
    status?: 'open' | 'closed';
    createdAt?: Date;
    pinnedAt?: Date | null;
    insights?: InsightSeed[];
  },
) {
  const insights = v.insights ?? [{}];
  const createdAt = v.createdAt ?? new Date();
  const last = insights.reduce((d, i) => (i.createdAt && i.createdAt > d ? i.createdAt : d), createdAt);
  const [topic] = await db
    .insert(submissionGroups)
    .values({
      organizationId,
      topic: v.topic,
      theme: v.theme ?? 'Workplace',
      severity: v.severity ?? 1,
      status: v.status ?? 'open',
      topicPinnedAt: v.pinnedAt ?? null,
      submissionCount: insights.length,
      createdAt,
      lastSubmissionAt: last,
    })
    .returning();
  const ids: string[] = [];
  for (const [n, i] of insights.entries()) {
    const [row] = await db
      .insert(submissions)
      .values({
        organizationId,
        topicId: topic!.id,
        body: i.body ?? `${v.topic}: insight ${n + 1}`,
        stage: i.closed ? 'closed' : 'processed',
        closedAt: i.closed ? new Date() : null,
        severity: v.severity ?? 1,
        theme: v.theme ?? 'Workplace',
        createdAt: i.createdAt ?? createdAt,
        processedAt: new Date(),
      })
      .returning({ id: submissions.id });
    ids.push(row!.id);
    if (i.departmentIds?.length) {
      await db
        .insert(submissionDepartments)
        .values(i.departmentIds.map((departmentId) => ({ organizationId, submissionId: row!.id, departmentId })));
      // As the pipeline does: the topic's department tally moves with each link.
      await db
        .insert(topicDepartments)
        .values(i.departmentIds.map((departmentId) => ({ organizationId, topicId: topic!.id, departmentId, submissionCount: 1 })))
        .onConflictDoUpdate({
          target: [topicDepartments.organizationId, topicDepartments.topicId, topicDepartments.departmentId],
          set: { submissionCount: sql`${topicDepartments.submissionCount} + 1` },
        });
    }
  }
  return { topic: topic!, ids };
}

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * The refusals every leader call shares: no token 401, an employee 403, another
 * organisation's organizationId 403 (ARCHITECTURE §4), an invalid body 400 with the envelope.
 */
export async function expectRefusals(
  t: TestApp,
  url: string,
  v: { valid: object; invalid: object; leader: string; employee: string; organizationId: string; otherOrganizationId: string },
) {
  expect((await post(t, url, v.valid)).status).toBe(401);
  const asEmployee = await post(t, url, v.valid, v.employee);
  expect(asEmployee.status).toBe(403);
  expect(asEmployee.body.error.code).toBe('FORBIDDEN');
  const foreign = JSON.parse(JSON.stringify(v.valid).replaceAll(v.organizationId, v.otherOrganizationId));
  expect(JSON.stringify(foreign)).toContain(v.otherOrganizationId);
  expect((await post(t, url, foreign, v.leader)).status).toBe(403);
  const bad = await post(t, url, v.invalid, v.leader);
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ status: 'ERROR', error: { code: 'VALIDATION_ERROR' } });
  return bad;
}

/** Fetches a signed download the way a browser tab does: no bearer header. */
export async function download(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, text: res.body };
}

/** CSV text -> records (RFC 4180: a quote opens a quoted cell only at its start; quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cell = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || record.length) records.push([...record, cell]);
  return records;
}
