import type { EmergencyType } from '@voyce/contracts/ai';
import type { Logger } from 'pino';
import type { AiProvider, OrgAiContext } from '../../ai/provider.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextTick, queueMail } from '../../mail/outbox.repository.ts';
import { emergencyMail } from '../../mail/templates-emergency.ts';
import { getOrgAiContext } from '../ai-settings/ai-settings.service.ts';
import * as repo from './pipeline.repository.ts';
import { rememberProfile, withShapes } from './topic-shapes.repository.ts';
import { distinctTitles, insightMeaning, placeWords } from '../../ai/provider.ts';
import { applyAlertPhrases } from '../../ai/alert-phrases.ts';

export const PROCESS_SUBMISSION = 'process-submission';

export type PipelineDeps = {
  db: Db;
  ai: AiProvider;
  log: Logger;
  appUrl: string;
  onMailQueued: () => void;
  /** Emergency alerts leave on these boundaries (ALERT_MAIL_TICK_MINUTES); 15 when not given. */
  alertTickMinutes?: number;
};

/**
 * submitted -> processed in one transaction: classification, topic, departments, and the
 * emergency e-mails (deduplicated per insight and contact). A crash anywhere rolls it all
 * back and the retry starts clean; a retry after success finds it processed and stops.
 */
export async function processSubmission(
  deps: PipelineDeps,
  organizationId: string,
  submissionId: string,
): Promise<'processed' | 'skipped'> {
  const { db, ai } = deps;
  let mailed = 0;
  let written: repo.WrittenProfile | null = null;
  const outcome = await db.transaction(async (tx) => {
    // What other insights' processing does not change is read before the organisation's lock:
    // its jobs take turns under it, so every round trip held there is one the others wait out.
    // The insight's own row lock keeps a duplicate job waiting, then skipping.
    const submission = await repo.claimSubmission(tx, organizationId, submissionId);
    if (!submission || submission.stage === 'processed' || submission.stage === 'held' || submission.stage === 'closed') {
      return 'skipped' as const;
    }
    // The encoder's time is spent before the organisation's lock: the text and its sentences in
    // one call, all remembered for the classifier (the text alone, then its sentences, was two).
    const meaning = await insightMeaning(submission.body);
    const org = await getOrgAiContext(tx, organizationId);
    const reachoutQuestion = await repo.reachoutQuestion(tx, organizationId, submission.reachoutId);
    const { where, topics, recentTexts } = await lockAndReadCandidates(tx, organizationId, org, submission.reachoutId);
    const verdict = await ai.classifyInsight({ text: submission.body, org, topics, recentTexts, reachoutQuestion });
    // The organisation's alert phrases raise what they name, whichever provider answered.
    const { classification: c, matched: alertPhraseMatches } = applyAlertPhrases(verdict, submission.body, org.alertPhrases ?? []);
    const known = new Set(org.departments.map((d) => d.id));
    // The department the author chose ("Which department is this about?") wins over detection.
    const departmentIds =
      submission.aboutDepartmentId && known.has(submission.aboutDepartmentId)
        ? [submission.aboutDepartmentId]
        : c.departmentIds.filter((id) => known.has(id));
    const filed = await repo.fileInsight(tx, {
      organizationId,
      submissionId,
      reachoutId: submission.reachoutId,
      body: submission.body,
      c,
      alertPhraseMatches,
      candidates: topics,
      where,
      day: submission.createdAt,
      departmentIds,
      meaning,
      otherTitles: c.matchedTopicId ? [] : otherTitles(c.topicLabel, submission.body, org, departmentIds, c.theme, where),
    });
    written = filed.written;

    if (c.emergencyTypes.length > 0 || c.possibleEmergencyTypes.length > 0) {
      const organizationName = await repo.organizationName(tx, organizationId);
      const contacts = await repo.emergencyContacts(tx, organizationId);
      // Not seconds after the write: at the next tick, so the mail log cannot put the alert next
      // to the author's sign-in-code e-mail. Every alert of the period leaves together.
      const notBefore = nextTick(new Date(), deps.alertTickMinutes ?? 15);
      for (const m of contacts) {
        // A contact hears of the kinds they opted into; confirmed kinds make it urgent, and only
        // possible ones ask for review ("possible — please review").
        const confirmed = c.emergencyTypes.filter((t) => optedInto(m, t));
        const possible = c.possibleEmergencyTypes.filter((t) => optedInto(m, t) && !confirmed.includes(t));
        if (confirmed.length === 0 && possible.length === 0) continue;
        // Only a leader who may view insights hears of one: an outside address, a
        // leader without insight access or one who left is skipped, by the entry's id only.
        if (!m.alertable) {
          deps.log.warn({ organizationId, leadershipTeamMemberId: m.id }, 'emergency contact skipped: not a leader who may view insights');
          continue;
        }
        // A reach-out answer is held below k: its alert names the reach-out, none of its words.
        const what = submission.reachoutId
          ? { heldReachoutLink: `${deps.appUrl}/reachouts/${submission.reachoutId}` }
          : { body: submission.body, link: `${deps.appUrl}/submissions/detail?id=${submissionId}` };
        const queued = await queueMail(tx, {
          kind: 'emergency',
          to: m.email,
          organizationId,
          dedupeKey: `emergency:${submissionId}:${m.id}`,
          notBefore,
          ...emergencyMail({
            memberName: m.name,
            types: confirmed.length ? confirmed : possible,
            possible: confirmed.length === 0,
            organizationName: organizationName ?? 'your organisation',
            ...what,
          }),
        });
        if (queued) mailed++;
      }
    }
    if (mailed > 0) await repo.commitWaitingForDisk(tx);
    return 'processed' as const;
  });
  // Only what has committed is remembered: a profile's length is its version only once it is stored.
  if (written) rememberProfile(written);
  if (mailed > 0) deps.onMailQueued();
  return outcome;
}

/** A new topic's titles should an open topic have its own: with its phrase, department or theme ("Budget for training"). */
function otherTitles(title: string, body: string, org: OrgAiContext, departmentIds: string[], theme: string, where: Set<string>) {
  const departments = org.departments.filter((d) => departmentIds.includes(d.id)).map((d) => d.name);
  return distinctTitles(title, body, { departments, theme, where });
}

type Contact = { violence: boolean; crime: boolean; threat: boolean; selfHarm: boolean; harassment: boolean };
const optedInto = (m: Contact, kind: EmergencyType): boolean => (kind === 'self_harm' ? m.selfHarm : m[kind]);

/**
 * Takes the organisation's lock and reads there what an insight is matched against: its
 * candidate topics with their shapes, and its latest insights' bodies. A starting replica runs
 * the same (warm-pipeline.ts), so that its first insight finds all of it ready.
 */
export async function lockAndReadCandidates(tx: DbOrTx, organizationId: string, org: OrgAiContext, reachoutId: string | null) {
  await repo.lockOrganization(tx, organizationId);
  const where = placeWords(org.departments);
  const read = await repo.matchingContext(tx, organizationId, reachoutId);
  return { where, topics: await withShapes(tx, organizationId, read.topics, where), recentTexts: read.recentTexts };
}

/** Insights still waiting for the pipeline, for the sweeper (jobs/pipeline-worker.ts). */
export const waitingInsights = (db: Db) => repo.waitingSubmitted(db);

/** The texts of a job batch's waiting insights, so the worker encodes their meanings in one pass. */
export const waitingTexts = (db: Db, submissionIds: string[]) => repo.waitingBodies(db, submissionIds);
