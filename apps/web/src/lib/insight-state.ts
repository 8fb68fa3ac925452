import type { Submission, UnmaskState } from '@voyce/contracts/insights';

/** Spec 1 §4 reveal states: none, pending (requested), accepted, declined. */
export function unmaskState(s: Pick<Submission, 'unmaskedAt' | 'declinedUnmaskedAt' | 'requestedUnmaskAt'>): UnmaskState {
  if (s.unmaskedAt) return 'accepted';
  if (s.declinedUnmaskedAt) return 'declined';
  if (s.requestedUnmaskAt) return 'pending';
  return 'none';
}

/** The author's name once revealed; otherwise nothing (ARCHITECTURE §5). */
export function revealedName(s: Pick<Submission, 'userFirstName' | 'userLastName'>): string | null {
  const name = [s.userFirstName, s.userLastName].filter(Boolean).join(' ');
  return name || null;
}

/** The path of an insight's respond page, keeping the topic for its breadcrumb and back link. */
export function insightDetailPath(s: Pick<Submission, 'id' | 'topicId' | 'topic'>): string {
  const q = new URLSearchParams({ id: s.id });
  if (s.topicId) q.set('topicId', s.topicId);
  if (s.topic) q.set('topicTitle', s.topic);
  return `/submissions/detail?${q}`;
}
