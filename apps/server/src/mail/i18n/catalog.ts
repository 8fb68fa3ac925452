import { DEFAULT_LANGUAGE, type Language } from '@voyce/contracts/languages';

/**
 * The words of the e-mails an employee gets (code e-mails, the MyVoyce invite, the weekly
 * reminder, a reach-out's invitation), one catalogue per MyVoyce language (<language>.ts beside
 * this file). Leaders' e-mails stay English and are not here. `{name}` is a placeholder that
 * fill() replaces; a Plural holds one text per CLDR plural category of its language, chosen by
 * Intl.PluralRules. mail-catalog.test.ts checks every language has every key, every category
 * its language uses, and the same placeholders as English.
 */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type MailCatalog = {
  otpSubjectLogin: string;
  otpSubjectInvite: string;
  otpSubjectReset: string;
  /** {code} */
  otpCodeLogin: string;
  otpCodeInvite: string;
  otpCodeReset: string;
  /** {minutes} */
  otpExpiry: Plural;
  /** {organization}: subjects name the organisation at most, never a person or a code. */
  inviteSubject: string;
  inviteIntro: string;
  inviteRegister: string;
  inviteButton: string;
  reminderSubject: string;
  reminderBody: string;
  reminderSameForAll: string;
  reminderButton: string;
  /** {from}, {title} */
  reachoutAsks: string;
  /** {from} */
  reachoutQuestion: string;
  /** {organization} */
  reachoutAnonymous: string;
  reachoutButton: string;
};

export type MailKey = keyof MailCatalog;

/** Replaces each {name} with its value; a placeholder with no value stays as written. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of `forms` for the count `n` in `language` (falls back to `other`). */
export function pluralOf(language: Language, forms: Plural, n: number): string {
  return forms[new Intl.PluralRules(language).select(n)] ?? forms.other;
}

/** The language an e-mail to a person is written in: theirs, else the request's page, else English. */
export const mailLanguage = (account: Language | null | undefined, requested?: Language | null): Language =>
  account ?? requested ?? DEFAULT_LANGUAGE;
