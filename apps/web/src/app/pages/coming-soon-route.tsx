import { useTranslation } from '../../i18n/translate';
import { ComingSoonCard } from '../../components/coming-soon-card';
import type en from '../../i18n/en.json';

export type ComingSoonArea = keyof (typeof en)['comingSoon']['areas'];

/** One page for every area still to come; `area` names the card's text. */
export function ComingSoonRoute({ area }: { area: ComingSoonArea }) {
  const { t } = useTranslation();
  return <ComingSoonCard title={t(`comingSoon.areas.${area}.title`)} description={t(`comingSoon.areas.${area}.text`)} />;
}
