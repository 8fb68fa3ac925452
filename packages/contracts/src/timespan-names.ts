/**
 * The periods' names as plain values (no zod): the dashboard's period picker and tiles import
 * them, and importing anything from timespan.ts brings its schemas into the web's first download
 * of /dashboard. timespan.ts builds its schemas and ranges on these and re-exports them.
 */

/** Spec 1 §9: the dashboard and list periods. Default last_30_days. */
/** The preset periods, in the spec's order (what period pickers offer). */
export const PRESET_TIMESPANS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_30_days',
  'last_60_days',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
] as const;
export const TIMESPANS = [...PRESET_TIMESPANS, 'custom_range', 'all_time'] as const;
export type Timespan = (typeof TIMESPANS)[number];
