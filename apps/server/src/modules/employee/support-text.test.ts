import { DEFAULT_SUPPORT_TEXT } from '@voyce/contracts/settings';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

/** Someone who may be at risk sees where to turn at once, in the organisation's words. */
const fx = useTestOrg({ signIn: ['employee', 'leader'] });

const submit = (body: string) => post(fx.t, '/employee/submitInsight', { body }, fx.employee);

describe('support text on sending an insight', () => {
  it('answers an insight that may describe self-harm with the support text, at once', async () => {
    const res = await submit("Honestly everyone would be better off without me. I don't see the point of waking up anymore.");
    expect(res.status).toBe(200);
    expect(res.body.data.supportText).toBe(DEFAULT_SUPPORT_TEXT);
  });

  it('answers an ordinary insight without it', async () => {
    const res = await submit('The printer on the second floor has been jammed for a week.');
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('supportText');
  });

  it("uses the organisation's own words from AI settings, and blank restores the default", async () => {
    const mine = 'Call our EAP on 0800 123 456, any time. You matter to us.';
    const saved = await post(fx.t, '/updateOrganizationProfile', { entity: { id: fx.s.org.id, supportText: mine } }, fx.leader);
    expect(saved.status).toBe(200);
    expect(saved.body.data.entity.supportText).toBe(mine);
    expect((await submit('I keep thinking about ending my life before my shifts.')).body.data.supportText).toBe(mine);
    const cleared = await post(fx.t, '/updateOrganizationProfile', { entity: { id: fx.s.org.id, supportText: '  ' } }, fx.leader);
    expect(cleared.body.data.entity.supportText).toBe(DEFAULT_SUPPORT_TEXT);
  });

  it('refuses a support text over 1,000 characters', async () => {
    const res = await post(fx.t, '/updateOrganizationProfile', { entity: { id: fx.s.org.id, supportText: 'x'.repeat(1001) } }, fx.leader);
    expect(res.status).toBe(400);
  });
});
