import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The first render is a transition, so React renders it in slices and the browser stays
 * responsive meanwhile: a plain `root.render` is one long task, about a second on Lighthouse's
 * slow phone for /login, most of the page's Total Blocking Time. Its effect is measured
 * by `npm run bench -- lighthouse`; this keeps the entry from losing it.
 */
describe('the entry', () => {
  const main = readFileSync(new URL('./main.tsx', import.meta.url), 'utf8');

  it('renders the app inside startTransition', () => {
    expect(main).toMatch(/^\s+startTransition\(\(\) =>\n\s+createRoot\(container\)\.render\(/m);
    expect(main.match(/\.render\(/g)).toHaveLength(1);
  });

  it("renders over the prerendered /login screen only once the login page's code and the page's language are there (no loader in between)", () => {
    expect(main).toMatch(
      /const loginShown = container\.querySelector\(':scope > \[data-login-shell\]'\);\nvoid Promise\.all\(\[i18nReady, loginShown \? LoginRoute\.preload\(\) : null\]\)\.then\(render, render\);/,
    );
  });
});
