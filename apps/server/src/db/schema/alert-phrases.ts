import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EMERGENCY_TYPES } from '@voyce/contracts/ai';
import { organizationId } from './columns.ts';

/**
 * Alert phrases: an organisation's words or phrases that always raise an insight as a
 * possible emergency of `kind`. Unique per organisation ignoring case, which the index enforces
 * (two admins adding the same phrase at once cannot both succeed).
 */
export const alertPhrases = pgTable(
  'alert_phrases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    phrase: text('phrase').notNull(),
    kind: text('kind', { enum: EMERGENCY_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the list's order (by phrase, ignoring case) and the pipeline's read.
  (t) => [uniqueIndex('alert_phrases_org_phrase_idx').on(t.organizationId, sql`lower(${t.phrase})`)],
);
