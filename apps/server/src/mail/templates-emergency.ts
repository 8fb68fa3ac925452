import { EMERGENCY_TYPES } from '@voyce/contracts/submissions';

const LABEL: Record<(typeof EMERGENCY_TYPES)[number], string> = { violence: 'violence', crime: 'a crime', threat: 'a threat' };

/**
 * The e-mail to an emergency contact. It carries the insight's words so the leader can act,
 * and nothing about who wrote it: there is nothing to carry.
 */
export function emergencyMail(v: { memberName: string; types: string[]; body: string; link: string; organizationName: string }) {
  const what = v.types.map((t) => LABEL[t as keyof typeof LABEL] ?? t).join(' and ');
  const text = [
    `Hello ${v.memberName},`,
    `An anonymous insight sent to ${v.organizationName} may describe ${what}. You receive this because you are an emergency contact for it.`,
    `The insight:\n"${v.body}"`,
    `Open it in Voyce to respond: ${v.link}`,
  ].join('\n\n');
  return { subject: `Urgent: an insight may describe ${what}`, text };
}
