import { useTranslation } from '../../../i18n/translate';
import { OrderFilter, StatusFilter, WinFilter } from '../../../components/common-filters';
import { activeFilterCount, FilterSheet } from '../../../components/filter-sheet';
import { FilterSelect } from '../../../components/filter-select';
import { LIST_DEFAULTS, type ListFilter } from '../list-filters';

const KEYS: (keyof ListFilter)[] = ['order', 'win', 'reveal', 'delegate', 'status', 'response'];

type Props = { value: ListFilter; onChange: (patch: Partial<ListFilter>) => void };

/** Order, Win, Reveal, Delegate, Status and Response (spec 1 §2, §9); on phones in a sheet. */
export function ListFilterBar({ value, onChange }: Props) {
  const { t } = useTranslation();
  const all = { value: 'all', label: t('workspace.filters.all') };
  return (
    <FilterSheet
      count={activeFilterCount(
        value,
        LIST_DEFAULTS,
        KEYS.map((key) => [key]),
      )}
      onReset={() => onChange(Object.fromEntries(KEYS.map((key) => [key, LIST_DEFAULTS[key]])))}
    >
      <OrderFilter value={value.order} onChange={(order) => onChange({ order })} />
      <WinFilter value={value.win} onChange={(win) => onChange({ win })} />
      <FilterSelect
        label={t('workspace.filters.reveal')}
        value={value.reveal}
        minWidth={130}
        onChange={(reveal) => onChange({ reveal })}
        options={[
          all,
          { value: 'revealed', label: t('workspace.filters.revealed') },
          { value: 'not_revealed', label: t('workspace.filters.notRevealed') },
        ]}
      />
      <FilterSelect
        label={t('workspace.filters.delegate')}
        value={value.delegate}
        minWidth={130}
        onChange={(delegate) => onChange({ delegate })}
        options={[
          all,
          { value: 'delegated', label: t('workspace.filters.delegated') },
          { value: 'not_delegated', label: t('workspace.filters.notDelegated') },
        ]}
      />
      <StatusFilter value={value.status} onChange={(status) => onChange({ status })} />
      <FilterSelect
        label={t('workspace.filters.response')}
        value={value.response}
        minWidth={140}
        onChange={(response) => onChange({ response })}
        options={[
          all,
          { value: 'responded', label: t('workspace.filters.responded') },
          { value: 'not_responded', label: t('workspace.filters.notResponded') },
        ]}
      />
    </FilterSheet>
  );
}
