import Box from '@mui/material/Box';
import { useTranslation } from '../../../i18n/translate';
import { FilterSelect } from '../../../components/filter-select';
import type { ListFilter } from '../list-filters';

type Props = { value: ListFilter; onChange: (patch: Partial<ListFilter>) => void };

/** Order, Win, Reveal, Delegate, Status and Response (spec 1 §2, §9). */
export function ListFilterBar({ value, onChange }: Props) {
  const { t } = useTranslation();
  const all = { value: 'all', label: t('workspace.filters.all') };
  return (
    <Box role="group" aria-label={t('workspace.filters.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <FilterSelect
        label={t('workspace.filters.order')}
        value={value.order}
        minWidth={120}
        onChange={(order) => onChange({ order })}
        options={[
          { value: 'latest', label: t('workspace.filters.latest') },
          { value: 'earliest', label: t('workspace.filters.earliest') },
        ]}
      />
      <FilterSelect
        label={t('workspace.filters.win')}
        value={value.win}
        minWidth={110}
        onChange={(win) => onChange({ win })}
        options={[all, { value: 'win', label: t('workspace.filters.win') }, { value: 'no_win', label: t('workspace.filters.noWin') }]}
      />
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
      <FilterSelect
        label={t('workspace.status.label')}
        value={value.status}
        minWidth={110}
        onChange={(status) => onChange({ status })}
        options={(['all', 'open', 'closed'] as const).map((s) => ({ value: s, label: t(`workspace.status.${s}`) }))}
      />
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
    </Box>
  );
}
