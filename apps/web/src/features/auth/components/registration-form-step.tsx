import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { zRegistrationForm } from '@voyce/contracts/auth';
import type { z } from 'zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormCheckbox } from '../../../components/form-checkbox';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { FormTextField } from '../../../components/form-text-field';
import { EmailStepHeading } from './email-step-heading';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLiveValidity } from '../../../lib/use-live-validity';

// The checkboxes start unticked while the schema only accepts `true`: the form holds
// booleans and the schema decides, so the resolver is typed for the form's fields.
const registrationResolver = lazyZodResolver(() =>
  import('@voyce/contracts/auth').then((contracts) => contracts.zRegistrationForm),
) as unknown as Resolver<RegistrationFields, unknown, RegistrationValues>;

export type RegistrationValues = z.output<typeof zRegistrationForm>;

type RegistrationFields = Omit<RegistrationValues, 'acceptTerms' | 'workEmailAttested'> & {
  acceptTerms: boolean;
  workEmailAttested: boolean;
};

type Props = {
  email: string;
  defaultFirstName: string;
  defaultLastName: string;
  /** What was entered before (the form was left for the code screen): shown again, ready to submit. */
  values: RegistrationValues | null;
  /** No code checked yet: submitting goes on to the code screen rather than creating the account. */
  codeNext: boolean;
  pending: boolean;
  onSubmit: (values: RegistrationValues) => void;
};

/**
 * ENTER_PASSWORD of registration: the 'Welcome!' create-account form (spec 1 §2, §5). Reached
 * before the code was checked (Back on the code screen), it says the code comes next and its
 * button reads Continue.
 */
export function RegistrationFormStep({ email, defaultFirstName, defaultLastName, values, codeNext, pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<RegistrationFields, unknown, RegistrationValues>({
    resolver: registrationResolver,
    mode: 'onBlur',
    defaultValues: values ?? {
      firstName: defaultFirstName,
      lastName: defaultLastName,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      workEmailAttested: false,
    },
  });
  const { isDirty } = form.formState;
  const isValid = useLiveValidity(form.control, registrationResolver);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <EmailStepHeading
        title={t('auth.registration.welcome')}
        i18nKey={codeNext ? 'auth.registration.subtitleCodeNext' : 'auth.registration.subtitle'}
        email={email}
      />
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <FormTextField control={form.control} name="firstName" label={t('auth.fields.firstName')} autoComplete="given-name" required />
          <FormTextField control={form.control} name="lastName" label={t('auth.fields.lastName')} autoComplete="family-name" required />
        </Stack>
        <NewPasswordFields control={form.control} name="password" label={t('auth.fields.password')} helperText={t('auth.passwordRules')} />
        <Stack spacing={0.5}>
          <FormCheckbox control={form.control} name="acceptTerms" label={t('auth.registration.acceptTerms')} />
          <FormCheckbox control={form.control} name="workEmailAttested" label={t('auth.registration.workEmail')} />
        </Stack>
      </Stack>
      {/* Values entered before count as changed: they were submitted once already. */}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={(!isDirty && !values) || !isValid || pending}
        sx={{ mt: 2 }}
      >
        {codeNext ? t('auth.registration.continue') : t('auth.registration.submit')}
      </Button>
    </Box>
  );
}
