import { REACHOUT_MESSAGE_MAX, REACHOUT_MSG, zSendParticipationMessageRequest } from '@voyce/contracts/reachouts';
import { describe, expect, it } from 'vitest';
import { canEnhance, checkDraft, composeErrors, EMPTY_DRAFT, finalMessage, type WizardDraft } from './wizard-rules';

const ORG = '7b1c3f9e-2a4d-4e8b-9c1a-0d2e3f4a5b6c';
const DEPT = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';

describe('the create-reach-out wizard rules (spec 2 §5)', () => {
  it('offers AI Enhance only with a message and an objective', () => {
    expect(canEnhance(EMPTY_DRAFT)).toBe(false);
    expect(canEnhance({ ...EMPTY_DRAFT, message: 'How is the rota?' })).toBe(false);
    expect(canEnhance({ ...EMPTY_DRAFT, message: 'How is the rota?', objective: ' ' })).toBe(false);
    expect(canEnhance({ ...EMPTY_DRAFT, message: 'How is the rota?', objective: 'Fix it' })).toBe(true);
  });

  it('sends the AI version only when it is chosen', () => {
    const ai = { title: 'Rota', message: 'How is the new rota working for you?' };
    expect(finalMessage({ ...EMPTY_DRAFT, message: 'mine', ai })).toBe('mine');
    expect(finalMessage({ ...EMPTY_DRAFT, message: 'mine', ai, selectedVersion: 'ai' })).toBe(ai.message);
  });

  it('needs a message to leave step 1', () => {
    expect(composeErrors(ORG, EMPTY_DRAFT).message).toBeTruthy();
    expect(composeErrors(ORG, { ...EMPTY_DRAFT, message: 'Hello' })).toEqual({});
  });

  it("says 'At least one audience must be selected' and 'Please choose how you want to send the reach out'", () => {
    const { request, errors } = checkDraft(ORG, { ...EMPTY_DRAFT, message: 'Hello' });
    expect(request).toBeNull();
    expect(errors.departmentIds).toBe(REACHOUT_MSG.audienceRequired);
    expect(errors.sendAs).toBe(REACHOUT_MSG.sendAsRequired);
  });

  it('builds the request for a complete draft', () => {
    const { request } = checkDraft(ORG, { ...EMPTY_DRAFT, message: ' Hello ', departmentIds: [DEPT], sendAs: 'myself', title: 'T' });
    expect(request).toEqual({ organizationId: ORG, message: 'Hello', title: 'T', departmentIds: [DEPT], objective: '', sendAs: 'myself' });
  });

  // The wizard's own checks must say what the contract (and so the server) says.
  const drafts: WizardDraft[] = [
    EMPTY_DRAFT,
    { ...EMPTY_DRAFT, message: '   ', departmentIds: [DEPT], sendAs: 'organization' },
    { ...EMPTY_DRAFT, message: 'x'.repeat(REACHOUT_MESSAGE_MAX + 1), departmentIds: [DEPT], sendAs: 'myself' },
    { ...EMPTY_DRAFT, message: 'Hi', title: 't'.repeat(201), objective: 'o'.repeat(2001) },
    { ...EMPTY_DRAFT, message: 'Hi', departmentIds: [DEPT] },
    { ...EMPTY_DRAFT, message: ' Hi ', objective: ' why ', title: ' T ', departmentIds: [DEPT], sendAs: 'myself' },
  ];
  it.each(drafts.map((d, i) => [i, d] as const))('agrees with the contract on draft %i', (_i, d) => {
    const { request, errors } = checkDraft(ORG, d);
    const parsed = zSendParticipationMessageRequest.safeParse({
      organizationId: ORG,
      message: finalMessage(d),
      title: d.title,
      departmentIds: d.departmentIds,
      objective: d.objective,
      sendAs: d.sendAs ?? undefined,
    });
    const contractErrors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) contractErrors[String(issue.path[0])] ??= issue.message;
    expect(errors).toEqual(contractErrors);
    expect(request).toEqual(parsed.success ? parsed.data : null);
  });

  it("sends the translations the contract accepts, and needs each one's question", () => {
    const ready: WizardDraft = { ...EMPTY_DRAFT, message: 'How is the rota?', departmentIds: [DEPT], sendAs: 'myself' };
    const blank = checkDraft(ORG, { ...ready, translations: [{ language: 'es', title: 'Turnos', body: ' ' }] });
    expect(blank.request).toBeNull();
    expect(blank.errors.translations).toEqual([expect.stringMatching(/\w/)]);
    const { request } = checkDraft(ORG, {
      ...ready,
      translations: [
        { language: 'es', title: ' Turnos ', body: '¿Qué tal los turnos?' },
        { language: 'ar', title: '', body: 'كيف حال المناوبات؟' },
      ],
    });
    expect(request?.translations).toEqual([
      { language: 'es', title: 'Turnos', body: '¿Qué tal los turnos?' },
      { language: 'ar', body: 'كيف حال المناوبات؟' },
    ]);
    expect(zSendParticipationMessageRequest.safeParse(request).success).toBe(true);
    expect(checkDraft(ORG, ready).request).not.toHaveProperty('translations');
  });
});
