import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

export type ListOrg = { id: string; topics: number; insights: number };

/**
 * One organisation as the list calls see it, written set-based: 4 classifications, 8
 * departments, `topics` topics with matching profiles of real length (4,000 characters, as
 * the pipeline keeps them: lists never read them, but they widen the rows a scan passes), and
 * `insights` processed insights spread over the topics and the last 90 days (no two at the same
 * instant, as real ones: ties on the list's sort key would make its page read more), each filed under
 * one department (submission_departments and topic_departments as the pipeline keeps them).
 */
export async function seedListOrg(db: Db, name: string, topics: number, insights: number): Promise<ListOrg> {
  const [org] = (await db.execute<{ id: string }>(sql`insert into organizations (name) values (${name}) returning id`)).rows;
  const id = org!.id;
  await db.execute(sql`
    insert into department_classifications (organization_id, name)
    select ${id}, c from unnest(array['Technology','Commercial','Operations','Corporate']) c`);
  await db.execute(sql`
    insert into departments (organization_id, name, department_classification_id)
    select ${id}, 'Department ' || n,
      (select dc.id from department_classifications dc where dc.organization_id = ${id} order by dc.name limit 1 offset n % 4)
    from generate_series(0, 7) n`);
  await db.execute(sql`
    insert into submission_groups (organization_id, topic, theme, severity, status, submission_count, profile, created_at, last_submission_at)
    select ${id}, 'Topic ' || t, 'Theme ' || (t % 6), 1 + (t % 4), case when t % 5 = 0 then 'closed' else 'open' end,
      greatest(1, ${insights}::int / ${topics}::int),
      (select string_agg(md5(t::text || '-' || k), ' ') from generate_series(1, 121) k),
      now() - ((t % 120) || ' days')::interval, now() - ((t % 10) || ' days')::interval
    from generate_series(0, ${topics - 1}::int) t`);
  await db.execute(sql`
    insert into submissions (organization_id, topic_id, body, stage, theme, severity, tone, created_at, processed_at, closed_at, message_count)
    select ${id}, g.id, 'Insight ' || s || ' about ' || g.topic, case when s % 9 = 0 then 'closed' else 'processed' end,
      g.theme, g.severity, (array['positive','neutral','negative'])[1 + s % 3],
      now() - ((s * 37 % 90) || ' days')::interval - ((s % 24) || ' hours')::interval - (s || ' ms')::interval, now(),
      case when s % 9 = 0 then now() else null end, s % 3
    from generate_series(1, ${insights}::int) s
    join (select id, topic, theme, severity, row_number() over (order by created_at, id) - 1 as n
          from submission_groups where organization_id = ${id}) g on g.n = s % ${topics}::int`);
  await db.execute(sql`
    insert into submission_departments (organization_id, submission_id, department_id)
    select s.organization_id, s.id, d.id
    from submissions s
    join (select id, row_number() over (order by name) - 1 as n from departments where organization_id = ${id}) d
      on d.n = abs(hashtext(s.id::text)) % 8
    where s.organization_id = ${id}`);
  await db.execute(sql`
    insert into topic_departments (organization_id, topic_id, department_id, submission_count)
    select s.organization_id, s.topic_id, sd.department_id, count(*)
    from submissions s join submission_departments sd on sd.organization_id = s.organization_id and sd.submission_id = s.id
    where s.organization_id = ${id}
    group by s.organization_id, s.topic_id, sd.department_id`);
  return { id, topics, insights };
}
