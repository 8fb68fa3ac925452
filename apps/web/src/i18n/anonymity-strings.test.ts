import { ANONYMITY_MSG, NEWCOMER_DAYS } from '@voyce/contracts/anonymity';
import { describe, expect, it } from 'vitest';
import '../test/i18n';
import './workspace-strings';
import { translate } from './translate';

// The minimum group size rule is told in the contract's words, on every screen and by the
// server alike (ARCHITECTURE §5), whatever k and n are.
describe('anonymity wording', () => {
  it.each([
    [5, 3],
    [3, 1],
    [12, 0],
  ])('matches the contract for k=%i, n=%i', (k, n) => {
    expect(translate('workspace.wizard.audienceSize', { count: n })).toBe(ANONYMITY_MSG.audienceSize(n));
    expect(translate('workspace.wizard.audienceSize', { count: k })).toBe(ANONYMITY_MSG.audienceSize(k));
    expect(translate('workspace.wizard.audienceMinimum', { k })).toBe(ANONYMITY_MSG.audienceMinimum(k));
    expect(translate('workspace.wizard.audienceTooSmall', { k, n })).toBe(ANONYMITY_MSG.audienceTooSmall(k, n));
    expect(translate('workspace.reachouts.responsesHidden', { k })).toBe(ANONYMITY_MSG.responsesHidden(k));
    expect(translate('workspace.reachouts.summaryHidden', { k })).toBe(ANONYMITY_MSG.summaryHidden(k));
    expect(translate('workspace.reachouts.fewerThan', { k })).toBe(ANONYMITY_MSG.fewerThan(k));
    // The card's sentence starts with the contract's words.
    expect(translate('workspace.reachouts.respondedFewer', { k }).toLowerCase().startsWith(ANONYMITY_MSG.fewerThan(k))).toBe(true);
    expect(translate('my.reachouts.rule', { k })).toBe(ANONYMITY_MSG.employeeRule(k));
    // How many of the audience count towards k, and why not the others.
    expect(translate('workspace.wizard.audienceCounted', { counted: n, total: k + 2, k })).toBe(ANONYMITY_MSG.audienceCounted(k, n, k + 2));
    expect(translate('workspace.wizard.audienceTooNew', { k, days: NEWCOMER_DAYS, counted: n, total: k + 2 })).toBe(
      ANONYMITY_MSG.audienceTooNew(k, n, k + 2),
    );
    for (const [newcomers, mine] of [
      [n, k],
      [1, 0],
      [0, 1],
    ] as const) {
      const parts = [
        newcomers > 0 && translate('workspace.wizard.audienceNewcomers', { count: newcomers, days: NEWCOMER_DAYS }),
        mine > 0 && translate('workspace.wizard.audienceAddedByYou', { count: mine }),
      ];
      expect(parts.filter(Boolean).join('; ') + '.').toBe(ANONYMITY_MSG.audienceNotCounted(newcomers, mine));
    }
  });

  it('uses the contract for the fixed sentences', () => {
    expect(translate('workspace.share.leadersOnly')).toBe(ANONYMITY_MSG.shareLeadersOnly);
    expect(translate('workspace.detail.identityAlreadyRequested')).toBe(ANONYMITY_MSG.revealAlreadyRequested);
    expect(translate('settings.organization.minGroupSizeHelp')).toBe(ANONYMITY_MSG.minGroupSizeHelp);
    expect(ANONYMITY_MSG.responsesHidden(5)).toBe('Responses appear once at least 5 people have answered');
  });
});
