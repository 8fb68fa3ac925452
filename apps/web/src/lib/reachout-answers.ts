/**
 * Reach-out answers count by one rule on every page: the dashboard and the explorer
 * both leave them out (spec 1 §7's explorer sends noReachout) unless their "Include reach-out
 * answers" switch is on; the switch sits in the URL as `reachouts=include`.
 */
export const REACHOUTS_INCLUDED = 'include';

export const includesReachouts = (f: { reachouts: string }) => f.reachouts === REACHOUTS_INCLUDED;

/** What a request adds for the rule: noReachout, unless the answers are included. */
export const reachoutRule = (f: { reachouts: string }): { noReachout?: true } => (includesReachouts(f) ? {} : { noReachout: true });
