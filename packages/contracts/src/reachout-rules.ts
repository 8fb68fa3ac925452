import { MSG } from './messages.ts';

/**
 * The reach-out constants and wording, without zod: the web imports its values from here, as
 * importing anything from reachouts.ts brings every schema of that file into the web bundle
 * (ARCHITECTURE §8 budgets). reachouts.ts re-exports all of it, so server code is unchanged.
 */

/** Wording of the reach-out answers and errors (spec 1 §2, §8; spec 2 §5). */
export const REACHOUT_MSG = {
  audienceRequired: 'At least one audience must be selected',
  sendAsRequired: 'Please choose how you want to send the reach out',
  messageRequired: MSG.fieldEmpty,
  notFound: 'Failed to load reachout',
  noOrganization: 'No organization ID found',
  exportInvalid: 'Export failed: Invalid response format',
  empty: 'no reachouts yet',
  openTooltip: 'Open for responses',
  closedTooltip: 'Closed for responses',
  sent: 'Your reach-out was sent.',
  closed: 'Response intake closed',
  reopened: 'Response intake reopened',
  /** MyVoyce: answering a reach-out whose intake the leaders closed. */
  intakeClosed: 'This reach-out is closed for responses.',
  /** MyVoyce: one answer per employee (follow up in the answer's conversation). */
  alreadyAnswered: 'You have already answered this reach-out.',
  answered: 'Your answer was sent anonymously.',
  /** An audience department that is not (or no longer) the organisation's. */
  unknownDepartment: 'One of the selected departments no longer exists',
  /** A translation into English: title and body are the original, in English. */
  translationIsOriginal: 'Title and message are the English original; add translations into the other languages only',
  translationDuplicate: 'Give at most one translation per language',
  /** /updateReachout with neither a status nor translations. */
  updateEmpty: 'Give a status or translations to change',
  translationsSaved: 'Translations saved',
} as const;

export const REACHOUT_PAGE_SIZE = 10;
export const REACHOUT_STATUSES = ['Open', 'Closed'] as const;
export const SEND_AS = ['myself', 'organization'] as const;
/** Spec 1 §9, in its order; Custom Range is the default. Sent as filter.mostRecent. */
export const REACHOUT_PERIODS = ['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'This Month', 'Custom Range'] as const;
export const REACHOUT_ORDERS = ['latest', 'earliest'] as const;
/** Spec 1 §4: engagement under 50% high-criticality colour, under 75% medium, otherwise positive. */
export const ENGAGEMENT_THRESHOLDS = { low: 50, medium: 75 } as const;

export const REACHOUT_TITLE_MAX = 200;
export const REACHOUT_MESSAGE_MAX = 5000;
export const REACHOUT_OBJECTIVE_MAX = 2000;
export const REACHOUT_PROMPT_MAX = 5000;

/** Spec 1 §9: AI Enhance gives up after 15 s. */
export const PARTICIPATION_MESSAGE_TIMEOUT_MS = 15_000;
