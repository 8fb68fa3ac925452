import { severityName, type Submission } from '@voyce/contracts/insights';
import type * as repo from './insight-lists.repository.ts';

type Row = Awaited<ReturnType<typeof repo.findPage>>['rows'][number];

export type RevealedIdentity = { firstName: string | null; lastName: string | null; email: string };

/**
 * Rows -> contract DTOs. Identity fields come only from `identities` (the service's
 * revealedIdentities: authors who accepted a reveal); for every other insight they are null.
 * Times arrive as the list sends them (ListedInsight); `organizationId` is the one the list was
 * asked for, which every row matched.
 */
export function serializeSubmissions(organizationId: string, rows: Row[], identities: Map<string, RevealedIdentity>): Submission[] {
  return rows.map(({ insight: s, departments: mine }) => {
    const classifications = new Map<string, string>();
    for (const d of mine) if (d.classificationId && d.classificationName) classifications.set(d.classificationId, d.classificationName);
    const person = identities.get(s.id);
    return {
      id: s.id,
      organizationId,
      topicId: s.topicId,
      topic: s.topic,
      topicPinnedAt: s.topicPinnedAt,
      theme: s.theme,
      status: s.closedAt ? 'closed' : 'open',
      // Held reach-out answers never reach a leader's list; the type still has the stage.
      stage: s.stage === 'held' ? 'processed' : s.stage,
      processing: s.stage === 'submitted' || s.stage === 'processing',
      closedAt: s.closedAt,
      markedAsWinAt: s.markedAsWinAt,
      delegatedAt: s.delegatedAt,
      requestedUnmaskAt: s.requestedUnmaskAt,
      unmaskedAt: s.unmaskedAt,
      declinedUnmaskedAt: s.declinedUnmaskedAt,
      lastReplyAt: s.lastReplyAt,
      rating: s.rating,
      body: s.body,
      createdAt: s.createdAt,
      messageCount: s.messageCount,
      severity: s.severity,
      severityName: s.severity ? severityName(s.severity) : null,
      emergencyTypes: s.emergencyTypes,
      possibleEmergencyTypes: s.possibleEmergencyTypes,
      language: s.language,
      alertPhraseMatches: s.alertPhraseMatches ?? [],
      qualityWarnings: s.qualityWarnings,
      tone: s.tone,
      reachoutCategory: s.impactCategory,
      reachoutId: s.reachoutId,
      departments: mine.map((d) => ({ id: d.departmentId, name: d.departmentName })),
      departmentClassifications: [...classifications].map(([id, name]) => ({ id, name })),
      userFirstName: person?.firstName ?? null,
      userLastName: person?.lastName ?? null,
      userEmail: person?.email ?? null,
    };
  });
}
