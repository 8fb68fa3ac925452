import { EMERGENCY_TYPES } from '@voyce/contracts/insights';

const LABEL: Record<(typeof EMERGENCY_TYPES)[number], string> = {
  violence: 'violence',
  crime: 'a crime',
  threat: 'a threat',
  self_harm: 'someone at risk of harming themselves',
  harassment: 'harassment',
};

/** An insight leaders may read now: its words go in the alert, with its link. */
type Readable = { body: string; link: string };
/**
 * A reach-out answer still held below k: its words must not reach anyone before k
 * people answered, so the alert says only that it arrived and where to read it once released
 * (the reach-out, not the answer's own page).
 */
type Held = { heldReachoutLink: string };

/**
 * The e-mail to an emergency contact (a leader who may view insights: emergency-contacts/may-receive-alerts).
 * It carries an insight's words so the leader can act, and nothing about who wrote it: there
 * is nothing to carry. A held reach-out answer's alert carries none of its words.
 */
export function emergencyMail(
  v: {
    memberName: string;
    types: string[];
    organizationName: string;
    /** The AI is not sure: the mail asks for a person's judgement and claims nothing. */
    possible?: boolean;
  } & (Readable | Held),
) {
  const what = v.types.map((t) => LABEL[t as keyof typeof LABEL] ?? t).join(' and ');
  if ('heldReachoutLink' in v) {
    const text = [
      `Hello ${v.memberName},`,
      v.possible
        ? `An anonymous answer to a reach-out of ${v.organizationName} possibly describes ${what}. The assistant is not sure: please review it and decide once you can read it. You receive this because you are an emergency contact for it.`
        : `An anonymous answer to a reach-out of ${v.organizationName} may describe ${what}. You receive this because you are an emergency contact for it.`,
      'Its words are not in this e-mail: like every answer, it stays hidden until enough people have answered the reach-out to keep its author anonymous.',
      `Once the answers are released, read it with the reach-out's responses: ${v.heldReachoutLink}`,
    ].join('\n\n');
    return {
      subject: v.possible
        ? `Please review: a reach-out answer possibly describes ${what}`
        : `Urgent: a reach-out answer may describe ${what}`,
      text,
    };
  }
  const text = [
    `Hello ${v.memberName},`,
    v.possible
      ? `An anonymous insight sent to ${v.organizationName} possibly describes ${what}. The assistant is not sure: please review it and decide. You receive this because you are an emergency contact for it.`
      : `An anonymous insight sent to ${v.organizationName} may describe ${what}. You receive this because you are an emergency contact for it.`,
    `The insight:\n"${v.body}"`,
    `Open it in Voyce to respond: ${v.link}`,
  ].join('\n\n');
  return { subject: v.possible ? `Please review: an insight possibly describes ${what}` : `Urgent: an insight may describe ${what}`, text };
}
