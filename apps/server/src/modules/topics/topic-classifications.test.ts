import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { seedTopic } from '../../../test/workspace-fixtures.ts';
import { departmentClassifications, departments } from '../../db/schema/index.ts';
import * as repo from './topics.repository.ts';

/**
 * A topic's department classifications are read through the organisation's
 * departments, looked up once per statement, instead of per department of every topic on the
 * page. Same answer as the per-row look-up it replaced, which is kept here as the reference:
 * classifications reached through two departments once, departments without one left out,
 * names in order, another organisation's departments never.
 */
const fx = useTestOrg({ otherOrg: true, structure: true, signIn: ['leader'] });

beforeAll(async () => {
  const org = fx.s.org.id;
  const [corporate] = await fx.t.db.insert(departmentClassifications).values({ organizationId: org, name: 'Corporate' }).returning();
  // A second classification of the same name: ordered by id after the name.
  const [corporate2] = await fx.t.db.insert(departmentClassifications).values({ organizationId: org, name: 'Corporate' }).returning();
  const [people, finance, legal, loose] = await fx.t.db
    .insert(departments)
    .values([
      { organizationId: org, name: 'People', departmentClassificationId: corporate!.id },
      { organizationId: org, name: 'Finance', departmentClassificationId: corporate!.id },
      { organizationId: org, name: 'Legal', departmentClassificationId: corporate2!.id },
      { organizationId: org, name: 'Unclassified' },
    ])
    .returning();
  const { warehouse, sales } = fx.st;
  const seeds = [[warehouse.id, sales.id, people!.id], [people!.id, finance!.id, legal!.id, loose!.id], [loose!.id], [], [sales.id]];
  for (const [n, ids] of seeds.entries())
    await seedTopic(fx.t.db, org, { topic: `Topic ${n}`, severity: 1 + (n % 4), insights: [{ departmentIds: ids }, {}] });
  await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere' });
});

/** The per-row look-up it replaced, the reference: per topic, each of its departments and that one's classification. */
async function reference(): Promise<Map<string, { id: string; name: string }[]>> {
  const rows = await fx.t.db.execute<{ id: string; classifications: { id: string; name: string }[] }>(sql`
    select g.id, (
      select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id), '[]'::json)
      from (select distinct dc.id, dc.name from topic_departments td
        join departments d on d.id = td.department_id
        join department_classifications dc on dc.id = d.department_classification_id
        where td.organization_id = g.organization_id and td.topic_id = g.id) c) as classifications
    from submission_groups g where g.organization_id = ${fx.s.org.id}`);
  return new Map(rows.rows.map((r) => [r.id, r.classifications]));
}

describe('topic classifications', () => {
  it('lists each topic’s classifications as the per-row look-up did', async () => {
    const expected = await reference();
    const res = await post(
      fx.t,
      '/findSubmissionGroups',
      { filter: { organizationId: fx.s.org.id, status: 'all' }, pageSize: 50 },
      fx.leader,
    );
    expect(res.status).toBe(200);
    const entities: { id: string; departmentClassifications: { id: string; name: string }[] }[] = res.body.data.entities;
    expect(entities).toHaveLength(expected.size);
    for (const e of entities) expect(e.departmentClassifications, e.id).toEqual(expected.get(e.id));
    // Some topics have two classifications, some none: the comparison covers both.
    expect(entities.some((e) => e.departmentClassifications.length >= 2)).toBe(true);
    expect(entities.some((e) => e.departmentClassifications.length === 0)).toBe(true);
  });

  it('gives exports the same classifications', async () => {
    const expected = await reference();
    const where = repo.topicWhere({ organizationId: fx.s.org.id, status: 'all' }).sql;
    const rows = await repo.findTopicRows(fx.t.db, fx.s.org.id, where, 'latest', 100, 0);
    expect(rows).toHaveLength(expected.size);
    for (const r of rows) expect(r.classifications, r.id).toEqual(expected.get(r.id));
  });
});
