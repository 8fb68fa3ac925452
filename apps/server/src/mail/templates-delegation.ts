/**
 * The e-mail to someone an insight was delegated to: the leader's note and the insight's
 * words, so they can act. Nothing about who wrote it: the author is never known here.
 */
export function delegationMail(v: { senderName: string; organizationName: string; note: string; insights: string[]; link: string }) {
  const n = v.insights.length;
  const what = n === 1 ? 'an anonymous insight' : `${n} anonymous insights`;
  const text = [
    `${v.senderName} of ${v.organizationName} shared ${what} with you on Voyce.`,
    `Their note:\n${v.note}`,
    `${n === 1 ? 'The insight' : 'The insights'}:\n${v.insights.map((b) => `"${b}"`).join('\n\n')}`,
    `If you lead in Voyce, open ${n === 1 ? 'it' : 'them'} there: ${v.link}`,
  ].join('\n\n');
  return { subject: `${v.senderName} shared ${n === 1 ? 'an insight' : `${n} insights`} with you`, text };
}
