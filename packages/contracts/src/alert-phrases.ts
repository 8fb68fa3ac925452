import { z } from './zod.ts';
import { zEmergencyType } from './ai.ts';

/**
 * Alert phrases (like Peakon's keyword alerts): words or phrases an organisation's
 * admin chooses that always raise an insight as a possible emergency of a chosen kind
 * ("please review"), whatever the AI made of it. Set in AI settings; the pipeline applies them.
 */

export const ALERT_PHRASE_MIN = 2;
export const ALERT_PHRASE_MAX_CHARS = 100;
/** Per organisation: a list this long is already more than anyone reads through. */
export const ALERT_PHRASES_MAX = 100;

export const ALERT_PHRASE_MSG = {
  phraseRequired: 'Enter a word or phrase',
  phraseMin: `Must be at least ${ALERT_PHRASE_MIN} characters`,
  phraseMax: `Must be at most ${ALERT_PHRASE_MAX_CHARS} characters`,
  needsLetter: 'An alert phrase needs at least one letter or number',
  kindRequired: 'Choose one of: violence, crime, threat, self_harm, harassment',
  chooseKind: 'Choose the kind it raises',
  duplicate: 'This alert phrase is already added',
  tooMany: `An organization can have at most ${ALERT_PHRASES_MAX} alert phrases`,
  notFound: 'Alert phrase not found',
  added: 'Alert phrase added',
  removed: 'Alert phrase removed',
  findError: 'Error fetching alert phrases',
  addError: 'Error adding alert phrase',
  removeError: 'Error removing alert phrase',
} as const;

const zUuid = z.uuid({ error: 'Invalid id' });

/**
 * A phrase as stored: trimmed, inner runs of white space made one space (so "knife  attack" and
 * "knife attack" are the same phrase), 2-100 characters, with something a text can contain.
 */
export const zAlertPhraseText = z.pipe(
  z.pipe(
    z.string({ error: ALERT_PHRASE_MSG.phraseRequired }),
    z.transform((s) => s.trim().replace(/\s+/gu, ' ')),
  ),
  z
    .string()
    .check(
      z.minLength(1, ALERT_PHRASE_MSG.phraseRequired),
      z.minLength(ALERT_PHRASE_MIN, ALERT_PHRASE_MSG.phraseMin),
      z.maxLength(ALERT_PHRASE_MAX_CHARS, ALERT_PHRASE_MSG.phraseMax),
      z.regex(/[\p{L}\p{N}]/u, ALERT_PHRASE_MSG.needsLetter),
    ),
);

export const zAlertPhraseKind = z.enum(zEmergencyType.options, { error: ALERT_PHRASE_MSG.kindRequired });

export const zAlertPhrase = z.object({
  id: z.string(),
  organizationId: z.string(),
  phrase: z.string(),
  kind: zEmergencyType,
  createdAt: z.string(),
});
export type AlertPhrase = z.infer<typeof zAlertPhrase>;

/** POST /findAlertPhrases {filter:{organizationId}} -> the organisation's phrases, by phrase. */
export const zFindAlertPhrasesRequest = z.strictObject({ filter: z.strictObject({ organizationId: zUuid }) });
export const zFindAlertPhrasesResponse = z.object({ entities: z.array(zAlertPhrase) });

/** POST /createAlertPhrase {entity:{organizationId, phrase, kind}}; the same phrase twice (any case) is 409. */
export const zCreateAlertPhraseRequest = z.strictObject({
  entity: z.strictObject({ organizationId: zUuid, phrase: zAlertPhraseText, kind: zAlertPhraseKind }),
});
export const zCreateAlertPhraseResponse = z.object({ entity: zAlertPhrase });
/** The add form (web): the call's rules, its kind chosen from a list ('' until then). */
export const zAlertPhraseForm = z.object({
  phrase: zAlertPhraseText,
  kind: z.enum(zEmergencyType.options, { error: ALERT_PHRASE_MSG.chooseKind }),
});

/** POST /deleteAlertPhrase {filter:{organizationId, id}}. */
export const zDeleteAlertPhraseRequest = z.strictObject({ filter: z.strictObject({ organizationId: zUuid, id: zUuid }) });
export const zDeleteAlertPhraseResponse = z.object({ id: z.string() });

/** What an insight carries when one of the organisation's alert phrases matched it (shown to leaders). */
export const zAlertPhraseMatch = z.object({ phrase: z.string(), kind: zEmergencyType });
export type AlertPhraseMatch = z.infer<typeof zAlertPhraseMatch>;

/** Whether the phrase is already in the list, ignoring case (the add form's check before it calls). */
export const alertPhraseTaken = (phrase: string, existing: { phrase: string }[]): boolean => {
  const key = phrase.trim().replace(/\s+/gu, ' ').toLowerCase();
  return existing.some((p) => p.phrase.toLowerCase() === key);
};
