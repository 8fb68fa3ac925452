import type { InsightsService } from '../insights/insights.service.ts';
import type { AiProvider } from '../../ai/provider.ts';
import { DEFAULT_LANGUAGE } from '@voyce/contracts/languages';
import { supportTextOf } from '@voyce/contracts/settings';
import {
  ABOUT_DEPARTMENT_MSG,
  IDEMPOTENCY_MSG,
  zIdempotencyKey,
  type InsightDepartment,
  type MyMessage,
  type MySubmission,
} from '@voyce/contracts/employee';
import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@voyce/contracts/errors';
import type { UnmaskState } from '@voyce/contracts/insights';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { IdentityVault } from '../../lib/identity-vault.ts';
import { accountLanguage } from '../../db/account-language.ts';
import * as repo from './employee.repository.ts';
import {
  answeredReachouts,
  claimAnswer,
  fileInsight,
  findMyTags,
  rewriteLegacyAuthorship,
  withFreeOrdinal,
} from './authorship.repository.ts';
import { completeKey, takeKey } from './idempotency.repository.ts';
import { findReminder, setReminder } from './reminder.repository.ts';
import { minGroupSizeOf } from '../organizations/organizations.service.ts';

/** At start, once: older versions' linkable authorship rows rewritten (authorship.repository). */
export const rewriteOldAuthorship = (db: Db, vault: IdentityVault) => rewriteLegacyAuthorship(db, vault);

export type EmployeeDeps = {
  db: Db;
  vault: IdentityVault;
  /** The insight's state changes (the author's reply and answer to a reveal request). */
  insights: Pick<InsightsService, 'answerReveal' | 'addAuthorMessage'>;
  /** Only its in-process self-harm check, at the moment of sending. */
  ai: Pick<AiProvider, 'mayDescribeSelfHarm'>;
  /** Hands a new insight to the pipeline (pg-boss); a sweeper retries any that were missed. */
  enqueueSubmission: (submissionId: string, organizationId: string) => Promise<void>;
};

type SubmissionRow = Awaited<ReturnType<typeof repo.listMine>>[number];

export const unmaskState = (s: Pick<SubmissionRow, 'requestedUnmaskAt' | 'unmaskedAt' | 'declinedUnmaskedAt'>): UnmaskState =>
  s.unmaskedAt ? 'accepted' : s.declinedUnmaskedAt ? 'declined' : s.requestedUnmaskAt ? 'pending' : 'none';

const toMine = (s: SubmissionRow): MySubmission => ({
  id: s.id,
  body: s.body,
  status: s.closedAt ? 'closed' : 'open',
  // A held reach-out answer is processed as far as its author is concerned.
  stage: s.stage === 'held' ? 'processed' : s.stage,
  createdAt: s.createdAt.toISOString(),
  messageCount: s.messageCount,
  lastReplyAt: s.lastReplyAt?.toISOString() ?? null,
  unmaskState: unmaskState(s),
  reachoutId: s.reachoutId,
});

/**
 * The send's idempotency key, from the `Idempotency-Key` header or the body; both may
 * be given if they agree. Undefined when the client sent none.
 */
export function idempotencyKeyOf(header: string | string[] | undefined, body: string | undefined): string | undefined {
  if (Array.isArray(header)) throw badRequest(IDEMPOTENCY_MSG.invalidKey, { idempotencyKey: IDEMPOTENCY_MSG.invalidKey });
  if (header !== undefined && !zIdempotencyKey.safeParse(header).success)
    throw badRequest(IDEMPOTENCY_MSG.invalidKey, { idempotencyKey: IDEMPOTENCY_MSG.invalidKey });
  if (header !== undefined && body !== undefined && header !== body)
    throw badRequest(IDEMPOTENCY_MSG.keyMismatch, { idempotencyKey: IDEMPOTENCY_MSG.keyMismatch });
  return header ?? body;
}

/**
 * "Which department is this about?": a department of the organisation, never one of the author's
 * own (naming it would narrow them down to its members). The message says no more than the author
 * knows (it is their own request); an id of another organisation answers exactly as a missing one.
 */
export async function checkAboutDepartment(db: DbOrTx, organizationId: string, userId: string, departmentId: string): Promise<void> {
  const department = await repo.findDepartmentFor(db, organizationId, userId, departmentId);
  if (!department) throw badRequest(ABOUT_DEPARTMENT_MSG.invalid, { aboutDepartmentId: ABOUT_DEPARTMENT_MSG.invalid });
  if (department.mine) throw badRequest(ABOUT_DEPARTMENT_MSG.own, { aboutDepartmentId: ABOUT_DEPARTMENT_MSG.own });
  if (department.possibleAuthors < (await minGroupSizeOf(db, organizationId)))
    throw badRequest(ABOUT_DEPARTMENT_MSG.tooFew, { aboutDepartmentId: ABOUT_DEPARTMENT_MSG.tooFew });
}

