import { describe, expect, it } from 'vitest';
import { contactBillingHref, invoiceTotal, licenceCount, localeDate } from './billing-display';

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

  it('says "-" for a licence count that is not recorded', () => {
    expect(licenceCount(null)).toBe('-');
    expect(licenceCount(0)).toBe('0');
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
