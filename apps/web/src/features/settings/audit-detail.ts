/** A detail value as one short line: lists joined, long text cut; nothing at all as a dash. */
const short = (v: unknown): string => {
  if (v === null || v === undefined || (Array.isArray(v) && v.length === 0) || v === '') return '—';
  const text = Array.isArray(v) ? v.join(', ') : String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** Who or what the row is about, by name: the detail's name, else its e-mail. */
export function auditTargetName(detail: Record<string, unknown>): string | null {
  if (typeof detail.name === 'string') return detail.name;
  return typeof detail.email === 'string' ? detail.email : null;
}

/** 'oldMinGroupSize' -> 'minGroupSize' when the detail has its 'new' side too (and the other way round). */
const PAIR = /^(old|new)([A-Z].*)$/;
const fieldOf = (rest: string) => `${rest[0]!.toLowerCase()}${rest.slice(1)}`;

/**
 * A settings change's old → new pairs (the server writes `old<Field>` and
 * `new<Field>`, audit/audit-changes.ts), each as 'field: old → new', in the order written.
 */
function changes(detail: Record<string, unknown>): { text: string[]; keys: Set<string>; fields: Set<string> } {
  const text: string[] = [];
  const keys = new Set<string>();
  const fields = new Set<string>();
  for (const key of Object.keys(detail)) {
    const m = PAIR.exec(key);
    if (!m) continue;
    const oldKey = `old${m[2]}`;
    const newKey = `new${m[2]}`;
    if (keys.has(key) || !(oldKey in detail) || !(newKey in detail)) continue;
    keys.add(oldKey).add(newKey);
    fields.add(fieldOf(m[2]!));
    text.push(`${fieldOf(m[2]!)}: ${short(detail[oldKey])} → ${short(detail[newKey])}`);
  }
  return { text, keys, fields };
}

/**
 * The detail column: 'key: value' pairs, and a settings change's 'field: old → new'. The name is
 * the target's (shown there); an id whose name is known gives way to the name (a role assignment
 * reads 'role: Shift Leads', not its id); the list of fields sent, and a changed field's plain
 * value, give way to what changed.
 */
export function auditDetailText(detail: Record<string, unknown>): string {
  const hasRoleName = typeof detail.roleName === 'string';
  const changed = changes(detail);
  const facts = Object.entries(detail)
    // A changed field's new value is already in its pair.
    .filter(([k]) => !changed.keys.has(k) && !changed.fields.has(k) && !(changed.keys.size > 0 && k === 'fields'))
    .filter(([k, v]) => v !== null && v !== undefined && k !== 'name' && (!Array.isArray(v) || v.length > 0))
    .filter(([k]) => !(hasRoleName && (k === 'roleId' || k === 'role')))
    .map(([k, v]) => `${k === 'roleName' ? 'role' : k}: ${short(v)}`);
  return [...changed.text, ...facts].join(' · ');
}
