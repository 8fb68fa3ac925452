import { MSG, lessThanChars } from '@voyce/contracts/messages';
import { REACHOUT_MESSAGE_MAX, REACHOUT_MSG, REACHOUT_OBJECTIVE_MAX, REACHOUT_TITLE_MAX } from '@voyce/contracts/reachout-rules';
import type { Language } from '@voyce/contracts/languages';
import type { SendAs } from '@voyce/contracts/reachouts';
import type { EnhancedMessage, SendInput } from '../../api/reachouts';

/** The create-reach-out wizard's draft (spec 2 §3 'Reach out' and its wizard extras). */
export type WizardDraft = {
  message: string;
  objective: string;
  /** The AI's version, once AI Enhance answered. */
  ai: EnhancedMessage | null;
  selectedVersion: 'original' | 'ai';
  title: string;
  departmentIds: string[];
  sendAs: SendAs | null;
  /** The leader's translations of the title and question into other MyVoyce languages. */
  translations: DraftTranslation[];
};

/** One translation: never English (the original is), at most one per language. */
export type DraftTranslation = { language: Exclude<Language, 'en'>; title: string; body: string };

export const EMPTY_DRAFT: WizardDraft = {
  message: '',
  objective: '',
  ai: null,
  selectedVersion: 'original',
  title: '',
  departmentIds: [],
  sendAs: null,
  translations: [],
};

/** Spec 2 §5: AI Enhance needs a message and an objective. */
export const canEnhance = (d: WizardDraft): boolean => d.message.trim() !== '' && d.objective.trim() !== '';

/** The message that is sent: the AI's when chosen (and it has one), else the leader's own. */
export const finalMessage = (d: WizardDraft): string => (d.selectedVersion === 'ai' && d.ai?.message ? d.ai.message : d.message);

export type DraftErrors = Partial<Record<'message' | 'objective' | 'title' | 'departmentIds' | 'sendAs', string>> & {
  /** Per translation (same order as the draft's): its question's or title's problem. */
  translations?: (string | undefined)[];
};

const tooLong = (text: string, max: number) => (text.length > max ? lessThanChars(max) : undefined);

/**
 * The request for a draft, or the messages per field. The rules and words are those of the
 * contract's zSendParticipationMessageRequest (wizard-rules.test.ts checks they agree); they
 * are written out here because importing the zod schemas costs the web ~2.4 KB gzip of its
 * 350 KB budget (ARCHITECTURE §8).
 */
export function checkDraft(organizationId: string, d: WizardDraft): { request: SendInput | null; errors: DraftErrors } {
  const message = finalMessage(d).trim();
  const title = d.title.trim();
  const objective = d.objective.trim();
  const found: DraftErrors = {
    message: message === '' ? MSG.fieldEmpty : tooLong(message, REACHOUT_MESSAGE_MAX),
    title: tooLong(title, REACHOUT_TITLE_MAX),
    objective: tooLong(objective, REACHOUT_OBJECTIVE_MAX),
    departmentIds: d.departmentIds.length === 0 ? REACHOUT_MSG.audienceRequired : undefined,
    sendAs: d.sendAs ? undefined : REACHOUT_MSG.sendAsRequired,
  };
  const errors = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as DraftErrors;
  const translations = d.translations.map((tr) => ({ language: tr.language, title: tr.title.trim(), body: tr.body.trim() }));
  const translationErrors = translations.map(
    (tr) => (tr.body === '' ? MSG.fieldEmpty : tooLong(tr.body, REACHOUT_MESSAGE_MAX)) ?? tooLong(tr.title, REACHOUT_TITLE_MAX),
  );
  if (translationErrors.some(Boolean)) errors.translations = translationErrors;
  if (Object.keys(errors).length > 0 || !d.sendAs) return { request: null, errors };
  const request: SendInput = { organizationId, message, title, departmentIds: d.departmentIds, objective, sendAs: d.sendAs };
  if (translations.length > 0)
    request.translations = translations.map((tr) => ({ language: tr.language, body: tr.body, ...(tr.title ? { title: tr.title } : {}) }));
  return { request, errors };
}

/** The errors that block leaving step 1 (the message and objective); step 2 checks the rest. */
export function composeErrors(organizationId: string, d: WizardDraft): DraftErrors {
  const { errors } = checkDraft(organizationId, d);
  return { ...(errors.message ? { message: errors.message } : {}), ...(errors.objective ? { objective: errors.objective } : {}) };
}
