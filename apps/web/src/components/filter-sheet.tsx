import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';
import { useWide } from './responsive';

type Props = {
  /** The filter controls (selects, fields), the same on every width. */
  children: ReactNode;
  /** How many filters differ from their defaults: the button's badge. */
  count: number;
  /** Puts every filter back to its default. */
  onReset: () => void;
  /** Beside the Filters button on phones (a search box that stays in view). */
  aside?: ReactNode;
};

/** The filters' group (its name is 'Filters'): a wrapping row on wide screens, one column in the sheet. */
function FilterGroup({ children, column }: { children: ReactNode; column: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('workspace.filters.title')}
      sx={
        column
          ? { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, pt: 1 }
          : { display: 'flex', flexWrap: 'wrap', gap: 1.5 }
      }
    >
      {children}
    </Box>
  );
}

/**
 * A list's filters: a row of controls on wide screens; on phones one 'Filters' button (with the
 * number of filters in use) opening a bottom sheet with the same controls, Reset and Done. The
 * controls act at once, as in the row: Done only closes the sheet.
 */
export function FilterSheet({ children, count, onReset, aside }: Props) {
  const { t } = useTranslation();
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  if (wide) {
    return (
      <FilterGroup column={false}>
        {aside}
        {children}
      </FilterGroup>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      {aside}
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FilterList />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count ? t('workspace.filters.openCount', { count }) : undefined}
        onClick={() => setOpen(true)}
        sx={{ borderColor: 'divider', fontWeight: 500, flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {t('workspace.filters.open')}
        {count > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              ml: 1,
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 12,
              fontWeight: 600,
              lineHeight: 1,
              color: 'primary.contrastText',
              bgcolor: 'primary.main',
            }}
          >
            {count}
          </Box>
        )}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            pt: 2,
            pb: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} variant="h5" component="h2" sx={{ flex: 1 }}>
            {t('workspace.filters.title')}
          </Typography>
          <Button onClick={onReset} disabled={count === 0}>
            {t('workspace.filters.reset')}
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('workspace.filters.done')}
          </Button>
        </Box>
        <Box sx={{ overflowY: 'auto', px: 2, pt: 1.5, pb: 'calc(24px + env(safe-area-inset-bottom, 0px))' }}>
          <FilterGroup column>{children}</FilterGroup>
        </Box>
      </Drawer>
    </Box>
  );
}

/** How many filters differ from their defaults; keys listed together (a period and its dates) count once. */
export function activeFilterCount<T extends Record<string, string>>(value: T, defaults: T, groups: (keyof T)[][]): number {
  return groups.filter((keys) => keys.some((key) => value[key] !== defaults[key])).length;
}
