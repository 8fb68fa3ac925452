import { uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * A required link to the row that owns this one: deleting the owner deletes this row with it
 * (the database's own cascade, so no code path can leave it behind).
 */
export const ownedBy = <TName extends string>(name: TName, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/** The organisation a row belongs to; closing the organisation deletes it. */
export const organizationId = () => ownedBy('organization_id', () => organizations.id);
