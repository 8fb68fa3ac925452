// The explorer chart's Unassigned bar as plain values (no zod): the chart imports them, and
// importing anything from workspace.ts brings its schemas into the web's first download of
// /dashboard. workspace.ts re-exports them.

/**
 * The explorer chart's Unassigned bar: the topics filed under no department of a
 * classification, which no other bar counts. Its departmentId (the nil uuid, which no row has)
 * filters the list to them as departmentClassificationId, as any bar's does.
 */
export const UNASSIGNED_CLASSIFICATION_ID = '00000000-0000-0000-0000-000000000000';
export const UNASSIGNED_NAME = 'Unassigned';
