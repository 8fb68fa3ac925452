import { sql, type SQL } from 'drizzle-orm';
import { memberships, roles, users } from '../../db/schema/index.ts';

/**
 * True when `email` is, in the organisation, a leader who may view insights: an
 * owner, or an admin who is not deactivated, whose invite was not declined, with full access or
 * a role that allows viewing insights (a role id that no longer resolves is a full admin, as for
 * the session: http/permissions.ts membershipAccess). An emergency alert carries an insight's
 * words, so it goes only to someone who could read them in Voyce anyway; anyone else (an outside
 * address, a leader without insight access, someone who left) is refused at the write and
 * skipped at the send. Read at the moment of use, so a role change or a departure counts at once.
 */
export function mayReceiveAlerts(organizationId: SQL | string, email: SQL | string): SQL {
  return sql`exists (
    select 1 from ${memberships}
    join ${users} on ${users.id} = ${memberships.userId}
    left join ${roles} on ${roles.id} = ${memberships.roleId} and ${roles.organizationId} = ${memberships.organizationId}
    where ${memberships.organizationId} = ${organizationId} and lower(${users.businessEmail}) = lower(${email})
      and not ${memberships.disabled} and ${memberships.inviteStatus} <> 'rejected'
      and (${memberships.role} = 'owner'
        or (${memberships.role} = 'admin' and (${roles.id} is null or ${roles.permissions}->>'insights' in ('view', 'edit')))))`;
}
