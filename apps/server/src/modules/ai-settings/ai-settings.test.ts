import { DEFAULT_SUPPORT_TEXT } from '@voyce/contracts/settings';
import { describe, expect, it } from 'vitest';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf } from '../../../test/settings-fixtures.ts';
import { getOrgAiContext } from './ai-settings.service.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { setEncoderEnabled, warmEncoder } from '../../ai/local/encoder/encoder.ts';

const fx = useTestOrg({ otherOrg: true });

const v = () => ({ leader: fx.leader, employee: fx.employee, organizationId: fx.s.org.id, otherOrganizationId: fx.other.org.id });
const saveProfile = (entity: object, token = fx.leader) =>
  post(fx.t, '/updateOrganizationProfile', { entity: { id: fx.s.org.id, ...entity } }, token);

describe('/findOrganizationProfile and /updateOrganizationProfile', () => {
  it('saves each field on its own and answers the profile', async () => {
    const about = await saveProfile({ aboutUs: '  We move parcels.  ' });
    expect(about.status).toBe(200);
    expect(about.body.data.entity).toMatchObject({ id: fx.s.org.id, aboutUs: 'We move parcels.', goals: '', writingSamples: '' });
    const goals = await saveProfile({ goals: 'Zero injuries||| Faster deliveries |||' });
    expect(goals.body.message).toBe('Goals saved');
    expect(goals.body.data.entity.goals).toBe('Zero injuries|||Faster deliveries');
    const sample = await saveProfile({ writingSamples: 'Hi team,\nThanks!\nSam' });
    expect(sample.body.message).toBe('Writing sample saved');
    const found = await post(fx.t, '/findOrganizationProfile', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(found.body.data.entity).toEqual({
      id: fx.s.org.id,
      name: fx.s.org.name,
      aboutUs: 'We move parcels.',
      goals: 'Zero injuries|||Faster deliveries',
      writingSamples: 'Hi team,\nThanks!\nSam',
      supportText: DEFAULT_SUPPORT_TEXT,
      setupCompleted: false,
      minGroupSize: 5,
      updatedAt: expect.any(String),
    });
  });

  it('says which local model reads insights, and why when it is not the sentence encoder (issue 32)', async () => {
    const ask = async () =>
      (await post(fx.t, '/findOrganizationProfile', { filter: { organizationId: fx.s.org.id } }, fx.leader)).body.data.aiModel;
    await warmEncoder();
    expect(await ask()).toEqual({ model: 'sentence-encoder', status: 'ready' });
    setEncoderEnabled(false);
    try {
      const off = await ask();
      expect(off.model).toBe('word-vectors');
      expect(off.note).toContain('word-vector model');
    } finally {
      setEncoderEnabled(true);
    }
  });

  it('answers the validation messages of spec 2 §5', async () => {
    expect(messageOf(await saveProfile({ aboutUs: '' }))).toBe('About us is required');
    expect(messageOf(await saveProfile({ aboutUs: 'x'.repeat(501) }))).toBe('Must be less than 500 characters');
    expect((await saveProfile({ aboutUs: 'x'.repeat(500) })).status).toBe(200);
    expect(messageOf(await saveProfile({ goals: 'One|||   |||Two' }))).toBe('Goals cannot be empty');
    expect(messageOf(await saveProfile({ goals: '' }))).toBe('At least one goal is required');
    expect(messageOf(await saveProfile({ writingSamples: '   ' }))).toBe('Writing sample is required');
    expect(messageOf(await saveProfile({}))).toBe('Nothing to save');
  });

  it("answers 404 for another organisation's id and refuses others", async () => {
    expect((await post(fx.t, '/updateOrganizationProfile', { entity: { id: fx.other.org.id, aboutUs: 'Mine' } }, fx.leader)).status).toBe(
      404,
    );
    await expectSettingsRefusals(fx.t, 'POST', '/findOrganizationProfile', {
      ...v(),
      valid: { filter: { organizationId: fx.s.org.id } },
      invalid: {},
    });
    const viewer = await loginWithRole(fx.t, fx.s.org.id, { settings: 'view' });
    expect((await saveProfile({ aboutUs: 'Viewer' }, viewer.token)).status).toBe(403);
    expect((await saveProfile({ aboutUs: 'Employee' }, fx.employee)).status).toBe(403);
  });
});

describe('/updateOrganization', () => {
  it('renames the organisation (company profile)', async () => {
    const res = await post(fx.t, '/updateOrganization', { entity: { id: fx.s.org.id, name: 'Northline Parcels' } }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entity).toMatchObject({ id: fx.s.org.id, name: 'Northline Parcels' });
    const found = await post(fx.t, '/findOrganizations', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(found.body.data.entities[0].name).toBe('Northline Parcels');
  });

  it('sets the minimum group size k, never below 3 (ARCHITECTURE §5)', async () => {
    const raised = await post(
      fx.t,
      '/updateOrganization',
      { entity: { id: fx.s.org.id, name: 'Northline Parcels', minGroupSize: 7 } },
      fx.leader,
    );
    expect(raised.body.data.entity.minGroupSize).toBe(7);
    const found = await post(fx.t, '/findOrganizationProfile', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(found.body.data.entity.minGroupSize).toBe(7);
    for (const minGroupSize of [2, 0, 51, 4.5]) {
      const low = await post(
        fx.t,
        '/updateOrganization',
        { entity: { id: fx.s.org.id, name: 'Northline Parcels', minGroupSize } },
        fx.leader,
      );
      expect(low.status).toBe(400);
      expect(messageOf(low)).toBe('Must be a whole number from 3 to 50');
    }
    // Renaming alone keeps k.
    const renamed = await post(fx.t, '/updateOrganization', { entity: { id: fx.s.org.id, name: 'Northline Parcels' } }, fx.leader);
    expect(renamed.body.data.entity.minGroupSize).toBe(7);
    await post(fx.t, '/updateOrganization', { entity: { id: fx.s.org.id, name: 'Northline Parcels', minGroupSize: 5 } }, fx.leader);
  });

  it('needs a company name; another organisation answers 404', async () => {
    expect(messageOf(await post(fx.t, '/updateOrganization', { entity: { id: fx.s.org.id, name: ' ' } }, fx.leader))).toBe(
      'Company name is required',
    );
    expect((await post(fx.t, '/updateOrganization', { entity: { id: fx.other.org.id, name: 'Taken over' } }, fx.leader)).status).toBe(404);
    expect((await post(fx.t, '/updateOrganization', { entity: { id: fx.s.org.id, name: 'Employee Co' } }, fx.employee)).status).toBe(403);
  });
});

describe('/completeSetup', () => {
  it('marks setup done once; the profile says so', async () => {
    const fresh = await seedOrg(fx.t.db);
    const token = await login(fx.t, fresh.admin.businessEmail);
    expect((await post(fx.t, '/user/getProfile', {}, token)).body.data.setupCompleted).toBe(false);
    const first = await post(fx.t, '/completeSetup', { organizationId: fresh.org.id }, token);
    expect(first.status).toBe(200);
    expect(first.body.data.setupCompleted).toBe(true);
    const again = await post(fx.t, '/completeSetup', { organizationId: fresh.org.id }, token);
    expect(again.body.data.setupCompletedAt).toBe(first.body.data.setupCompletedAt);
    expect((await post(fx.t, '/user/getProfile', {}, token)).body.data.setupCompleted).toBe(true);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await expectSettingsRefusals(fx.t, 'POST', '/completeSetup', {
      ...v(),
      valid: { organizationId: fx.s.org.id },
      invalid: { organizationId: 1 },
    });
  });
});

describe('/findPhrases and /replacePhrases', () => {
  const phrase = (name: string, polarity: 'positive' | 'negative', organizationId = fx.s.org.id) => ({ name, polarity, organizationId });

  it('replaces the whole list and finds it by polarity; the AI reads the same list', async () => {
    const res = await post(
      fx.t,
      '/replacePhrases',
      { organizationId: fx.s.org.id, phrases: [phrase('Safety', 'positive'), phrase('parking', 'negative')] },
      fx.leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Phrases saved');
    expect(res.body.data.entities.map((p: { name: string }) => p.name)).toEqual(['parking', 'Safety']);
    const positive = await post(fx.t, '/findPhrases', { filter: { organizationId: fx.s.org.id, polarity: 'positive' } }, fx.leader);
    expect(positive.body.data.entities).toEqual([
      { id: expect.any(String), name: 'Safety', polarity: 'positive', organizationId: fx.s.org.id },
    ]);
    const ctx = await getOrgAiContext(fx.t.db, fx.s.org.id);
    expect(ctx).toMatchObject({ higherPriorityPhrases: ['Safety'], lowerPriorityPhrases: ['parking'] });
    await post(fx.t, '/replacePhrases', { organizationId: fx.s.org.id, phrases: [] }, fx.leader);
    expect((await post(fx.t, '/findPhrases', { filter: { organizationId: fx.s.org.id } }, fx.leader)).body.data.entities).toEqual([]);
  });

  it('answers the validation messages of spec 2 §5 and changes nothing then', async () => {
    await post(fx.t, '/replacePhrases', { organizationId: fx.s.org.id, phrases: [phrase('Keep', 'positive')] }, fx.leader);
    const dup = await post(
      fx.t,
      '/replacePhrases',
      { organizationId: fx.s.org.id, phrases: [phrase('Pay', 'positive'), phrase('pay', 'negative')] },
      fx.leader,
    );
    expect(messageOf(dup)).toBe('Duplicate words are not allowed');
    expect(
      messageOf(await post(fx.t, '/replacePhrases', { organizationId: fx.s.org.id, phrases: [phrase('  ', 'positive')] }, fx.leader)),
    ).toBe('Word cannot be empty');
    const kept = await post(fx.t, '/findPhrases', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(kept.body.data.entities.map((p: { name: string }) => p.name)).toEqual(['Keep']);
  });

  it('refuses a phrase of another organisation, employees and bad input', async () => {
    const foreign = await post(
      fx.t,
      '/replacePhrases',
      { organizationId: fx.s.org.id, phrases: [phrase('Sneaky', 'positive', fx.other.org.id)] },
      fx.leader,
    );
    expect(foreign.status).toBe(403);
    await expectSettingsRefusals(fx.t, 'POST', '/findPhrases', {
      ...v(),
      valid: { filter: { organizationId: fx.s.org.id } },
      invalid: { filter: { organizationId: fx.s.org.id, polarity: 'neutral' } },
    });
    await expectSettingsRefusals(fx.t, 'POST', '/replacePhrases', {
      ...v(),
      valid: { organizationId: fx.s.org.id, phrases: [phrase('Keep', 'positive')] },
      invalid: { organizationId: fx.s.org.id, phrases: [phrase('Keep', 'positive'), phrase('KEEP', 'positive')] },
    });
  });
});

describe('saved AI settings feed the drafts', () => {
  const CASUAL = "Hey folks!\nQuick one from me - we've smashed it this month and I'm so proud of you all. Let's keep going!\nCheers,\nSam";
  const FORMAL =
    'Dear colleagues,\nI would like to thank you for your continued commitment. Please be advised that the quarterly review will take place on Friday.\nKind regards,\nDr. Patel';

  it('a changed writing sample and goals change the generated reply draft', async () => {
    const org = await seedOrg(fx.t.db);
    const admin = await login(fx.t, org.admin.businessEmail);
    const author = await login(fx.t, org.employee.businessEmail);
    const submitted = await post(
      fx.t,
      '/employee/submitInsight',
      { body: 'Forklift drivers speed through the pedestrian aisles and nobody enforces the speed limit. Someone will get hurt.' },
      author,
    );
    const draft = async () =>
      (await post(fx.t, '/generateSubmissionResponse', { organizationId: org.org.id, submissionIds: [submitted.body.data.id] }, admin)).body
        .data;
    const save = (entity: object) => post(fx.t, '/updateOrganizationProfile', { entity: { id: org.org.id, ...entity } }, admin);

    await save({ writingSamples: FORMAL, goals: 'Grow revenue in the north' });
    const formal = JSON.stringify(await draft());
    expect(formal).toContain('Kind regards');
    expect(formal).not.toContain('lost-time injuries');

    // A goal the insight bears on by its subject words (a draft names a goal only then).
    await save({ writingSamples: CASUAL, goals: 'Grow revenue in the north|||Zero forklift injuries' });
    const casual = JSON.stringify(await draft());
    expect(casual).toContain('Cheers');
    expect(casual).not.toContain('Kind regards');
    expect(casual).toContain('zero forklift injuries');
  });
});
