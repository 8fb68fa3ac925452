import { describe, expect, it } from 'vitest';
import { notify, onSnackbarHostWanted, registerSnackbarHost, snackbarHostWanted } from './notify';

/**
 * The snackbars' host is not loaded with the first view: its chunk brings ~80 KB gzip of the
 * leaders' code that /login does not show. It is mounted when a message is first sent,
 * and that message waits for it.
 */
describe('notify', () => {
  it('asks for the host with the first message, which waits for the host', async () => {
    const told: boolean[] = [];
    const stop = onSnackbarHostWanted(() => told.push(snackbarHostWanted()));
    expect(snackbarHostWanted()).toBe(false);

    notify('Saved', { variant: 'success' });
    notify('Again');
    expect(told).toEqual([true]);
    stop();

    const received: [string, unknown][] = [];
    registerSnackbarHost((message, options) => received.push([message, options]));
    await Promise.resolve();
    expect(received).toEqual([
      ['Saved', { variant: 'success' }],
      ['Again', undefined],
    ]);
  });
});
