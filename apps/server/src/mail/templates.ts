/** Plain, short e-mails. HTML is a light wrapper around the same text. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${esc(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${esc(link.href)}" style="background:#4F46E5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(link.label)}</a></p>`
    : '';
  return `<div style="font-family:Inter,Arial,sans-serif;font-size:14px;color:#111827">${body}${button}</div>`;
}

export function otpMail(code: string, purpose: 'login' | 'invite' | 'reset', minutes: number) {
  const what = { login: 'sign in to Voyce', invite: 'finish your Voyce registration', reset: 'reset your Voyce password' }[purpose];
  const lines = [
    `Your code to ${what} is ${code}.`,
    `It expires in ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.`,
  ];
  return { subject: `Your Voyce code: ${code}`, text: lines.join('\n\n'), html: html(lines) };
}

export function inviteMail(organizationName: string, link: string, role: 'admin' | 'employee' | 'owner') {
  const lines =
    role === 'employee'
      ? [
          `${organizationName} invites you to MyVoyce, where you can share feedback with its leaders anonymously.`,
          'Open the link below to register. Your name is never shown with what you write unless you choose to reveal it.',
        ]
      : [`You have been invited to lead ${organizationName} on Voyce.`, 'Open the link below to register.'];
  return {
    subject: `You're invited to ${organizationName} on Voyce`,
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: html(lines, { href: link, label: 'Accept invite' }),
  };
}

/** Deliberately says nothing about which insight: the e-mail must not tie a person to words. */
export function replyNoticeMail(appUrl: string) {
  const lines = ['Your leaders replied to something you shared in MyVoyce.', 'Open MyVoyce to read it. Your reply stays anonymous.'];
  return {
    subject: 'You have a new reply in MyVoyce',
    text: `${lines.join('\n\n')}\n\n${appUrl}/my`,
    html: html(lines, { href: `${appUrl}/my`, label: 'Open MyVoyce' }),
  };
}
