import { z } from './zod.ts';
import { EMERGENCY_TYPES } from './emergency-types.ts';

export { EMERGENCY_TYPES, type EmergencyType } from './emergency-types.ts';

/**
 * What the AI assistant returns (ARCHITECTURE §1, §6). The local and the remote provider
 * both answer with these shapes; a remote answer that does not parse is discarded and the
 * local provider answers instead, so callers never see anything else.
 */

export const zEmergencyType = z.enum(EMERGENCY_TYPES);

/** Spec 1 §3 "Submission quality warnings exist". */
export const QUALITY_WARNINGS = [
  'duplicate',
  'violent',
  'too_short',
  'no_category',
  'no_departments',
  'multiple_subject_matters',
  'off_topic_reply',
] as const;
export const zQualityWarning = z.enum(QUALITY_WARNINGS);
export type QualityWarning = z.infer<typeof zQualityWarning>;

export const TONES = ['positive', 'neutral', 'negative'] as const;
export const zTone = z.enum(TONES);
export type Tone = z.infer<typeof zTone>;

/** Spec 1 §9 impact categories (reachoutCategory on a submission). */
export const IMPACT_CATEGORIES = ['gold', 'silver', 'bronze'] as const;
export const zImpactCategory = z.enum(IMPACT_CATEGORIES);
export type ImpactCategory = z.infer<typeof zImpactCategory>;

/** Spec 1 §3: 1 Low, 2 Medium, 3 High, 4 Critical. */
export const zSeverity = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type Severity = z.infer<typeof zSeverity>;

export const TOPIC_LABEL_MAX = 60;

export const zInsightClassification = z.object({
  theme: z.string().check(z.minLength(1)),
  /** A short noun phrase naming the subject, e.g. 'Broken VPN access'; used when a new topic is created. */
  topicLabel: z.string().check(z.minLength(1), z.maxLength(TOPIC_LABEL_MAX)),
  /** The id of the candidate topic this insight belongs to, or null for a new topic. */
  matchedTopicId: z.nullable(z.string()),
  /** A better title for the matched topic now that this insight joins it (what its insights share); left out: keep it. */
  matchedTopicLabel: z.optional(z.string().check(z.minLength(1), z.maxLength(TOPIC_LABEL_MAX))),
  /** Similarity to the matched (or best) candidate, 0..1. */
  matchScore: z.number().check(z.gte(0), z.lte(1)),
  severity: zSeverity,
  emergencyTypes: z.array(zEmergencyType),
  /**
   * Kinds the model thinks possible but not certain: shown and mailed as "possible — please
   * review", never as a confirmed emergency. Where a mistake can hurt a person we raise rather
   * than stay silent, and say how sure we are.
   */
  possibleEmergencyTypes: z._default(z.array(zEmergencyType), []),
  /**
   * ISO 639-1 code of the text's language ('und' when too short to tell). Anything but 'en' is
   * not classified as if it were English: leaders are told to read it themselves.
   */
  language: z._default(z.string().check(z.minLength(2), z.maxLength(3)), 'en'),
  qualityWarnings: z.array(zQualityWarning),
  tone: zTone,
  impactCategory: zImpactCategory,
  departmentIds: z.array(z.string()),
  keywords: z.array(z.string()),
});
export type InsightClassification = z.infer<typeof zInsightClassification>;

/** Spec 1 §3 insightsSummary[0]: Executive Summary plus Suggested Prioritized Actions. */
export const zTopicSummary = z.object({
  executiveSummary: z.object({
    keyTakeaway: z.string(),
    risks: z.array(z.string()),
    opportunities: z.array(z.string()),
  }),
  suggestedActions: z.array(
    z.object({
      action: z.string(),
      potentialImpact: z.string(),
      challenges: z.string(),
      supportingReasoning: z.string(),
    }),
  ),
});
export type TopicSummary = z.infer<typeof zTopicSummary>;

/** Spec 1 §3 Reachout aiSummary: topics list, summary, sections of bullet points. */
export const zReachoutSummary = z.object({
  topics: z.array(z.string()),
  summary: z.string(),
  sections: z.array(z.object({ name: z.string(), bulletPoints: z.array(z.string()) })),
});
export type ReachoutSummary = z.infer<typeof zReachoutSummary>;

/** The create-reach-out wizard's AI help (spec 2): a title and a polished message. */
export const zEnhancedReachout = z.object({
  title: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
});
export type EnhancedReachout = z.infer<typeof zEnhancedReachout>;
