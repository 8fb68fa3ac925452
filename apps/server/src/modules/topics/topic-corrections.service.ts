import { SIMILAR_PAIR_THRESHOLD, SIMILAR_TOPICS_LIMIT, TOPIC_CORRECTION_MSG, TOPIC_TITLE_MAX } from '@voyce/contracts/topic-corrections';
import { WORKSPACE_MSG } from '@voyce/contracts/workspace';
import { extendProfileShape, meaningsOf, placeWords, topicKindOf, type AiProvider, type ProfileShape } from '../../ai/provider.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { getOrgAiContext } from '../ai-settings/ai-settings.service.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import * as repo from './topic-corrections.repository.ts';
import { combineShapes, mostSimilar, mostSimilarPairs } from './topic-similarity.ts';

export type TopicCorrectionsDeps = { db: Db; ai: AiProvider };

type MoveInput = { submissionId: string; topicId?: string; newTopicTitle?: string; newTopic?: boolean };

/** Up to PROFILE_MAX characters (as PostgreSQL counts them) of the parts, space-separated. */
const profileOf = (parts: string[]) => Array.from(parts.filter(Boolean).join(' ')).slice(0, repo.PROFILE_MAX).join('');

/** A stored shape, or (a topic from before shapes were stored) its profile's, computed now. */
function shapeOf(t: NonNullable<repo.CorrectedTopic>, where: Set<string>): ProfileShape {
  return t.words ? { vector: t.vector, sentences: t.sentences, words: t.words } : extendProfileShape(null, t.profile, where);
}

/**
 * Leaders' corrections of the AI's topics: rename, merge two, move an insight, and the
 * look-alikes that suggest a merge. Each correction runs under the pipeline's organisation lock
 * (no insight is filed meanwhile), sets the topics' counts, dates, status and departments from
 * their insights, rewrites the profiles later insights are matched against, and is audited with
 * the leader and the topics, never an author. The lists' answer cache and the explorer chart
 * follow from the rows' own triggers (migrations 0021, 0022).
 */
