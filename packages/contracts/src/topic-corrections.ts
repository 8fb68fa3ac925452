import { z } from './zod.ts';
import { TOPIC_CORRECTION_MSG, TOPIC_TITLE_MAX, TOPIC_TITLE_MIN } from './topic-title-rules.ts';

export { TOPIC_CORRECTION_MSG, TOPIC_TITLE_MAX, TOPIC_TITLE_MIN } from './topic-title-rules.ts';

/**
 * Topics leaders can correct: rename, merge two, move an insight, and the topics
 * that look alike by meaning. Every call's body may name the organisation (as elsewhere in the
 * workspace); the server takes it from the session.
 */

const zUuid = z.uuid({ error: 'Invalid id' });

/** A topic's title as a leader writes it: trimmed, 2-80 characters. */
export const zTopicTitle = z
  .string()
  .check(
    z.trim(),
    z.minLength(TOPIC_TITLE_MIN, TOPIC_CORRECTION_MSG.titleTooShort),
    z.maxLength(TOPIC_TITLE_MAX, TOPIC_CORRECTION_MSG.titleTooLong),
  );

/**
 * How alike two topics must be (cosine of their stored meaning vectors) to be suggested on the
 * explorer as a pair. The topic page lists its top candidates whatever their score. In the
 * sentence encoder's space workplace topics sit close (unrelated topics of the demo organisation
 * scored 0.80-0.86), so only near-duplicates are offered on the explorer (bench: topic-suggestions).
 */
export const SIMILAR_PAIR_THRESHOLD = 0.9;
/** Suggestions per topic, and pairs on the explorer. */
export const SIMILAR_TOPICS_LIMIT = 5;

export const zRenameTopicRequest = z.strictObject({ topicId: zUuid, title: zTopicTitle, organizationId: z.optional(zUuid) });
export const zRenameTopicResponse = z.object({ topicId: z.string(), title: z.string() });

export const zMergeTopicsRequest = z.strictObject({ targetTopicId: zUuid, sourceTopicId: zUuid, organizationId: z.optional(zUuid) });
export const zMergeTopicsResponse = z.object({ topicId: z.string(), count: z.number(), movedCount: z.number() });

export const zMoveSubmissionRequest = z.strictObject({
  submissionId: zUuid,
  topicId: z.optional(zUuid),
  newTopicTitle: z.optional(zTopicTitle),
  /** A new topic named after the insight's own label (what the AI called it) when no title is given. */
  newTopic: z.optional(z.boolean()),
  organizationId: z.optional(zUuid),
});
export const zMoveSubmissionResponse = z.object({
  submissionId: z.string(),
  topicId: z.string(),
  topicTitle: z.string(),
  /** The topic the insight left, and whether it was removed because it became empty. */
  fromTopicId: z.string(),
  fromTopicRemoved: z.boolean(),
});

export const zSimilarTopic = z.object({
  topicId: z.string(),
  topic: z.string(),
  count: z.number(),
  severity: z.number(),
  /** Cosine similarity of the two topics' meaning, -1..1. */
  similarity: z.number(),
});
export type SimilarTopic = z.infer<typeof zSimilarTopic>;

export const zFindSimilarTopicsRequest = z.strictObject({ topicId: zUuid, organizationId: z.optional(zUuid) });
export const zFindSimilarTopicsResponse = z.object({ entities: z.array(zSimilarTopic) });

export const zFindSimilarTopicPairsRequest = z.strictObject({ organizationId: z.optional(zUuid) });
export const zSimilarTopicPair = z.object({
  a: z.omit(zSimilarTopic, { similarity: true }),
  b: z.omit(zSimilarTopic, { similarity: true }),
  similarity: z.number(),
});
export type SimilarTopicPair = z.infer<typeof zSimilarTopicPair>;
export const zFindSimilarTopicPairsResponse = z.object({ entities: z.array(zSimilarTopicPair) });
