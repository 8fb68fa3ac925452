import { sql, type AnyColumn } from 'drizzle-orm';
import { memberships, users } from './schema/index.ts';

/**
 * What an organisation sees of a person's names. A person is global; until
 * they accept the organisation's invite it sees only what it typed itself (its membership's
 * names), never what another organisation or the person gave; once they accept, their own name
 * shows where the organisation typed none. Every query that shows members uses these.
 */
const accepted = sql`${memberships.inviteStatus} = 'accepted'`;
const seen = (mine: AnyColumn, theirs: AnyColumn) =>
  sql<string | null>`case when ${accepted} then coalesce(${mine}, ${theirs}) else ${mine} end`;

export const memberFirstName = seen(memberships.firstName, users.firstName);
export const memberLastName = seen(memberships.lastName, users.lastName);
export const memberPersonalEmail = seen(memberships.personalEmail, users.personalEmail);
export const memberUsername = sql<string | null>`case when ${accepted} then ${users.username} end`;
/** "First Last", trimmed; '' when the organisation knows no name. */
export const memberFullName = sql<string>`trim(coalesce(${memberFirstName}, '') || ' ' || coalesce(${memberLastName}, ''))`;
