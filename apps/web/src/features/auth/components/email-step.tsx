import { DIRECTIONAL } from '../../../i18n/language';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormTextField } from '../../../components/form-text-field';
import { StepHeading } from './step-heading';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLiveValidity } from '../../../lib/use-live-validity';

const emailResolver = lazyZodResolver(() => import('@voyce/contracts/auth').then((contracts) => contracts.zEmailForm));

type Props = {
  title: string;
  subtitle?: ReactNode;
  submitLabel: string;
  defaultEmail?: string;
  pending: boolean;
  onSubmit: (email: string) => void;
  onBack?: () => void;
  /** Extra links under the button (switching sign-in method). */
  footer?: ReactNode;
};

/** ENTER_EMAIL: one e-mail field that asks for a code. */
export function EmailStep({ title, subtitle, submitLabel, defaultEmail = '', pending, onSubmit, onBack, footer }: Props) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: emailResolver,
    mode: 'onBlur',
    defaultValues: { email: defaultEmail },
  });
  const isValid = useLiveValidity(form.control, emailResolver);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.email))}>
      {onBack && (
        <Button startIcon={<ArrowBack className={DIRECTIONAL} />} onClick={onBack} sx={{ ml: -1, mb: 2 }}>
          {t('common.back')}
        </Button>
      )}
      <StepHeading title={title} subtitle={subtitle} />
      <FormTextField
        control={form.control}
        name="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        autoFocus={!defaultEmail}
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending || !isValid} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
      {footer}
    </Box>
  );
}
