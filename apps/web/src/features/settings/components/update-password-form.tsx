import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SETTINGS_MSG, zUpdatePasswordForm } from '@voyce/contracts/settings';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormPasswordField } from '../../../components/form-password-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SectionCard } from '../../../components/section-card';
import { isApiError, messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useProfile } from '../../../lib/profile';
import { useUpdatePassword } from '../../../api/auth-account';

const resolver = zodResolver(zUpdatePasswordForm);
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Update Password (spec 2 §5): the current password, a new one with a message per missing
 * kind of character, and its confirmation. The server ends the person's other sessions.
 */
export function UpdatePasswordForm() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const update = useUpdatePassword();
  const form = useForm({ resolver, mode: 'onBlur', defaultValues: EMPTY });
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    update.mutate(
      { userId: profile.id, currentPassword, newPassword },
      {
        onSuccess: () => {
          notify(SETTINGS_MSG.updateUserPasswordSuccess, { variant: 'success' });
          form.reset(EMPTY);
        },
        onError: (e) => {
          // A wrong current password is named on its field too, where the person looks.
          const onField = isApiError(e) ? e.details?.currentPassword : undefined;
          if (typeof onField === 'string') form.setError('currentPassword', { message: onField }, { shouldFocus: true });
          notify(messageOr(e, SETTINGS_MSG.updateUserPasswordError), { variant: 'error' });
        },
      },
    ),
  );
  return (
    <SectionCard title={t('settings.account.passwordTitle')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ maxWidth: 520 }}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('auth.passwordRules')}</Typography>
        <FormPasswordField
          control={form.control}
          name="currentPassword"
          label={t('settings.account.currentPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={form.control} name="newPassword" label={t('auth.fields.newPassword')} />
        <Button type="submit" variant="contained" disabled={!form.formState.isDirty || update.isPending} sx={{ mt: 1 }}>
          {t('settings.account.updatePassword')}
        </Button>
      </Box>
    </SectionCard>
  );
}
