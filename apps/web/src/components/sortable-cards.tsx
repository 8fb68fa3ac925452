import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useTranslation } from '../i18n/translate';
import { FilterSelect } from './filter-select';
import { CardListItem } from './list-table';
import type { Column, SortableListProps, SortOrder } from './sortable-table';

/** The column keyed 'actions' sits at the card's top right; the first column is its title. */
const ACTIONS = 'actions';

const cell = <T,>(c: Column<T>, row: T) => (c.render ? c.render(row) : c.value?.(row) || '–');

/**
 * SortableTable on phones (DESIGN.md: stacked cards below md): one card per row, the first
 * column as its title, the others as label/value pairs, and a select in place of the
 * sortable headers. The rows come already sorted.
 */
export function SortableCards<T extends { id: string }>({ columns, rows, sortBy, sortOrder, onSort, label }: SortableListProps<T>) {
  const { t } = useTranslation();
  const [title, ...rest] = columns;
  const actions = rest.find((c) => c.key === ACTIONS);
  const details = rest.filter((c) => c.key !== ACTIONS);
  const sortable = columns.filter((c) => c.sortable);
  const current = sortable.some((c) => c.key === sortBy) ? `${sortBy}:${sortOrder}` : '';
  // As with the headers, a list shown in its own order can be sorted, not unsorted again.
  const options = [
    ...(current ? [] : [{ value: '', label: t('settings.common.defaultOrder') }]),
    ...sortable.flatMap((c) =>
      (['asc', 'desc'] as const).map((order) => ({
        value: `${c.key}:${order}`,
        label: t(`settings.common.sort.${order}`, { label: c.label }),
      })),
    ),
  ];
  return (
    <Box>
      {sortable.length > 0 && (
        <Box sx={{ display: 'flex', px: 2, pt: 2, pb: 1.5 }}>
          <FilterSelect
            label={t('settings.common.sortBy')}
            value={current}
            options={options}
            onChange={(v) => {
              const [key, order] = v.split(':');
              if (key) onSort(key, order as SortOrder);
            }}
          />
        </Box>
      )}
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, fontSize: 13 }}>
        {rows.length === 0 && (
          <Box component="li" sx={{ py: 4, textAlign: 'center', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
            {t('settings.common.noData')}
          </Box>
        )}
        {title &&
          rows.map((row) => (
            <CardListItem key={row.id}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 34 }}>
                <Box sx={{ flex: 1, minWidth: 0, fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }}>{cell(title, row)}</Box>
                {actions && cell(actions, row)}
              </Box>
              {details.length > 0 && (
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'minmax(88px, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 0.5 }}
                >
                  {details.map((c) => (
                    <Fragment key={c.key}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {c.label}
                      </Box>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {cell(c, row)}
                      </Box>
                    </Fragment>
                  ))}
                </Box>
              )}
            </CardListItem>
          ))}
      </Box>
    </Box>
  );
}
