import { and, eq, type SQL } from 'drizzle-orm';
import { memberships, roles } from './schema/index.ts';

/**
 * How a membership finds its custom role (left-joined: null for a built-in role): by its
 * role_id, and only a role of the membership's own organisation.
 */
export const customRoleOfMembership: SQL = and(eq(roles.id, memberships.roleId), eq(roles.organizationId, memberships.organizationId))!;
