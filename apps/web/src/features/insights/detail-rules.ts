import type { Submission } from '@voyce/contracts/insights';

/** Where 'Back' goes: the reach-out, else the list with its last query, else the dashboard (spec 1 §2). */
export function backTarget(reachoutId: string | null, listSearch: string | null): string {
  if (reachoutId) return `/reachouts/${reachoutId}`;
  if (listSearch !== null) return `/submissions${listSearch}`;
  return '/dashboard';
}

const LABEL_LENGTH = 60;

/** A single insight's label: the start of its text. */
export function submissionLabel(s: Pick<Submission, 'body'>): string {
  const text = s.body.replace(/\s+/g, ' ').trim();
  return text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH).trimEnd()}…` : text;
}

/** Spec 1 §2: the submission's label if single, otherwise topic names with counts joined by ' & '. */
export function detailTitle(items: Pick<Submission, 'body' | 'topic'>[], noTopic: string): string {
  if (items.length === 1) return submissionLabel(items[0]!);
  const counts = new Map<string, number>();
  for (const s of items) counts.set(s.topic ?? noTopic, (counts.get(s.topic ?? noTopic) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name} (${n})`).join(' & ');
}

/** The ids a respond page is for: id or ids from the query, else the list's selection. */
export function idsFrom(params: URLSearchParams, selected: string[]): string[] {
  const id = params.get('id');
  const ids = params.get('ids');
  if (id) return [id];
  if (ids)
    return [
      ...new Set(
        ids
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
  return selected;
}
