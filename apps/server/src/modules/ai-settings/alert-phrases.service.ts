import { ALERT_PHRASE_MSG, ALERT_PHRASES_MAX, type AlertPhrase } from '@voyce/contracts/alert-phrases';
import type { EmergencyType } from '@voyce/contracts/ai';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import * as repo from './alert-phrases.repository.ts';

type Row = Awaited<ReturnType<typeof repo.listAlertPhrases>>[number];
const toAlertPhrase = (r: Row): AlertPhrase => ({
  id: r.id,
  organizationId: r.organizationId,
  phrase: r.phrase,
  kind: r.kind,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Alert phrases: an admin's words that always raise an insight as a possible
 * emergency of a chosen kind. The pipeline reads them with the organisation's AI context
 * (getOrgAiContext), so an addition counts from the next insight processed.
 */
/** An alert phrase as the audit log names it: the words and the kind they raise. */
const phraseLabel = (p: { phrase: string; kind: string }) => `${p.phrase} (${p.kind})`;

export function createAlertPhrasesService(deps: { db: Db }) {
  const { db } = deps;
  /** A body's organisation must be the caller's (403, as for every settings call). */
  const ownOrg = (auth: AuthContext, organizationId: string) => {
    if (organizationId !== auth.organizationId) throw forbidden();
  };
  return {
    async find(auth: AuthContext, organizationId: string) {
      ownOrg(auth, organizationId);
      return { entities: (await repo.listAlertPhrases(db, auth.organizationId)).map(toAlertPhrase) };
    },
    async create(auth: AuthContext, v: { organizationId: string; phrase: string; kind: EmergencyType }) {
      ownOrg(auth, v.organizationId);
      const row = await db.transaction(async (tx) => {
        await repo.lockAlertPhrases(tx, auth.organizationId);
        if ((await repo.countAlertPhrases(tx, auth.organizationId)) >= ALERT_PHRASES_MAX) {
          throw conflict(ALERT_PHRASE_MSG.tooMany);
        }
        const created = await repo.insertAlertPhrase(tx, auth.organizationId, { phrase: v.phrase, kind: v.kind });
        if (!created) throw conflict(ALERT_PHRASE_MSG.duplicate, { phrase: ALERT_PHRASE_MSG.duplicate });
        await recordMemberAudit(tx, auth, {
          action: 'settings.alert_phrase_added',
          target: { type: 'alert_phrase', id: created.id },
          // From nothing to the phrase and its kind (the log reads old → new).
          detail: { name: created.phrase, kind: created.kind, oldPhrase: null, newPhrase: phraseLabel(created) },
        });
        return created;
      });
      return { entity: toAlertPhrase(row) };
    },
    async remove(auth: AuthContext, organizationId: string, id: string) {
      ownOrg(auth, organizationId);
      const removed = await db.transaction(async (tx) => {
        const row = await repo.deleteAlertPhrase(tx, auth.organizationId, id);
        if (row) {
          await recordMemberAudit(tx, auth, {
            action: 'settings.alert_phrase_removed',
            target: { type: 'alert_phrase', id },
            detail: { name: row.phrase, kind: row.kind, oldPhrase: phraseLabel(row), newPhrase: null },
          });
        }
        return row;
      });
      if (!removed) throw notFound(ALERT_PHRASE_MSG.notFound);
      return { id };
    },
  };
}
export type AlertPhrasesService = ReturnType<typeof createAlertPhrasesService>;
