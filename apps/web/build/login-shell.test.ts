import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { LOGIN_PAGE_SCRIPT } from '@voyce/contracts/page-scripts';
import en from '../src/i18n/locales/en/app.json' with { type: 'json' };
import { composeLoginPage, usedStyles, type RenderedShell } from './login-shell.ts';

const webRoot = join(import.meta.dirname, '..');

/**
 * Renders the screen as the build does, in a Node process of its own: inside the test runner's
 * module loader, React and Emotion are not the copies the app's render gets from Node.
 */
function renderAsTheBuildDoes(): RenderedShell {
  const code = `import { renderShell } from './build/login-shell.ts';
process.stdout.write(JSON.stringify(await renderShell({ configFile: 'vite.config.ts', root: process.cwd(), mode: 'production' })));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: webRoot,
      encoding: 'utf8',
      // As `vite build` runs: the libraries' production code (the test runner sets NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production' },
    }),
  ) as RenderedShell;
}

describe('the prerendered /login page', () => {
  it("is the app's own sign-in screen, with every style its markup names", { timeout: 60_000 }, () => {
    const shell = renderAsTheBuildDoes();
    // The strings come from the same file the app's screen reads them from: they cannot drift apart.
    const text = shell.html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, '\n');
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    for (const expected of [
      en.auth.login.title,
      en.auth.login.subtitle.replace('{brand}', en.app.name),
      en.auth.fields.email,
      en.auth.fields.password,
      en.auth.login.forgotPassword,
      en.auth.login.submit,
      en.common.or,
      en.auth.login.useCode,
    ])
      expect(lines).toContain(expected);
    expect(shell.html).toMatch(/<h1 [^>]*>Welcome back<\/h1>/);
    // Signed out, as a visitor arrives: the form, not the loader, and the submit button waits for input.
    expect(shell.html).not.toContain('role="progressbar"');
    expect(shell.html).toMatch(/<button [^>]*type="submit" disabled=""[^>]*>Log in<\/button>/);
    for (const [, name] of shell.html.matchAll(/\bcss-([\w-]+)/g)) expect(shell.styleIds, name).toContain(name);
    expect(shell.css).toContain('font-family:"Inter Variable"');
  });

  it('keeps the styles the markup uses and the global ones, drops those of the loader it no longer shows', () => {
    const inserted = {
      abc: '.css-abc{color:red;}',
      loader: '.css-loader{display:grid;}@keyframes animation-x{0%{opacity:0}}',
      'global-1': 'body{margin:0;}',
    };
    expect(usedStyles(inserted, '<div class="MuiBox-root css-abc"></div>')).toEqual({
      css: '.css-abc{color:red;}body{margin:0;}',
      styleIds: ['abc', 'global-1'],
    });
  });

  it('replaces the module script with the inline start-up script, and puts the screen, inert, in #root', () => {
    const index = [
      '<!doctype html><html><head><title>Voyce</title>',
      '<script type="module" crossorigin src="/assets/index-AAAA.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-BBBB.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const page = composeLoginPage(
      index,
      { html: '<h1>Welcome back</h1>', css: '.css-a{color:red;}', styleIds: ['a'] },
      ['/assets/login-route-C.js', '/assets/login-D.js'],
      '/assets/inter-latin-wght-normal-E.woff2',
    );
    expect(page).not.toContain('type="module"');
    expect(page).toContain(
      `<script data-entry="/assets/index-AAAA.js" data-preload="/assets/login-route-C.js /assets/login-D.js">${LOGIN_PAGE_SCRIPT}</script>`,
    );
    expect(page).toContain('<style data-emotion="css a">.css-a{color:red;}</style>');
    expect(page).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-E.woff2">');
    expect(page).toContain('html[data-signed-in] [data-login-shell],html[data-other-language] [data-login-shell]{visibility:hidden}');
    expect(page).toContain('<div id="root"><div data-login-shell inert><h1>Welcome back</h1></div></div>');
    // Fetched only by the script, after the first paint: nothing in the page asks for the app's code.
    expect(page).not.toMatch(/<link rel="modulepreload"|<script [^>]*src=/);
    expect(() => composeLoginPage('<html><head></head><body></body></html>', { html: '', css: '', styleIds: [] }, [], '')).toThrow(/entry/);
  });
});

/** The page script run against a stand-in browser: what it marks, when it starts the app, and what it loads. */
function runPageScript({
  token,
  hidden = false,
  paintTiming = true,
  languages = ['en-GB'],
  stored,
  search = '',
}: {
  token?: string;
  hidden?: boolean;
  paintTiming?: boolean;
  languages?: string[];
  stored?: string;
  search?: string;
}) {
  const listeners: Record<string, (() => void)[]> = {};
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const observers: ((list: { getEntries: () => { name: string }[] }) => void)[] = [];
  const attributes = new Map<string, string>();
  const links: { rel: string; href: string }[] = [];
  const imported: string[] = [];
  const script = {
    getAttribute: (name: string) => ({ 'data-entry': '/assets/index-A.js', 'data-preload': '/assets/l-B.js /assets/l-C.js' })[name] ?? null,
  };
  const document = {
    currentScript: script,
    hidden,
    documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v), hasAttribute: (n: string) => attributes.has(n) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  function PerformanceObserver(callback: (typeof observers)[number]) {
    observers.push(callback);
    return { observe: () => undefined };
  }
  PerformanceObserver.supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
  // `import(entry)` is syntax: the stand-in records the address through a function of the same shape.
  const source = LOGIN_PAGE_SCRIPT.replace('import(entry)', '__import(entry)');
  expect(source).not.toBe(LOGIN_PAGE_SCRIPT);
  const context = {
    document,
    localStorage: { getItem: (key: string) => ({ 'voyce.token': token, 'voyce.language': stored })[key] ?? null },
    navigator: { languages, language: languages[0] },
    location: { search },
    URLSearchParams,
    window: { PerformanceObserver },
    PerformanceObserver,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void, ms?: number) => (ms ? undefined : timers.push(f)),
    __import: (url: string) => imported.push(url),
  };
  runInNewContext(source, context);
  return {
    signedIn: attributes.has('data-signed-in'),
    otherLanguage: attributes.has('data-other-language'),
    loaded: () => ({ imported: [...imported], preloads: links.map((l) => `${l.rel} ${l.href}`) }),
    parsed: () => listeners.DOMContentLoaded?.forEach((l) => l()),
    paint: (name: string) => observers.forEach((o) => o({ getEntries: () => [{ name }] })),
    frame: () => frames.splice(0).forEach((f) => f()),
    tick: () => timers.splice(0).forEach((f) => f()),
  };
}

describe("the prerendered page's script", () => {
  const started = { imported: ['/assets/index-A.js'], preloads: ['modulepreload /assets/l-B.js', 'modulepreload /assets/l-C.js'] };

  it('starts the app once the screen has had its first contentful paint, not before', () => {
    const page = runPageScript({});
    expect(page.signedIn).toBe(false);
    page.parsed();
    page.paint('first-paint');
    expect(page.loaded()).toEqual({ imported: [], preloads: [] });
    page.paint('first-contentful-paint');
    expect(page.loaded()).toEqual(started);
    page.paint('first-contentful-paint');
    expect(page.loaded()).toEqual(started);
  });

  it('marks a signed-in visitor before the first paint, and starts at once: their screen is hidden', () => {
    const page = runPageScript({ token: 'a-token' });
    expect(page.signedIn).toBe(true);
    page.parsed();
    expect(page.loaded()).toEqual(started);
  });

  it('hides the English screen from a reader whose page opens in another language, and starts at once', () => {
    const spanish = runPageScript({ languages: ['es-ES', 'en'] });
    expect(spanish.otherLanguage).toBe(true);
    spanish.parsed();
    expect(spanish.loaded()).toEqual(started);
    // The first language MyVoyce speaks decides; a stored choice or ?lang= comes first.
    expect(runPageScript({ languages: ['it-IT', 'en-GB', 'de'] }).otherLanguage).toBe(false);
    expect(runPageScript({ languages: ['it-IT', 'pl'] }).otherLanguage).toBe(true);
    expect(runPageScript({ languages: ['es'], stored: 'en' }).otherLanguage).toBe(false);
    expect(runPageScript({ languages: ['en'], stored: 'ar' }).otherLanguage).toBe(true);
    expect(runPageScript({ languages: ['en'], search: '?lang=pseudo' }).otherLanguage).toBe(true);
    const english = runPageScript({});
    expect(english.otherLanguage).toBe(false);
    english.parsed();
    expect(english.loaded().imported).toEqual([]);
  });

  it('starts at once in a hidden tab, and after one frame without paint timing', () => {
    const hidden = runPageScript({ hidden: true });
    hidden.parsed();
    expect(hidden.loaded()).toEqual(started);
    const old = runPageScript({ paintTiming: false });
    old.parsed();
    expect(old.loaded().imported).toEqual([]);
    old.frame();
    old.tick();
    expect(old.loaded()).toEqual(started);
  });
});
