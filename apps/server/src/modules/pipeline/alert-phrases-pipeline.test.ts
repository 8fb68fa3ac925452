import type { InsightClassification } from '@voyce/contracts/ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, mailsTo, post, seedOrg, seedStructure } from '../../../test/fixtures.ts';
import { leadershipTeamMembers, submissionGroups, submissions } from '../../db/schema/index.ts';
import type { AiProvider } from '../../ai/provider.ts';
import { processSubmission } from './process-submission.ts';

/** Insights left 'submitted': the test drives the pipeline itself. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { enqueueSubmission: async () => {} });
});
afterAll(() => t.close());

const ORDINARY = 'The van is parked at the loading bay again every night, blocking the delivery trucks.';
const WITH_PHRASE = 'The blue van is parked at the loading bay again every night, blocking the delivery trucks.';

async function setUp() {
  const s = await seedOrg(t.db);
  const { contact } = await seedStructure(t.db, s.org.id);
  await t.db.update(leadershipTeamMembers).set({ crime: true }).where(eq(leadershipTeamMembers.id, contact.id));
  const leader = await login(t, s.admin.businessEmail);
  const employee = await login(t, s.employee.businessEmail);
  const send = async (body: string, deps = t.pipeline) => {
    const { id } = (await post(t, '/employee/submitInsight', { body }, employee)).body.data;
    expect(await processSubmission(deps, s.org.id, id)).toBe('processed');
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    return row!;
  };
  const addPhrase = (phrase: string, kind: string) =>
    post(t, '/createAlertPhrase', { entity: { organizationId: s.org.id, phrase, kind } }, leader);
  return { s, contact, leader, send, addPhrase };
}

describe('alert phrases in the pipeline', () => {
  it('raises an insight containing the phrase as a possible emergency of its kind, in its own topic, and mails the contact', async () => {
    const { s, contact, leader, send, addPhrase } = await setUp();
    const before = await send(ORDINARY);
    expect(before.possibleEmergencyTypes).toEqual([]);
    expect(before.alertPhraseMatches).toBeNull();
    expect(await mailsTo(t, contact.email)).toHaveLength(0);

    expect((await addPhrase('Blue Van', 'crime')).status).toBe(200);
    const row = await send(WITH_PHRASE);
    expect(row.emergencyTypes).toEqual([]);
    expect(row.possibleEmergencyTypes).toEqual(['crime']);
    expect(row.severity).toBeGreaterThanOrEqual(3);
    expect(row.alertPhraseMatches).toEqual([{ phrase: 'Blue Van', kind: 'crime' }]);
    // Never buried in the ordinary topic its twin started.
    expect(row.topicId).not.toBe(before.topicId);
    const [topic] = await t.db.select().from(submissionGroups).where(eq(submissionGroups.id, row.topicId!));
    expect(topic!.topic).toMatch(/^Possible crime, please review: /);
    expect(topic!.severity).toBeGreaterThanOrEqual(3);

    // Leaders read it with the phrase that raised it.
    const found = await post(t, '/findSubmissions', { filter: { organizationId: s.org.id, id: row.id } }, leader);
    expect(found.body.data.entities[0]).toMatchObject({
      possibleEmergencyTypes: ['crime'],
      alertPhraseMatches: [{ phrase: 'Blue Van', kind: 'crime' }],
      topic: topic!.topic,
      severityName: expect.stringMatching(/High|Critical/),
    });
    const other = await post(t, '/findSubmissions', { filter: { organizationId: s.org.id, id: before.id } }, leader);
    expect(other.body.data.entities[0].alertPhraseMatches).toEqual([]);

    // The existing possible-emergency e-mail, to the contact who opted into crime.
    const mails = await mailsTo(t, contact.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Please review: an insight possibly describes a crime');
    for (const leak of [s.employee.businessEmail, s.employee.id]) expect(mails[0]!.text).not.toContain(leak);

    // The next ordinary insight does not join the alert's topic.
    const after = await send('The delivery trucks cannot get past the loading bay in the evening.');
    expect(after.topicId).not.toBe(row.topicId);
    expect(after.alertPhraseMatches).toBeNull();
  });

  it('applies after any provider: a remote-style verdict that saw nothing is raised too', async () => {
    const { send, addPhrase } = await setUp();
    await addPhrase('sleeps in his car', 'self_harm');
    const quiet: InsightClassification = {
      theme: 'Workplace',
      topicLabel: 'Parking',
      matchedTopicId: null,
      matchScore: 0,
      severity: 1,
      emergencyTypes: [],
      possibleEmergencyTypes: [],
      language: 'en',
      qualityWarnings: [],
      tone: 'neutral',
      impactCategory: 'bronze',
      departmentIds: [],
      keywords: [],
    };
    const remote: AiProvider = { ...t.pipeline.ai, name: 'openai', classifyInsight: async () => quiet };
    const row = await send('Our colleague sleeps in his car since the move.', { ...t.pipeline, ai: remote });
    expect(row.possibleEmergencyTypes).toEqual(['self_harm']);
    expect(row.severity).toBe(3);
    expect(row.alertPhraseMatches).toEqual([{ phrase: 'sleeps in his car', kind: 'self_harm' }]);
    const [topic] = await t.db.select().from(submissionGroups).where(eq(submissionGroups.id, row.topicId!));
    expect(topic!.topic).toBe('Possible self-harm, please review: parking');
  });
});
