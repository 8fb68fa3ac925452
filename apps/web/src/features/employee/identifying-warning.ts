import type { IdentifyingKind } from '@voyce/contracts/employee';
import type { TFunction } from '../../i18n/translate';

// Created on first use, not as the module loads: a page's first Intl formatter loads the locale
// data, 20-45 ms in Chromium, and this module loads with pages that never list anything (issue 20).
let listFormat: Intl.ListFormat | undefined;
const list = {
  format: (items: string[]) => (listFormat ??= new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })).format(items),
};

/**
 * The editor's warning, naming what was found: "This may identify you: it mentions how long you
 * have worked here and your age. Remove it if you want to stay anonymous."
 */
export const identifyingWarning = (t: TFunction, kinds: readonly IdentifyingKind[]): string =>
  t('my.editor.identifyingHint', { what: list.format(kinds.map((k) => t(`my.editor.identifyingKinds.${k}`))) });
