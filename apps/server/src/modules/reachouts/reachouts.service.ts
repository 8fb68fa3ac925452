import type { EnhancedReachout } from '@voyce/contracts/ai';
import {
  PARTICIPATION_MESSAGE_TIMEOUT_MS,
  REACHOUT_MSG,
  REACHOUT_PAGE_SIZE,
  type FindReachoutsFilter,
  type MyReachout,
  type Reachout,
  type ReachoutStatus,
  type ReachoutTranslation,
  type SendAs,
} from '@voyce/contracts/reachouts';
import type { Language } from '@voyce/contracts/languages';
import { periodRange } from '@voyce/contracts/timespan';
import type { Logger } from 'pino';
import type { AiProvider } from '../../ai/provider.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, badRequest, notFound } from '../../http/app-error.ts';
import { ANONYMITY_MSG } from '@voyce/contracts/anonymity';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { recordMemberAudit } from '../audit/audit.service.ts';
import { lockedMinGroupSizeOf, minGroupSizeOf } from '../organizations/organizations.service.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import { queueMail } from '../../mail/outbox.repository.ts';
import { accountLanguage } from '../../db/account-language.ts';
import { mailLanguage } from '../../mail/i18n/catalog.ts';
import { reachoutInvitationMail } from '../../mail/templates-reachout.ts';
import { getOrgAiContext } from '../ai-settings/ai-settings.service.ts';
import type { EmployeeService } from '../employee/employee.service.ts';
import { countsSince, standingOf } from './audience-standing.ts';
import { nextReleaseAt } from '../../jobs/release-schedule.ts';
import { heldK } from './reachout-k.ts';
import { shownTo, translationLanguages } from './reachout-translation.ts';
import * as repo from './reachouts.repository.ts';
import { prompterName, toReachout } from './reachouts.serializer.ts';

export type ReachoutsDeps = {
  db: Db;
  ai: AiProvider;
  log: Logger;
  appUrl: string;
  onMailQueued: () => void;
  /** Files an answer through the identity vault (the employee module owns authorship). */
  employee: Pick<EmployeeService, 'submitInsight' | 'claimAnswer' | 'answeredReachouts'>;
  /** Queues the AI summary of a reach-out (pg-boss); the spec says "refresh later". */
  enqueueReachoutSummary: (organizationId: string, reachoutId: string) => Promise<void>;
  now?: () => Date;
  /** ANSWER_RELEASE_MINUTES: when the batch release runs (jobs/release-schedule.ts); hourly if absent. */
  answerReleaseMinutes?: number;
};

const toDbStatus = (s: ReachoutStatus) => (s === 'Closed' ? 'closed' : 'open');

/** The filter of /findReachouts and /exportReachouts, as the repository reads it. */
export function listQuery(f: FindReachoutsFilter, now: Date): repo.ListQuery {
  const range = periodRange(f.mostRecent, now, f.startDate, f.endDate);
  // mostRecent 'earliest'/'latest' orders (as on the topics list) when no order is given.
  const mostRecentOrder = f.mostRecent === 'earliest' || f.mostRecent === 'latest' ? f.mostRecent : undefined;
  return {
    from: range?.from ?? null,
    to: range?.to ?? null,
    departmentIds: f.departmentIds,
    promptedBy: f.promptedBy === undefined ? undefined : [f.promptedBy].flat(),
    statuses: f.statuses?.map(toDbStatus),
    order: f.order ?? mostRecentOrder ?? 'latest',
  };
}