export type SubmitOptions = {
  idempotencyKey?: string | undefined;
  /** "Which department is this about?": a department of the organisation, never one of the author's own. */
  aboutDepartmentId?: string | null | undefined;
};

/**
 * Runs `work` after every earlier call of this process under `key` has finished. A person's
 * insights take ordinals one after another (authorship.repository.ts): two filed at once meet
 * on the tag's unique index, and the second waited there for the first to commit while holding
 * a pool connection, several of them at once under load. Queued here, they wait without one.
 *
 * A call that finishes may hand a value on to the call queued behind it (`work` receives it,
 * else undefined): a filing hands on the next free ordinal it just made sure of, so the
 * filings queued behind it do not read the person's tags again (log2 of their insights in
 * round trips each). Nothing is kept once the queue is empty. An entry lasts as long as its
 * calls are in flight.
 */
function oneAtATime<H>() {
  const tails = new Map<string, Promise<void>>();
  const handed = new Map<string, H>();
  return async <T>(key: string, work: (handedOn: H | undefined) => Promise<{ value: T; handOn?: H }>): Promise<T> => {
    const before = tails.get(key);
    let finished!: () => void;
    const tail = new Promise<void>((resolve) => (finished = resolve));
    const chained = before ? before.then(() => tail) : tail;
    tails.set(key, chained);
    let handOn: H | undefined;
    try {
      if (before) await before;
      const handedOn = handed.get(key);
      handed.delete(key);
      const done = await work(handedOn);
      handOn = done.handOn;
      return done.value;
    } finally {
      // Only a call queued behind this one may take it.
      if (handOn !== undefined && tails.get(key) !== chained) handed.set(key, handOn);
      finished();
      if (tails.get(key) === chained) tails.delete(key);
    }
  };
}

