import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { zLoginForm } from '@voyce/contracts/auth';
import type { z } from 'zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { FormPasswordField } from '../../../components/form-password-field';
import { FormTextField } from '../../../components/form-text-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLiveValidity } from '../../../lib/use-live-validity';

const loginResolver = lazyZodResolver(() => import('@voyce/contracts/auth').then((contracts) => contracts.zLoginForm));

export type LoginValues = z.output<typeof zLoginForm>;

type Props = {
  pending: boolean;
  /** The sentence under the form after a failed attempt; null when there is none. */
  failure: string | null;
  /** Spec 1 §4: the failure flag clears when the e-mail field loses focus. */
  onEmailBlur: () => void;
  onSubmit: (values: LoginValues) => void;
  forgotPasswordPath: string;
  footer?: ReactNode;
};

/** E-mail and password sign-in. 'Log in' waits for a changed, valid form (spec 1 §2). */
export function PasswordSignInForm({ pending, failure, onEmailBlur, onSubmit, forgotPasswordPath, footer }: Props) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: loginResolver,
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { isDirty } = form.formState;
  // Validated from the first change: the button waits for one anyway.
  const isValid = useLiveValidity(form.control, loginResolver, isDirty);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack spacing={1}>
        <FormTextField
          control={form.control}
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          autoFocus
          required
          onBlurred={onEmailBlur}
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to={forgotPasswordPath} variant="body2">
          {t('auth.login.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!isDirty || !isValid || pending} sx={{ mt: 2 }}>
        {pending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      {footer}
    </Box>
  );
}
