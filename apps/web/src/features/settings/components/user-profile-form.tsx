import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SETTINGS_MSG, zUserProfileForm } from '@voyce/contracts/settings';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormTextField } from '../../../components/form-text-field';
import { ReadOnlyField } from '../../../components/read-only-field';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useProfile } from '../../../lib/profile';
import { useUpdateUserDetails } from '../../../api/auth-account';

const resolver = zodResolver(zUserProfileForm);

/** User Profile (spec 2 §5): first and last name 2 to 50, no digits; e-mail, username and id read-only. */
export function UserProfileForm() {
  const { t } = useTranslation();
  const { profile, refreshProfile } = useProfile();
  const update = useUpdateUserDetails();
  const form = useForm({
    resolver,
    mode: 'onBlur',
    defaultValues: { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: profile.id, ...values, businessEmail: profile.businessEmail, username: profile.username },
      {
        onSuccess: async () => {
          notify(SETTINGS_MSG.updateUserDetailsSuccess, { variant: 'success' });
          form.reset(values);
          await refreshProfile();
        },
        onError: (e) => notify(messageOr(e, SETTINGS_MSG.errorUpdatingProfile), { variant: 'error' }),
      },
    ),
  );
  return (
    <SectionCard title={t('settings.account.profileTitle')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
          <FormTextField control={form.control} name="firstName" label={t('auth.fields.firstName')} required autoComplete="given-name" />
          <FormTextField control={form.control} name="lastName" label={t('auth.fields.lastName')} required autoComplete="family-name" />
          <ReadOnlyField label={t('auth.fields.email')} value={profile.businessEmail} />
          <ReadOnlyField label={t('settings.account.username')} value={profile.username ?? ''} />
          <ReadOnlyField label={t('settings.account.userId')} value={profile.id} />
        </Box>
        <Button type="submit" variant="contained" disabled={!form.formState.isDirty || update.isPending} sx={{ mt: 1 }}>
          {t('settings.common.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
