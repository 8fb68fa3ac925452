import { describe, expect, it } from 'vitest';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadableLazyNamed } from './lazy-named';

const Hello = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const page = (Component: (props: { name: string }) => unknown) =>
  renderToString(
    createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Component as never, { name: 'Ada' })),
  );

describe('preloadableLazyNamed', () => {
  it('suspends like React.lazy until preloaded, then renders the page at once', async () => {
    let loads = 0;
    const Page = preloadableLazyNamed(async () => {
      loads++;
      return { Hello };
    }, 'Hello');
    // Not loaded: the Suspense fallback (what the prerendered /login screen must not be replaced by).
    expect(page(Page)).toContain('loading');
    await Page.preload();
    expect(page(Page)).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
    expect(loads).toBeGreaterThanOrEqual(1);
  });

  it('rejects a failed load, and loads again on the next try', async () => {
    let fail = true;
    const Page = preloadableLazyNamed(async () => {
      if (fail) throw new Error('offline');
      return { Hello };
    }, 'Hello');
    await expect(Page.preload()).rejects.toThrow('offline');
    fail = false;
    await Page.preload();
    expect(page(Page)).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
  });
});
