import { describe, expect, it } from 'vitest';
import { login, PASSWORD, post, seedOrg } from '../../../test/fixtures.ts';
import { messageOf, send } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ signIn: [] });

const details = (token: string, entity: object) => send(fx.t, 'PATCH', '/updateUser/details', { entity }, token);
const password = (token: string, userData: object) => post(fx.t, '/updateUser/password', { userData }, token);

describe('PATCH /updateUser/details', () => {
  it('changes my names and answers the entity (spec 2 §7)', async () => {
    const token = await login(fx.t, fx.s.admin.businessEmail);
    const res = await details(token, {
      id: fx.s.admin.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      businessEmail: fx.s.admin.businessEmail,
      username: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your profile has been updated');
    expect(res.body.data.entity).toEqual({
      id: fx.s.admin.id,
      username: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      businessEmail: fx.s.admin.businessEmail,
      updatedAt: expect.any(String),
    });
    const profile = await post(fx.t, '/user/getProfile', {}, token);
    expect(profile.body.data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('answers the validation messages of spec 2 §5; e-mail and username are read-only', async () => {
    const token = await login(fx.t, fx.s.admin.businessEmail);
    const base = { id: fx.s.admin.id, firstName: 'Ada', lastName: 'Lovelace' };
    expect(messageOf(await details(token, { ...base, firstName: 'A' }))).toBe('Must be at least 2 characters');
    expect(messageOf(await details(token, { ...base, lastName: 'x'.repeat(51) }))).toBe('Must be less than 50 characters');
    expect(messageOf(await details(token, { ...base, firstName: 'Ada2' }))).toBe('The name field must not contain numbers.');
    expect(messageOf(await details(token, { ...base, lastName: '' }))).toBe('Field cannot be empty');
    expect(messageOf(await details(token, { ...base, businessEmail: 'not-an-email' }))).toBe('Please enter a valid email address');
    expect(messageOf(await details(token, { ...base, businessEmail: 'other@example.com' }))).toBe('E-mail cannot be changed');
    expect(messageOf(await details(token, { ...base, username: 'newname' }))).toBe('Username cannot be changed');
  });

  it("refuses another user's account, and strangers", async () => {
    const token = await login(fx.t, fx.s.admin.businessEmail);
    const res = await details(token, { id: fx.s.employee.id, firstName: 'Evil', lastName: 'Twin' });
    expect(res.status).toBe(403);
    expect((await details('', { id: fx.s.admin.id, firstName: 'Ada', lastName: 'Lovelace' })).status).toBe(401);
  });

  it('lets an employee change their own names too', async () => {
    const token = await login(fx.t, fx.s.employee.businessEmail);
    expect((await details(token, { id: fx.s.employee.id, firstName: 'Emma', lastName: 'Ployee' })).status).toBe(200);
  });
});

describe('/updateUser/password', () => {
  it('answers the validation messages of spec 2 §5', async () => {
    const token = await login(fx.t, fx.s.admin.businessEmail);
    const base = { userId: fx.s.admin.id, currentPassword: PASSWORD };
    expect(messageOf(await password(token, { ...base, currentPassword: '', newPassword: 'New-pass-1' }))).toBe(
      'Current password is required',
    );
    expect(messageOf(await password(token, { ...base, newPassword: 'Ab-1' }))).toBe('Must be at least 8 characters');
    expect(messageOf(await password(token, { ...base, newPassword: 'lower-case-1' }))).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(messageOf(await password(token, { ...base, newPassword: 'UPPER-CASE-1' }))).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(messageOf(await password(token, { ...base, newPassword: 'No-digits-here' }))).toBe('Password must contain at least one number');
    expect(messageOf(await password(token, { ...base, newPassword: 'NoSpecial123' }))).toBe(
      'Password must contain at least one special character',
    );
  });

  it('refuses a wrong current password with the spec message, and leaves the session alone', async () => {
    const token = await login(fx.t, fx.s.admin.businessEmail);
    const res = await password(token, { userId: fx.s.admin.id, currentPassword: 'Wrong-pass-1', newPassword: 'New-pass-123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Sorry, this email does not exist or you have entered an invalid password.');
    expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
    expect((await post(fx.t, '/user/getProfile', {}, token)).status).toBe(200);
  });

  it("refuses another user's id", async () => {
    const token = await login(fx.t, fx.s.admin.businessEmail);
    expect((await password(token, { userId: fx.s.employee.id, currentPassword: PASSWORD, newPassword: 'New-pass-123' })).status).toBe(403);
    expect((await password('', { userId: fx.s.admin.id, currentPassword: PASSWORD, newPassword: 'New-pass-123' })).status).toBe(401);
  });

  it('changes the password, ends my other sessions and keeps this one', async () => {
    const me = await seedOrg(fx.t.db);
    const here = await login(fx.t, me.admin.businessEmail);
    const elsewhere = await login(fx.t, me.admin.businessEmail);
    const res = await password(here, { userId: me.admin.id, currentPassword: PASSWORD, newPassword: 'Brand-new-pass-7' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password has been updated');
    expect((await post(fx.t, '/user/getProfile', {}, here)).status).toBe(200);
    expect((await post(fx.t, '/user/getProfile', {}, elsewhere)).status).toBe(401);
    expect((await post(fx.t, '/user/verifyLogin', { email: me.admin.businessEmail, password: PASSWORD })).status).toBe(401);
    expect((await post(fx.t, '/user/verifyLogin', { email: me.admin.businessEmail, password: 'Brand-new-pass-7' })).status).toBe(200);
  });
});
