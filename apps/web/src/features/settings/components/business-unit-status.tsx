import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { STRUCTURE_ERRORS, type BusinessUnit } from '@voyce/contracts/structure';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useSetBusinessUnitActive } from '../../../api/organization-structure';

/** Spec 2 §4: the row's Active/Inactive button opens a menu with Activate or Deactivate. */
export function BusinessUnitStatus({ row }: { row: BusinessUnit }) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const setActive = useSetBusinessUnitActive(organizationId);
  const change = () => {
    setAnchor(null);
    setActive.mutate(
      { id: row.id, is_active: !row.is_active },
      {
        onSuccess: () => notify(t('settings.common.saved'), { variant: 'success' }),
        onError: (e) => notify(messageOr(e, STRUCTURE_ERRORS.removeBusinessUnitError), { variant: 'error' }),
      },
    );
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={row.is_active ? 'success' : 'inherit'}
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-label={t('settings.structure.statusOf', {
          name: row.name,
          status: t(row.is_active ? 'settings.structure.active' : 'settings.structure.inactive'),
        })}
        disabled={setActive.isPending}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minHeight: 28, py: 0 }}
      >
        {t(row.is_active ? 'settings.structure.active' : 'settings.structure.inactive')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={change}>{t(row.is_active ? 'settings.structure.deactivate' : 'settings.structure.activate')}</MenuItem>
      </Menu>
    </>
  );
}
