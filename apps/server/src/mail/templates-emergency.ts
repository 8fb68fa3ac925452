import { EMERGENCY_TYPES } from '@voyce/contracts/submissions';

const LABEL: Record<(typeof EMERGENCY_TYPES)[number], string> = {
  violence: 'violence',
  crime: 'a crime',
  threat: 'a threat',
  self_harm: 'someone at risk of harming themselves',
  harassment: 'harassment',
};

/**
 * The e-mail to an emergency contact. It carries the insight's words so the leader can act,
 * and nothing about who wrote it: there is nothing to carry.
 */
export function emergencyMail(v: {
  memberName: string;
  types: string[];
  body: string;
  link: string;
  organizationName: string;
  /** The AI is not sure: the mail asks for a person's judgement and claims nothing. */
  possible?: boolean;
}) {
  const what = v.types.map((t) => LABEL[t as keyof typeof LABEL] ?? t).join(' and ');
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
