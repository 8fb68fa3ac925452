import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMyLeaderDigest, useSetMyLeaderDigest } from '../../../api/leader-digest';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { ToggleSwitch } from '../../../components/toggle-switch';

/**
 * The leader's weekly digest e-mail, off until they turn it on. What it carries follows their
 * role (the server decides per send), so the text promises only "as far as your role may see".
 */
export function LeaderDigestSetting() {
  const { t } = useTranslation();
  const query = useMyLeaderDigest();
  const save = useSetMyLeaderDigest();
  return (
    <SectionCard title={t('settings.account.digestTitle')}>
      {query.isError ? (
        <LoadErrorAlert
          message={messageOr(query.error, t('settings.account.digestLoadError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <FormControlLabel
          control={
            <ToggleSwitch
              checked={query.data ?? false}
              disabled={query.isPending}
              onChange={(e) => {
                const on = e.target.checked;
                save.mutate(on, {
                  onSuccess: () => notify(t(on ? 'settings.account.digestOn' : 'settings.account.digestOff'), { variant: 'success' }),
                  onError: (error) => notify(messageOr(error, t('settings.account.digestSaveError')), { variant: 'error' }),
                });
              }}
              describedBy="leader-digest-help"
            />
          }
          label={t('settings.account.digestLabel')}
        />
      )}
      <Typography id="leader-digest-help" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('settings.account.digestHelp')}
      </Typography>
    </SectionCard>
  );
}
