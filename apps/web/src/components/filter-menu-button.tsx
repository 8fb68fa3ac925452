import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/translate';
import { useWide } from './responsive';

type Option = { value: string; label: string };

type Props = {
  label: string;
  options: Option[];
  selected: string[];
  onChange: (selected: string[]) => void;
  loading?: boolean;
};

/**
 * A multi-select list filter as a button (spec 2 §2 structure pages): a menu of checkboxes on wide screens, a bottom
 * drawer with Clear All on phones; 'Loading...' and 'No options available' inside.
 */
export function FilterMenuButton({ label, options, selected, onChange, loading = false }: Props) {
  const { t } = useTranslation();
  const wide = useWide();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listId = useId();
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  const items = loading ? (
    <MenuItem disabled>{t('settings.common.loading')}</MenuItem>
  ) : options.length === 0 ? (
    <MenuItem disabled>{t('settings.common.noOptions')}</MenuItem>
  ) : (
    options.map((o) => {
      const checked = selected.includes(o.value);
      return (
        <MenuItem key={o.value} role="menuitemcheckbox" aria-checked={checked} onClick={() => toggle(o.value)} sx={{ py: 0.25 }}>
          <Checkbox size="small" checked={checked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
          {o.label}
        </MenuItem>
      );
    })
  );

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? listId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ borderColor: 'divider', fontWeight: 500, whiteSpace: 'nowrap', flex: { xs: '1 1 140px', md: '0 0 auto' } }}
      >
        {selected.length ? t('settings.common.filterCount', { label, count: selected.length }) : label}
      </Button>
      {wide ? (
        <Menu
          id={listId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': label } }}
        >
          {items}
        </Menu>
      ) : (
        <Drawer anchor="bottom" open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
            <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
              {label}
            </Typography>
            <Button onClick={() => onChange([])} disabled={selected.length === 0}>
              {t('settings.common.clearAll')}
            </Button>
            <Button variant="contained" onClick={() => setAnchor(null)} sx={{ ml: 1 }}>
              {t('settings.common.done')}
            </Button>
          </Box>
          <Box id={listId} role="menu" aria-label={label} sx={{ maxHeight: '60vh', overflowY: 'auto', pb: 2 }}>
            {items}
          </Box>
        </Drawer>
      )}
    </>
  );
}
