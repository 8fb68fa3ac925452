import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { login, PASSWORD, post } from '../../../test/fixtures.ts';
import { send } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';

/**
 * The leadership grid and user management describe the same people: an entry whose
 * e-mail is a member's is that member's emergency contact, shown on her user record, and it
 * carries her name as the organisation sees it.
 */
const fx = useTestOrg({ structure: true });

const ALL_KINDS = { violence: true, crime: true, threat: true, selfHarm: true, harassment: true };
const NO_KINDS = { violence: false, crime: false, threat: false, selfHarm: false, harassment: false };

/** An accepted admin the organisation has typed no name for: it sees her own. */
async function addAdmin(firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`;
  const [user] = await fx.t.db
    .insert(users)
    .values({ businessEmail: email, firstName, lastName, passwordHash: await hashPassword(PASSWORD) })
    .returning();
  await fx.t.db.insert(memberships).values({ organizationId: fx.s.org.id, userId: user!.id, role: 'admin', inviteStatus: 'accepted' });
  return user!;
}

const record = async (userId: string) =>
  (await post(fx.t, '/user-management/list', { organizationId: fx.s.org.id, role: 'ADMIN' }, fx.leader)).body.data.entity.users.find(
    (u: { userId: string }) => u.userId === userId,
  );
const entry = async (id: string) =>
  (await post(fx.t, '/findLeadershipTeamMembers', { filter: { organizationId: fx.s.org.id } }, fx.leader)).body.data.entities.find(
    (e: { id: string }) => e.id === id,
  );
const save = (path: 'create' | 'update', entity: object) =>
  post(fx.t, `/${path}LeadershipTeamMember`, { entity: { organizationId: fx.s.org.id, ...entity } }, fx.leader);

describe('a leadership entry with a member’s e-mail', () => {
  it('shows every kind ticked in the grid on her user record, follows e-mail changes and goes with the entry', async () => {
    const grace = await addAdmin('Grace', 'Hopper');
    const created = await save('create', { name: 'Grace Hopper', email: grace.businessEmail.toUpperCase(), ...ALL_KINDS });
    expect(created.status).toBe(200);
    const id = created.body.data.entity.id as string;
    expect(await record(grace.id)).toMatchObject({ leadershipTeamMemberId: id, ...ALL_KINDS });

    // The entry now names someone else (another leader: only leaders receive alerts): her record has no emergencies.
    const deputy = await addAdmin('Dee', 'Puty');
    await save('update', { id, name: 'Grace Hopper', email: deputy.businessEmail, ...ALL_KINDS });
    expect(await record(grace.id)).toMatchObject({ leadershipTeamMemberId: null, ...NO_KINDS });
    // Back to her, with two kinds.
    await save('update', { id, name: 'Grace Hopper', email: grace.businessEmail, ...NO_KINDS, crime: true, harassment: true });
    expect(await record(grace.id)).toMatchObject({ leadershipTeamMemberId: id, ...NO_KINDS, crime: true, harassment: true });

    await post(fx.t, '/deleteLeadershipTeamMember', { filter: { organizationId: fx.s.org.id, id } }, fx.leader);
    expect(await record(grace.id)).toMatchObject({ leadershipTeamMemberId: null, ...NO_KINDS });
  });

  it('takes her new name when she is renamed, in user management or in her own account', async () => {
    const ada = await addAdmin('Ada', 'Lovelace');
    const id = (await save('create', { name: 'Ada Lovelace', email: ada.businessEmail, violence: true })).body.data.entity.id as string;

    // Her own account: the organisation typed no name for her, so it sees hers.
    const own = await login(fx.t, ada.businessEmail);
    const renamed = await send(
      fx.t,
      'PATCH',
      '/updateUser/details',
      { entity: { id: ada.id, firstName: 'Augusta', lastName: 'King' } },
      own,
    );
    expect(renamed.status).toBe(200);
    expect((await entry(id)).name).toBe('Augusta King');

    // User management, without touching her kinds (a spec client sends none).
    const update = await post(
      fx.t,
      '/user-management/update',
      {
        organizationId: fx.s.org.id,
        userId: ada.id,
        departmentIds: [fx.st.warehouse.id],
        user: { firstName: 'Ada', lastName: 'Byron', businessEmail: ada.businessEmail },
      },
      fx.leader,
    );
    expect(update.status).toBe(200);
    expect(await entry(id)).toMatchObject({ name: 'Ada Byron', violence: true });

    // The organisation's name for her now stands: her own rename no longer shows to it.
    await send(fx.t, 'PATCH', '/updateUser/details', { entity: { id: ada.id, firstName: 'Countess', lastName: 'Lovelace' } }, own);
    expect((await entry(id)).name).toBe('Ada Byron');
  });
});
