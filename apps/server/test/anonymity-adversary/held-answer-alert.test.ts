import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, submissions } from '../../src/db/schema/index.ts';
import { post } from '../fixtures.ts';
import { useTestOrg } from '../org-fixture.ts';
import { addEmployees, newDepartment, uniqueWord } from './adversary.ts';

/**
 * Attack: a reach-out answer is held until k people answered, but one that
 * reads as an emergency alerts the emergency contacts at once. If the alert carried the answer's
 * words, the contact would read one person's answer long before there were k to hide among,
 * and could match it to who was asked. The alert says that an emergency answer arrived and
 * where to read it once released: the reach-out, not the answer's own page.
 */
const fx = useTestOrg({ structure: true, signIn: ['leader'] });

const THREAT = (w: string) => `${w} said he will hurt anyone in the night crew who reports him, and he brought a knife to the depot.`;

/** Every run of three words of `text`, lower case, as a reader would quote it. */
const phrases = (text: string) => {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
  return words.slice(0, -2).map((_, i) => words.slice(i, i + 3).join(' '));
};

describe('the emergency alert of a held reach-out answer', () => {
  it('names the kind and the reach-out, never a word of the answer', async () => {
    const dept = await newDepartment(fx.t, fx.s.org.id, fx.st.classification.id, fx.leader);
    const people = await addEmployees(fx.t, fx.s.org.id, 5, dept);
    const sent = await post(
      fx.t,
      '/sendParticipationMessage',
      {
        organizationId: fx.s.org.id,
        sendAs: 'myself',
        message: 'How safe do you feel on the night shift?',
        departmentIds: [dept],
      },
      fx.leader,
    );
    const reachoutId = sent.body.data.reachout.id as string;
    const name = uniqueWord('Manager');
    const body = THREAT(name);
    const answered = await post(fx.t, '/employee/respondToReachout', { reachoutId, body }, people[0]!.token);
    expect(answered.status).toBe(200);
    const [answer] = await fx.t.db.select().from(submissions).where(eq(submissions.reachoutId, reachoutId));
    // Still held (one answer of five), yet read as an emergency: the alert goes out.
    expect(answer!.stage).toBe('held');
    expect(answer!.emergencyTypes.length + answer!.possibleEmergencyTypes.length).toBeGreaterThan(0);

    const mails = await fx.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.organizationId, fx.s.org.id), eq(outbox.kind, 'emergency'), eq(outbox.to, fx.st.contact.email)));
    expect(mails).toHaveLength(1);
    const mail = `${mails[0]!.subject}\n${mails[0]!.text}\n${mails[0]!.html ?? ''}`.toLowerCase();
    expect(mail).not.toContain(name.toLowerCase());
    for (const p of phrases(body)) expect(mail).not.toContain(p);
    // Where to read it once released: the reach-out, not a link that names the answer.
    expect(mail).toContain(`/reachouts/${reachoutId}`);
    expect(mail).not.toContain(answer!.id);
  });
});
