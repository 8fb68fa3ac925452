import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { IDENTITY_MSG } from '@voyce/contracts/identity';
import { identitySettingsQueryOptions } from '../../../api/identity';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { useOrganizationId } from '../../../lib/organization';
import { usePermissions } from '../../../lib/use-permissions';
import { ScimSection } from '../components/scim-section';
import { SsoSection } from '../components/sso-section';

/**
 * Settings → Identity: single sign-on (OpenID Connect or SAML), whether it is required, and
 * SCIM provisioning. Seen with settings:view. Setting up the provider and creating SCIM tokens are
 * for owners and admins with full access (a provider or token a custom role controlled could sign
 * in as, or change, anyone); revoking a token needs users:edit — the server's rules for those
 * calls, so a caller who lacks one reads that part and is told why it cannot change it.
 */
export function IdentityRoute() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const access = usePermissions();
  const query = useQuery(identitySettingsQueryOptions(organizationId));
  if (query.isPending) return <Skeleton variant="rounded" height={480} />;
  if (query.isError)
    return (
      <LoadErrorAlert
        message={messageOr(query.error, t('settings.identity.loadError'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const canEdit = access.fullAccess;
  return (
    <Stack spacing={3}>
      {!canEdit && <Alert severity="info">{IDENTITY_MSG.fullAccessProvider}</Alert>}
      {canEdit ? (
        <SsoSection settings={query.data} />
      ) : (
        // Read-only: a disabled fieldset disables every field and button inside (the browser's rule).
        <Box component="fieldset" disabled aria-label={t('access.readOnly')} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <SsoSection settings={query.data} />
        </Box>
      )}
      <ScimSection
        scim={query.data.scim}
        createDenied={access.fullAccess ? null : IDENTITY_MSG.fullAccessScimToken}
        revokeDenied={access.reason('users', 'edit')}
      />
    </Stack>
  );
}
