import type { IdentifyingKind } from '@voyce/contracts/employee';
import type { TFunction } from '../../i18n/translate';
import { conjunctionList } from '../../lib/list-format';

const list = conjunctionList('en');

/**
 * The editor's warning, naming what was found: "This may identify you: it mentions how long you
 * have worked here and your age. Remove it if you want to stay anonymous."
 */
export const identifyingWarning = (t: TFunction, kinds: readonly IdentifyingKind[]): string =>
  t('my.editor.identifyingHint', { what: list(kinds.map((k) => t(`my.editor.identifyingKinds.${k}`))) });
