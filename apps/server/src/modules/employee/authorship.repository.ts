import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reachoutAnswerClaims, reachoutRecipients, submissionAuthors, submissions } from '../../db/schema/index.ts';
import { AUTHOR_TAG_PREFIX, type IdentityVault } from '../../lib/identity-vault.ts';
import { insertInsight } from '../insights/insight-writes.sql.ts';

/**
 * Who wrote what, kept so that the database alone links nobody (ARCHITECTURE §5): each insight
 * has its own sealed author and its own tag; a person's insights are found only by recomputing
 * their tags with the identity key. The one owner of submission_authors and answer claims.
 */

const BATCH = 32;
/** The unique tag index is partial: the query names its predicate so PostgreSQL uses it. */
const isTag = sql`${submissionAuthors.authorLookup} like ${sql.raw(`'${AUTHOR_TAG_PREFIX}%'`)}`;

/**
 * This person's insight tags that exist, and the next free ordinal. The ordinals are read in
 * batches of BATCH until one batch finds nothing (a rolled-back insert may leave a gap); each
 * round trip reads twice as many batches as the one before, so a person with n insights costs
 * about log2(n / BATCH) round trips instead of n / BATCH (each one held a pool connection).
 */
export async function findMyTags(db: DbOrTx, vault: IdentityVault, organizationId: string, userId: string) {
  const found: string[] = [];
  let next = 0;
  for (let start = 0, batches = 1; ; start += batches * BATCH, batches *= 2) {
    const tags = Array.from({ length: batches * BATCH }, (_, i) => vault.authorTag(organizationId, userId, start + i));
    const rows = await db
      .select({ tag: submissionAuthors.authorLookup })
      .from(submissionAuthors)
      .where(and(eq(submissionAuthors.organizationId, organizationId), inArray(submissionAuthors.authorLookup, tags), isTag));
    const present = new Set(rows.map((r) => r.tag));
    for (let b = 0; b < batches; b++) {
      const batch = tags.slice(b * BATCH, (b + 1) * BATCH);
      if (!batch.some((t) => present.has(t))) return { tags: found, next };
      batch.forEach((t, i) => {
        if (present.has(t)) {
          found.push(t);
          next = start + b * BATCH + i + 1;
        }
      });
    }
  }
}

/**
 * Files an insight with its sealed author and the tag of ordinal `known` (else the author's
 * next free one, read here), in one statement: on its own it is its own transaction, and the
 * pool connection is held for one round trip instead of four (begin, two inserts, commit),
 * which was what a person's queued filings waited for under load. The insight keeps only its
 * day. `aboutDepartmentId` is the department the author chose (checked by the caller: never one
 * of their own). Two insights filed at once by one person race for an ordinal: the loser fails
 * on the tag's unique index, writing nothing (isTakenTag; withFreeOrdinal tries the next).
 */
export async function fileInsight(
  db: DbOrTx,
  vault: IdentityVault,
  v: { organizationId: string; userId: string; body: string; reachoutId?: string | null; aboutDepartmentId?: string | null },
  known?: number,
) {
  const ordinal = known ?? (await findMyTags(db, vault, v.organizationId, v.userId)).next;
  const { rows } = await db.execute<{ id: string; stage: string; created_at: string | Date }>(sql`
    with s as (${insertInsight(db, v).getSQL()}),
    a as (insert into ${submissionAuthors} (submission_id, organization_id, author_ref, author_lookup)
      select s.id, ${v.organizationId}, ${vault.seal(v.organizationId, v.userId)}, ${vault.authorTag(v.organizationId, v.userId, ordinal)} from s)
    select id, stage, created_at from s`);
  const row = rows[0]!;
  return {
    id: row.id,
    stage: row.stage as (typeof submissions.$inferSelect)['stage'],
    createdAt: new Date(row.created_at),
    ordinal,
  };
}

/** PostgreSQL's refusal of a tag another filing of the same person took first. */
export const isTakenTag = (e: unknown) => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pg = err?.code ? err : err?.cause;
  return pg?.code === '23505' && pg.constraint === 'submission_authors_tag_idx';
};

/**
 * Runs `file` with ordinal `next`, and again with the following ordinal each time another
 * filing of the same person (another replica's, at the same moment) took it first. `file` must
 * write nothing when it fails: one statement, or a whole transaction.
 */