export function createReachoutsService(deps: ReachoutsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Rows -> contract entities, with audience, figures and topics read in three set queries. Each
   * reach-out's figures hide below its own k (reachout-k.ts), the one its minGroupSize names.
   */
  async function hydrate(organizationId: string, rows: repo.ReachoutRow[]): Promise<Reachout[]> {
    const ids = rows.map((r) => r.id);
    const [audience, figures, topics, organizationK, ready] = await Promise.all([
      repo.audiences(db, organizationId, ids),
      repo.figures(db, organizationId, ids),
      repo.answerTopics(db, organizationId, ids),
      minGroupSizeOf(db, organizationId),
      repo.readyForRelease(db, organizationId, ids),
    ]);
    const at = now();
    const releaseAt = nextReleaseAt(at, deps.answerReleaseMinutes ?? 60);
    return rows.map((r) =>
      toReachout(
        r,
        {
          audience: audience.filter((a) => a.reachoutId === r.id).map((a) => ({ id: a.id, name: a.name })),
          figures: figures.find((f) => f.reachoutId === r.id),
          topics: topics.filter((t) => t.reachoutId === r.id).map((t) => t.topic),
          minGroupSize: heldK(r.minGroupSize, organizationK),
          ...(ready.has(r.id) ? { releaseAt } : {}),
        },
        at,
      ),
    );
  }

  async function findOne(organizationId: string, id: string): Promise<Reachout> {
    const row = await repo.findOne(db, organizationId, id);
    // Another organisation's reach-out answers exactly like a missing one.
    if (!row) throw notFound(REACHOUT_MSG.notFound);
    return (await hydrate(organizationId, [row]))[0]!;
  }

  /** The audience of a send by `auth` now, each member with their standing towards k. */
  const audienceOf = (tx: DbOrTx, auth: AuthContext, departmentIds: string[]) =>
    repo.audienceMembers(tx, auth.organizationId, departmentIds, { senderId: auth.userId, since: countsSince(now()) });

  /** The departments, all of this organisation, or 400 as the wizard words it. */
  async function checkedDepartments(organizationId: string, ids: string[]) {
    const departmentIds = [...new Set(ids)];
    const found = await repo.existingDepartments(db, organizationId, departmentIds);
    if (found.length !== departmentIds.length) {
      throw badRequest(REACHOUT_MSG.unknownDepartment, { departmentIds: REACHOUT_MSG.unknownDepartment });
    }
    return departmentIds;
  }

  return {
    /**
     * The wizard's live audience size beside k: active employees of the departments, each once,
     * how many of them count towards k and why the others do not (audience-standing.ts).
     */
    async countAudience(auth: AuthContext, ids: string[]) {
      const departmentIds = ids.length ? await checkedDepartments(auth.organizationId, ids) : [];
      const members = departmentIds.length ? await audienceOf(db, auth, departmentIds) : [];
      const s = standingOf(members);
      return {
        count: s.total,
        minGroupSize: await minGroupSizeOf(db, auth.organizationId),
        countsTowardsK: s.counted,
        newcomers: s.newcomers,
        addedByYou: s.addedBySender,
      };
    },

    /**
     * Creates the reach-out and delivers it in one transaction: the audience departments, a
     * recipient row and an e-mail (outbox) for every active employee of them, and the audience
     * size (the engagement denominator). Either all of it exists or none. An audience smaller
     * than k is refused: its answers could be told apart (ARCHITECTURE §5); so is one with fewer
     * than k members who count towards it (audience-standing.ts: the rest may be sock puppets).
     */
    async send(
      auth: AuthContext,
      v: {
        title: string;
        message: string;
        objective: string;
        departmentIds: string[];
        sendAs: SendAs;
        translations?: ReachoutTranslation[];
      },
    ): Promise<{ reachout: Reachout; deliveredCount: number }> {
      const departmentIds = await checkedDepartments(auth.organizationId, v.departmentIds);
      const translations = v.translations ?? [];
      const orgName = await repo.organizationName(db, auth.organizationId);
      const leader = await repo.userName(db, auth.userId);
      const from = v.sendAs === 'organization' ? orgName : [leader?.firstName, leader?.lastName].filter(Boolean).join(' ') || orgName;
      const { id, delivered } = await db.transaction(async (tx) => {
        // The k it is sent under is stored with it; a change of k waits for the send, or the send for it.
        const k = await lockedMinGroupSizeOf(tx, auth.organizationId, 'share');
        const members = await audienceOf(tx, auth, departmentIds);
        const standing = standingOf(members);
        if (members.length < k || standing.counted < k) {
          const message =
            members.length < k
              ? ANONYMITY_MSG.audienceTooSmall(k, members.length)
              : `${ANONYMITY_MSG.audienceTooNew(k, standing.counted, standing.total)} ${ANONYMITY_MSG.audienceNotCounted(standing.newcomers, standing.addedBySender)}`;
          throw new AppError(ERROR_CODES.audienceTooSmall, 400, message, { departmentIds: message });
        }
        const id = await repo.insertReachout(tx, {
          organizationId: auth.organizationId,
          title: v.title,
          body: v.message,
          objective: v.objective,
          translations,
          sendAs: v.sendAs,
          prompterId: auth.userId,
          audienceSize: members.length,
          uncountedSize: standing.total - standing.counted,
          minGroupSize: k,
        });
        await repo.insertAudience(tx, auth.organizationId, id, departmentIds);
        await repo.insertRecipients(
          tx,
          auth.organizationId,
          id,
          members.map((m) => m.userId),
        );
        // One text per language: each recipient reads the leader's translation into theirs, if any.
        const mails = new Map<Language, ReturnType<typeof reachoutInvitationMail>>();
        const mailIn = (language: Language) => {
          let mail = mails.get(language);
          if (!mail) {
            const shown = shownTo({ title: v.title, body: v.message, translations }, language);
            mail = reachoutInvitationMail({
              from,
              organizationName: orgName,
              title: shown.title,
              body: shown.body,
              link: `${deps.appUrl}/my`,
              language,
            });
            mails.set(language, mail);
          }
          return mail;
        };
        for (const m of members) {
          await queueMail(tx, {
            kind: 'reachout',
            to: m.email,
            organizationId: auth.organizationId,
            dedupeKey: `reachout:${id}:${m.userId}`,
            ...mailIn(mailLanguage(m.language)),
          });
        }
        await recordMemberAudit(tx, auth, {
          action: 'reachout.sent',
          target: { type: 'reachout', id },
          // Other admins read here how many of the audience counted towards k and why not the rest.
          detail: {
            departmentIds,
            audienceSize: members.length,
            countedSize: standing.counted,
            newcomers: standing.newcomers,
            addedBySender: standing.addedBySender,
            translations: translationLanguages(translations),
          },
        });
        return { id, delivered: members.length };
      });
      if (delivered > 0) deps.onMailQueued();
      return { reachout: await findOne(auth.organizationId, id), deliveredCount: delivered };
    },

    async find(auth: AuthContext, filter: FindReachoutsFilter, page?: number, pageSize?: number) {
      const p = page ?? filter.page ?? 1;
      const size = pageSize ?? filter.pageSize ?? REACHOUT_PAGE_SIZE;
      const { rows, total } = await repo.listPage(db, auth.organizationId, listQuery(filter, now()), (p - 1) * size, size);
      return { entities: await hydrate(auth.organizationId, rows), meta: { pagination: paginationMeta(total, p, size) } };
    },

    /** Every reach-out matching the filter, page by page (the list export). */
    async *pages(organizationId: string, filter: FindReachoutsFilter, size = 200): AsyncGenerator<Reachout[]> {
      const q = listQuery(filter, now());
      let after: repo.PageKey | null = null;
      for (;;) {
        const rows = await repo.listAfter(db, organizationId, q, after, size);
        if (rows.length) yield await hydrate(organizationId, rows);
        if (rows.length < size) return;
        const last = rows[rows.length - 1]!;
        after = { at: last.pageAt, id: last.id };
      }
    },

    findOne: (auth: AuthContext, id: string) => findOne(auth.organizationId, id),

    /**
     * A reach-out's processed answers, oldest first, page by page (the details export); none
     * while it has fewer than k (the caller has the reach-out already: no second read of it).
     */
    async *answerPages(reachout: Pick<Reachout, 'id' | 'organizationId' | 'responsesHidden'>, size = 1000) {
      if (reachout.responsesHidden) return;
      let after: repo.PageKey | null = null;
      for (;;) {
        const rows = await repo.answersPage(db, reachout.organizationId, reachout.id, after, size);
        if (rows.length) yield rows;
        if (rows.length < size) return;
        const last = rows[rows.length - 1]!;
        after = { at: last.pageAt, id: last.id };
      }
    },

    hasRevealedAnswer: (organizationId: string, reachoutId: string) => repo.hasRevealedAnswer(db, organizationId, reachoutId),

    /**
     * Close or reopen response intake (answers already given stay, and keep counting), and/or
     * replace the translations (audited with the languages given; e-mails already sent stay).
     */
    async update(auth: AuthContext, id: string, v: { status?: ReachoutStatus; translations?: ReachoutTranslation[] }) {
      await db.transaction(async (tx) => {
        if (v.status !== undefined && !(await repo.setStatus(tx, auth.organizationId, id, toDbStatus(v.status)))) {
          throw notFound(REACHOUT_MSG.notFound);
        }
        if (v.translations !== undefined) {
          if (!(await repo.setTranslations(tx, auth.organizationId, id, v.translations))) throw notFound(REACHOUT_MSG.notFound);
          await recordMemberAudit(tx, auth, {
            action: 'reachout.translated',
            target: { type: 'reachout', id },
            detail: { translations: translationLanguages(v.translations) },
          });
        }
      });
      return findOne(auth.organizationId, id);
    },

    async startSummary(auth: AuthContext, reachoutId: string) {
      const r = await findOne(auth.organizationId, reachoutId);
      if (r.responsesHidden) {
        throw new AppError(ERROR_CODES.responsesHidden, 409, ANONYMITY_MSG.summaryHidden(r.minGroupSize));
      }
      await repo.markSummaryPending(db, auth.organizationId, reachoutId);
      await deps.enqueueReachoutSummary(auth.organizationId, reachoutId);
      return { reachoutId };
    },

    /**
     * AI Enhance (spec 2 §4): a title and a polished message. The provider is told the web's
     * 15 s wait (less a margin); a remote one slower than that is abandoned for the local draft.
     */
    async enhance(auth: AuthContext, prompt: string, objective: string): Promise<EnhancedReachout> {
      const org = await getOrgAiContext(db, auth.organizationId);
      return deps.ai.enhanceReachout({ message: prompt, objective, org }, { deadlineMs: PARTICIPATION_MESSAGE_TIMEOUT_MS - 2000 });
    },

    /** Share dialog: what a reach-out e-mail says (title, counts, figures), with its link. */
    async shareSummary(organizationId: string, id: string) {
      const row = await repo.findOne(db, organizationId, id);
      if (!row) return null;
      const [r] = await hydrate(organizationId, [row]);
      return { reachout: r!, prompter: prompterName(row), link: `${deps.appUrl}/reachouts/${id}` };
    },

    // ---- MyVoyce ----------------------------------------------------------------------------

    /** My inbox; each reach-out in my account's language when the leaders translated it into it. */
    async findMine(auth: AuthContext): Promise<{ entities: MyReachout[]; minGroupSize: number }> {
      const [rows, language] = await Promise.all([repo.inbox(db, auth.organizationId, auth.userId), accountLanguage(db, auth.userId)]);
      const orgName = rows.some((r) => r.sendAs === 'organization') ? await repo.organizationName(db, auth.organizationId) : '';
      const answered = await deps.employee.answeredReachouts(
        auth,
        rows.map((r) => r.id),
      );
      return {
        minGroupSize: await minGroupSizeOf(db, auth.organizationId),
        entities: rows.map((r) => ({
          id: r.id,
          ...shownTo(r, language),
          from: r.sendAs === 'organization' ? orgName : prompterName(r) || 'Leadership team',
          sendAs: r.sendAs,
          createdAt: r.createdAt.toISOString(),
          status: r.status === 'closed' ? 'Closed' : 'Open',
          answered: answered.has(r.id),
        })),
      };
    },

    /**
     * Answers a reach-out as an anonymous insight. Not delivered to me: 404, exactly like a
     * missing one (existence does not leak). Closed intake or a second answer: 409.
     */
    async respond(auth: AuthContext, reachoutId: string, body: string) {
      const mine = await repo.delivered(db, auth.organizationId, reachoutId, auth.userId);
      if (!mine) throw notFound(REACHOUT_MSG.notFound);
      if (mine.status === 'closed') throw conflict(REACHOUT_MSG.intakeClosed);
      return deps.employee.submitInsight(auth, body, reachoutId, async (tx: DbOrTx) => {
        // The claim's unique key lets exactly one of two tabs answering at once win.
        if (!(await deps.employee.claimAnswer(tx, auth, reachoutId))) throw conflict(REACHOUT_MSG.alreadyAnswered);
      });
    },
  };
}
export type ReachoutsService = ReturnType<typeof createReachoutsService>;

