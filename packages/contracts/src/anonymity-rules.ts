// The anonymity rules as plain values (no zod): the reach-out wizard and the settings import
// them, and importing anything from anonymity.ts brings its schema into the web's first download
// of /dashboard. anonymity.ts builds its schema on these and re-exports them.

/**
 * The minimum group size k (ARCHITECTURE §5): no answer, figure or breakdown over people chosen
 * by their attributes is shown for fewer than k people. Each organisation has its own k; an
 * admin may change it but never below the floor.
 */
export const MIN_GROUP_SIZE_DEFAULT = 5;
export const MIN_GROUP_SIZE_FLOOR = 3;
export const MIN_GROUP_SIZE_MAX = 50;

/**
 * Sock puppets: an audience member counts towards a reach-out's k only once they
 * joined the organisation and were placed in the audience's department at least this many days
 * before the send. Anyone newer could be an account the sender (or a colleague, or an import)
 * just made or moved there, so the send needs k members beyond them and the answers are held
 * until k answers beyond them arrived.
 */
export const NEWCOMER_DAYS = 14;

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

export const ANONYMITY_MSG = {
  /** Wizard and /sendParticipationMessage when the audience is below k. */
  audienceTooSmall: (k: number, n: number) =>
    `A reach-out needs at least ${k} recipients so that answers stay anonymous. This audience has ${n}.`,
  /** The wizard's live audience line. */
  audienceSize: (n: number) => (n === 1 ? '1 person will receive this reach-out.' : `${n} people will receive this reach-out.`),
  audienceMinimum: (k: number) => `Reach-outs go to at least ${k} people, so no answer can be traced to one person.`,
  /** The wizard's line when some of the audience do not count towards k (sock puppets). */
  audienceCounted: (k: number, counted: number, total: number) => `${counted} of ${total} count towards the minimum group size of ${k}.`,
  /** Why the others do not count: newcomers (moved or joined by anyone) and the sender's own. */
  audienceNotCounted: (newcomers: number, addedByYou: number) =>
    [
      newcomers > 0 &&
        `${people(newcomers)} joined or ${newcomers === 1 ? 'was' : 'were'} moved into these departments in the last ${NEWCOMER_DAYS} days`,
      addedByYou > 0 && `${people(addedByYou)} ${addedByYou === 1 ? 'was' : 'were'} added or moved there by you`,
    ]
      .filter(Boolean)
      .join('; ') + '.',
  /** /sendParticipationMessage when the audience has k people but fewer than k who count. */
  audienceTooNew: (k: number, counted: number, total: number) =>
    `A reach-out needs at least ${k} recipients who have been in these departments for ${NEWCOMER_DAYS} days, so that answers stay anonymous. ${counted} of ${total} count towards the minimum group size of ${k}.`,
  /** A reach-out's answers, tone, pulse, impact and engagement until k answered. */
  responsesHidden: (k: number) => `Responses appear once at least ${k} people have answered`,
  /** A figure over fewer than k people, in the UI, reports and CSV exports. */
  fewerThan: (k: number) => `fewer than ${k}`,
  /** MyVoyce: the rule, told to the employee. */
  employeeRule: (k: number) =>
    `Leaders see answers to a reach-out only once at least ${k} people have answered, and never who answered. Times are kept to the day.`,
  revealAlreadyRequested: 'A reveal was already requested for this insight. It can be asked only once.',
  summaryHidden: (k: number) => `A summary can be made once at least ${k} people have answered.`,
  shareLeadersOnly: 'Reach-outs and topics can be shared only with leaders of your organization.',
  minGroupSizeRange: `Must be a whole number from ${MIN_GROUP_SIZE_FLOOR} to ${MIN_GROUP_SIZE_MAX}`,
  /** Settings: what k means. */
  minGroupSizeHelp: 'Reach-outs need at least this many recipients, and their answers stay hidden until this many have answered.',
} as const;

/**
 * Times of anonymous content (insights, reach-out answers, employee messages, reveal answers and
 * their timeline entries) are stored and sent as the start of their UTC day, never the moment:
 * a time to the second would tie an insight to a sign-in or a badge swipe. Show them as a date.
 */
export const ANONYMOUS_TIME_PRECISION = 'day' as const;

/** The start of a moment's UTC day: what a time of anonymous content is stored as. */
export const startOfUtcDay = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
