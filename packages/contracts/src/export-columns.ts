// The insight and topic exports' CSV columns, in order, as plain values (no zod): the reports
// screen lists them, and importing anything from workspace.ts brings its schemas into the web's
// first download of /dashboard. workspace.ts re-exports them.

/** CSV columns of a topic's insights export; the identity columns appear only when one insight of it was revealed. */
export const INSIGHTS_EXPORT_COLUMNS = ['Insight', 'Status', 'Created On', 'Win', 'Reveal', 'Messages', 'Severity', 'Departments'] as const;
export const INSIGHTS_EXPORT_IDENTITY_COLUMNS = ['First Name', 'Last Name', 'Email'] as const;
export const TOPICS_EXPORT_COLUMNS = ['Topic', 'Theme', 'Priority', 'Status', 'Created On', 'Pinned', 'Departments', 'Insights'] as const;
