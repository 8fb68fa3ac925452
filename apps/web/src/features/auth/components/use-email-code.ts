import type { OtpPurpose } from '@voyce/contracts/auth';
import { useState } from 'react';
import { verifyOtp } from '../../../api/auth';
import { useCodeRequest } from '../hooks/use-code-request';

/** What every code request sends; each flow adds its own fields (site, invite). */
export type CodeRequestBody = { email: string; forceNewOtp?: boolean };

type Options = {
  /** What the code is for; it only verifies for that purpose. */
  purpose: OtpPurpose;
  /** Asks the server for a code. */
  send: (body: CodeRequestBody) => Promise<unknown>;
  /** Moves the flow on to code entry; keep it stable (useCallback). */
  onCodeSent: () => void;
  /** Takes the session token or grant of a checked code. */
  onVerified: (authorization: string) => void | Promise<void>;
  /** The address known before anything is sent (an invite's); Resend sends to it. */
  initialEmail?: string;
};

/**
 * The e-mail and code steps that sign-in, registration and password reset share: the address
 * asked for, the code request (spec 1 §4, with the active-code dialog), Resend, and the check of
 * the code. Each flow keeps its own steps, headings and ways back, and spreads `emailStep` into
 * its EmailStep, `codeStep` into its LazyCodeEntryStep and `dialog` into its ActiveOtpDialog.
 */
export function useEmailCode({ purpose, send, onCodeSent, onVerified, initialEmail }: Options) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const codeRequest = useCodeRequest<string>({
    send: (address, forceNewOtp) => send({ email: address, ...(forceNewOtp ? { forceNewOtp } : {}) }),
    onCodeSent,
    initialPayload: initialEmail,
  });

  const verify = async (code: string) => {
    const { authorization } = await verifyOtp({ email, code, referrerUrl: window.location.href, purpose });
    await onVerified(authorization);
  };

  return {
    email,
    /** Sends a code to `address` without showing the e-mail step (an invite's claim). */
    request: codeRequest.request,
    dialog: codeRequest.dialog,
    emailStep: {
      defaultEmail: email,
      pending: codeRequest.isPending,
      onSubmit: (address: string) => {
        setEmail(address);
        void codeRequest.request(address);
      },
    },
    /** Everything of the code screen but its way back, which each flow decides. */
    codeStep: { email, onVerify: verify, onResend: codeRequest.resend, resendPending: codeRequest.isPending },
  };
}
