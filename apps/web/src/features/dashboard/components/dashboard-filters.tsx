import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { StatusFilter } from '../../../components/common-filters';
import { activeFilterCount, FilterSheet } from '../../../components/filter-sheet';
import { FilterSelect } from '../../../components/filter-select';
import { MultiSelectFilter } from '../../../components/multi-select-filter';
import { PeriodFilter } from '../../../components/period-filter';
import { PRIORITY_ORDER } from '../../../components/priority-chip';
import { ReachoutAnswersSwitch } from '../../../components/reachout-answers-switch';
import type { DashboardFilter } from '../dashboard-filter';

/** Spec 1 §3 'Dashboard filters': status open and the last 30 days unless chosen otherwise. */
export const DASHBOARD_FILTER_DEFAULTS: DashboardFilter = {
  severityName: 'all',
  topic: '',
  status: 'open',
  departments: '',
  timespan: 'last_30_days',
  reachouts: '',
};

const GROUPS: (keyof DashboardFilter)[][] = [['severityName'], ['topic'], ['status'], ['departments'], ['timespan'], ['reachouts']];

type Department = { id: string; name: string };
type Props = { value: DashboardFilter; onChange: (patch: Partial<DashboardFilter>) => void; departments: Department[] };

/**
 * The dashboard's filters (spec 1 §3): priority, topic, status, departments and period, and
 * whether reach-out answers count. A row on
 * wide screens; behind one Filters button on phones, so the first cards stay in view.
 */
export function DashboardFilters({ value, onChange, departments }: Props) {
  const { t } = useTranslation();
  const topicId = useId();
  return (
    <FilterSheet count={activeFilterCount(value, DASHBOARD_FILTER_DEFAULTS, GROUPS)} onReset={() => onChange(DASHBOARD_FILTER_DEFAULTS)}>
      <FilterSelect
        label={t('workspace.priority.label')}
        value={value.severityName}
        onChange={(severityName) => onChange({ severityName })}
        options={[
          { value: 'all', label: t('workspace.priority.all') },
          ...[...PRIORITY_ORDER].reverse().map((p) => ({ value: p, label: t(`workspace.priority.${p}`) })),
        ]}
      />
      <FormControl size="small" sx={{ flex: { xs: '1 1 140px', md: '0 0 200px' } }}>
        <InputLabel htmlFor={topicId} shrink>
          {t('workspace.filters.topic')}
        </InputLabel>
        <OutlinedInput
          id={topicId}
          type="search"
          notched
          label={t('workspace.filters.topic')}
          placeholder={t('workspace.filters.topicPlaceholder')}
          value={value.topic}
          onChange={(e) => onChange({ topic: e.target.value })}
        />
      </FormControl>
      <StatusFilter value={value.status} onChange={(status) => onChange({ status })} minWidth={140} />
      <MultiSelectFilter
        label={t('workspace.filters.departments')}
        allLabel={t('workspace.filters.allDepartments')}
        countLabel={(count) => t('workspace.filters.departmentsCount', { count })}
        clearLabel={t('workspace.filters.clearDepartments')}
        value={value.departments ? value.departments.split(',') : []}
        onChange={(ids) => onChange({ departments: ids.join(',') })}
        options={departments}
      />
      <PeriodFilter value={{ timespan: value.timespan, startDate: '', endDate: '' }} onChange={(p) => onChange({ timespan: p.timespan })} />
      <ReachoutAnswersSwitch value={value.reachouts} onChange={(reachouts) => onChange({ reachouts })} />
    </FilterSheet>
  );
}
