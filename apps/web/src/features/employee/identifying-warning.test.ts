import { IDENTIFYING_KINDS, identifyingHints } from '@voyce/contracts/identifying';
import { describe, expect, it } from 'vitest';
import '../../test/i18n';
import { translate } from '../../i18n/translate';
import { identifyingWarning } from './identifying-warning';

describe('the warning under the insight editor', () => {
  it('says what was found', () => {
    expect(identifyingWarning(translate, identifyingHints('After 23 years here I have never seen morale this low.'))).toBe(
      'This may identify you: it mentions how long you have worked here. Remove it if you want to stay anonymous.',
    );
    expect(identifyingWarning(translate, ['tenure', 'age'])).toBe(
      'This may identify you: it mentions how long you have worked here and your age. Remove it if you want to stay anonymous.',
    );
    expect(identifyingWarning(translate, ['name', 'email', 'phone'])).toBe(
      'This may identify you: it mentions your name, an e-mail address, and a phone number. Remove it if you want to stay anonymous.',
    );
  });

  it('has words for every kind the check reports', () => {
    for (const kind of IDENTIFYING_KINDS) expect(identifyingWarning(translate, [kind])).not.toContain('my.editor');
  });
});
