import Box from '@mui/material/Box';
import { useTranslation } from '../../../i18n/translate';
import { FilterSelect } from '../../../components/filter-select';
import { PeriodFilter } from '../../../components/period-filter';
import { ReachoutAnswersSwitch } from '../../../components/reachout-answers-switch';
import type { ExplorerFilter } from '../explorer-filter';

type Props = { value: ExplorerFilter; onChange: (patch: Partial<ExplorerFilter>) => void };

/** The Hot Topics list's filters: Order, Pinned, Status and period (spec 1 §2, §9), and whether reach-out answers count. */
export function ExplorerFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const f = (key: 'latest' | 'earliest' | 'all' | 'pinnedOnly' | 'notPinned') => t(`workspace.filters.${key}`);
  return (
    <Box role="group" aria-label={t('workspace.filters.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <FilterSelect
        label={t('workspace.filters.order')}
        value={value.order}
        onChange={(order) => onChange({ order })}
        options={[
          { value: 'latest', label: f('latest') },
          { value: 'earliest', label: f('earliest') },
        ]}
      />
      <FilterSelect
        label={t('workspace.filters.pinned')}
        value={value.pinned}
        onChange={(pinned) => onChange({ pinned })}
        options={[
          { value: 'all', label: f('all') },
          { value: 'pinned', label: f('pinnedOnly') },
          { value: 'not_pinned', label: f('notPinned') },
        ]}
      />
      <FilterSelect
        label={t('workspace.status.label')}
        value={value.status}
        onChange={(status) => onChange({ status })}
        options={(['all', 'open', 'closed'] as const).map((s) => ({ value: s, label: t(`workspace.status.${s}`) }))}
      />
      <PeriodFilter allowCustom value={value} onChange={(period) => onChange(period)} />
      <ReachoutAnswersSwitch value={value.reachouts} onChange={(reachouts) => onChange({ reachouts })} />
    </Box>
  );
}
