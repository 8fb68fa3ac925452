import type { ErrorEnvelope, OkEnvelope } from '@voyce/contracts/common';

export const ok = <T>(data: T, message?: string): OkEnvelope<T> =>
  message === undefined ? { status: 'OK', data } : { status: 'OK', data, message };

export const errorEnvelope = (code: string, message: string, details?: Record<string, unknown>): ErrorEnvelope => ({
  status: 'ERROR',
  message,
  error: details ? { code, message, details } : { code, message },
});
