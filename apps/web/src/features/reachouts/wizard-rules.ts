import { zSendParticipationMessageRequest, type SendAs } from '@voyce/contracts/reachouts';
import type { EnhancedMessage } from './api/generate-participation-message';

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
};

export const EMPTY_DRAFT: WizardDraft = {
  message: '',
  objective: '',
  ai: null,
  selectedVersion: 'original',
  title: '',
  departmentIds: [],
  sendAs: null,
};

/** Spec 2 §5: AI Enhance needs a message and an objective. */
export const canEnhance = (d: WizardDraft): boolean => d.message.trim() !== '' && d.objective.trim() !== '';

/** The message that is sent: the AI's when chosen (and it has one), else the leader's own. */
export const finalMessage = (d: WizardDraft): string => (d.selectedVersion === 'ai' && d.ai?.message ? d.ai.message : d.message);

export type DraftErrors = Partial<Record<'message' | 'objective' | 'title' | 'departmentIds' | 'sendAs', string>>;

/** The request for a draft, or the contract's messages per field (one set of rules: the contract's). */
export function checkDraft(organizationId: string, d: WizardDraft) {
  const parsed = zSendParticipationMessageRequest.safeParse({
    organizationId,
    message: finalMessage(d),
    title: d.title,
    departmentIds: d.departmentIds,
    objective: d.objective,
    sendAs: d.sendAs ?? undefined,
  });
  if (parsed.success) return { request: parsed.data, errors: {} as DraftErrors };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof DraftErrors;
    errors[field] ??= issue.message;
  }
  return { request: null, errors };
}

/** The errors that block leaving step 1 (the message and objective); step 2 checks the rest. */
export function composeErrors(organizationId: string, d: WizardDraft): DraftErrors {
  const { errors } = checkDraft(organizationId, d);
  return { ...(errors.message ? { message: errors.message } : {}), ...(errors.objective ? { objective: errors.objective } : {}) };
}
