import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { seedTopic } from '../../../test/workspace-fixtures.ts';
import { departmentClassifications, departments } from '../../db/schema/index.ts';

/**
 * An insight's departments on a /findSubmissions page are read through the
 * organisation's departments, looked up once per statement, instead of each department and
 * its classification again per insight. Same answer as the per-row join it replaced (kept
 * here as the reference): names in order, a department without a classification listed
 * with none, each classification once.
 */
const fx = useTestOrg({ otherOrg: true, structure: true, signIn: ['leader'] });

beforeAll(async () => {
  const org = fx.s.org.id;
  const [corporate] = await fx.t.db.insert(departmentClassifications).values({ organizationId: org, name: 'Corporate' }).returning();
  const [people, finance, loose] = await fx.t.db
    .insert(departments)
    .values([
      { organizationId: org, name: 'People', departmentClassificationId: corporate!.id },
      { organizationId: org, name: 'Finance', departmentClassificationId: corporate!.id },
      { organizationId: org, name: 'Unclassified' },
    ])
    .returning();
  const { warehouse, sales } = fx.st;
  await seedTopic(fx.t.db, org, {
    topic: 'Mixed',
    insights: [
      { departmentIds: [people!.id, warehouse.id, finance!.id] },
      { departmentIds: [loose!.id] },
      { departmentIds: [sales.id, loose!.id, people!.id] },
      {},
    ],
  });
  await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere', insights: [{}] });
});

type Link = { id: string; name: string };

/** The per-row join it replaced, the reference: per insight. */
async function reference() {
  const rows = await fx.t.db.execute<{
    id: string;
    links: { departmentId: string; departmentName: string; classificationId: string | null; classificationName: string | null }[];
  }>(sql`
    select s.id, (
      select coalesce(json_agg(json_build_object('departmentId', d.id, 'departmentName', d.name,
        'classificationId', dc.id, 'classificationName', dc.name) order by d.name, d.id), '[]'::json)
      from submission_departments sd
      join departments d on d.id = sd.department_id
      left join department_classifications dc on dc.id = d.department_classification_id
      where sd.organization_id = s.organization_id and sd.submission_id = s.id) as links
    from submissions s where s.organization_id = ${fx.s.org.id}`);
  return new Map(
    rows.rows.map((r) => {
      const classifications = new Map<string, string>();
      for (const l of r.links)
        if (l.classificationId && l.classificationName) classifications.set(l.classificationId, l.classificationName);
      const departmentsOf: Link[] = r.links.map((l) => ({ id: l.departmentId, name: l.departmentName }));
      return [r.id, { departments: departmentsOf, departmentClassifications: [...classifications].map(([id, name]) => ({ id, name })) }];
    }),
  );
}

describe('an insight’s departments on a page', () => {
  it('are those the per-row join gave', async () => {
    const expected = await reference();
    const res = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, status: 'all' }, pageSize: 50 }, fx.leader);
    expect(res.status).toBe(200);
    const entities: { id: string; departments: Link[]; departmentClassifications: Link[] }[] = res.body.data.entities;
    expect(entities).toHaveLength(expected.size);
    for (const e of entities)
      expect({ departments: e.departments, departmentClassifications: e.departmentClassifications }, e.id).toEqual(expected.get(e.id));
    expect(entities.some((e) => e.departments.length === 3)).toBe(true);
  });
});
