import type { DbOrTx } from '../../db/client.ts';
import * as repo from './reachouts.repository.ts';

/**
 * The k a reach-out's answers are held to. Each answer was written under the promise
 * of the k in force then; it keeps it, and so does every figure that covers it. A reach-out
 * stores the organisation's k when it is sent and takes every later raise while it is open
 * (the only time answers are written), so its stored k is the largest any of its answers was
 * written under. It is held to the greater of that and the organisation's k now: raising k
 * hides more at once, lowering it never releases or shows what was promised a larger k. One
 * value per reach-out, shared by all its answers: nothing in it tells one answer from another.
 */
export const heldK = (stored: number | null, organizationK: number): number => Math.max(stored ?? 0, organizationK);

/**
 * A raise of k reaches the organisation's open reach-outs: answers written from now on are
 * promised the new k, and a later lowering must not take it from them. Closed ones take no
 * answers; they take the raise when reopened (reachouts.repository setStatus). Run in the
 * transaction that changes k, after locking the organisation's row.
 */
export const raiseOpenReachouts = (tx: DbOrTx, organizationId: string, k: number) => repo.raiseOpenReachouts(tx, organizationId, k);
