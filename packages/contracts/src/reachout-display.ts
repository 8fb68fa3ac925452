/**
 * How a reach-out is named wherever it appears: the history, its page, the CSV exports,
 * MyVoyce (spec 1 §2). No zod here: the web imports these from this file, as
 * importing anything from reachouts.ts brings that file's schemas into the web bundle
 * (reachout-rules.ts); reachouts.ts re-exports all of it for the server.
 */

/** About how long a title made from the message may be (the ellipsis comes on top). */
export const REACHOUT_TITLE_EXCERPT_MAX = 60;

/** What naming a reach-out needs; the AI topics only where leaders see them (never in MyVoyce). */
export interface ReachoutTitled {
  title: string;
  body: string;
  aiSummary?: { topics: readonly string[] } | null;
}

/** The message on one line; past `max` characters cut at a word boundary, with an ellipsis. */
export function messageExcerpt(body: string, max = REACHOUT_TITLE_EXCERPT_MAX): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  // The last space at or before `max`; a first word longer than half the room is cut inside.
  const space = text.lastIndexOf(' ', max);
  const head = space >= max / 2 ? text.slice(0, space) : text.slice(0, max);
  return `${head.replace(/[\s,;:.!?…-]+$/u, '')}…`;
}

/**
 * The one title fallback (spec 1 §2): the title; else the first AI topic (present for leaders
 * once enough people answered); else the start of the message (messageExcerpt).
 */
export function reachoutDisplayTitle(r: ReachoutTitled): string {
  return r.title.trim() || r.aiSummary?.topics[0]?.trim() || messageExcerpt(r.body);
}

/** True when the title shown is the whole message: a page then shows it once, as the heading. */
export function titleIsWholeMessage(r: ReachoutTitled): boolean {
  return reachoutDisplayTitle(r) === r.body.replace(/\s+/g, ' ').trim();
}

/**
 * The answers a held reach-out waits for before anything about them shows: k plus its audience's
 * newcomers (`answersNeeded`), or k where a server does not say.
 */
export const answersNeededOf = (r: { answersNeeded?: number | undefined; minGroupSize: number }): number =>
  r.answersNeeded ?? r.minGroupSize;
