// The app loads its strings first (main.tsx); so does this test.
import '../test/i18n';
import { MSG } from '@voyce/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import { call } from './api-client';
import { ApiError, messageOr } from './api-error';
import { clearToken, setToken } from './auth-token';
import { onSessionRejected } from './session-events';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const failure = (code: string, message: string, details?: Record<string, unknown>) => ({
  status: 'ERROR',
  message,
  error: { code, message, ...(details ? { details } : {}) },
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

const otp = { email: 'someone@example.com', siteTarget: 'dashboard' as const };

describe('api-client', () => {
  it('unwraps the data of an OK envelope and sends the bearer token', async () => {
    setToken('secret');
    answer(200, { status: 'OK', data: { id: 1 } });
    await expect(call(authEndpoints.getProfile, {})).resolves.toEqual({ id: 1 });
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/getProfile');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('sends no token on public calls', async () => {
    setToken('secret');
    answer(200, { status: 'OK', data: null });
    await call(authEndpoints.requestOtp, otp);
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('keeps the code, details and server message of a failure', async () => {
    answer(409, failure('ACTIVE_OTP_EXISTS', 'An active OTP code already exists', { shouldShowOtpInput: true }));
    const error = await rejection(call(authEndpoints.requestOtp, otp));
    expect(error).toMatchObject({ status: 409, code: 'ACTIVE_OTP_EXISTS', message: MSG.activeOtpExists });
    expect(error.details).toEqual({ shouldShowOtpInput: true });
  });

  it('maps statuses to the wording of spec 1 §8', async () => {
    answer(429, failure('RATE_LIMITED', 'slow down'));
    expect((await rejection(call(authEndpoints.requestOtp, otp))).message).toBe(MSG.tooManyRequests);
    answer(403, { status: 'ERROR' });
    expect((await rejection(call(authEndpoints.requestOtp, otp))).message).toBe(MSG.authorizationError);
    answer(500, failure('INTERNAL_ERROR', 'boom'));
    expect((await rejection(call(authEndpoints.requestOtp, otp))).message).toBe(MSG.unexpected);
    answer(404, {});
    expect((await rejection(call(authEndpoints.requestOtp, otp))).message).toBe(MSG.genericError);
  });

  it('reports a network failure with the network sentence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await rejection(call(authEndpoints.requestOtp, otp));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MSG.network);
  });

  it('ends the session on a 401 of an authorised call only', async () => {
    const rejected = vi.fn();
    const stop = onSessionRejected(rejected);
    answer(401, failure('INVALID_CREDENTIALS', MSG.invalidCredentials));
    await rejection(call(authEndpoints.verifyLogin, { email: otp.email, password: 'wrong' }));
    expect(rejected).not.toHaveBeenCalled();
    setToken('expired');
    answer(401, failure('UNAUTHORIZED', 'Access denied'));
    await rejection(call(authEndpoints.getProfile, {}));
    expect(rejected).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('messageOr', () => {
  it('prefers the server sentence, else the call fallback', () => {
    const withServer = new ApiError({ status: 400, code: 'X', message: 'm', serverMessage: 'server says' });
    const without = new ApiError({ status: 400, code: 'X', message: 'm' });
    expect(messageOr(withServer, 'fallback')).toBe('server says');
    expect(messageOr(without, 'fallback')).toBe('fallback');
    expect(messageOr(new Error('x'), 'fallback')).toBe('fallback');
  });

  it('keeps the fixed wording for rate limits', () => {
    const limited = new ApiError({ status: 429, code: 'RATE_LIMITED', message: MSG.tooManyRequests, serverMessage: 'other' });
    expect(messageOr(limited, 'fallback')).toBe(MSG.tooManyRequests);
  });
});
