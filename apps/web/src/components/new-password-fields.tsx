import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../i18n/translate';
import { FormPasswordField } from './form-password-field';

/** The forms hold the confirmation in `confirmPassword`, which their schemas compare with the new password. */
type PasswordForm = FieldValues & { confirmPassword: string };

type Props<T extends PasswordForm> = {
  control: Control<T>;
  /** The new password's field. */
  name: Path<T>;
  label: string;
  /** A hint under the new password (the password rules), replaced by its validation error. */
  helperText?: ReactNode;
  autoFocus?: boolean;
};

/**
 * A new password and its confirmation, as in registration, password reset and Update Password:
 * both offered to password managers as a new password. The forms' schemas check the rules and
 * that the two match; the wrapper (a Stack or not) is the form's.
 */
export function NewPasswordFields<T extends PasswordForm>({ control, name, label, helperText, autoFocus }: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      <FormPasswordField
        control={control}
        name={name}
        label={label}
        autoComplete="new-password"
        helperText={helperText}
        autoFocus={autoFocus}
        required
      />
      <FormPasswordField
        control={control}
        name={'confirmPassword' as Path<T>}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
