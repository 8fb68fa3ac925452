import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { translate, type TranslationKey, type TranslationValues } from './translate';

type Props = {
  i18nKey: TranslationKey;
  values?: TranslationValues;
  /** Elements for the string's tags: `<strong>{{email}}</strong>` renders inside `components.strong`. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
};

/** A translated sentence with markup: only the named tags are rendered, never raw HTML. */
export function Trans({ i18nKey, values, components }: Props) {
  const parts = translate(i18nKey, values).split(/(<\w+>.*?<\/\w+>)/s);
  return (
    <>
      {parts.map((part, i) => {
        const tag = /^<(\w+)>(.*?)<\/\1>$/s.exec(part);
        const element = tag ? components[tag[1]!] : undefined;
        return element ? cloneElement(element, { key: i }, tag![2]) : <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}
