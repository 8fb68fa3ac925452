import { supportTextOf, type OrganizationProfile, type Phrase, type PhrasePolarity } from '@voyce/contracts/settings';
import type { OrgAiContext } from '../../ai/provider.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import * as repo from './ai-settings.repository.ts';
import { changeDetail } from '../audit/audit-changes.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import { encoderState } from '../../ai/provider.ts';
import type { AiModelInfo } from '@voyce/contracts/settings';
import { lockedMinGroupSizeOf } from '../organizations/organizations.service.ts';
import { raiseOpenReachouts } from '../reachouts/reachout-k.ts';

/** What AI settings says of the local model: the encoder, or why the word vectors answer instead. */
function aiModelInfo(): AiModelInfo {
  const s = encoderState();
  if (s.status === 'ready') return { model: 'sentence-encoder', status: 'ready' };
  const note =
    s.status === 'failed'
      ? `The sentence encoder could not load (${s.error ?? 'unknown error'}); insights are read by the word-vector model.`
      : s.status === 'loading'
        ? 'The sentence encoder is loading; until it is ready, insights are read by the word-vector model.'
        : 'The sentence encoder is turned off (AI_ENCODER=off); insights are read by the word-vector model.';
  return { model: 'word-vectors', status: s.status, note };
}

/** What the AI is told about an organisation; the pipeline and every draft read it here. */
export const getOrgAiContext = (db: DbOrTx, organizationId: string): Promise<OrgAiContext> => repo.loadOrgAiContext(db, organizationId);

type OrgRow = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;
const toProfile = (r: OrgRow): OrganizationProfile => ({
  id: r.id,
  name: r.name,
  aboutUs: r.aboutUs,
  goals: r.goals,
  writingSamples: r.writingSamples,
  supportText: supportTextOf(r.supportText),
  setupCompleted: r.setupCompletedAt !== null,
  minGroupSize: r.minGroupSize,
  updatedAt: r.updatedAt.toISOString(),
});
const toPhrase = (r: Awaited<ReturnType<typeof repo.listPhrases>>[number]): Phrase => ({
  id: r.id,
  name: r.name,
  polarity: r.polarity,
  organizationId: r.organizationId,
});

/** One polarity's words, sorted as the list shows them. */
const wordsOf = (list: { name: string; polarity: PhrasePolarity }[], polarity: PhrasePolarity) =>
  list
    .filter((p) => p.polarity === polarity)
    .map((p) => p.name)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

/**
 * Organisation profile (company name, about us, goals, writing sample, setup flag) and topic
 * priority phrases. The AI reads the same columns through getOrgAiContext, so a save here
 * changes the next classification and draft.
 */
