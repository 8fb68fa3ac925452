import { DIRECTIONAL } from '../../../i18n/language';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { OTP_LENGTH } from '@voyce/contracts/auth';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { CodeInput, isCompleteCode } from '../../../components/code-input';
import { isApiError, messageOr } from '../../../lib/api-error';
import { EmailStepHeading } from './email-step-heading';

type Props = {
  email: string;
  /** Throws the ApiError of a failed check; resolves when the flow has moved on. */
  onVerify: (code: string) => Promise<void>;
  /** Resolves true when a new code went out. */
  onResend: () => Promise<boolean>;
  onBack: () => void;
  resendPending?: boolean;
};

type Failure = { message: string; attemptsExceeded: boolean };

function describeFailure(
  error: unknown,
  t: (key: 'errors.wrongCode' | 'errors.attemptsExceeded' | 'errors.codeExpired') => string,
): Failure {
  if (isApiError(error)) {
    // Spec 1 §8: a 429 here means the same as running out of attempts.
    if (error.code === ERROR_CODES.attemptsExceeded || error.status === 429) {
      return { message: t('errors.attemptsExceeded'), attemptsExceeded: true };
    }
    if (error.code === ERROR_CODES.wrongCode) {
      return { message: t('errors.wrongCode'), attemptsExceeded: false };
    }
    if (error.code === ERROR_CODES.codeExpired) {
      return { message: t('errors.codeExpired'), attemptsExceeded: false };
    }
  }
  return { message: messageOr(error, t('errors.wrongCode')), attemptsExceeded: false };
}

/** The shared six-digit code screen of sign-in, registration and password reset. */
export function CodeEntryStep({ email, onVerify, onResend, onBack, resendPending = false }: Props) {
  const { t } = useTranslation();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const locked = failure?.attemptsExceeded === true;
  const canVerify = isCompleteCode(code, OTP_LENGTH) && !verifying && !locked;

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canVerify) return;
    setVerifying(true);
    try {
      await onVerify(code);
    } catch (error) {
      setFailure(describeFailure(error, t));
      setCode('');
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (await onResend()) {
      // A new code clears both the wrong-code message and the attempts lock (spec 1 §4).
      setFailure(null);
      setCode('');
    }
  };

  return (
    <Box component="form" noValidate onSubmit={verify}>
      <Button startIcon={<ArrowBack className={DIRECTIONAL} />} onClick={onBack} sx={{ ml: -1, mb: 2 }}>
        {t('common.back')}
      </Button>
      <EmailStepHeading title={t('auth.otp.title')} i18nKey="auth.otp.subtitle" email={email} />
      <CodeInput
        length={OTP_LENGTH}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (failure && !failure.attemptsExceeded) setFailure(null);
        }}
        disabled={locked || verifying}
        error={Boolean(failure)}
        autoFocus
        describedBy={failure ? messageId : undefined}
        onComplete={() => void verify()}
      />
      <Typography id={messageId} role="alert" color="error" variant="body2" sx={{ mt: 1, minHeight: 20 }}>
        {failure?.message}
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canVerify} sx={{ mt: 2 }}>
        {verifying ? t('auth.otp.verifying') : t('auth.otp.verify')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.otp.noCode')}{' '}
        <Link
          component="button"
          type="button"
          onClick={() => void resend()}
          disabled={resendPending}
          sx={{ verticalAlign: 'baseline', fontSize: 'inherit' }}
        >
          {t('auth.otp.resend')}
        </Link>
      </Typography>
    </Box>
  );
}
