import { NEWCOMER_DAYS } from '@voyce/contracts/anonymity';

/**
 * Who in a reach-out's audience counts towards k (sock puppets). An admin can create
 * accounts they control (or move real people) into a department and send to it: if those made
 * up all but one of k, the one real answer would stand alone. So k counts only members who
 * joined and were placed in the audience's departments NEWCOMER_DAYS before the send; everyone
 * newer, whoever added them, is treated as a possible puppet. The send needs k counted members,
 * and the answers are released only at k + uncounted answers: even if every uncounted member is
 * the sender's and answered, at least k answers are from people the sender does not control.
 */

/** The latest join and placement time that still counts towards k for a send at `now`. */
export const countsSince = (now: Date) => new Date(now.getTime() - NEWCOMER_DAYS * 86_400_000);

export type AudienceStanding = {
  /** Everyone the reach-out goes to. */
  total: number;
  /** Those who count towards k. */
  counted: number;
  /** Not counted: joined or moved in in the window by someone other than the sender. */
  newcomers: number;
  /** Not counted: invited by the sender, or placed in these departments by the sender in the window. */
  addedBySender: number;
};

export function standingOf(members: { counted: boolean; bySender: boolean }[]): AudienceStanding {
  const uncounted = members.filter((m) => !m.counted);
  const addedBySender = uncounted.filter((m) => m.bySender).length;
  return { total: members.length, counted: members.length - uncounted.length, newcomers: uncounted.length - addedBySender, addedBySender };
}
