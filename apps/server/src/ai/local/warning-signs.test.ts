import { describe, expect, it } from 'vitest';
import { classifyLocally } from './classify.ts';
import { testOrg } from './test-org.ts';
import { warningSigns } from './warning-signs.ts';

describe('warning signs of suicide without a word of harm', () => {
  it.each([
    "He told me he won't be around much longer and not to worry.",
    'She has been giving away her things to people on the team.',
    "I've written letters to my children, just in case.",
    'I think I have found a way out of all this.',
    "Honestly I'm tired of existing.",
    'He has stopped eating and stopped caring what happens.',
    'I keep staring at the train tracks on the way home.',
    'Everyone would be better off without me.',
    'On the motorway I keep thinking about steering into the central reservation.',
  ])('%s', (text) => {
    expect(warningSigns(text)).toEqual(['self_harm']);
    const c = classifyLocally({ text, org: testOrg({}), topics: [] });
    expect([...c.emergencyTypes, ...c.possibleEmergencyTypes]).toContain('self_harm');
  });

  it('stays quiet on everyday talk', () => {
    for (const text of [
      "I won't be around on Friday, I'm on leave.",
      'She gave me her notes from the training, very kind.',
      'We need a way out of this contract with the supplier.',
      'The tracks on the new album are great.',
      'He gave his tools back to the store.',
      'I keep thinking about driving to the coast this weekend.',
    ])
      expect(warningSigns(text)).toEqual([]);
  });
});
