import { MSG } from '@voyce/contracts/messages';
import { describe, expect, it } from 'vitest';
import en from './locales/en/app.json';

// The server and the web must say the same sentence for the same situation (spec 1 §8).
describe('the English catalog (locales/en/app.json)', () => {
  it('uses the contracts wording for every shared message', () => {
    const shared = Object.entries(en.errors).filter(([key]) => key in MSG);
    expect(shared.length).toBeGreaterThan(10);
    for (const [key, text] of shared) expect(text, key).toBe(MSG[key as keyof typeof MSG]);
  });
});
