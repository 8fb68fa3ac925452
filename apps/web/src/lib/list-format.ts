/**
 * 'a, b and c': a conjunction list in `locale` (or the locale a function gives at each call: the
 * page's language), its Intl.ListFormat created on first use, not as the importing module loads:
 * a page's first Intl formatter loads the locale data, 20-45 ms in Chromium, and these modules
 * load with pages that never list anything.
 */
export function conjunctionList(locale: string | (() => string)): (items: string[]) => string {
  const formats = new Map<string, Intl.ListFormat>();
  return (items) => {
    const tag = typeof locale === 'string' ? locale : locale();
    let format = formats.get(tag);
    if (!format) formats.set(tag, (format = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' })));
    return format.format(items);
  };
}