/** The job: summarise a reach-out's answers and store it (or mark it failed). */
export async function runReachoutSummary(deps: { db: Db; ai: AiProvider }, organizationId: string, reachoutId: string) {
  const row = await repo.findOne(deps.db, organizationId, reachoutId);
  if (!row) return;
  const answers = await repo.answerBodies(deps.db, organizationId, reachoutId);
  const topics = (await repo.answerTopics(deps.db, organizationId, [reachoutId])).map((t) => t.topic);
  const org = await getOrgAiContext(deps.db, organizationId);
  try {
    const summary = await deps.ai.summarizeReachout({
      title: row.title,
      question: row.body,
      objective: row.objective ?? undefined,
      answers,
      org,
    });
    // The topics are the pipeline's: the same ones the Responses tab groups by.
    await repo.completeSummary(deps.db, organizationId, reachoutId, { ...summary, topics: topics.length ? topics : summary.topics });
  } catch (err) {
    await repo.completeSummary(deps.db, organizationId, reachoutId, null);
    throw err;
  }
}

/**
 * The scheduled batch release of reach-out answers (ARCHITECTURE §5): answers become visible
 * only once their reach-out has k of them, and then only on the schedule's ticks, so neither
 * the first answers nor each later one can be watched arriving.
 */
export const releaseHeldAnswers = (db: Db) => repo.releaseHeld(db);
