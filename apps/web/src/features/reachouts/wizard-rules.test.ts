import { REACHOUT_MSG } from '@voyce/contracts/reachouts';
import { describe, expect, it } from 'vitest';
import { canEnhance, checkDraft, composeErrors, EMPTY_DRAFT, finalMessage } from './wizard-rules';

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
});
