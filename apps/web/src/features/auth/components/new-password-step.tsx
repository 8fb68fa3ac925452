import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { StepHeading } from './step-heading';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLiveValidity } from '../../../lib/use-live-validity';

const newPasswordResolver = lazyZodResolver(() => import('@voyce/contracts/auth').then((contracts) => contracts.zCreatePasswordForm));

type Props = {
  pending: boolean;
  onSubmit: (password: string) => void;
};

/** ENTER_PASSWORD of the reset flow: new password twice; submit waits for a changed, valid form. */
export function NewPasswordStep({ pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: newPasswordResolver,
    mode: 'onBlur',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isDirty } = form.formState;
  const isValid = useLiveValidity(form.control, newPasswordResolver);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.password))}>
      <StepHeading title={t('auth.forgotPassword.newPasswordTitle')} subtitle={t('auth.passwordRules')} />
      <Stack spacing={1}>
        <NewPasswordFields control={form.control} name="password" label={t('auth.fields.newPassword')} autoFocus />
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!isDirty || !isValid || pending} sx={{ mt: 2 }}>
        {t('auth.forgotPassword.submit')}
      </Button>
    </Box>
  );
}
