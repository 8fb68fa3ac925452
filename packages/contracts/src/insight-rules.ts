/**
 * An insight's severity names and text lengths as plain values (no zod): the workspace's
 * priority chips and reply box import them, and importing anything from insights.ts brings its
 * schemas into the web's first download of /dashboard. insights.ts builds its schemas on these
 * and re-exports them.
 */

export const SEVERITY_NAMES = { 1: 'Low', 2: 'Medium', 3: 'High', 4: 'Critical' } as const;
export type SeverityName = (typeof SEVERITY_NAMES)[keyof typeof SEVERITY_NAMES];
export const severityName = (s: number): SeverityName => SEVERITY_NAMES[Math.min(4, Math.max(1, Math.round(s))) as 1 | 2 | 3 | 4];

export const INSIGHT_MAX_LENGTH = 5000;
export const INSIGHT_MIN_LENGTH = 1;

export const REPLY_MAX_LENGTH = 10_000;
