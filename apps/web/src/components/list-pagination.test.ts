import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import '../test/i18n';
import '../i18n/workspace-strings';
import { clientPageMeta, ListPagination } from './list-pagination';

/** Rendered without a browser: the phone layout (no media query matches on the server). */
const phone = (withSizes: boolean) =>
  renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme: createTheme() },
      createElement(ListPagination, {
        meta: clientPageMeta(12_345, 103, 10),
        onPage: () => {},
        ...(withSizes ? { pageSizes: { sizes: [10, 25, 50, 100], onChange: () => {} } } : {}),
      }),
    ),
  );
/** The CSS of the element whose opening tag matches `tag`. */
const cssOf = (html: string, tag: RegExp) => {
  const el = html.match(tag)?.[0] ?? '';
  const cls = el.match(/class="[^"]*\b(css-[\w-]+)/)?.[1];
  return cls ? [...html.matchAll(new RegExp(`\\.${cls}\\{([^}]*)\\}`, 'g'))].map((m) => m[1]).join(';') : '';
};

describe('the pagination on phones (390 px)', () => {
  it('stays on one line: no wrapping, the range text cut rather than pushed to a second line', () => {
    for (const html of [phone(true), phone(false)]) {
      const nav = cssOf(html, /<nav[^>]*>/);
      expect(nav).toContain('flex-wrap:nowrap');
      expect(nav).not.toContain('flex-wrap:wrap');
      expect(cssOf(html, /<p[^>]*aria-live="polite"[^>]*>/)).toContain('white-space:nowrap');
    }
  });

  it('keeps the rows-per-page choice named for screen readers but drops the words from the line', () => {
    const html = phone(true);
    expect(html).toMatch(/<label[^>]*>Rows per page<\/label>/);
    expect(cssOf(html, /<label[^>]*>/)).toContain('clip:rect(0 0 0 0)');
    expect(html).toContain('<select');
  });

  it('leaves out "Page x of y" (the range says where you are) and keeps both buttons', () => {
    const html = phone(false);
    expect(html).not.toContain('Page 103 of');
    expect(html).toContain('1021–1030 of 12345');
    expect(html).toContain('aria-label="Previous page"');
    expect(html).toContain('aria-label="Next page"');
  });
});

describe('a total the server stopped counting (issue 20)', () => {
  const render = (capped: boolean) =>
    renderToStaticMarkup(
      createElement(
        ThemeProvider,
        { theme: createTheme() },
        createElement(ListPagination, { meta: clientPageMeta(1001, 1, 10), onPage: () => {}, capped }),
      ),
    );

  it('says 1,000+ and keeps the next page reachable', () => {
    const html = render(true);
    expect(html).toContain('1–10 of 1,000+');
    expect(html).not.toMatch(/aria-label="Next page"[^>]*disabled/);
  });

  it('says an exact total as it is', () => {
    expect(render(false)).toContain('1–10 of 1001');
  });
});
