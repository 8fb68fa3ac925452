import { and, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';

/** A span of time: from its start up to, not including, its end. */
export type TimeWindow = { from: Date; to: Date };

/** `column` falls in the window (half-open, so back-to-back windows never share a row). */
export const during = (column: AnyColumn, w: TimeWindow): SQL => and(gte(column, w.from), lt(column, w.to))!;
