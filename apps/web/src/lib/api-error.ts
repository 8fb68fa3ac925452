import { localizeMessage } from '../i18n/localize-message';

/** A failed API call, with the server's code kept so screens can pick the spec's wording. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  /** The server's own sentence, when it sent one; `message` already has the fallbacks applied. */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: Record<string, unknown> | undefined;
    serverMessage?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
  }
}

/** Status 0 stands for "no answer at all" (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The spec's "server message or <fallback>" rule. Network failures, rate limits and 500s
 * keep their fixed wording (spec 1 §8) whatever the call's own fallback is.
 */
export function messageOr(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0 || error.status === 429 || error.status === 500) return error.message;
  // The server writes in English: its sentence is shown in the page's language when the catalog knows it.
  return error.serverMessage ? localizeMessage(error.serverMessage) : fallback;
}
