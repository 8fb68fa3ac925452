import type { AuditDetail } from '@voyce/contracts/audit';

type Value = AuditDetail[string];

/**
 * The longest text kept on either side of a change: enough to tell two versions of an about-us
 * or a writing sample apart, without copying whole documents into an append-only log.
 */
export const AUDIT_TEXT_MAX = 500;

const clip = (v: Value | undefined): Value => {
  if (v === undefined) return null;
  return typeof v === 'string' && v.length > AUDIT_TEXT_MAX ? `${v.slice(0, AUDIT_TEXT_MAX - 1)}…` : v;
};
const same = (a: Value | undefined, b: Value | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const capitalised = (key: string) => `${key[0]!.toUpperCase()}${key.slice(1)}`;

/**
 * A settings change as the audit log keeps it: for each field of `after` whose value
 * differs from `before`, `old<Field>` and `new<Field>` (minimum group size 5 → 3 reads
 * oldMinGroupSize: 5, newMinGroupSize: 3). Fields that did not change are left out; a field
 * that did not exist before (or no longer does) is null on that side. The log's detail column
 * shows each pair as 'field: old → new' (web audit-detail.ts).
 */
export function changeDetail(before: object, after: Record<string, Value | undefined>): AuditDetail {
  // `before` is the stored row (it may hold more columns): only the fields of `after` are read.
  const was = before as Record<string, Value | undefined>;
  const out: AuditDetail = {};
  for (const [key, value] of Object.entries(after)) {
    if (same(was[key], value)) continue;
    out[`old${capitalised(key)}`] = clip(was[key]);
    out[`new${capitalised(key)}`] = clip(value);
  }
  return out;
}
