import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { NO_PERMISSIONS, ROLES_MSG, zRoleForm, type Permissions, type RoleEntity } from '@voyce/contracts/roles';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { usePermissions } from '../../../lib/use-permissions';
import { rolesQueryOptions, useSaveRole } from '../../../api/users';
import { PermissionMatrix } from '../components/permission-matrix';

const LIST = '/settings/roles-permissions';
const resolver = zodResolver(zRoleForm);

/** /settings/roles-permissions/new and /{id}/edit: a role's name and its permission matrix. */
export function RoleEditorRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const organizationId = useOrganizationId() ?? '';
  const roles = useQuery({ ...rolesQueryOptions(organizationId), enabled: Boolean(organizationId && id) });
  if (!id) return <RoleForm role={null} />;
  if (roles.isPending) return <Skeleton variant="rounded" height={320} />;
  if (roles.isError)
    return <LoadErrorAlert message={messageOr(roles.error, t('settings.roles.loadError'))} onRetry={() => void roles.refetch()} />;
  const role = roles.data.find((r) => r.id === id);
  if (!role) {
    notify(ROLES_MSG.roleNotFound, { variant: 'error' });
    return <Navigate to={LIST} replace />;
  }
  return <RoleForm key={role.id} role={role} />;
}

function RoleForm({ role }: { role: RoleEntity | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organizationId = useOrganizationId() ?? '';
  const save = useSaveRole(organizationId);
  // Built-in roles are fixed; custom ones only owners and full admins change (others read them).
  const { fullAccessReason } = usePermissions();
  const readOnly = Boolean(role?.builtIn) || fullAccessReason !== null;
  const form = useForm({
    resolver,
    mode: 'onBlur',
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? ({ ...NO_PERMISSIONS, insights: 'view' } as Permissions) },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: role?.id, ...values },
      {
        onSuccess: () => {
          notify(role ? ROLES_MSG.updated : ROLES_MSG.created, { variant: 'success' });
          void navigate(LIST);
        },
        onError: (e) => notify(messageOr(e, t('errors.genericError')), { variant: 'error' }),
      },
    ),
  );
  const title = role ? (readOnly ? role.name : t('settings.roles.editTitle', { name: role.name })) : t('settings.roles.newTitle');
  return (
    <SectionCard
      title={
        <Box component="span" sx={{ textTransform: readOnly ? 'capitalize' : 'none' }}>
          {title}
        </Box>
      }
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {readOnly ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {role?.builtIn ? ROLES_MSG.builtInReadOnly : fullAccessReason}
          </Alert>
        ) : (
          <Box sx={{ maxWidth: 420 }}>
            <FormTextField control={form.control} name="name" label={t('settings.roles.name')} required autoFocus={!role} />
          </Box>
        )}
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {t('settings.roles.permissions')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('settings.roles.matrixHint')}</Typography>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => <PermissionMatrix value={field.value} onChange={field.onChange} readOnly={readOnly} />}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          <Button component={RouterLink} to={LIST}>
            {readOnly ? t('common.back') : t('common.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={save.isPending || (Boolean(role) && !form.formState.isDirty)}>
              {role ? t('settings.common.update') : t('settings.common.create')}
            </Button>
          )}
        </Box>
      </Box>
    </SectionCard>
  );
}
