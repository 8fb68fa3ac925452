import { describe, expect, it } from 'vitest';
import '../../test/i18n';
import '../../i18n/workspace-strings';
import { contactBillingHref, invoiceTotal, licenceLine, localeDate } from './billing-display';

describe('billing display', () => {
  it('shows a renewal date in the locale, and "-" without one', () => {
    expect(localeDate('2026-03-04', 'en-US')).toBe('Mar 4, 2026');
    expect(localeDate('2026-03-04', 'en-GB')).toBe('4 Mar 2026');
    expect(localeDate(null)).toBe('-');
    expect(localeDate('')).toBe('-');
  });

  it('writes a total with its currency code and symbol', () => {
    expect(invoiceTotal({ currency_code: 'USD', currency_symbol: '$', total: '1200' }, 'en-US')).toBe('USD $1,200.00');
    expect(invoiceTotal({ currency_code: 'EUR', currency_symbol: '€', total: '99.5' }, 'en-US')).toBe('EUR €99.50');
  });

  it('says a license count is not set rather than "- licenses" (issue 34)', () => {
    expect(licenceLine('Blyndspot', null, 3)).toBe('Blyndspot: 3 in use, no license count set');
    expect(licenceLine('Blyndspot', 40, 12)).toBe('Blyndspot: 40 licenses (12 in use)');
    expect(licenceLine('MyVoyce', 0, 0)).toBe('MyVoyce: 0 licenses (0 in use)');
  });

  it('keeps only mail and web links for Contact Billing, and never an empty mailto', () => {
    expect(contactBillingHref('mailto:billing@example.com')).toBe('mailto:billing@example.com');
    expect(contactBillingHref('https://billing.example.com')).toBe('https://billing.example.com');
    expect(contactBillingHref('javascript:alert(1)')).toBeNull();
    expect(contactBillingHref(null)).toBeNull();
    expect(contactBillingHref('')).toBeNull();
    expect(contactBillingHref('mailto:')).toBeNull();
    expect(contactBillingHref('mailto:  ')).toBeNull();
    expect(contactBillingHref('https://')).toBeNull();
  });
});
