/**
 * The two user kinds and their roles as plain values (no zod): the leaders' shell and workspace
 * import them, and importing anything from users.ts brings its schemas into the web's first
 * download of /dashboard. users.ts builds its schemas on these and re-exports them.
 */

/** Tab ids of /settings/users/{tab}; the first is the default for an unknown tab. */
export const USER_KINDS = ['myvoyce', 'blyndspot'] as const;
export type UserKind = (typeof USER_KINDS)[number];
export const USER_KIND_LABELS: Record<UserKind, string> = { myvoyce: 'MyVoyce', blyndspot: 'Blyndspot' };
/** Blyndspot users are created with role admin, MyVoyce users with role employee (spec 2 §6). */
export const USER_KIND_ROLE = { myvoyce: 'employee', blyndspot: 'admin' } as const;
export type UserRole = (typeof USER_KIND_ROLE)[UserKind];
export const userKindOfRole = (role: string): UserKind => (role === 'employee' ? 'myvoyce' : 'blyndspot');
