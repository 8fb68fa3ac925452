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
  // The code is in the body only: subjects are kept in mail logs and in the outbox after sending.
  const subject = { login: 'Your Voyce sign-in code', invite: 'Your Voyce registration code', reset: 'Your Voyce password reset code' }[
    purpose
  ];
  return { subject, text: lines.join('\n\n'), html: html(lines) };
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

/**
 * The weekly "Check MyVoyce" reminder. Every employee who has not turned it off gets these same
 * bytes at the same hour, news or none: a text (or a recipient list) that changed with news would
 * tell the mail server, and anyone reading its log, who wrote what. It therefore
 * names no person, insight or count, and says plainly that it is not a sign of news.
 */
export function myvoyceReminderMail(appUrl: string) {
  const lines = [
    'This is your weekly reminder to check MyVoyce for replies from your leaders and requests about what you shared.',
    'Everyone on MyVoyce who has not turned it off gets this same e-mail at the same time, whether or not anything is new for them. You can turn it off in MyVoyce.',
  ];
  return {
    subject: 'Check MyVoyce',
    text: `${lines.join('\n\n')}\n\n${appUrl}/my`,
    html: html(lines, { href: `${appUrl}/my`, label: 'Open MyVoyce' }),
  };
}
