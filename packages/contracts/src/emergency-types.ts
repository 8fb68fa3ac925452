/**
 * Emergency kinds as plain values (no zod): the insight lists' flags import them, and importing
 * anything from ai.ts brings its schemas into the web's first download of /dashboard. ai.ts
 * builds its schemas on these and re-exports them.
 */

/**
 * Emergency kinds; a leadership team member is e-mailed for each kind they opted into (spec 2 §3).
 * The spec names violence, crime and threat; self-harm and harassment are ours: a
 * person at risk or a pattern of abuse must reach someone who can act, not wait in a list.
 */
export const EMERGENCY_TYPES = ['violence', 'crime', 'threat', 'self_harm', 'harassment'] as const;
export type EmergencyType = (typeof EMERGENCY_TYPES)[number];
