import pg from 'pg';

/**
 * A tenant of its own beside the load database's: `insights` processed insights over 40 topics,
 * each filed under one of 8 departments (4 classifications), with authors, messages, activity,
 * summaries and idempotency keys; 20 members with departments, structure tags, a custom role,
 * an emergency contact and invites; a reach-out with its audience, recipients and answer claims;
 * an audit log.
 * Every table that refers to an organisation, an insight, a topic, a department or a user gets
 * rows, so removing it follows every foreign key. Its id and its members' user ids.
 */
export async function createOffboardOrganisation(
  db: pg.ClientBase,
  name: string,
  insights: number,
): Promise<{ org: string; users: string[] }> {
  await db.query('begin');
  try {
    const org = (await db.query<{ id: string }>(`insert into organizations (name) values ($1) returning id`, [name])).rows[0]!.id;
    const users = (
      await db.query<{ id: string }>(
        `insert into users (business_email, first_name, last_name)
         select 'member' || g || '-' || $1 || '@offboard.voyce.local', 'Member', 'No ' || g from generate_series(1, 20) g returning id`,
        [org],
      )
    ).rows.map((r) => r.id);
    const one = (table: string, extra = '', values = '') =>
      db.query<{ id: string }>(`insert into ${table} (organization_id, name${extra}) values ($1, '${table}'${values}) returning id`, [org]);
    const division = await one('divisions');
    const designation = await one('designations');
    const unit = await one('business_units');
    const location = await one('locations', ', country, timezone', `, 'GB', 'Europe/London'`);
    const leader = await one('leadership_team_members', ', email', `, 'contact@offboard.voyce.local'`);
    const role = await one('roles', ', permissions', `, '{}'::jsonb`);
    await db.query(
      `insert into organization_memberships (organization_id, user_id, role, invite_status, role_id, division_id, designation_id, business_unit_id, location_id, leadership_team_member_id)
       select $1, u, case when n = 1 then 'admin' else 'employee' end, 'accepted', case when n = 1 then $3::uuid end, $4, $5, $6, $7, case when n = 2 then $8::uuid end
       from unnest($2::uuid[]) with ordinality m(u, n)`,
      [
        org,
        users,
        role.rows[0]!.id,
        division.rows[0]!.id,
        designation.rows[0]!.id,
        unit.rows[0]!.id,
        location.rows[0]!.id,
        leader.rows[0]!.id,
      ],
    );
    await db.query(
      `insert into invites (organization_id, user_id, email, role, status)
       select $1, u.id, u.business_email, 'employee', 'accepted' from users u where u.id = any($2::uuid[])`,
      [org, users],
    );
    await db.query(
      `insert into department_classifications (organization_id, name) select $1, c from unnest(array['Technology','Commercial','Operations','Corporate']) c`,
      [org],
    );
    await db.query(
      `insert into departments (organization_id, name, department_classification_id, department_head_id, department_manager_id)
       select $1, 'Department ' || n, (select id from department_classifications where organization_id = $1 order by name limit 1 offset n % 4), ($2::uuid[])[1], ($2::uuid[])[2]
       from generate_series(0, 7) n`,
      [org, users],
    );
    await db.query(
      `insert into member_departments (organization_id, user_id, department_id)
       select $1, u, (select id from departments where organization_id = $1 order by name limit 1 offset n % 8) from unnest($2::uuid[]) with ordinality m(u, n)`,
      [org, users],
    );
    const perTopic = Math.ceil(insights / 40);
    await db.query(
      `insert into submission_groups (organization_id, topic, theme, severity, status, submission_count, profile)
       select $1, 'Topic ' || t, 'Workload & Wellbeing', 1 + t % 4, 'open', $2, 'topic ' || t from generate_series(0, 39) t`,
      [org, perTopic],
    );
    await db.query(
      `insert into submissions (organization_id, topic_id, about_department_id, body, stage, theme, severity, tone, created_at, processed_at, message_count)
       select g.organization_id, g.id, case when s % 10 = 0 then (select id from departments where organization_id = $1 order by name limit 1) end,
         'Offboard insight ' || s, 'processed', g.theme, g.severity, 'neutral', now() - ((s * 37 % 90) || ' days')::interval, now(), case when s % 5 = 0 then 1 else 0 end
       from submission_groups g, generate_series(1, $2::int) s where g.organization_id = $1
       order by g.id, s limit $3`,
      [org, perTopic, insights],
    );
    await db.query(
      `with d as (select array_agg(id order by name) ids from departments where organization_id = $1)
       insert into submission_departments (organization_id, submission_id, department_id)
       select s.organization_id, s.id, d.ids[1 + abs(hashtext(s.id::text)) % 8] from submissions s, d where s.organization_id = $1`,
      [org],
    );
    await db.query(
      `insert into topic_departments (organization_id, topic_id, department_id, submission_count)
       select s.organization_id, s.topic_id, sd.department_id, count(*) from submissions s
       join submission_departments sd on sd.organization_id = s.organization_id and sd.submission_id = s.id
       where s.organization_id = $1 group by 1, 2, 3`,
      [org],
    );
    await db.query(
      `insert into submission_authors (submission_id, organization_id, author_ref, author_lookup)
       select id, organization_id, 'sealed', 't:' || id from submissions where organization_id = $1`,
      [org],
    );
    await db.query(
      `insert into submission_messages (organization_id, submission_id, body, created_by)
       select organization_id, id, 'Thanks, we are on it.', 'leader' from submissions where organization_id = $1 and message_count = 1`,
      [org],
    );
    await db.query(
      `insert into submission_activity (organization_id, submission_id, action_type, created_by, user_id)
       select organization_id, id, 'reply', 'leader', $2::uuid from submissions where organization_id = $1 and message_count = 1`,
      [org, users[0]],
    );
    await db.query(
      `insert into submission_idempotency_keys (organization_id, key_hash, request_hash, submission_id, day)
       select organization_id, 'key-' || id, 'request', id, date_trunc('day', now()) from submissions where organization_id = $1 and message_count = 1`,
      [org],
    );
    await db.query(
      `insert into topic_summaries (organization_id, topic_id, status) select organization_id, id, 'ready' from submission_groups where organization_id = $1`,
      [org],
    );
    const reachout = (
      await db.query<{ id: string }>(
        `insert into reachouts (organization_id, body, send_as, prompter_id, audience_size) values ($1, 'How is the new rota?', 'myself', $2, 20) returning id`,
        [org, users[0]],
      )
    ).rows[0]!.id;
    await db.query(
      `insert into reachout_audience (organization_id, reachout_id, department_id) select $1, $2, id from departments where organization_id = $1`,
      [org, reachout],
    );
    await db.query(`insert into reachout_recipients (organization_id, reachout_id, user_id) select $1, $2, u from unnest($3::uuid[]) u`, [
      org,
      reachout,
      users,
    ]);
    await db.query(
      `insert into reachout_answer_claims (organization_id, reachout_id, claim) select $1, $2, 'claim-' || g from generate_series(1, 5) g`,
      [org, reachout],
    );
    // Its audit log: an entry for every tenth insight (replies, settings, people changes).
    await db.query(
      `insert into audit_log (organization_id, actor_id, actor_name, action, target_type, target_id)
       select $1::uuid, $2::uuid, 'Member No 1', 'settings.organization_updated', 'organization', $1::text from generate_series(1, greatest(1, $3::int / 10))`,
      [org, users[0], insights],
    );
    await db.query('commit');
    return { org, users };
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}
