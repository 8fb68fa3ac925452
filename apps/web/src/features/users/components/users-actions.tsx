import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { DeniedHint } from '../../../components/permission-gate';
import { useWide } from '../../../components/responsive';
import { usePermissions } from '../../../lib/use-permissions';

/** Spec 2 §2: 'Update Users Data' needs at least this many selected rows. */
export const BULK_UPDATE_MIN_ROWS = 2;

type Props = { selectedCount: number; onAdd: () => void; onImport: () => void; onExport: () => void; onBulkUpdate: () => void };

/**
 * '+ Add User', 'Bulk Import', 'Export' and 'Bulk Actions' on wide screens; one Actions menu on
 * small ones. A role that may view users but not manage them (users:edit) sees the changing
 * actions disabled, with the reason on hover; Export stays.
 */
export function UsersActions({ selectedCount, onAdd, onImport, onExport, onBulkUpdate }: Props) {
  const { t } = useTranslation();
  const wide = useWide();
  const denied = usePermissions().reason('users', 'edit');
  const [anchor, setAnchor] = useState<{ el: HTMLElement; menu: 'bulk' | 'all' } | null>(null);
  const bulkDisabled = selectedCount < BULK_UPDATE_MIN_ROWS || Boolean(denied);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const updateItem = (
    <MenuItem disabled={bulkDisabled} onClick={run(onBulkUpdate)}>
      {t('users.actions.updateData')}
    </MenuItem>
  );

  if (!wide) {
    return (
      <>
        <Button
          variant="contained"
          endIcon={<ArrowDropDown />}
          aria-haspopup="menu"
          onClick={(e) => setAnchor({ el: e.currentTarget, menu: 'all' })}
          sx={{ flex: '1 1 120px' }}
        >
          {t('users.actions.menu')}
        </Button>
        <Menu anchorEl={anchor?.el} open={anchor?.menu === 'all'} onClose={() => setAnchor(null)}>
          <MenuItem disabled={Boolean(denied)} onClick={run(onAdd)}>
            {t('users.actions.add')}
          </MenuItem>
          <MenuItem disabled={Boolean(denied)} onClick={run(onImport)}>
            {t('users.actions.import')}
          </MenuItem>
          <MenuItem onClick={run(onExport)}>{t('users.actions.export')}</MenuItem>
          {updateItem}
        </Menu>
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        onClick={(e) => setAnchor({ el: e.currentTarget, menu: 'bulk' })}
      >
        {t('users.actions.bulk')}
      </Button>
      <Menu anchorEl={anchor?.el} open={anchor?.menu === 'bulk'} onClose={() => setAnchor(null)}>
        {updateItem}
      </Menu>
      <Button variant="outlined" onClick={onExport}>
        {t('users.actions.export')}
      </Button>
      <DeniedHint reason={denied} align="end">
        {(off) => (
          <Button variant="outlined" onClick={onImport} {...off}>
            {t('users.actions.import')}
          </Button>
        )}
      </DeniedHint>
      <DeniedHint reason={denied} align="end">
        {(off) => (
          <Button variant="contained" onClick={onAdd} {...off}>
            {t('users.actions.add')}
          </Button>
        )}
      </DeniedHint>
    </Box>
  );
}
