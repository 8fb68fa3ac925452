import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const LOAD_ORG_PREFIX = 'Load Org ';
export const LOAD_PASSWORD = 'Load-Password-1';
export const loadAdminEmail = (i: number) => `admin${i}@load.voyce.local`;

const THEMES = [
  'Workload & Wellbeing',
  'Management & Leadership',
  'Pay & Benefits',
  'Career Growth',
  'Workplace Safety',
  'Tools & Equipment',
];

/**
 * Benchmark data (not demo data): `orgs` organisations, each with an admin, 8 departments,
 * 40 topics and an even share of `insights` processed insights over the last 90 days.
 * Written with set-based SQL — the pipeline's per-insight work is measured by its own bench.
 */
export async function seedLoad(db: Db, orgs: number, insights: number, log: (m: string) => void = () => {}) {
  const existing = await db.execute(sql`select count(*)::int n from organizations where name like ${LOAD_ORG_PREFIX + '%'}`);
  if ((existing.rows[0] as { n: number }).n >= orgs) return { created: false };
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const perOrg = Math.max(1, Math.floor(insights / orgs));
  const batch = 50;
  for (let start = 1; start <= orgs; start += batch) {
    const end = Math.min(orgs, start + batch - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with o as (
          insert into organizations (name) select ${LOAD_ORG_PREFIX} || g from generate_series(${start}::int, ${end}::int) g returning id, name
        ), u as (
          insert into users (business_email, first_name, last_name, password_hash)
          select 'admin' || substr(o.name, ${LOAD_ORG_PREFIX.length + 1}) || '@load.voyce.local', 'Load', 'Admin', ${passwordHash} from o returning id, business_email
        )
        insert into organization_memberships (organization_id, user_id, role, invite_status)
        select o.id, u.id, 'admin', 'accepted' from o join u on u.business_email = 'admin' || substr(o.name, ${LOAD_ORG_PREFIX.length + 1}) || '@load.voyce.local'`);
      const orgRows = `(select id from organizations where name in (${Array.from({ length: end - start + 1 }, (_, k) => `'${LOAD_ORG_PREFIX}${start + k}'`).join(',')}))`;
      await tx.execute(
        sql.raw(`
        insert into department_classifications (organization_id, name) select o.id, c from ${orgRows} o, unnest(array['Technology','Commercial','Operations','Corporate']) c;
        insert into departments (organization_id, name, department_classification_id)
          select o.id, d.name, (select id from department_classifications dc where dc.organization_id = o.id order by name limit 1 offset d.n % 4)
          from ${orgRows} o, (select n, 'Department ' || n as name from generate_series(0, 7) n) d;
        insert into submission_groups (organization_id, topic, theme, severity, status, submission_count, profile, created_at, last_submission_at)
          select o.id, 'Topic ' || t, (array[${THEMES.map((x) => `'${x}'`).join(',')}])[1 + t % ${THEMES.length}], 1 + (t % 4), case when t % 5 = 0 then 'closed' else 'open' end,
            ${Math.ceil(perOrg / 40)}, 'topic ' || t, now() - (t || ' days')::interval, now() - ((t % 10) || ' days')::interval
          from ${orgRows} o, generate_series(0, 39) t;
        insert into submissions (organization_id, topic_id, body, stage, theme, severity, tone, impact_category, created_at, processed_at, closed_at, marked_as_win_at, message_count)
          select g.organization_id, g.id, 'Load insight ' || s || ' about ' || g.topic, case when s % 9 = 0 then 'closed' else 'processed' end, g.theme, g.severity,
            (array['positive','neutral','negative'])[1 + s % 3], (array['gold','silver','bronze'])[1 + s % 3],
            now() - ((s * 37 % 90) || ' days')::interval - ((s % 24) || ' hours')::interval, now(),
            case when s % 9 = 0 then now() else null end, case when s % 50 = 0 then now() else null end, s % 3
          from submission_groups g join ${orgRows} o on o.id = g.organization_id, generate_series(1, ${Math.ceil(perOrg / 40)}) s;
        insert into submission_departments (organization_id, submission_id, department_id)
          select s.organization_id, s.id, (select id from departments d where d.organization_id = s.organization_id order by name limit 1 offset (abs(hashtext(s.id::text)) % 8))
          from submissions s join ${orgRows} o on o.id = s.organization_id;
        insert into topic_departments (organization_id, topic_id, department_id, submission_count)
          select s.organization_id, s.topic_id, sd.department_id, count(*)
          from submissions s join ${orgRows} o on o.id = s.organization_id
          join submission_departments sd on sd.organization_id = s.organization_id and sd.submission_id = s.id
          group by s.organization_id, s.topic_id, sd.department_id;`),
      );
    });
    log(`seed:load organisations ${start}-${end} of ${orgs}`);
  }
  // A database in use is kept vacuumed by autovacuum; a fresh bulk load is not yet, and without
  // the visibility map every index-only scan would still visit the table.
  await db.execute(sql`vacuum analyze`);
  return { created: true };
}
