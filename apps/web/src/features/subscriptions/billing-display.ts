import { translate } from '../../i18n/translate';
import type { Invoice } from '@voyce/contracts/billing';

const NO_VALUE = '-';

/** A yyyy-MM-dd day in the reader's locale ('Mar 4, 2026' in English), or '-' (spec 1 §2). */
export function localeDate(day: string | null | undefined, locale?: string): string {
  if (!day) return NO_VALUE;
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return NO_VALUE;
  // Built from its parts: new Date('yyyy-MM-dd') is midnight UTC, the previous day west of it.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}

/** Spec 1 §2 'Total (currency code, symbol, total)': 'USD $1,200.00'. */
export function invoiceTotal(invoice: Pick<Invoice, 'currency_code' | 'currency_symbol' | 'total'>, locale?: string): string {
  const amount = Number(invoice.total);
  const total = Number.isFinite(amount)
    ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
    : invoice.total;
  return `${invoice.currency_code} ${invoice.currency_symbol}${total}`;
}

/**
 * A Users line: 'Blyndspot: 40 licenses (12 in use)', or without a recorded count
 * 'Blyndspot: 12 in use, no license count set' (never 'Blyndspot: - licenses').
 */
export const licenceLine = (product: string, count: number | null, inUse: number): string =>
  count === null
    ? translate('settings.subscriptions.licencesUnset', { product, inUse })
    : translate('settings.subscriptions.licences', { product, count, inUse });

/**
 * Where 'Contact Billing' points: the account's configured link when it is a mail address or a
 * web address, else null (no plan names a contact yet): the button is then disabled and says
 * why, never an empty `mailto:` that opens a blank message to nobody.
 */
export function contactBillingHref(url: string | null): string | null {
  const link = url?.trim() ?? '';
  return /^mailto:\s*[^\s@]+@[^\s@]+/i.test(link) || /^https?:\/\/[^\s/]+/i.test(link) ? link : null;
}
