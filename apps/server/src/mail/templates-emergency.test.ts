import { describe, expect, it } from 'vitest';
import { emergencyMail } from './templates-emergency.ts';

const base = { memberName: 'Dana', body: 'The text.', link: 'https://voyce.example/x', organizationName: 'Acme' };

describe('emergency e-mail', () => {
  it('is urgent for a confirmed kind', () => {
    const m = emergencyMail({ ...base, types: ['violence'] });
    expect(m.subject).toBe('Urgent: an insight may describe violence');
  });

  it('asks for review, claiming nothing, for a possible kind', () => {
    const m = emergencyMail({ ...base, types: ['self_harm'], possible: true });
    expect(m.subject).toBe('Please review: an insight possibly describes someone at risk of harming themselves');
    expect(m.text).toContain('not sure: please review it');
    expect(m.text).not.toContain('Urgent');
  });

  it("for a held reach-out answer, names the kind and the reach-out's link, never the words (issue 33)", () => {
    const held = { memberName: 'Dana', organizationName: 'Acme', heldReachoutLink: 'https://voyce.example/reachouts/r1' };
    for (const possible of [false, true]) {
      const m = emergencyMail({ ...held, types: ['threat'], possible });
      expect(m.subject).toContain('a reach-out answer');
      expect(m.text).toContain('https://voyce.example/reachouts/r1');
      expect(m.text).toContain('Its words are not in this e-mail');
      expect(m.text).not.toContain('The insight:');
    }
  });
});