export function createEmployeeService(deps: EmployeeDeps) {
  const filingOf = oneAtATime<number>();
  const { db, vault } = deps;
  const myTags = async (auth: AuthContext) => (await findMyTags(db, vault, auth.organizationId, auth.userId)).tags;

  async function own(auth: AuthContext, submissionId: string) {
    const row = await repo.findMine(db, auth.organizationId, await myTags(auth), submissionId);
    // Someone else's insight answers exactly like a missing one.
    if (!row) throw notFound('Insight not found');
    return row;
  }

  /** The support text an employee is shown: the organisation's own, else the default in their language. */
  async function supportTextFor(auth: AuthContext) {
    const [own, language] = await Promise.all([repo.supportText(db, auth.organizationId), accountLanguage(db, auth.userId)]);
    return supportTextOf(own, language ?? DEFAULT_LANGUAGE);
  }

  return {
    /** The departments an insight may be about: the organisation's, except the author's own. */
    async findInsightDepartments(auth: AuthContext): Promise<{ entities: InsightDepartment[] }> {
      const k = await minGroupSizeOf(db, auth.organizationId);
      return { entities: await repo.listOtherDepartments(db, auth.organizationId, auth.userId, k) };
    },

    /**
     * Files a new insight. The author is sealed in the vault in the same transaction. `claim`
     * runs first in that transaction (a reach-out answer claims its keyed answer tag, and
     * throws to refuse); whatever it throws rolls the insight back. Nothing written here names
     * the author: no row that does may share this transaction (ARCHITECTURE §5).
     */
    async submitInsight(
      auth: AuthContext,
      body: string,
      reachoutId: string | null = null,
      claim?: (tx: DbOrTx) => Promise<void>,
      options: SubmitOptions = {},
    ) {
      // The stored key is keyed by the person and names nobody (ARCHITECTURE §5); a reach-out
      // answer and an insight never share one.
      const key = options.idempotencyKey;
      const keyHash = key ? vault.idempotencyKey(auth.organizationId, auth.userId, `${reachoutId ?? 'insight'}:${key}`) : null;
      const aboutDepartmentId = options.aboutDepartmentId ?? null;
      // Checked before anything is written; a retry sends the same department again.
      if (aboutDepartmentId) await checkAboutDepartment(db, auth.organizationId, auth.userId, aboutDepartmentId);
      // The department is part of the request: the same key with another department is refused.
      const requestHash = keyHash
        ? createHash('sha256')
            .update(`${keyHash}\0${reachoutId ?? ''}\0${body}${aboutDepartmentId ? `\0about:${aboutDepartmentId}` : ''}`)
            .digest('base64url')
        : '';
      // One of this person's filings at a time; their tags are read before it, so it holds a
      // connection for its writes alone, and a filing queued behind another is handed the next
      // free ordinal instead of reading them again. A plain insight is one statement; a key or
      // a reach-out's claim must commit with it, in one transaction. Another replica's filing
      // at the same moment still meets it on the unique index: the loser tries the next ordinal.
      const result = await filingOf(`${auth.organizationId}:${auth.userId}`, async (handedOn) =>
        withFreeOrdinal(handedOn ?? (await findMyTags(db, vault, auth.organizationId, auth.userId)).next, async (next) => {
          const insight = { organizationId: auth.organizationId, userId: auth.userId, body, reachoutId, aboutDepartmentId };
          const filed = (row: { id: string; createdAt: Date; ordinal: number }) => ({
            value: { replay: false, id: row.id, createdAt: row.createdAt },
            handOn: row.ordinal + 1,
          });
          if (!keyHash && !claim) return filed(await fileInsight(db, vault, insight, next));
          return db.transaction(async (tx) => {
            if (keyHash) {
              const taken = await takeKey(tx, { organizationId: auth.organizationId, keyHash, requestHash });
              if (!taken.taken) {
                if (taken.requestHash !== requestHash || !taken.submissionId)
                  throw new AppError(ERROR_CODES.idempotencyKeyReused, 409, IDEMPOTENCY_MSG.reused);
                // The first send's answer: a new insight always starts 'submitted', on the key's day.
                return { value: { replay: true, id: taken.submissionId, createdAt: taken.day }, handOn: next };
              }
            }
            if (claim) await claim(tx);
            const row = await fileInsight(tx, vault, insight, next);
            if (keyHash) await completeKey(tx, auth.organizationId, keyHash, row.id);
            return filed(row);
          });
        }),
      );
      if (!result.replay) await deps.enqueueSubmission(result.id, auth.organizationId);
      // Someone who may be at risk sees where to turn at once (the organisation's words, else the
      // default in their account's language); the check stores nothing and the leaders' alert
      // comes through the pipeline as for any insight.
      const support = reachoutId === null && (await deps.ai.mayDescribeSelfHarm(body)) ? await supportTextFor(auth) : null;
      return {
        id: result.id,
        // A new insight always starts here (a replay answers the first send's answer).
        stage: 'submitted' as const,
        createdAt: result.createdAt.toISOString(),
        ...(support ? { supportText: support } : {}),
      };
    },

    /** Claims my one answer to a reach-out inside the answer's transaction; false if I answered already. */
    claimAnswer: (tx: DbOrTx, auth: AuthContext, reachoutId: string) =>
      claimAnswer(tx, vault, auth.organizationId, reachoutId, auth.userId),

    /** Of these reach-outs, the ones I answered. */
    answeredReachouts: (auth: AuthContext, reachoutIds: string[]) =>
      answeredReachouts(db, vault, auth.organizationId, auth.userId, reachoutIds),

    async findMySubmissions(auth: AuthContext): Promise<{ entities: MySubmission[] }> {
      const rows = await repo.listMine(db, auth.organizationId, await myTags(auth));
      return { entities: rows.map(toMine) };
    },

    async findMySubmissionMessages(auth: AuthContext, submissionId: string): Promise<{ submission: MySubmission; entities: MyMessage[] }> {
      const submission = await own(auth, submissionId);
      const rows = await repo.listMessages(db, auth.organizationId, submissionId);
      return {
        submission: toMine(submission),
        entities: rows.map((m) => ({
          id: m.id,
          body: m.body,
          createdBy: m.createdBy,
          fromName: m.createdBy === 'leader' ? [m.firstName, m.lastName].filter(Boolean).join(' ') || 'Leadership team' : null,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    async replyAsEmployee(auth: AuthContext, submissionId: string, body: string) {
      const submission = await own(auth, submissionId);
      if (submission.closedAt)
        throw new AppError(ERROR_CODES.submissionClosed, 409, 'This insight is closed and can no longer receive replies.');
      const id = await deps.insights.addAuthorMessage(auth.organizationId, submissionId, body);
      return { id };
    },

    async respondToUnmaskRequest(auth: AuthContext, submissionId: string, accept: boolean) {
      await own(auth, submissionId);
      return deps.insights.answerReveal(auth.organizationId, submissionId, accept);
    },

    /** Whether I get the weekly "Check MyVoyce" e-mail. */
    async findMyReminder(auth: AuthContext) {
      return { on: await findReminder(db, auth.organizationId, auth.userId) };
    },

    /**
     * Turns my weekly reminder on or off. It reads and writes nothing about insights: the next
     * weekly send takes whoever has it on, so the recipient list changes only at sends, and
     * never with news.
     */
    async setMyReminder(auth: AuthContext, on: boolean) {
      return { on: await setReminder(db, auth.organizationId, auth.userId, on) };
    },
  };
}
export type EmployeeService = ReturnType<typeof createEmployeeService>;
