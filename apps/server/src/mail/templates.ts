import { DEFAULT_LANGUAGE, isRtlLanguage, type Language } from '@voyce/contracts/languages';
import { fill, pluralOf } from './i18n/catalog.ts';
import { MAIL_CATALOGS } from './i18n/index.ts';

/** Plain, short e-mails. HTML is a light wrapper around the same text. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `language` (e-mails to employees): the text's language, and right to left where it is written so. */
export function html(paragraphs: string[], link?: { href: string; label: string }, language?: Language): string {
  const body = paragraphs.map((p) => `<p>${esc(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${esc(link.href)}" style="background:#4F46E5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(link.label)}</a></p>`
    : '';
  const lang = language ? ` lang="${language}"${isRtlLanguage(language) ? ' dir="rtl"' : ''}` : '';
  return `<div${lang} style="font-family:Inter,Arial,sans-serif;font-size:14px;color:#111827">${body}${button}</div>`;
}

const OTP_KEYS = {
  login: { subject: 'otpSubjectLogin', code: 'otpCodeLogin' },
  invite: { subject: 'otpSubjectInvite', code: 'otpCodeInvite' },
  reset: { subject: 'otpSubjectReset', code: 'otpCodeReset' },
} as const;

/** A code e-mail, in the person's language (mailLanguage). */
export function otpMail(code: string, purpose: 'login' | 'invite' | 'reset', minutes: number, language: Language = DEFAULT_LANGUAGE) {
  const t = MAIL_CATALOGS[language];
  const lines = [fill(t[OTP_KEYS[purpose].code], { code }), fill(pluralOf(language, t.otpExpiry, minutes), { minutes })];
  // The code is in the body only: subjects are kept in mail logs and in the outbox after sending.
  return { subject: t[OTP_KEYS[purpose].subject], text: lines.join('\n\n'), html: html(lines, undefined, language) };
}

/** An invite: an employee's in the language the leader chose (default English); a leader's in English. */
export function inviteMail(
  organizationName: string,
  link: string,
  role: 'admin' | 'employee' | 'owner',
  language: Language = DEFAULT_LANGUAGE,
) {
  if (role === 'employee') {
    const t = MAIL_CATALOGS[language];
    const organization = { organization: organizationName };
    const lines = [fill(t.inviteIntro, organization), t.inviteRegister];
    return {
      subject: fill(t.inviteSubject, organization),
      text: `${lines.join('\n\n')}\n\n${link}`,
      html: html(lines, { href: link, label: t.inviteButton }, language),
    };
  }
  const lines = [`You have been invited to lead ${organizationName} on Voyce.`, 'Open the link below to register.'];
  return {
    subject: `You're invited to ${organizationName} on Voyce`,
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: html(lines, { href: link, label: 'Accept invite' }),
  };
}

/**
 * The weekly "Check MyVoyce" reminder. Every employee who has not turned it off gets it at the
 * same hour, news or none, and everyone of one account language the same bytes: a text (or a
 * recipient list) that changed with news would tell the mail server, and anyone reading its log,
 * who wrote what. It therefore names no person, insight or count, and says plainly that it is
 * not a sign of news.
 */
export function myvoyceReminderMail(appUrl: string, language: Language = DEFAULT_LANGUAGE) {
  const t = MAIL_CATALOGS[language];
  const lines = [t.reminderBody, t.reminderSameForAll];
  return {
    subject: t.reminderSubject,
    text: `${lines.join('\n\n')}\n\n${appUrl}/my`,
    html: html(lines, { href: `${appUrl}/my`, label: t.reminderButton }, language),
  };
}
