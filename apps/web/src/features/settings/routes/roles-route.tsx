import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AREA_LABELS, PERMISSION_AREAS, ROLES_MSG, type RoleEntity } from '@voyce/contracts/roles';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog';
import { DeniedHint } from '../../../components/permission-gate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SortableTable, type SortOrder } from '../../../components/sortable-table';
import { messageOr } from '../../../lib/api-error';
import { useOrganizationId } from '../../../lib/organization';
import { usePermissions } from '../../../lib/use-permissions';
import { rolesQueryOptions, useDeleteRole } from '../../../api/users';

/**
 * /settings/roles-permissions: built-in roles (read-only) and custom admin roles. Managing
 * roles is for owners and admins with full access (the server's rule); others read them.
 */
export function RolesRoute() {
  const { t } = useTranslation();
  const { fullAccessReason } = usePermissions();
  const manage = fullAccessReason === null;
  const organizationId = useOrganizationId() ?? '';
  const roles = useQuery(rolesQueryOptions(organizationId));
  const remove = useDeleteRole(organizationId);
  const [sort, setSort] = useState<{ by: string; order: SortOrder }>({ by: '', order: 'asc' });
  const [deleting, setDeleting] = useState<RoleEntity | null>(null);

  const summary = (role: RoleEntity) =>
    PERMISSION_AREAS.filter((a) => role.permissions[a] !== 'none')
      .map((a) => `${AREA_LABELS[a]}: ${t(`settings.roles.levels.${role.permissions[a]}`)}`)
      .join(', ') || t('settings.roles.noAccess');

  let body;
  if (roles.isPending) body = <Skeleton variant="rounded" height={160} sx={{ m: 2 }} />;
  else if (roles.isError)
    body = (
      <Box sx={{ p: 2 }}>
        <LoadErrorAlert message={messageOr(roles.error, t('settings.roles.loadError'))} onRetry={() => void roles.refetch()} />
      </Box>
    );
  else
    body = (
      <SortableTable<RoleEntity>
        label={t('settings.roles.title')}
        rows={roles.data}
        sortBy={sort.by}
        sortOrder={sort.order}
        onSort={(by, order) => setSort({ by, order })}
        columns={[
          {
            key: 'name',
            label: t('settings.structure.name'),
            value: (r) => r.name,
            render: (r) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontSize: 13, fontWeight: 600, textTransform: r.builtIn ? 'capitalize' : 'none' }}>{r.name}</Typography>
                {r.builtIn && <Chip size="small" label={t('settings.roles.builtIn')} />}
              </Box>
            ),
            sortable: true,
          },
          { key: 'permissions', label: t('settings.roles.permissions'), value: summary },
          { key: 'members', label: t('settings.roles.members'), value: (r) => String(r.memberCount), sortable: true, align: 'right' },
          {
            key: 'actions',
            label: t('settings.common.actions'),
            align: 'right',
            render: (r) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={`/settings/roles-permissions/${r.id}/edit`}
                  aria-label={t(r.builtIn || !manage ? 'settings.roles.viewNamed' : 'settings.common.editNamed', { name: r.name })}
                >
                  {r.builtIn || !manage ? <VisibilityOutlined fontSize="small" /> : <EditOutlined fontSize="small" />}
                </IconButton>
                {!r.builtIn && manage && (
                  <IconButton size="small" aria-label={t('settings.common.deleteNamed', { name: r.name })} onClick={() => setDeleting(r)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ),
          },
        ]}
      />
    );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h3" component="h2">
            {t('settings.roles.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('settings.roles.intro')}</Typography>
        </Box>
        <DeniedHint reason={fullAccessReason} align="end">
          {(denied) => (
            <Button variant="contained" component={RouterLink} to="/settings/roles-permissions/new" {...denied}>
              {t('settings.roles.add')}
            </Button>
          )}
        </DeniedHint>
      </Box>
      <Card>{body}</Card>
      <DeleteConfirmDialog
        item={deleting}
        title={t('settings.roles.deleteTitle')}
        text={t('settings.roles.deleteText', { name: deleting?.name ?? '' })}
        remove={remove}
        deletedMessage={ROLES_MSG.deleted}
        errorMessage={t('errors.genericError')}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
