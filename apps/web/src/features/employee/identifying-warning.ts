import type { IdentifyingKind } from '@voyce/contracts/employee';
import { i18n, type TFunction } from '../../i18n/translate';
import { conjunctionList } from '../../lib/list-format';

// In the page's language: the kinds are MyVoyce's words, and so is the 'and'.
const list = conjunctionList(() => i18n.locale);

/**
 * The editor's warning, naming what was found: "This may identify you: it mentions how long you
 * have worked here and your age. Remove it if you want to stay anonymous."
 */
export const identifyingWarning = (t: TFunction, kinds: readonly IdentifyingKind[]): string =>
  t('my.editor.identifyingHint', { what: list(kinds.map((k) => t(`my.editor.identifyingKinds.${k}`))) });
