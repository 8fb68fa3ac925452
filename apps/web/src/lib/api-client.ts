import type { ErrorEnvelope, OkEnvelope } from '@voyce/contracts/common';
import type { Endpoint, EndpointInput, EndpointOutput } from '@voyce/contracts/endpoint';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { localizeMessage } from '../i18n/localize-message';
import { translate } from '../i18n/translate';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { getToken } from './auth-token';
import { announceSessionRejected } from './session-events';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type CallOptions = {
  /** Public calls (sign-in, invites, password reset) send no token and never end a session. */
  auth?: boolean;
  /**
   * A token not yet stored: sign-in checks the new session's profile before adopting it.
   * A 401 then rejects that token only, not the stored session.
   */
  token?: string;
  signal?: AbortSignal;
};

const FALLBACK_CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.bodyTooLarge,
  429: ERROR_CODES.rateLimited,
  500: ERROR_CODES.internal,
  503: ERROR_CODES.unavailable,
};

function isErrorEnvelope(payload: unknown): payload is ErrorEnvelope {
  return typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 'ERROR';
}

function isOkEnvelope<T>(payload: unknown): payload is OkEnvelope<T> {
  return typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 'OK';
}

/** Spec 1 §8: which sentence a person sees for a failed call. */
function messageFor(status: number, english: string | undefined): string {
  const serverMessage = english && localizeMessage(english);
  if (status === 429) return translate('errors.tooManyRequests');
  if (status === 403) return serverMessage || translate('errors.authorizationError');
  if (status === 500) return translate('errors.unexpected');
  return serverMessage || translate('errors.genericError');
}

function toApiError(status: number, payload: unknown): ApiError {
  const envelope = isErrorEnvelope(payload) ? payload : undefined;
  const serverMessage = envelope?.error?.message || envelope?.message;
  return new ApiError({
    status,
    code: envelope?.error?.code ?? FALLBACK_CODE_BY_STATUS[status] ?? ERROR_CODES.internal,
    message: messageFor(status, serverMessage),
    details: envelope?.error?.details,
    serverMessage,
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // A proxy error page or an empty body: the status alone has to speak.
    return undefined;
  }
}

async function request<T>(method: Method, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const authorised = options.auth !== false;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A file upload (FormData) lets the browser write its own multipart Content-Type and boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  if (authorised) {
    const token = options.token ?? getToken();
    if (!token) {
      // Spec 1 §6: calling an authorised endpoint without a session ends in logout.
      announceSessionRejected();
      throw new ApiError({
        status: 401,
        code: ERROR_CODES.unauthorized,
        message: translate('errors.accessDenied'),
      });
    }
    headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? null : multipart ? body : JSON.stringify(body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: translate('errors.network') });
  }

  const payload = await readJson(response);
  if (response.ok && isOkEnvelope<T>(payload)) return payload.data;

  if (response.status === 401 && authorised && !options.token) announceSessionRejected();
  // A 200 that is not an OK envelope is still a failure; report it as the server's error.
  throw toApiError(response.ok ? 500 : response.status, payload);
}

/** A GET's input as its query string (arrays repeat the key; absent values are left out). */
function queryString(input: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an endpoint of the contracts (packages/contracts/src/endpoints): its method and path
 * come from the definition, the input and the answer are typed by its schemas. Public
 * endpoints send no token. A multipart upload passes its FormData as the input.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | FormData,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const opts = endpoint.access === 'public' ? { ...options, auth: false } : options;
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    return request<EndpointOutput<E>>(endpoint.method as Method, `${endpoint.path}${queryString(input)}`, undefined, opts);
  }
  return request<EndpointOutput<E>>(endpoint.method as Method, endpoint.path, input ?? {}, opts);
}
