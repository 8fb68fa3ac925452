import { DEFAULT_SUPPORT_TEXTS } from '@voyce/contracts/support-text';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { latestCode, login, mailsTo, post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { download } from '../../../test/workspace-fixtures.ts';

const fx = useTestOrg({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, structure: true });

const setLanguage = (language: unknown, token = fx.employee) => post(fx.t, '/user/setLanguage', { language }, token);
const languageOf = async (userId: string) => (await fx.t.db.select().from(users).where(eq(users.id, userId)))[0]!.language;
const newestMail = async (email: string) => (await mailsTo(fx.t, email))[0]!;

describe("the account's language", () => {
  it('is null (follow the browser) until set; /user/setLanguage sets it, null clears it; getProfile answers it', async () => {
    expect((await post(fx.t, '/user/getProfile', {}, fx.employee)).body.data.language).toBeNull();
    const set = await setLanguage('es');
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ language: 'es' });
    expect((await post(fx.t, '/user/getProfile', {}, fx.employee)).body.data.language).toBe('es');
    expect((await setLanguage(null)).body.data).toEqual({ language: null });
    expect((await post(fx.t, '/user/getProfile', {}, fx.employee)).body.data.language).toBeNull();
  });

  it('refuses an unknown language, a missing one and strangers with a clear 4xx, never a 500', async () => {
    for (const bad of ['xx', 'EN', 'es-MX', 3, '']) {
      const res = await setLanguage(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.body)).toContain('Language must be one of: en, es, fr, de, pt, pl, ro, ar');
    }
    expect((await post(fx.t, '/user/setLanguage', {}, fx.employee)).status).toBe(400);
    expect((await post(fx.t, '/user/setLanguage', { language: 'es', extra: 1 }, fx.employee)).status).toBe(400);
    expect((await post(fx.t, '/user/setLanguage', { language: 'es' })).status).toBe(401);
    for (const call of ['/user/requestOtp', '/user/forgotPasswordRequest']) {
      const res = await post(fx.t, call, { email: fx.s.employee.businessEmail, siteTarget: 'employee', language: 'klingon' });
      expect(res.status, call).toBe(400);
    }
    expect(await languageOf(fx.s.employee.id)).toBeNull();
  });

  it("writes the sign-in and reset codes in the account's language, else the page's, else English", async () => {
    const email = fx.s.employee.businessEmail;
    const ask = (call: string, extra: object) => post(fx.t, call, { email, siteTarget: 'employee', forceNewOtp: true, ...extra });

    // No account language: the page's.
    expect((await ask('/user/requestOtp', { language: 'fr' })).status).toBe(200);
    expect((await newestMail(email)).subject).toBe('Votre code de connexion Voyce');
    expect((await ask('/user/requestOtp', {})).status).toBe(200);
    expect((await newestMail(email)).subject).toBe('Your Voyce sign-in code');

    // The account's language wins over the page's.
    await setLanguage('es');
    expect((await ask('/user/requestOtp', { language: 'en' })).status).toBe(200);
    const mail = await newestMail(email);
    expect(mail.subject).toBe('Tu código de inicio de sesión en Voyce');
    expect(mail.text).toContain('Tu código para iniciar sesión en Voyce es');
    expect(mail.text).toMatch(/Caduca en \d+ minutos/);
    // The code in it still signs in.
    const code = await latestCode(fx.t, email);
    const verified = await post(fx.t, '/user/verifyOtp', { email, code, purpose: 'login' });
    expect(verified.status).toBe(200);

    expect((await ask('/user/forgotPasswordRequest', { language: 'de' })).status).toBe(200);
    expect((await newestMail(email)).subject).toBe('Tu código para restablecer la contraseña de Voyce');
    await setLanguage(null);
  });

  it("shows the default support text in the employee's language when the organisation wrote none", async () => {
    const body = 'I feel hopeless and I want to end my life, I cannot go on.';
    const before = await post(fx.t, '/employee/submitInsight', { body }, fx.employee);
    expect(before.body.data.supportText).toBe(DEFAULT_SUPPORT_TEXTS.en);
    await setLanguage('pl');
    const after = await post(fx.t, '/employee/submitInsight', { body }, fx.employee);
    expect(after.body.data.supportText).toBe(DEFAULT_SUPPORT_TEXTS.pl);
    await setLanguage(null);
  });
});

