/**
 * A topic title's limits and the topic corrections' wording as plain values (no zod): the
 * workspace's rename and move dialogs import them, and importing anything from
 * topic-corrections.ts brings its schemas into the web's first download of /dashboard.
 * topic-corrections.ts builds its schemas on these and re-exports them.
 */

export const TOPIC_TITLE_MIN = 2;
export const TOPIC_TITLE_MAX = 80;

export const TOPIC_CORRECTION_MSG = {
  titleTooShort: `The topic name must be at least ${TOPIC_TITLE_MIN} characters`,
  titleTooLong: `The topic name must be at most ${TOPIC_TITLE_MAX} characters`,
  renamed: 'Topic renamed',
  merged: 'Topics merged',
  moved: 'Insight moved',
  mergeIntoItself: 'A topic cannot be merged into itself',
  sameTopic: 'The insight is already in this topic',
  oneDestination: 'Choose a topic or name a new one, not both',
  noDestination: 'Choose a topic or name a new one',
  otherReachout: 'Answers to a reach-out stay with the topics of that reach-out',
} as const;