export async function withFreeOrdinal<T>(next: number, file: (ordinal: number) => Promise<T>): Promise<T> {
  for (let ordinal = next; ; ordinal++) {
    try {
      return await file(ordinal);
    } catch (e) {
      if (!isTakenTag(e)) throw e;
    }
  }
}

/** `submissions.id in (my insights)`, for the MyVoyce queries. */
export const authoredBy = (organizationId: string, tags: string[]) =>
  tags.length === 0
    ? sql`false`
    : sql`${submissions.id} in (select ${submissionAuthors.submissionId} from ${submissionAuthors}
        where ${submissionAuthors.organizationId} = ${organizationId} and ${inArray(submissionAuthors.authorLookup, tags)} and ${isTag})`;

/**
 * Claims this person's one answer to a reach-out, in the answer's transaction. False when they
 * answered already. The claim is a keyed tag: the row names nobody without the key.
 */
export async function claimAnswer(tx: DbOrTx, vault: IdentityVault, organizationId: string, reachoutId: string, userId: string) {
  const rows = await tx
    .insert(reachoutAnswerClaims)
    .values({ organizationId, reachoutId, claim: vault.answerClaim(organizationId, reachoutId, userId) })
    .onConflictDoNothing()
    .returning({ claim: reachoutAnswerClaims.claim });
  return rows.length > 0;
}

/** Of these reach-outs, the ones this person answered. */
export async function answeredReachouts(db: DbOrTx, vault: IdentityVault, organizationId: string, userId: string, reachoutIds: string[]) {
  if (reachoutIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ reachoutId: reachoutAnswerClaims.reachoutId })
    .from(reachoutAnswerClaims)
    .where(
      and(
        eq(reachoutAnswerClaims.organizationId, organizationId),
        inArray(
          reachoutAnswerClaims.claim,
          reachoutIds.map((id) => vault.answerClaim(organizationId, id, userId)),
        ),
      ),
    );
  return new Set(rows.map((r) => r.reachoutId));
}

/**
 * Rewrites what older versions stored in the clear-linkable form: a stable pseudonym shared by
 * all of an author's insights, and the recipient's "answered" flag written with the answer. Run
 * at start; a no-op once done (both reads use partial indexes that are empty then). It needs the
 * key, so a migration cannot do it. One transaction per person: their free ordinals are read once.
 */
export async function rewriteLegacyAuthorship(db: Db, vault: IdentityVault): Promise<{ insights: number; answers: number }> {
  const legacy = await db
    .select({ id: submissionAuthors.submissionId, organizationId: submissionAuthors.organizationId, ref: submissionAuthors.authorRef })
    .from(submissionAuthors)
    .where(sql`not (${isTag})`);
  const byPerson = new Map<string, { organizationId: string; userId: string; ids: string[] }>();
  for (const row of legacy) {
    const userId = vault.open(row.organizationId, row.ref);
    const key = `${row.organizationId}:${userId}`;
    const person = byPerson.get(key) ?? { organizationId: row.organizationId, userId, ids: [] };
    person.ids.push(row.id);
    byPerson.set(key, person);
  }
  for (const { organizationId, userId, ids } of byPerson.values()) {
    await db.transaction(async (tx) => {
      let { next } = await findMyTags(tx, vault, organizationId, userId);
      for (const id of ids) {
        await tx
          .update(submissionAuthors)
          .set({ authorLookup: vault.authorTag(organizationId, userId, next++), authorRef: vault.seal(organizationId, userId) })
          .where(eq(submissionAuthors.submissionId, id));
      }
    });
  }
  const flags = await db
    .select({
      organizationId: reachoutRecipients.organizationId,
      reachoutId: reachoutRecipients.reachoutId,
      userId: reachoutRecipients.userId,
    })
    .from(reachoutRecipients)
    .where(eq(reachoutRecipients.answered, true));
  for (const f of flags) {
    await db.transaction(async (tx) => {
      await claimAnswer(tx, vault, f.organizationId, f.reachoutId, f.userId);
      await tx
        .update(reachoutRecipients)
        .set({ answered: false })
        .where(
          and(
            eq(reachoutRecipients.organizationId, f.organizationId),
            eq(reachoutRecipients.reachoutId, f.reachoutId),
            eq(reachoutRecipients.userId, f.userId),
          ),
        );
    });
  }
  return { insights: legacy.length, answers: flags.length };
}
