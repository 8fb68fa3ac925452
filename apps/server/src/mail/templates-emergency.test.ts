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
});
