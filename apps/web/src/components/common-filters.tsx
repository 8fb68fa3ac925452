import { useTranslation } from '../i18n/translate';
import { FilterSelect } from './filter-select';

type Props = { value: string; onChange: (value: string) => void };

/** Latest or earliest first (spec 1 §9). */
export function OrderFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('workspace.filters.order')}
      value={value}
      minWidth={120}
      onChange={onChange}
      options={[
        { value: 'latest', label: t('workspace.filters.latest') },
        { value: 'earliest', label: t('workspace.filters.earliest') },
      ]}
    />
  );
}

/** All, marked as win, or not. */
export function WinFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('workspace.filters.win')}
      value={value}
      minWidth={110}
      onChange={onChange}
      options={[
        { value: 'all', label: t('workspace.filters.all') },
        { value: 'win', label: t('workspace.filters.win') },
        { value: 'no_win', label: t('workspace.filters.noWin') },
      ]}
    />
  );
}

/**
 * All, open or closed. `spelling` gives the values of open and closed where a call spells them
 * its own way (reach-outs: 'Open', 'Closed').
 */
export function StatusFilter({
  value,
  onChange,
  minWidth = 110,
  spelling = { open: 'open', closed: 'closed' },
}: Props & { minWidth?: number; spelling?: { open: string; closed: string } }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('workspace.status.label')}
      value={value}
      minWidth={minWidth}
      onChange={onChange}
      options={[
        { value: 'all', label: t('workspace.status.all') },
        { value: spelling.open, label: t('workspace.status.open') },
        { value: spelling.closed, label: t('workspace.status.closed') },
      ]}
    />
  );
}
