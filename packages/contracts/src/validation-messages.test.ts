import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, zNewPassword, zPersonName } from './auth.ts';
import { zLeaderName } from './emergency-contacts.ts';
import { zRoleName } from './roles.ts';
import { parseInviteEmails, zSupportText } from './settings.ts';
import { zCreateDepartmentRequest } from './structure.ts';
import { zFindSubmissionsFilter, zReplySubmissionRequest } from './insights.ts';
import { zInsightBody } from './employee.ts';
import { zUserName } from './user-writes.ts';
import { zFetchChartDataRequest, zSendToLeadershipRequest } from './workspace.ts';
import { FUTURE_DATE_MESSAGE, INVALID_DATE_MESSAGE } from './timespan.ts';
import { zFindReachoutsFilter, zSendParticipationMessageRequest } from './reachouts.ts';
import type { z } from './zod.ts';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};
const uuid = '00000000-0000-4000-8000-000000000001';

describe('length messages (spec 1 §5: "Must be less than N characters", N the limit the spec names)', () => {
  it('says the spec limit of a person name, a user name and a role name, never the limit plus one', () => {
    expect(firstMessage(zPersonName, 'x'.repeat(51))).toBe('Must be less than 50 characters');
    expect(firstMessage(zUserName, 'x'.repeat(51))).toBe('Must be less than 50 characters');
    expect(firstMessage(zRoleName, 'x'.repeat(51))).toBe('Must be less than 50 characters');
    expect(firstMessage(zPersonName, 'x'.repeat(50))).toBeNull();
  });

  it('says the limit of structure names (100) and descriptions (250)', () => {
    const base = { organizationId: uuid, name: 'Warehouse', departmentClassificationId: uuid };
    expect(firstMessage(zCreateDepartmentRequest, { ...base, name: 'x'.repeat(101) })).toBe('Must be less than 100 characters');
    expect(firstMessage(zCreateDepartmentRequest, { ...base, description: 'x'.repeat(251) })).toBe('Must be less than 250 characters');
  });

  it('uses the same wording for every other text limit a form shows', () => {
    expect(firstMessage(zLeaderName, 'x'.repeat(101))).toBe('Must be less than 100 characters');
    expect(firstMessage(zSupportText, 'x'.repeat(1001))).toBe('Must be less than 1000 characters');
    expect(firstMessage(zInsightBody, 'x'.repeat(5001))).toBe('Must be less than 5000 characters');
    const reply = zReplySubmissionRequest.safeParse({ filter: { organizationId: uuid, ids: [uuid] }, response: 'x'.repeat(10_001) });
    expect(reply.error?.issues[0]?.message).toBe('Must be less than 10000 characters');
    const reachout = zSendParticipationMessageRequest.safeParse({
      organizationId: uuid,
      message: 'Hello',
      title: 'x'.repeat(5000),
      departmentIds: [uuid],
      sendAs: 'myself',
    });
    expect(reachout.error?.issues.map((i) => i.message)).toContainEqual(expect.stringMatching(/^Must be less than \d+ characters$/));
    const note = zSendToLeadershipRequest.safeParse({ filter: { organizationId: uuid, ids: [uuid] }, response: 'x'.repeat(5001) });
    expect(note.error?.issues[0]?.message).toBe('Must be less than 5000 characters');
  });
});

describe('password limits (spec 2 §9: 8 to 128)', () => {
  const pw = (length: number) => `Aa1!${'x'.repeat(length - 4)}`;
  it('accepts 8 and 128 characters and refuses 7 and 129 with the generic messages', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 128]);
    expect(firstMessage(zNewPassword, pw(8))).toBeNull();
    expect(firstMessage(zNewPassword, pw(128))).toBeNull();
    expect(firstMessage(zNewPassword, pw(7))).toBe('Must be at least 8 characters');
    expect(firstMessage(zNewPassword, pw(129))).toBe('Must be less than 128 characters');
  });

  it('counts capitals and small letters of every cased script, as the languages MyVoyce speaks write them', () => {
    expect(firstMessage(zNewPassword, 'élodie-2026')).toBe('Password must contain at least one uppercase letter');
    expect(firstMessage(zNewPassword, 'Élodie-2026')).toBeNull();
    expect(firstMessage(zNewPassword, 'ŁUKASZ-2026ą')).toBeNull();
    expect(firstMessage(zNewPassword, 'ȘTEFAN-2026')).toBe('Password must contain at least one lowercase letter');
    // An accented letter is a letter, not the special character.
    expect(firstMessage(zNewPassword, 'Élodie2026')).toBe('Password must contain at least one special character');
  });
});

describe('the invite box (spec 2 §5)', () => {
  it("says 'Please enter valid emails.' when no entry is valid, however many invalid ones there are", () => {
    expect(parseInviteEmails('').error).toBe('Please enter valid emails.');
    expect(parseInviteEmails(' , \n ').error).toBe('Please enter valid emails.');
    expect(parseInviteEmails('not-an-email').error).toBe('Please enter valid emails.');
    expect(parseInviteEmails('one, two\nthree@').error).toBe('Please enter valid emails.');
  });

  it('lists the invalid entries when some are valid', () => {
    const r = parseInviteEmails('ok@example.com, bad, also bad@x');
    expect(r.valid).toEqual(['ok@example.com']);
    expect(r.error).toBe('The following email(s) are invalid: bad, also bad@x. Please correct them before sending invites.');
    expect(parseInviteEmails('ok@example.com\nOK@example.com').error).toBeNull();
  });
});

describe('custom range days (spec 1 §5: the picker runs to today)', () => {
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const filter = (extra: object) => zFindSubmissionsFilter.safeParse({ organizationId: uuid, timespan: 'custom_range', ...extra });
  it('takes today and earlier days', () => {
    expect(filter({ startDate: '2025-01-01', endDate: day(0) }).success).toBe(true);
  });

  it('refuses a day after today in every list filter that takes a custom range', () => {
    const future = { startDate: '2025-01-01', endDate: day(3) };
    expect(filter(future).error?.issues[0]?.message).toBe(FUTURE_DATE_MESSAGE);
    expect(filter({ startDate: day(3) }).error?.issues[0]?.message).toBe(FUTURE_DATE_MESSAGE);
    expect(zFindReachoutsFilter.safeParse({ organizationId: uuid, mostRecent: 'Custom Range', ...future }).success).toBe(false);
    expect(
      zFetchChartDataRequest.safeParse({ filter: { organizationId: uuid, timespan: 'custom_range', ...future } }).error?.issues[0]?.message,
    ).toBe(FUTURE_DATE_MESSAGE);
    // A malformed day still says the format.
    expect(filter({ endDate: '2025-02-30' }).error?.issues[0]?.message).toBe(INVALID_DATE_MESSAGE);
  });
});
