import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The first render is a transition, so React renders it in slices and the browser stays
 * responsive meanwhile: a plain `root.render` is one long task, about a second on Lighthouse's
 * slow phone for /login, most of the page's Total Blocking Time (issue 20). Its effect is measured
 * by `npm run bench -- lighthouse`; this keeps the entry from losing it.
 */
describe('the entry', () => {
  it('renders the app inside startTransition', () => {
    const main = readFileSync(new URL('./main.tsx', import.meta.url), 'utf8');
    expect(main).toMatch(/^startTransition\(\(\) =>\n\s+createRoot\(container\)\.render\(/m);
    expect(main.match(/\.render\(/g)).toHaveLength(1);
  });
});
