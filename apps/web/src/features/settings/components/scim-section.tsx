import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { IdentitySettings, ScimToken } from '@voyce/contracts/identity';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateScimToken, useRevokeScimToken } from '../../../api/identity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorMessage } from '../../../components/error-message';
import { FormTextField } from '../../../components/form-text-field';
import { DeniedHint } from '../../../components/permission-gate';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../i18n/translate';
import { isApiError, messageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { layout } from '../../../lib/layout';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { CopyField } from './copy-field';

type LastError = NonNullable<ScimToken['lastError']>;

type Props = {
  scim: IdentitySettings['scim'];
  /** Why the caller may not create a token (owners and admins with full access only); null when it may. */
  createDenied: string | null;
  /** Why the role may not revoke a token (users:edit); null when it may. */
  revokeDenied: string | null;
};

/**
 * SCIM provisioning: the base URL, when a client last called, and the tokens, each with the last
 * error a request of its met (kept after later successes: its last use beside it tells whether the
 * provider's requests work again). A new token is
 * shown once, in a dialog, and kept nowhere in the page after it closes (the server keeps only
 * its hash); revoking asks first, since the provider's provisioning stops at once.
 */
export function ScimSection({ scim, createDenied, revokeDenied }: Props) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const create = useCreateScimToken(organizationId);
  const revoke = useRevokeScimToken(organizationId);
  const form = useForm({ defaultValues: { label: '' } });
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dialogTitleId = useId();

  const onCreate = form.handleSubmit(({ label }) => {
    if (createDenied) return;
    setFailure(null);
    create.mutate(label, {
      onSuccess: ({ token }) => {
        form.reset();
        setCreated(token);
      },
      onError: (error) => {
        const message = messageOr(error, t('settings.identity.createError'));
        if (isApiError(error) && error.details?.label) form.setError('label', { message });
        else setFailure(message);
      },
    });
  });

  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify(t('settings.identity.revoked'), { variant: 'success' });
        setRevoking(null);
      },
      // The dialog stays open: cancel, or try again.
      onError: (error) => notify(messageOr(error, t('settings.identity.revokeError')), { variant: 'error' }),
    });
  };

  // The newest error of a token still in use: what the admin has to fix first.
  const failing = scim.tokens
    .flatMap((token) => (!token.revokedAt && token.lastError ? [token.lastError] : []))
    .reduce<LastError | null>((newest, e) => (!newest || e.at > newest.at ? e : newest), null);
  const errorText = (e: LastError) => ({ status: String(e.status), detail: e.detail, when: formatDateTime(e.at) });

  return (
    <SectionCard title={t('settings.identity.scimTitle')}>
      {failing && <Typography sx={{ color: 'error.main', mb: 2 }}>{t('settings.identity.scimFailing', errorText(failing))}</Typography>}
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('settings.identity.scimIntro')}</Typography>
      <CopyField label={t('settings.identity.scimBaseUrl')} value={scim.baseUrl} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {scim.lastSyncAt ? t('settings.identity.lastSync', { when: formatDateTime(scim.lastSyncAt) }) : t('settings.identity.neverSynced')}
      </Typography>
      {scim.tokens.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('settings.identity.noTokens')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 1 }}>
          {scim.tokens.map((token) => (
            <Box
              component="li"
              key={token.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{token.label}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[
                    t('settings.identity.tokenCreated', { when: formatDateTime(token.createdAt) }),
                    token.lastUsedAt
                      ? t('settings.identity.tokenUsed', { when: formatDateTime(token.lastUsedAt) })
                      : t('settings.identity.tokenUnused'),
                    token.revokedAt && t('settings.identity.tokenRevokedAt', { when: formatDateTime(token.revokedAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {token.lastError && (
                  <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
                    {t('settings.identity.tokenLastError', errorText(token.lastError))}
                  </Typography>
                )}
              </Box>
              {!token.revokedAt && (
                <DeniedHint reason={revokeDenied} align="end">
                  {(d) => (
                    <Button
                      color="error"
                      aria-label={t('settings.identity.revokeNamed', { name: token.label })}
                      onClick={() => setRevoking(token)}
                      {...d}
                    >
                      {t('settings.identity.revoke')}
                    </Button>
                  )}
                </DeniedHint>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" noValidate onSubmit={(e) => void onCreate(e)} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, maxWidth: 360 }}>
          <FormTextField control={form.control} name="label" label={t('settings.identity.tokenLabel')} autoComplete="off" />
        </Box>
        <DeniedHint reason={createDenied}>
          {(d) => (
            <Button type="submit" variant="outlined" disabled={create.isPending} sx={{ mt: 1 }} {...d}>
              {t('settings.identity.createToken')}
            </Button>
          )}
        </DeniedHint>
      </Box>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}

      <Dialog
        open={created !== null}
        onClose={() => setCreated(null)}
        aria-labelledby={dialogTitleId}
        slotProps={{ paper: { sx: { width: layout.confirmDialogWidth, maxWidth: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle id={dialogTitleId}>{t('settings.identity.tokenTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('settings.identity.tokenOnce')}</DialogContentText>
          <CopyField label={t('settings.identity.tokenTitle')} value={created ?? ''} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setCreated(null)}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        title={t('settings.identity.revokeTitle')}
        text={t('settings.identity.revokeText', { name: revoking?.label ?? '' })}
        confirmLabel={t('settings.identity.revoke')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={onRevoke}
      />
    </SectionCard>
  );
}
