import { severityName, type Submission } from '@voyce/contracts/submissions';
import type { IdentityVault } from '../../lib/identity-vault.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './submissions.repository.ts';

type Row = Awaited<ReturnType<typeof repo.findPage>>['rows'][number];
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Rows -> contract DTOs. Identity fields are filled only for insights whose author accepted a
 * reveal; for every other insight they are null, and the vault is not even read.
 */
export async function serializeSubmissions(db: DbOrTx, vault: IdentityVault, organizationId: string, rows: Row[]): Promise<Submission[]> {
  const revealedIds = rows.filter((r) => r.s.unmaskedAt).map((r) => r.s.id);
  const sealed = await repo.revealedAuthors(db, organizationId, revealedIds);
  const authorIdBySubmission = new Map(sealed.map((a) => [a.submissionId, vault.open(organizationId, a.authorRef)]));
  const people = new Map((await repo.usersByIds(db, [...new Set(authorIdBySubmission.values())])).map((u) => [u.id, u]));

  return rows.map(({ s, topic, topicPinnedAt, departments: mine }) => {
    const classifications = new Map<string, string>();
    for (const d of mine) if (d.classificationId && d.classificationName) classifications.set(d.classificationId, d.classificationName);
    const authorId = authorIdBySubmission.get(s.id);
    const person = authorId ? people.get(authorId) : undefined;
    return {
      id: s.id,
      organizationId: s.organizationId,
      topicId: s.topicId,
      topic: topic ?? null,
      topicPinnedAt: iso(topicPinnedAt ?? null),
      theme: s.theme,
      status: s.closedAt ? 'closed' : 'open',
      // Held reach-out answers never reach a leader's list; the type still has the stage.
      stage: s.stage === 'held' ? 'processed' : s.stage,
      processing: s.stage === 'submitted' || s.stage === 'processing',
      closedAt: iso(s.closedAt),
      markedAsWinAt: iso(s.markedAsWinAt),
      delegatedAt: iso(s.delegatedAt),
      requestedUnmaskAt: iso(s.requestedUnmaskAt),
      unmaskedAt: iso(s.unmaskedAt),
      declinedUnmaskedAt: iso(s.declinedUnmaskedAt),
      lastReplyAt: iso(s.lastReplyAt),
      rating: s.rating,
      body: s.body,
      createdAt: s.createdAt.toISOString(),
      messageCount: s.messageCount,
      severity: s.severity,
      severityName: s.severity ? severityName(s.severity) : null,
      emergencyTypes: s.emergencyTypes,
      possibleEmergencyTypes: s.possibleEmergencyTypes,
      language: s.language,
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
