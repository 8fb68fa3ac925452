import { DEFAULT_LANGUAGE, type Language } from '@voyce/contracts/languages';
import { fill } from './i18n/catalog.ts';
import { MAIL_CATALOGS } from './i18n/index.ts';
import { html } from './templates.ts';

/**
 * A reach-out delivered to an employee of its audience: who asks (the leader, or the
 * organisation when sent as it), the question, and the way to answer anonymously. It names
 * only the recipient's own inbox, never anyone's answer. `language` is the recipient's; title
 * and body are the leader's translation into it when there is one (the caller picks them).
 */
export function reachoutInvitationMail(v: {
  from: string;
  organizationName: string;
  title: string;
  body: string;
  link: string;
  language?: Language;
}) {
  const language = v.language ?? DEFAULT_LANGUAGE;
  const t = MAIL_CATALOGS[language];
  const heading = v.title ? fill(t.reachoutAsks, { from: v.from, title: v.title }) : fill(t.reachoutQuestion, { from: v.from });
  const lines = [heading, v.body, fill(t.reachoutAnonymous, { organization: v.organizationName })];
  return {
    subject: heading,
    text: `${lines.join('\n\n')}\n\n${v.link}`,
    html: html(lines, { href: v.link, label: t.reachoutButton }, language),
  };
}