export function createAiSettingsService(deps: { db: Db }) {
  const { db } = deps;
  /** Another organisation's id answers 404, exactly as a missing one. */
  const ownOrg = (auth: AuthContext, id: string) => {
    if (id !== auth.organizationId) throw notFound();
  };
  const update = async (
    auth: AuthContext,
    v: Omit<Parameters<typeof repo.updateProfile>[2], 'setupCompletedAt'>,
    action: 'settings.organization_updated' | 'settings.ai_profile_updated',
  ) => {
    const row = await db.transaction(async (tx) => {
      const before = await repo.findProfile(tx, auth.organizationId);
      const updated = await repo.updateProfile(tx, auth.organizationId, v);
      if (!before || !updated) throw notFound();
      await recordMemberAudit(tx, auth, {
        action,
        target: { type: 'organization', id: auth.organizationId },
        // What was sent, and old → new for what it changed.
        detail: { fields: Object.keys(v), ...changeDetail(before, v) },
      });
      return updated;
    });
    return { entity: toProfile(row) };
  };
  return {
    async findProfile(auth: AuthContext) {
      const row = await repo.findProfile(db, auth.organizationId);
      if (!row) throw notFound();
      return { entity: toProfile(row), aiModel: aiModelInfo() };
    },
    async updateProfile(
      auth: AuthContext,
      v: { id: string; aboutUs?: string; goals?: string; writingSamples?: string; supportText?: string },
    ) {
      ownOrg(auth, v.id);
      const { id: _id, supportText, ...rest } = v;
      // Blank restores the default text (stored as null, so a better default reaches everyone).
      const fields = supportText === undefined ? rest : { ...rest, supportText: supportText.trim() || null };
      return update(auth, fields, 'settings.ai_profile_updated');
    },
    /**
     * The company name, and k (ARCHITECTURE §5: the contract keeps it at 3 or more). A change of
     * k is audited with its old and new value. A raise reaches the open reach-outs at once and
     * stays with them; a lowering applies to reach-outs sent from now on only, so no answer
     * written under a larger k is released by it (reachouts/reachout-k.ts).
     */
    async updateOrganization(auth: AuthContext, v: { id: string; name: string; minGroupSize?: number }) {
      ownOrg(auth, v.id);
      const k = v.minGroupSize;
      if (k === undefined) {
        const { entity } = await update(auth, { name: v.name }, 'settings.organization_updated');
        return { entity: { id: entity.id, name: entity.name, minGroupSize: entity.minGroupSize, updatedAt: entity.updatedAt } };
      }
      const row = await db.transaction(async (tx) => {
        // Locked: a reach-out being sent under the old k commits first, and so takes a raise.
        const old = await lockedMinGroupSizeOf(tx, auth.organizationId, 'update');
        const before = await repo.findProfile(tx, auth.organizationId);
        const updated = await repo.updateProfile(tx, auth.organizationId, { name: v.name, minGroupSize: k });
        if (!before || !updated) throw notFound();
        if (k > old) await raiseOpenReachouts(tx, auth.organizationId, k);
        await recordMemberAudit(tx, auth, {
          action: 'settings.organization_updated',
          target: { type: 'organization', id: auth.organizationId },
          // k's pair is written even when unchanged: the log says which k a save confirmed.
          detail: { fields: ['name', 'minGroupSize'], ...changeDetail(before, { name: v.name }), oldMinGroupSize: old, newMinGroupSize: k },
        });
        return updated;
      });
      return { entity: { id: row.id, name: row.name, minGroupSize: row.minGroupSize, updatedAt: row.updatedAt.toISOString() } };
    },
    /** Idempotent: the first completion time is kept. */
    async completeSetup(auth: AuthContext) {
      const row = await repo.findProfile(db, auth.organizationId);
      if (!row) throw notFound();
      const done =
        row.setupCompletedAt ??
        (await db.transaction(async (tx) => {
          const at = (await repo.updateProfile(tx, auth.organizationId, { setupCompletedAt: new Date() }))!.setupCompletedAt!;
          await recordMemberAudit(tx, auth, {
            action: 'settings.setup_completed',
            target: { type: 'organization', id: auth.organizationId },
          });
          return at;
        }));
      return { setupCompleted: true as const, setupCompletedAt: done.toISOString() };
    },
    async findPhrases(auth: AuthContext, polarity?: PhrasePolarity) {
      const rows = await repo.listPhrases(db, auth.organizationId);
      return { entities: rows.filter((r) => !polarity || r.polarity === polarity).map(toPhrase) };
    },
    /** Each phrase names its organisation too: it must be the caller's (403, as for a body's). */
    async replacePhrases(auth: AuthContext, list: { name: string; polarity: PhrasePolarity; organizationId: string }[]) {
      if (list.some((p) => p.organizationId !== auth.organizationId)) throw forbidden();
      const rows = list.map((p) => ({ name: p.name, polarity: p.polarity }));
      // Each polarity's words, by name: the lists the log shows old → new.
      const words = (list: { name: string; polarity: PhrasePolarity }[]) => ({
        positivePhrases: wordsOf(list, 'positive'),
        negativePhrases: wordsOf(list, 'negative'),
      });
      await db.transaction(async (tx) => {
        const before = await repo.listPhrases(tx, auth.organizationId);
        await repo.replacePhrases(tx, auth.organizationId, rows);
        await recordMemberAudit(tx, auth, {
          action: 'settings.phrases_replaced',
          target: { type: 'phrases' },
          detail: {
            positive: rows.filter((r) => r.polarity === 'positive').length,
            negative: rows.filter((r) => r.polarity === 'negative').length,
            ...changeDetail(words(before), words(rows)),
          },
        });
      });
      return { entities: (await repo.listPhrases(db, auth.organizationId)).map(toPhrase) };
    },
  };
}
export type AiSettingsService = ReturnType<typeof createAiSettingsService>;
