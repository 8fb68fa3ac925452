import { describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, messageOf, send } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true, signIn: ['leader', 'otherLeader', 'employee'] });

const valid = () => ({
  organizationId: fx.s.org.id,
  name: 'Head Office',
  country: 'US',
  state: 'California',
  timezone: 'America/Los_Angeles',
});
const v = () => ({ leader: fx.leader, employee: fx.employee, organizationId: fx.s.org.id, otherOrganizationId: fx.other.org.id });

describe('country, state and time-zone lookups (shipped data)', () => {
  it('answers countries with their zones, states of a country, and the global zone list', async () => {
    const countries = await post(fx.t, '/findCountries', {}, fx.leader);
    expect(countries.status).toBe(200);
    expect(countries.body.data.entities.length).toBeGreaterThan(240);
    const us = countries.body.data.entities.find((c: { isoCode: string }) => c.isoCode === 'US');
    expect(us.timezones).toContain('America/New_York');
    const states = await post(fx.t, '/findStates', { countryCode: 'us' }, fx.leader);
    expect(states.body.data.entities.map((x: { name: string }) => x.name)).toContain('California');
    const zones = await post(fx.t, '/findTimeZones', {}, fx.leader);
    expect(zones.body.data.entities).toEqual(expect.arrayContaining(['Europe/London', 'Asia/Tokyo', 'UTC']));
    expect((await post(fx.t, '/findStates', { countryCode: 'ZZ' }, fx.leader)).status).toBe(400);
  });

  it('refuses employees and strangers', async () => {
    expect((await post(fx.t, '/findCountries', {}, fx.employee)).status).toBe(403);
    expect((await post(fx.t, '/findCountries', {})).status).toBe(401);
    expect((await post(fx.t, '/findStates', {}, fx.leader)).status).toBe(400);
  });
});

describe('locations', () => {
  it('creates, lists and updates a location (state optional)', async () => {
    const created = await post(fx.t, '/createLocation', valid(), fx.leader);
    expect(created.status).toBe(200);
    expect(created.body.data.entity).toMatchObject({
      name: 'Head Office',
      country: 'US',
      countryName: 'United States',
      state: 'California',
      stateName: 'California',
      timezone: 'America/Los_Angeles',
    });
    const upd = await send(
      fx.t,
      'PATCH',
      '/updateLocation',
      { ...valid(), id: created.body.data.entity.id, name: 'Berlin Depot', country: 'DE', state: '', timezone: 'Europe/Berlin' },
      fx.leader,
    );
    expect(upd.status).toBe(200);
    expect(upd.body.data.entity).toMatchObject({ name: 'Berlin Depot', country: 'DE', state: null, timezone: 'Europe/Berlin' });
    await post(fx.t, '/createLocation', { ...valid(), name: 'Austin Hub', state: 'Texas', timezone: 'America/Chicago' }, fx.leader);
    const list = await post(fx.t, '/fetchLocations', { organizationId: fx.s.org.id }, fx.leader);
    expect(list.body.data.entity.map((l: { name: string }) => l.name)).toEqual(['Austin Hub', 'Berlin Depot']);
  });

  it('answers the validation messages of spec 2 §5 and refuses unknown places', async () => {
    const create = (body: object) => post(fx.t, '/createLocation', { ...valid(), name: 'Checked', ...body }, fx.leader);
    expect(messageOf(await create({ name: 'ab' }))).toBe('Must be at least 3 characters');
    expect(messageOf(await create({ name: 'x'.repeat(101) }))).toBe('Must be less than 100 characters');
    expect(messageOf(await create({ country: 'U' }))).toBe('Must be at least 2 characters');
    expect(messageOf(await create({ state: 'C' }))).toBe('Must be at least 2 characters');
    expect(messageOf(await create({ timezone: 'X' }))).toBe('Must be at least 2 characters');
    expect(messageOf(await create({ country: 'ZZ' }))).toBe('Please choose a country from the list');
    expect(messageOf(await create({ state: 'Bavaria' }))).toBe('Please choose a state of the chosen country');
    expect(messageOf(await create({ timezone: 'Mars/Olympus' }))).toBe('Please choose a time zone from the list');
    expect((await create({ name: 'Austin hub' })).status).toBe(409);
  });

  it("answers 404 for another organisation's location", async () => {
    const theirs = (
      await post(fx.t, '/createLocation', { ...valid(), organizationId: fx.other.org.id, name: 'Their Office' }, fx.otherLeader)
    ).body.data.entity;
    expect((await send(fx.t, 'PATCH', '/updateLocation', { ...valid(), id: theirs.id }, fx.leader)).status).toBe(404);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await expectSettingsRefusals(fx.t, 'POST', '/fetchLocations', { ...v(), valid: { organizationId: fx.s.org.id }, invalid: {} });
    await expectSettingsRefusals(fx.t, 'POST', '/createLocation', {
      ...v(),
      valid: { ...valid(), name: 'Refused' },
      invalid: { ...valid(), timezone: '' },
    });
    const row = (await post(fx.t, '/createLocation', { ...valid(), name: 'Refusal row' }, fx.leader)).body.data.entity;
    await expectSettingsRefusals(fx.t, 'PATCH', '/updateLocation', {
      ...v(),
      valid: { ...valid(), id: row.id },
      invalid: { ...valid(), id: row.id, country: '' },
    });
  });
});
