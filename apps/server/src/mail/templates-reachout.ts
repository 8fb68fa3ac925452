import { html } from './templates.ts';

/**
 * A reach-out delivered to an employee of its audience: who asks (the leader, or the
 * organisation when sent as it), the question, and the way to answer anonymously. It names
 * only the recipient's own inbox, never anyone's answer.
 */
export function reachoutInvitationMail(v: { from: string; organizationName: string; title: string; body: string; link: string }) {
  const heading = v.title ? `${v.from} asks: ${v.title}` : `${v.from} has a question for you`;
  const lines = [
    heading,
    v.body,
    `Answer in MyVoyce. Your answer is anonymous: the leaders of ${v.organizationName} see what you write, never who wrote it.`,
  ];
  return {
    subject: heading,
    text: `${lines.join('\n\n')}\n\n${v.link}`,
    html: html(lines, { href: v.link, label: 'Answer anonymously' }),
  };
}
