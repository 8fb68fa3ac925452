import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDepartments, memberships, users } from '../db/schema/index.ts';
import { login, post, seedOrg, seedStructure } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addDemoReachouts } from './seed-demo-reachouts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo reach-outs', () => {
  it('seeds reach-outs whose answers went through the pipeline, with real figures and their AI summaries', async () => {
    const s = await seedOrg(t.db);
    const st = await seedStructure(t.db, s.org.id);
    const employees: { id: string; department: string }[] = [];
    // Seven people a department: each demo reach-out reaches k (5) and gets at least k answers.
    for (let i = 0; i < 14; i++) {
      const [u] = await t.db
        .insert(users)
        .values({ businessEmail: `demo${i}-${s.org.id.slice(0, 6)}@example.com` })
        .returning();
      await t.db.insert(memberships).values({ organizationId: s.org.id, userId: u!.id, role: 'employee', inviteStatus: 'accepted' });
      const dept = i % 2 ? st.sales : st.warehouse;
      await t.db.insert(memberDepartments).values({ organizationId: s.org.id, userId: u!.id, departmentId: dept.id });
      employees.push({ id: u!.id, department: dept.name });
    }
    await addDemoReachouts({ db: t.db, vault: t.vault, pipeline: t.pipeline }, s.org.id, s.admin.id, employees);
    const leader = await login(t, s.admin.businessEmail);
    const res = await post(t, '/findReachouts', { filter: { organizationId: s.org.id } }, leader);
    const list = res.body.data.entities as {
      title: string;
      status: string;
      engagementMetrics: { engaged_users: number; total_users_in_org: number }[];
    }[];
    // The learning-budget one is left out: this organisation has none of its departments.
    expect(list.map((r) => r.status)).toEqual(['Open', 'Closed']);
    const rota = list.find((r) => r.title.includes('Friday rota'))!;
    expect(rota.engagementMetrics[0]).toMatchObject({ engaged_users: 5, total_users_in_org: 7 });
    const closed = list.find((r) => r.status === 'Closed')!;
    expect(closed.engagementMetrics[0]).toMatchObject({ engaged_users: 6, total_users_in_org: 7 });
    expect(list.every((r) => !(r as unknown as { responsesHidden: boolean }).responsesHidden)).toBe(true);
    // The answers are scored by the pipeline, not all Silver: each reach-out's impact
    // figures use more than one level.
    for (const r of list as unknown as { engagementMetrics: { impact_analysis: Record<string, number> }[] }[]) {
      expect(Object.values(r.engagementMetrics[0]!.impact_analysis).filter((n) => n > 0).length).toBeGreaterThan(1);
    }
    // Each comes with its AI summary, made by the summary job, so none offers only "Regenerate".
    for (const r of list as unknown as { aiSummary: { summary: string } | null; aiSummaryGeneratedAt: string | null }[]) {
      expect(r.aiSummaryGeneratedAt).not.toBeNull();
      expect(r.aiSummary?.summary).toBeTruthy();
    }
  });
});
