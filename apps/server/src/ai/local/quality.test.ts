import { describe, expect, it } from 'vitest';
import { classifyLocally } from './classify.ts';
import { hasMultipleSubjects, isNearDuplicate } from './quality.ts';
import { testOrg } from './test-org.ts';
import { scoreThemes } from './themes.ts';
import { analyze } from './tokenize.ts';

const warnings = (
  text: string,
  extra: { recentTexts?: string[]; reachoutQuestion?: string; departments?: { id: string; name: string }[] } = {},
) => classifyLocally({ text, org: testOrg({ departments: extra.departments ?? [] }), topics: [], ...extra }).qualityWarnings;

describe('quality warnings', () => {
  it('duplicate: near-identical to a recent insight', () => {
    expect(isNearDuplicate('The VPN drops every night at 7pm.', 'the vpn drops every night at 7pm')).toBe(true);
    expect(isNearDuplicate('The VPN drops every night at 7pm.', 'The VPN drops every single night at 7pm!')).toBe(true);
    expect(isNearDuplicate('The VPN drops every night at 7pm.', 'The printer jams every night at 7pm.')).toBe(false);
    expect(warnings('The VPN drops every night at 7pm.', { recentTexts: ['Other thing', 'The VPN drops every night at 7pm!'] })).toContain(
      'duplicate',
    );
  });

  it('violent: violence, threats or abusive language', () => {
    expect(warnings('He punched me in the stock room yesterday.')).toContain('violent');
    expect(warnings('My manager is a useless idiot and everyone knows it.')).toContain('violent');
    expect(warnings('The deadline is killing me this week.')).not.toContain('violent');
  });

  it('too_short: under 20 characters or 4 words', () => {
    expect(warnings('ok')).toContain('too_short');
    expect(warnings('Parking is bad')).toContain('too_short');
    expect(warnings('The parking lot lights are broken.')).not.toContain('too_short');
  });

  it('no_category: no theme matched', () => {
    expect(warnings('I am not sure what to say about it.')).toContain('no_category');
    expect(warnings('My payslip was wrong again this month.')).not.toContain('no_category');
  });

  it('no_departments: only when the organisation has departments', () => {
    const departments = [{ id: 'w', name: 'Warehouse' }];
    expect(warnings('My payslip was wrong again this month.', { departments })).toContain('no_departments');
    expect(warnings('The warehouse payslips were wrong again.', { departments })).not.toContain('no_departments');
    expect(warnings('My payslip was wrong again this month.')).not.toContain('no_departments');
  });

  it('multiple_subject_matters: two distinct themes, each in its own sentence', () => {
    expect(hasMultipleSubjects(scoreThemes(analyze('My payslip was wrong again. Also the VPN keeps crashing on my laptop.')))).toBe(true);
    expect(hasMultipleSubjects(scoreThemes(analyze('My manager refuses to approve my overtime pay.')))).toBe(false);
  });

  it('off_topic_reply: the answer shares nothing with the reach-out question', () => {
    const reachoutQuestion = 'How is the new hybrid working pattern going for you?';
    expect(warnings('The coffee machine on the second floor is broken again.', { reachoutQuestion })).toContain('off_topic_reply');
    expect(warnings('Working from home two days a week suits me fine.', { reachoutQuestion })).not.toContain('off_topic_reply');
    expect(warnings('The coffee machine on the second floor is broken again.')).not.toContain('off_topic_reply');
  });
});
