/**
 * 'a, b and c': a conjunction list in `locale`, its Intl.ListFormat created on first use, not as
 * the importing module loads: a page's first Intl formatter loads the locale data, 20-45 ms in
 * Chromium, and these modules load with pages that never list anything.
 */
export function conjunctionList(locale: string): (items: string[]) => string {
  let format: Intl.ListFormat | undefined;
  return (items) => (format ??= new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).format(items);
}
