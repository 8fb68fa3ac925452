import { REACHOUT_MSG } from '@voyce/contracts/reachouts';
import { describe, expect, it } from 'vitest';
import my from './locales/en/app.json';
import workspace from './locales/en/workspace.json';

// The reach-out screens say the spec's sentences, the same ones the server uses (spec 1 §2, §8).
describe('reach-out wording', () => {
  it('matches the contracts', () => {
    const r = workspace.workspace.reachouts;
    expect(r.empty).toBe(REACHOUT_MSG.empty);
    expect(r.openTooltip).toBe(REACHOUT_MSG.openTooltip);
    expect(r.closedTooltip).toBe(REACHOUT_MSG.closedTooltip);
    expect(r.noOrganization).toBe(REACHOUT_MSG.noOrganization);
    expect(r.exportInvalid).toBe(REACHOUT_MSG.exportInvalid);
    expect(r.detailLoadError).toBe(REACHOUT_MSG.notFound);
    expect(r.intakeClosed).toBe(REACHOUT_MSG.closed);
    expect(r.intakeReopened).toBe(REACHOUT_MSG.reopened);
    expect(my.my.reachouts.closedIntake).toBe(REACHOUT_MSG.intakeClosed);
    expect(my.my.reachouts.sent).toBe(REACHOUT_MSG.answered);
  });
});
