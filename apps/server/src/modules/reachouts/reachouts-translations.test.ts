import { REACHOUT_MSG, REACHOUT_TITLE_MAX } from '@voyce/contracts/reachouts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, users } from '../../db/schema/index.ts';
import { post, setMinGroupSize } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { addEmployees } from '../../../test/anonymity-adversary/adversary.ts';

const fx = useTestOrg({ structure: true, signIn: ['leader'] });
/** Three employees of the Warehouse: one reads Spanish, one German, one has no language. */
let people: Record<'spanish' | 'german' | 'unset', { id: string; email: string; token: string }>;

const original = { title: 'Rota check', message: 'How is the new rota working for you?' };
const spanish = { language: 'es', title: 'Revisión del turno', body: '¿Qué tal le funciona el nuevo turno?' };
const german = { language: 'de', body: 'Wie kommen Sie mit dem neuen Dienstplan zurecht?' };

const send = (body: Record<string, unknown>) =>
  post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: fx.s.org.id, sendAs: 'myself', departmentIds: [fx.st.warehouse.id], ...original, ...body },
    fx.leader,
  );
const update = (body: Record<string, unknown>) => post(fx.t, '/updateReachout', { organizationId: fx.s.org.id, ...body }, fx.leader);
const inboxOf = async (token: string, id: string) =>
  (await post(fx.t, '/employee/findMyReachouts', {}, token)).body.data.entities.find((r: { id: string }) => r.id === id);
/** The invitation e-mail of this reach-out to this person. */
const mailTo = async (who: { id: string; email: string }, id: string) =>
  (
    await fx.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, who.email), eq(outbox.dedupeKey, `reachout:${id}:${who.id}`)))
  )[0]!;
const auditOf = async (id: string) => fx.t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.createdAt);

beforeAll(async () => {
  await setMinGroupSize(fx.t.db, fx.s.org.id, 1);
  const [es, de, unset] = await addEmployees(fx.t, fx.s.org.id, 3, fx.st.warehouse.id);
  await fx.t.db.update(users).set({ language: 'es' }).where(eq(users.id, es!.id));
  await fx.t.db.update(users).set({ language: 'de' }).where(eq(users.id, de!.id));
  people = { spanish: es!, german: de!, unset: unset! };
});

describe('reach-out translations', () => {
  it("shows a Spanish employee the leader's Spanish translation, and a German one without a German translation the original", async () => {
    const res = await send({ translations: [spanish] });
    expect(res.status).toBe(200);
    const id: string = res.body.data.reachout.id;
    expect(res.body.data.reachout.translations).toEqual([spanish]);

    // Leaders read the original and the translations as given.
    const read = await post(fx.t, '/findReachout', { id, organizationId: fx.s.org.id }, fx.leader);
    expect(read.body.data).toMatchObject({ title: original.title, body: original.message, translations: [spanish] });

    expect(await inboxOf(people.spanish.token, id)).toMatchObject({
      title: spanish.title,
      body: spanish.body,
      shownLanguage: 'es',
      translated: true,
    });
    for (const who of [people.german, people.unset]) {
      expect(await inboxOf(who.token, id)).toMatchObject({
        title: original.title,
        body: original.message,
        shownLanguage: 'en',
        translated: false,
      });
    }

    // The invitation e-mail: the translation in the Spanish words; the original in the German words.
    const es = await mailTo(people.spanish, id);
    expect(es.subject).toBe(`${fx.s.admin.firstName} ${fx.s.admin.lastName} pregunta: ${spanish.title}`);
    expect(es.text).toContain(spanish.body);
    expect(es.text).toContain('Responde en MyVoyce');
    const de = await mailTo(people.german, id);
    expect(de.subject).toBe(`${fx.s.admin.firstName} ${fx.s.admin.lastName} fragt: ${original.title}`);
    expect(de.text).toContain(original.message);
    expect(de.html).toContain('Anonym antworten');

    // The audit entry names the languages given.
    const [sent] = await auditOf(id);
    expect(sent!.action).toBe('reachout.sent');
    expect(sent!.detail).toMatchObject({ translations: ['es'] });
  });

  it('replaces the translations on /updateReachout (audited with their languages); the German employee then reads German', async () => {
    const id: string = (await send({ translations: [spanish] })).body.data.reachout.id;
    const res = await update({ id, translations: [spanish, german] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REACHOUT_MSG.translationsSaved);
    expect(res.body.data).toMatchObject({ status: 'Open', translations: [spanish, german] });
    // No title in the translation: the original's.
    expect(await inboxOf(people.german.token, id)).toMatchObject({
      title: original.title,
      body: german.body,
      shownLanguage: 'de',
      translated: true,
    });
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['reachout.sent', 'reachout.translated']);
    expect(entries[1]!.detail).toEqual({ translations: ['es', 'de'] });

    // Status alone still works, and [] removes every translation.
    expect((await update({ id, status: 'Closed' })).body.data.translations).toEqual([spanish, german]);
    expect((await update({ id, translations: [] })).body.data.translations).toEqual([]);
    expect(await inboxOf(people.spanish.token, id)).toMatchObject({ body: original.message, translated: false });
  });

  it('refuses duplicates, English, unknown languages and bad fields with a 400 naming the problem', async () => {
    const bad = async (translations: unknown, message: string) => {
      const res = await send({ translations });
      expect(res.status, JSON.stringify(translations)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(translations)).toContain(message);
    };
    await bad([spanish, { ...spanish, body: 'Otra' }], REACHOUT_MSG.translationDuplicate);
    await bad([{ language: 'en', body: 'Hello' }], REACHOUT_MSG.translationIsOriginal);
    await bad([{ language: 'xx', body: 'Hello' }], 'Language must be one of');
    await bad([{ language: 'fr', body: '  ' }], REACHOUT_MSG.messageRequired);
    await bad([{ language: 'fr', title: 'x'.repeat(REACHOUT_TITLE_MAX + 1), body: 'Bonjour' }], `${REACHOUT_TITLE_MAX} characters`);
    await bad([{ language: 'fr', body: 'Bonjour', extra: 1 }], 'VALIDATION_ERROR');
    await bad('es', 'VALIDATION_ERROR');

    const id: string = (await send({})).body.data.reachout.id;
    const dup = await update({ id, translations: [german, german] });
    expect(dup.status).toBe(400);
    expect(JSON.stringify(dup.body)).toContain(REACHOUT_MSG.translationDuplicate);
    const empty = await update({ id });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(REACHOUT_MSG.updateEmpty);
    // Nothing was stored by a refused call.
    expect((await post(fx.t, '/findReachout', { id, organizationId: fx.s.org.id }, fx.leader)).body.data.translations).toEqual([]);
  });
});
