import type { AuditDetail } from '@voyce/contracts/audit';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * The audit log: one row per privileged action. Append-only: the code has no update or
 * delete path and a trigger (migration 0008_audit_log) refuses UPDATE and DELETE. The actor's
 * name is copied at the time so the row stays true after a rename; an anonymous employee's
 * answer to a reveal request has no actor id at all.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<AuditDetail>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    // Each ends in (created_at, id), the export's keyset order (db/page-key.ts).
    index('audit_log_org_action_idx').on(t.organizationId, t.action, t.createdAt, t.id),
    index('audit_log_org_actor_idx').on(t.organizationId, t.actorId, t.createdAt, t.id),
  ],
);
