import { describe, expect, it } from 'vitest';
import { encoderState, encoderTextsRead, warmEncoder } from './encoder/encoder.ts';
import { warmLocalModel } from './local-provider.ts';

describe('warming the local model', () => {
  it("reads a text through the sentence encoder and its heads, so a restarted replica's first insight does not pay for their first pass", async () => {
    await warmEncoder();
    expect(encoderState().status).toBe('ready');
    const before = encoderTextsRead();
    await warmLocalModel();
    expect(encoderTextsRead()).toBeGreaterThan(before);
  });
});
