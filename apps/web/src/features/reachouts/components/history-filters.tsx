import { useQuery } from '@tanstack/react-query';
import { REACHOUT_PERIODS } from '@voyce/contracts/reachout-rules';
import { useTranslation } from '../../../i18n/translate';
import { OrderFilter, StatusFilter } from '../../../components/common-filters';
import { activeFilterCount, FilterSheet } from '../../../components/filter-sheet';
import { FilterSelect } from '../../../components/filter-select';
import { MultiSelectFilter } from '../../../components/multi-select-filter';
import { DateField } from '../../../components/period-filter';
import { departmentsQueryOptions } from '../../../api/organization-structure';
import { promptersQueryOptions } from '../../../api/organization-members';
import { HISTORY_DEFAULTS, type HistoryFilter } from '../history-filter';

type Props = { value: HistoryFilter; onChange: (patch: Partial<HistoryFilter>) => void; organizationId: string };

const ids = (csv: string) => (csv ? csv.split(',') : []);

const { page: _page, ...DEFAULTS } = HISTORY_DEFAULTS;
// A period and its dates are one filter.
const GROUPS: (keyof HistoryFilter)[][] = [['period', 'startDate', 'endDate'], ['departments'], ['promptedBy'], ['status'], ['order']];

/**
 * The history's filters (spec 1 §2, §9): period, departments, prompted by, status and order. A
 * row on wide screens; behind one Filters button on phones, so the first cards stay in view.
 */
export function HistoryFilters({ value, onChange, organizationId }: Props) {
  const { t } = useTranslation();
  const departments = useQuery(departmentsQueryOptions(organizationId));
  const prompters = useQuery(promptersQueryOptions(organizationId));
  return (
    <FilterSheet count={activeFilterCount(value, DEFAULTS, GROUPS)} onReset={() => onChange(DEFAULTS)}>
      <FilterSelect
        label={t('workspace.timespan.label')}
        value={value.period}
        minWidth={150}
        options={REACHOUT_PERIODS.map((p) => ({ value: p, label: t(`workspace.reachouts.periods.${p}`) }))}
        // Spec 1 §4: choosing a period other than Custom Range clears the dates.
        onChange={(period) => onChange(period === 'Custom Range' ? { period } : { period, startDate: '', endDate: '' })}
      />
      {value.period === 'Custom Range' && (
        <>
          <DateField label={t('workspace.timespan.startDate')} value={value.startDate} onChange={(startDate) => onChange({ startDate })} />
          <DateField label={t('workspace.timespan.endDate')} value={value.endDate} onChange={(endDate) => onChange({ endDate })} />
        </>
      )}
      <MultiSelectFilter
        label={t('workspace.filters.departments')}
        allLabel={t('workspace.filters.allDepartments')}
        countLabel={(count) => t('workspace.filters.departmentsCount', { count })}
        clearLabel={t('workspace.filters.clearDepartments')}
        value={ids(value.departments)}
        onChange={(next) => onChange({ departments: next.join(',') })}
        options={departments.data ?? []}
      />
      <MultiSelectFilter
        label={t('workspace.reachouts.promptedBy')}
        allLabel={t('workspace.filters.all')}
        countLabel={(count) => t('workspace.reachouts.peopleCount', { count })}
        clearLabel={t('workspace.reachouts.clearPeople')}
        value={ids(value.promptedBy)}
        onChange={(next) => onChange({ promptedBy: next.join(',') })}
        options={prompters.data ?? []}
        minWidth={150}
      />
      <StatusFilter value={value.status} onChange={(status) => onChange({ status })} spelling={{ open: 'Open', closed: 'Closed' }} />
      <OrderFilter value={value.order} onChange={(order) => onChange({ order })} />
    </FilterSheet>
  );
}