export function createTopicCorrectionsService(deps: TopicCorrectionsDeps) {
  const { db, ai } = deps;

  /**
   * The topic's profile rebuilt from its title and its insights' text, with its shape: as the
   * pipeline builds it, one insight at a time, each with its sentence-encoder vector when the
   * encoder runs (the mean of its insights), else the word-vector meaning of the whole text.
   */
  async function rebuildProfile(tx: DbOrTx, organizationId: string, topicId: string, title: string, where: Set<string>) {
    const bodies = await repo.profileBodies(tx, organizationId, topicId);
    const profile = profileOf([title, ...bodies]);
    const meanings = bodies.length ? await meaningsOf(bodies) : null;
    let shape: ProfileShape;
    if (meanings) {
      shape = extendProfileShape(null, title, where, null);
      shape = { ...shape, vector: null, sentences: 0 };
      bodies.forEach((body, i) => (shape = extendProfileShape(shape, ` ${body}`, where, meanings[i])));
    } else {
      shape = extendProfileShape(null, profile, where);
    }
    await repo.storeProfile(tx, organizationId, topicId, profile, shape);
  }

  /** What the AI would call the insight on its own: its topic label were it the first of its kind. */
  async function labelOf(organizationId: string, submissionId: string): Promise<string> {
    const insight = await repo.insightBody(db, organizationId, submissionId);
    if (!insight) throw notFound(WORKSPACE_MSG.insightNotFound);
    const c = await ai.classifyInsight({ text: insight.body, org: await getOrgAiContext(db, organizationId), topics: [] });
    return Array.from(c.topicLabel.trim() || insight.body.trim())
      .slice(0, TOPIC_TITLE_MAX)
      .join('');
  }

  const placeWordsOf = async (tx: DbOrTx, organizationId: string) => placeWords((await getOrgAiContext(tx, organizationId)).departments);

  return {
    async renameTopic(auth: AuthContext, topicId: string, title: string) {
      return db.transaction(async (tx) => {
        const topic = await repo.lockTopic(tx, auth.organizationId, topicId);
        if (!topic) throw notFound(WORKSPACE_MSG.topicNotFound);
        await repo.rename(tx, auth.organizationId, topicId, title);
        await recordMemberAudit(tx, auth, {
          action: 'topic.renamed',
          target: { type: 'topic', id: topicId },
          detail: { from: topic.topic, to: title },
        });
        return { topicId, title };
      });
    },

    /**
     * The source's insights join the target and the source is removed (its departments and
     * summaries with it). The target's shape becomes both shapes' combination, so a later
     * insight like either half joins it; its summary stays, dated, until regenerated.
     */
    async mergeTopics(auth: AuthContext, targetTopicId: string, sourceTopicId: string) {
      const org = auth.organizationId;
      return db.transaction(async (tx) => {
        await repo.lockOrganization(tx, org);
        // Locked in id order: two merges of the same pair the other way round cannot deadlock.
        const locked = new Map<string, repo.CorrectedTopic>();
        for (const id of [...new Set([targetTopicId, sourceTopicId])].sort()) locked.set(id, await repo.lockTopic(tx, org, id));
        const target = locked.get(targetTopicId);
        const source = locked.get(sourceTopicId);
        if (!target || !source) throw notFound(WORKSPACE_MSG.topicNotFound);
        // After the look-up: another organisation's topic is unknown (404) even named twice.
        if (targetTopicId === sourceTopicId) throw badRequest(TOPIC_CORRECTION_MSG.mergeIntoItself, { sourceTopicId: 'same' });
        if (target.reachoutId !== source.reachoutId) throw badRequest(TOPIC_CORRECTION_MSG.otherReachout, { sourceTopicId: 'reachout' });

        const where = await placeWordsOf(tx, org);
        const sourcePinnedAt = await repo.pinnedAt(tx, org, sourceTopicId);
        const movedCount = await repo.moveAllInsights(tx, org, sourceTopicId, targetTopicId);
        const shape = combineShapes(shapeOf(target, where), shapeOf(source, where));
        await repo.storeProfile(tx, org, targetTopicId, profileOf([target.profile, source.profile]), shape);
        await repo.keepPin(tx, org, targetTopicId, sourcePinnedAt);
        await repo.deleteTopic(tx, org, sourceTopicId);
        const { visible } = await repo.recountTopic(tx, org, targetTopicId);
        await recordMemberAudit(tx, auth, {
          action: 'topic.merged',
          target: { type: 'topic', id: targetTopicId },
          detail: { targetTitle: target.topic, sourceTopicId, sourceTitle: source.topic, movedCount },
        });
        return { topicId: targetTopicId, count: visible, movedCount };
      });
    },

    /**
     * The insight joins another topic or a new one; it keeps everything else it holds (its day,
     * its emergency flags: an emergency insight in an ordinary topic is the leader's call). The
     * topic it left is removed once empty; both topics' profiles are rebuilt from their insights.
     */
    async moveSubmission(auth: AuthContext, input: MoveInput) {
      const wantsNew = input.newTopicTitle !== undefined || input.newTopic === true;
      if (input.topicId && wantsNew) throw badRequest(TOPIC_CORRECTION_MSG.oneDestination, { topicId: 'both' });
      if (!input.topicId && !wantsNew) throw badRequest(TOPIC_CORRECTION_MSG.noDestination, { topicId: 'missing' });
      const org = auth.organizationId;
      // The insight's own label comes from the AI before the lock: a remote model may take seconds.
      const title = input.topicId ? null : (input.newTopicTitle ?? (await labelOf(org, input.submissionId)));
      return db.transaction(async (tx) => {
        await repo.lockOrganization(tx, org);
        const insight = await repo.lockInsight(tx, org, input.submissionId);
        if (!insight) throw notFound(WORKSPACE_MSG.insightNotFound);
        const fromId = insight.topicId;
        if (input.topicId && input.topicId === fromId) throw badRequest(TOPIC_CORRECTION_MSG.sameTopic, { topicId: 'same' });
        const from = fromId ? await repo.lockTopic(tx, org, fromId) : null;

        let to: { id: string; topic: string };
        if (input.topicId) {
          const existing = await repo.lockTopic(tx, org, input.topicId);
          if (!existing) throw notFound(WORKSPACE_MSG.topicNotFound);
          if (existing.reachoutId !== insight.reachoutId) throw badRequest(TOPIC_CORRECTION_MSG.otherReachout, { topicId: 'reachout' });
          to = existing;
        } else {
          to = await repo.insertTopic(tx, {
            organizationId: org,
            title: title!,
            theme: insight.theme ?? from?.theme ?? 'General',
            severity: insight.severity ?? 1,
            reachoutId: insight.reachoutId,
            day: insight.createdAt,
          });
          // Named by the leader (or by the AI at their request): kept as it is.
          await repo.markTitledByLeader(tx, org, to.id);
        }

        await repo.moveInsight(tx, org, insight.id, to.id);
        const where = await placeWordsOf(tx, org);
        await repo.recountTopic(tx, org, to.id);
        await rebuildProfile(tx, org, to.id, to.topic, where);
        let fromTopicRemoved = false;
        if (fromId) {
          const left = await repo.recountTopic(tx, org, fromId);
          if (left.all === 0) {
            await repo.deleteTopic(tx, org, fromId);
            fromTopicRemoved = true;
          } else if (from) {
            await rebuildProfile(tx, org, fromId, from.topic, where);
          }
        }
        await recordMemberAudit(tx, auth, {
          action: 'insight.moved',
          target: { type: 'submission', id: insight.id },
          detail: {
            fromTopicId: fromId,
            fromTitle: from?.topic ?? null,
            toTopicId: to.id,
            toTitle: to.topic,
            newTopic: !input.topicId,
            fromTopicRemoved,
          },
        });
        return { submissionId: insight.id, topicId: to.id, topicTitle: to.topic, fromTopicId: fromId ?? '', fromTopicRemoved };
      });
    },

    async findSimilarTopics(auth: AuthContext, topicId: string) {
      const topic = await repo.similarTopic(db, auth.organizationId, topicId);
      if (!topic) throw notFound(WORKSPACE_MSG.topicNotFound);
      // Of its own kind only, as the pipeline files: an emergency is never offered to merge with
      // a routine topic, nor a routine topic with an emergency's.
      const kind = topicKindOf(topic.topic);
      const candidates = (await repo.similarCandidates(db, auth.organizationId, topic.reachoutId)).filter(
        (c) => topicKindOf(c.topic) === kind,
      );
      const byId = new Map(candidates.map((c) => [c.id, c]));
      const ranked = mostSimilar(topic, candidates, SIMILAR_TOPICS_LIMIT);
      return {
        entities: ranked.map((r) => {
          const c = byId.get(r.id)!;
          return { topicId: c.id, topic: c.topic, count: c.count, severity: c.severity, similarity: r.similarity };
        }),
      };
    },

    async findSimilarTopicPairs(auth: AuthContext) {
      const candidates = await repo.similarCandidates(db, auth.organizationId, null);
      const byId = new Map(candidates.map((c) => [c.id, c]));
      const brief = (id: string) => {
        const c = byId.get(id)!;
        return { topicId: c.id, topic: c.topic, count: c.count, severity: c.severity };
      };
      const pairs = mostSimilarPairs(candidates, SIMILAR_TOPICS_LIMIT, SIMILAR_PAIR_THRESHOLD, (c) => topicKindOf(c.topic));
      return { entities: pairs.map((p) => ({ a: brief(p.a), b: brief(p.b), similarity: p.similarity })) };
    },
  };
}
export type TopicCorrectionsService = ReturnType<typeof createTopicCorrectionsService>;
