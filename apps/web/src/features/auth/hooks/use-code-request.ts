import { ERROR_CODES } from '@voyce/contracts/errors';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { isApiError, messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

type Options<P> = {
  /** Asks the server for a code for `payload`; `forceNewOtp` replaces an active one. */
  send: (payload: P, forceNewOtp: boolean) => Promise<unknown>;
  /** Moves the flow on to code entry. */
  onCodeSent: () => void;
  /** For flows that open on code entry (an invite with an active code), what Resend sends. */
  initialPayload?: P;
};

export type ActiveOtpDialogState = {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Every code request (login, invite, password reset) follows spec 1 §4/§8: a 409
 * ACTIVE_OTP_EXISTS asks whether to replace the active code; other failures show the
 * server's message, and still go to code entry when the server says a code may be there.
 */
export function useCodeRequest<P>({ send, onCodeSent, initialPayload }: Options<P>) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The last request's payload, for the dialog's forced request and for "Resend code".
  const lastPayload = useRef<P | null>(initialPayload ?? null);

  const reportFailure = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 409 && error.code === ERROR_CODES.activeOtpExists) {
        setDialogOpen(true);
        return;
      }
      notify(messageOr(error, t('errors.errorRequestingOtp')), { variant: 'error' });
      if (isApiError(error) && error.details?.shouldShowOtpInput === true) onCodeSent();
    },
    [onCodeSent, t],
  );

  const run = useCallback(
    async (forceNewOtp: boolean): Promise<boolean> => {
      if (lastPayload.current === null) return false;
      setPending(true);
      try {
        await send(lastPayload.current, forceNewOtp);
        return true;
      } catch (error) {
        reportFailure(error);
        return false;
      } finally {
        setPending(false);
      }
    },
    [send, reportFailure],
  );

  const request = useCallback(
    async (payload: P) => {
      lastPayload.current = payload;
      if (await run(false)) onCodeSent();
    },
    [run, onCodeSent],
  );

  /** From the code screen: the person asked for a new code, so replace any active one. */
  const resend = useCallback(async (): Promise<boolean> => {
    const sent = await run(true);
    if (sent) notify(t('errors.newOtpSent'), { variant: 'success' });
    return sent;
  }, [run, t]);

  const dialog: ActiveOtpDialogState = {
    open: dialogOpen,
    busy: isPending,
    onConfirm: () => {
      setDialogOpen(false);
      void run(true).then((sent) => {
        if (!sent) return;
        notify(t('errors.newOtpSent'), { variant: 'success' });
        onCodeSent();
      });
    },
    onClose: () => {
      setDialogOpen(false);
      notify(t('errors.useExistingOtp'), { variant: 'info' });
      onCodeSent();
    },
  };

  return { request, resend, isPending, dialog };
}