describe('registration with a language', () => {
  async function invite(body: object) {
    const email = `new-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await post(fx.t, '/invite', { businessEmail: email, organizationId: fx.s.org.id, role: 'employee', ...body }, fx.leader);
    expect(res.status).toBe(200);
    const [row] = await fx.t.db.select().from(users).where(eq(users.businessEmail, email));
    const inviteId = /inviteId=([0-9a-f-]+)/.exec((await newestMail(email)).text)![1]!;
    return { email, inviteId, userId: row!.id };
  }

  async function register(email: string, inviteId: string, language?: string) {
    const claim = await post(fx.t, '/claimInvite', { inviteId, email, ...(language ? { language } : {}) });
    expect(claim.status).toBe(200);
    const codeMail = await newestMail(email);
    const grant = await post(fx.t, '/user/verifyOtp', { email, code: await latestCode(fx.t, email), purpose: 'invite' });
    const accepted = await post(fx.t, '/acceptInvite', {
      email,
      inviteId,
      authorization: grant.body.data.authorization,
      firstName: 'Ana',
      lastName: 'Pereira',
      password: 'New-Password-1',
      ...(language ? { language } : {}),
    });
    expect(accepted.status).toBe(200);
    return { codeMail, token: accepted.body.data.authorization as string };
  }

  it("stores the registration page's language on a new account that has none, and writes the code in it", async () => {
    const { email, inviteId, userId } = await invite({});
    expect((await newestMail(email)).subject).toBe(`You're invited to ${fx.s.org.name} on Voyce`);
    expect(await languageOf(userId)).toBeNull();
    const { codeMail, token } = await register(email, inviteId, 'es');
    expect(codeMail.subject).toBe('Tu código de registro en Voyce');
    expect((await post(fx.t, '/user/getProfile', {}, token)).body.data.language).toBe('es');
  });

  it("writes an employee's invite in the language the leader chose, which the new account keeps", async () => {
    const { email, inviteId, userId } = await invite({ language: 'de' });
    const inviteMail = await newestMail(email);
    expect(inviteMail.subject).toBe(`Einladung von ${fx.s.org.name} zu Voyce`);
    expect(inviteMail.html).toContain('lang="de"');
    expect(await languageOf(userId)).toBe('de');
    // The page's language does not replace the account's.
    const { codeMail, token } = await register(email, inviteId, 'pt');
    expect(codeMail.subject).toBe('Ihr Voyce-Registrierungscode');
    expect((await post(fx.t, '/user/getProfile', {}, token)).body.data.language).toBe('de');
  });

  it('takes a language on /massInvite and /user-management/addMyvoyceUser, and refuses bad ones', async () => {
    const org = fx.s.org.id;
    const mass = `mass-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect(
      (await post(fx.t, '/massInvite', [{ role: 'employee', businessEmail: mass, organizationId: org, language: 'ar' }], fx.leader)).status,
    ).toBe(200);
    const arabic = await newestMail(mass);
    expect(arabic.subject).toBe(`دعوة من ${fx.s.org.name} إلى Voyce`);
    expect(arabic.html).toContain('dir="rtl"');

    const added = `added-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const user = { firstName: 'Ion', lastName: 'Popescu', businessEmail: added, departmentIds: [fx.st.warehouse.id] };
    const res = await post(fx.t, '/user-management/addMyvoyceUser', { organizationId: org, language: 'ro', users: [user] }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entity.success).toHaveLength(1);
    expect((await newestMail(added)).subject).toBe(`Invitație de la ${fx.s.org.name} în Voyce`);
    const [row] = await fx.t.db.select().from(users).where(eq(users.businessEmail, added));
    expect(row!.language).toBe('ro');

    const bad = [
      post(fx.t, '/invite', { businessEmail: 'x@example.com', organizationId: org, role: 'employee', language: 'xx' }, fx.leader),
      post(fx.t, '/invite', { businessEmail: 'x@example.com', organizationId: org, role: 'admin', language: 'es' }, fx.leader),
      post(fx.t, '/massInvite', [{ role: 'employee', businessEmail: 'x@example.com', organizationId: org, language: 'zz' }], fx.leader),
      post(
        fx.t,
        '/user-management/addMyvoyceUser',
        { organizationId: org, language: 'zz', users: [{ businessEmail: 'x@example.com' }] },
        fx.leader,
      ),
      post(fx.t, '/claimInvite', { inviteId: 'no-such-invite', email: 'x@example.com', language: 'zz' }),
    ];
    for (const res of await Promise.all(bad)) expect(res.status).toBe(400);
    expect((await bad[1]!).body.error.details).toBeDefined();
  });
});

describe('anonymity: no leader reads an account language', () => {
  it("never shows it in the user list, its audit log or the audit log's export", async () => {
    const org = fx.s.org.id;
    await setLanguage('ro');
    const token = await login(fx.t, fx.s.employee.businessEmail);
    expect((await post(fx.t, '/user/getProfile', {}, token)).body.data.language).toBe('ro');

    const list = await post(fx.t, '/user-management/list', { organizationId: org, role: 'EMPLOYEE' }, fx.leader);
    expect(list.status).toBe(200);
    const listed = JSON.stringify(list.body.data);
    expect(listed).toContain(fx.s.employee.businessEmail);
    expect(listed).not.toMatch(/"language"|"ro"/);

    const audit = await post(fx.t, '/findAuditLog', { filter: { organizationId: org } }, fx.leader);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body.data)).not.toMatch(/language|"ro"/i);
    const exported = await post(fx.t, '/exportAuditLog', { filter: { organizationId: org } }, fx.leader);
    expect(exported.status).toBe(200);
    const csv = (await download(fx.t, exported.body.data.url)).text;
    expect(csv).not.toMatch(/language|\bro\b/i);
    await setLanguage(null);
  });
});
