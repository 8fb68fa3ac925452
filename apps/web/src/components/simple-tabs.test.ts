import { describe, expect, it } from 'vitest';
import { scrollToReveal } from './simple-tabs';

// A 390 px phone: the settings tab strip is wider than the screen and scrolls sideways.
describe('the selected tab of a strip wider than the screen', () => {
  const strip = (scrollLeft: number) => ({ scrollLeft, clientWidth: 358 });

  it('scrolls a tab past the right edge into view, with a little of the next one showing', () => {
    // 'My Subscriptions' at 520-660 in a strip scrolled to the start.
    expect(scrollToReveal(strip(0), { offsetLeft: 520, offsetWidth: 140 })).toBe(520 + 140 + 24 - 358);
  });

  it('scrolls back to a tab before the left edge, and to 0 for the first tab', () => {
    expect(scrollToReveal(strip(400), { offsetLeft: 200, offsetWidth: 120 })).toBe(176);
    expect(scrollToReveal(strip(400), { offsetLeft: 0, offsetWidth: 120 })).toBe(0);
  });

  it('leaves the strip where it is when the tab is already in view', () => {
    expect(scrollToReveal(strip(100), { offsetLeft: 200, offsetWidth: 120 })).toBe(100);
    expect(scrollToReveal(strip(0), { offsetLeft: 0, offsetWidth: 120 })).toBe(0);
  });

  it('shows the start of a tab wider than the strip', () => {
    expect(scrollToReveal(strip(0), { offsetLeft: 300, offsetWidth: 500 })).toBe(276);
  });
});
