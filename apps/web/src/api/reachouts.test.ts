import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../lib/auth-token';
import { EnhanceTimeoutError, generateParticipationMessage } from './reachouts';

const input = { organizationId: '7b1c3f9e-2a4d-4e8b-9c1a-0d2e3f4a5b6c', prompt: 'How is the rota?', userObjective: 'Fix it' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToken();
});

describe('AI Enhance (spec 2 §7, spec 1 §9)', () => {
  it('answers the title and message of the AI version', async () => {
    setToken('secret');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'OK', data: { title: 'Rota', message: 'Hi team' } }), { status: 200 })),
    );
    await expect(generateParticipationMessage(input)).resolves.toEqual({ title: 'Rota', message: 'Hi team' });
  });

  it('gives up after 15 s with a timeout of its own', async () => {
    vi.useFakeTimers();
    setToken('secret');
    // A server that never answers: only the abort signal ends the request.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    let settled = false;
    const outcome = generateParticipationMessage(input).then(
      () => 'answered',
      (error: unknown) => error,
    );
    void outcome.finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(EnhanceTimeoutError);
  });
});
