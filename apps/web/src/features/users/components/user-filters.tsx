import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { FilterMenuButton } from '../../../components/filter-menu-button';
import { useWide } from '../../../components/responsive';
import { useStructureTags } from '../use-structure-tags';
import { STRUCTURE_FILTER_KEYS, joinIds, splitIds, type StructureFilterKey, type UserFilters } from '../use-user-filters';

type Props = { filters: UserFilters; change: (patch: Partial<UserFilters>) => void };

/**
 * Spec 2 §2: Department, Division, Designation, Business Unit and Location, each a
 * multi-select; a row of menus on wide screens, one Filters drawer on small ones.
 */
export function UserFilterControls({ filters, change }: Props) {
  const { t } = useTranslation();
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const tags = useStructureTags();
  const set = (key: StructureFilterKey, ids: string[]) => change({ [key]: joinIds(ids) });
  const chosen = STRUCTURE_FILTER_KEYS.reduce((n, key) => n + splitIds(filters[key]).length, 0);

  if (wide) {
    return STRUCTURE_FILTER_KEYS.map((key) => (
      <FilterMenuButton
        key={key}
        label={t(`users.filters.${key}`)}
        options={tags[key].options}
        loading={tags[key].loading}
        selected={splitIds(filters[key])}
        onChange={(ids) => set(key, ids)}
      />
    ));
  }
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FilterList />}
        onClick={() => setOpen(true)}
        sx={{ borderColor: 'divider', fontWeight: 500, flex: '1 1 120px' }}
      >
        {chosen ? t('users.filters.openCount', { count: chosen }) : t('users.filters.open')}
      </Button>
      <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
          <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
            {t('users.filters.title')}
          </Typography>
          <Button onClick={() => change(Object.fromEntries(STRUCTURE_FILTER_KEYS.map((k) => [k, ''])))} disabled={!chosen}>
            {t('settings.common.clearAll')}
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)} sx={{ ml: 1 }}>
            {t('settings.common.done')}
          </Button>
        </Box>
        <Box sx={{ maxHeight: '70vh', overflowY: 'auto', px: 2, pb: 2, display: 'grid', gap: 2 }}>
          {STRUCTURE_FILTER_KEYS.map((key) => {
            const selected = splitIds(filters[key]);
            const list = tags[key].options;
            return (
              <Box key={key} role="group" aria-label={t(`users.filters.${key}`)}>
                <Typography sx={{ fontWeight: 600, mb: 1 }}>{t(`users.filters.${key}`)}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {tags[key].loading && <Typography color="text.secondary">{t('settings.common.loading')}</Typography>}
                  {!tags[key].loading && list.length === 0 && (
                    <Typography color="text.secondary">{t('settings.common.noOptions')}</Typography>
                  )}
                  {list.map((o) => {
                    const on = selected.includes(o.value);
                    return (
                      <Chip
                        key={o.value}
                        label={o.label}
                        aria-pressed={on}
                        color={on ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        onClick={() => set(key, on ? selected.filter((v) => v !== o.value) : [...selected, o.value])}
                      />
                    );
                  })}
                </Box>
              </Box>
            );
          })}
        </Box>
      </Drawer>
    </>
  );
}
