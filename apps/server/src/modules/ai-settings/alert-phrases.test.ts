import { ALERT_PHRASES_MAX } from '@voyce/contracts/alert-phrases';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertPhrases, auditLog } from '../../db/schema/index.ts';
import { post } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { getOrgAiContext } from './ai-settings.service.ts';

const fx = useTestOrg({ otherOrg: true, signIn: ['leader', 'employee', 'otherLeader'] });

const org = () => fx.s.org.id;
const add = (phrase: unknown, kind: unknown = 'harassment', token = fx.leader) =>
  post(fx.t, '/createAlertPhrase', { entity: { organizationId: org(), phrase, kind } }, token);
const list = async (token = fx.leader) =>
  (await post(fx.t, '/findAlertPhrases', { filter: { organizationId: org() } }, token)).body.data.entities;
const remove = (id: string, token = fx.leader) => post(fx.t, '/deleteAlertPhrase', { filter: { organizationId: org(), id } }, token);
const auditRows = (action: string) =>
  fx.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, org()), eq(auditLog.action, action)));

describe('alert phrases in AI settings', () => {
  it('adds a phrase (trimmed, inner spaces made one), lists it by phrase and audits the addition', async () => {
    const res = await add('  comments   about my body ', 'harassment');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Alert phrase added');
    expect(res.body.data.entity).toEqual({
      id: expect.any(String),
      organizationId: org(),
      phrase: 'comments about my body',
      kind: 'harassment',
      createdAt: expect.any(String),
    });
    await add('Knife', 'threat');
    expect((await list()).map((p: { phrase: string; kind: string }) => [p.phrase, p.kind])).toEqual([
      ['comments about my body', 'harassment'],
      ['Knife', 'threat'],
    ]);
    const [row] = (await auditRows('settings.alert_phrase_added')).filter((r) => r.targetId === res.body.data.entity.id);
    expect(row).toMatchObject({
      targetType: 'alert_phrase',
      actorId: fx.s.admin.id,
      detail: { name: 'comments about my body', kind: 'harassment' },
    });
    // The pipeline reads them with the organisation's AI context.
    expect((await getOrgAiContext(fx.t.db, org())).alertPhrases).toEqual(
      expect.arrayContaining([
        { phrase: 'Knife', kind: 'threat' },
        { phrase: 'comments about my body', kind: 'harassment' },
      ]),
    );
  });

  it('refuses the same phrase twice, in any case or spacing, with 409 and a message', async () => {
    await add('steal', 'crime');
    for (const again of ['steal', 'STEAL', ' Steal ']) {
      const dup = await add(again, 'threat');
      expect(dup.status).toBe(409);
      expect(dup.body.error.code).toBe('CONFLICT');
      expect(dup.body.message).toBe('This alert phrase is already added');
    }
    expect((await list()).filter((p: { phrase: string }) => p.phrase.toLowerCase() === 'steal')).toHaveLength(1);
  });

  it('answers 400 with a message for a bad phrase or kind', async () => {
    expect(messageOf(await add('', 'threat'))).toBe('Enter a word or phrase');
    expect(messageOf(await add('   ', 'threat'))).toBe('Enter a word or phrase');
    expect(messageOf(await add('x', 'threat'))).toBe('Must be at least 2 characters');
    expect(messageOf(await add('x'.repeat(101), 'threat'))).toBe('Must be at most 100 characters');
    expect((await add('y'.repeat(100), 'threat')).status).toBe(200);
    expect(messageOf(await add('!!', 'threat'))).toBe('An alert phrase needs at least one letter or number');
    expect(messageOf(await add('bomb', 'terror'))).toBe('Choose one of: violence, crime, threat, self_harm, harassment');
    const noKind = await post(fx.t, '/createAlertPhrase', { entity: { organizationId: org(), phrase: 'bomb' } }, fx.leader);
    expect(messageOf(noKind)).toBe('Choose one of: violence, crime, threat, self_harm, harassment');
    expect(messageOf(await add(42, 'threat'))).toBe('Enter a word or phrase');
    const extra = await post(
      fx.t,
      '/createAlertPhrase',
      { entity: { organizationId: org(), phrase: 'bomb', kind: 'threat', x: 1 } },
      fx.leader,
    );
    expect(extra.status).toBe(400);
  });

  it('removes a phrase, audits it, and answers 404 for one already gone or of another organisation', async () => {
    const id: string = (await add('lock-in', 'threat')).body.data.entity.id;
    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Alert phrase removed', data: { id } });
    expect((await list()).some((p: { id: string }) => p.id === id)).toBe(false);
    const [row] = (await auditRows('settings.alert_phrase_removed')).filter((r) => r.targetId === id);
    expect(row).toMatchObject({ targetType: 'alert_phrase', detail: { name: 'lock-in', kind: 'threat' } });
    const again = await remove(id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Alert phrase not found');

    const theirs = (
      await post(
        fx.t,
        '/createAlertPhrase',
        { entity: { organizationId: fx.other.org.id, phrase: 'theirs', kind: 'crime' } },
        fx.otherLeader,
      )
    ).body.data.entity.id;
    expect((await remove(theirs)).status).toBe(404);
    expect(await fx.t.db.select().from(alertPhrases).where(eq(alertPhrases.id, theirs))).toHaveLength(1);
  });

  it('lets a leader who may only view settings read the list but not change it; employees and others are refused', async () => {
    const viewer = await loginWithRole(fx.t, org(), { settings: 'view' });
    expect((await post(fx.t, '/findAlertPhrases', { filter: { organizationId: org() } }, viewer.token)).status).toBe(200);
    const before = (await auditRows('settings.alert_phrase_added')).length;
    const refused = await add('viewer phrase', 'threat', viewer.token);
    expect(refused.status).toBe(403);
    const id: string = (await add('keep me', 'crime')).body.data.entity.id;
    expect((await remove(id, viewer.token)).status).toBe(403);
    expect((await list()).some((p: { id: string }) => p.id === id)).toBe(true);
    expect((await auditRows('settings.alert_phrase_added')).length).toBe(before + 1);
    const nobody = await loginWithRole(fx.t, org(), {});
    expect((await post(fx.t, '/findAlertPhrases', { filter: { organizationId: org() } }, nobody.token)).status).toBe(403);

    const v = { leader: fx.leader, employee: fx.employee, organizationId: org(), otherOrganizationId: fx.other.org.id };
    await expectSettingsRefusals(fx.t, 'POST', '/findAlertPhrases', { ...v, valid: { filter: { organizationId: org() } }, invalid: {} });
    await expectSettingsRefusals(fx.t, 'POST', '/createAlertPhrase', {
      ...v,
      valid: { entity: { organizationId: org(), phrase: 'refused phrase', kind: 'crime' } },
      invalid: { entity: { organizationId: org(), phrase: 'refused phrase' } },
    });
    await expectSettingsRefusals(fx.t, 'POST', '/deleteAlertPhrase', {
      ...v,
      valid: { filter: { organizationId: org(), id } },
      invalid: { filter: { organizationId: org(), id: 'not-an-id' } },
    });
    expect((await list()).some((p: { phrase: string }) => p.phrase === 'refused phrase')).toBe(false);
  });

  it(`keeps at most ${ALERT_PHRASES_MAX} per organisation`, async () => {
    const have = (await list()).length;
    await fx.t.db.insert(alertPhrases).values(
      Array.from({ length: ALERT_PHRASES_MAX - have }, (_, i) => ({
        organizationId: org(),
        phrase: `filler ${i}`,
        kind: 'crime' as const,
      })),
    );
    const over = await add('one too many', 'threat');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('An organization can have at most 100 alert phrases');
    await fx.t.db.delete(alertPhrases).where(and(eq(alertPhrases.organizationId, org()), like(alertPhrases.phrase, 'filler %')));
    expect((await add('one too many', 'threat')).status).toBe(200);
  });
});
