/** A detail value as one short line: lists joined, long text cut. */
const short = (v: unknown): string => {
  const text = Array.isArray(v) ? v.join(', ') : String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** Who or what the row is about, by name: the detail's name, else its e-mail. */
export function auditTargetName(detail: Record<string, unknown>): string | null {
  if (typeof detail.name === 'string') return detail.name;
  return typeof detail.email === 'string' ? detail.email : null;
}

/**
 * The detail column: 'key: value' pairs. The name is the target's (shown there); an id whose name
 * is known gives way to the name (a role assignment reads 'role: Shift Leads', not its id).
 */
export function auditDetailText(detail: Record<string, unknown>): string {
  const hasRoleName = typeof detail.roleName === 'string';
  return Object.entries(detail)
    .filter(([k, v]) => v !== null && v !== undefined && k !== 'name' && (!Array.isArray(v) || v.length > 0))
    .filter(([k]) => !(hasRoleName && (k === 'roleId' || k === 'role')))
    .map(([k, v]) => `${k === 'roleName' ? 'role' : k}: ${short(v)}`)
    .join(' · ');
}
