import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import '../../test/i18n';
import '../../i18n/workspace-strings';
import { ContactBilling } from './components/plan-details';

const render = (url: string | null, loading = false) =>
  renderToStaticMarkup(createElement(ThemeProvider, { theme: createTheme() }, createElement(ContactBilling, { url, loading })));

describe('Contact Billing (spec 1 §2: an external link)', () => {
  it('links to the plan’s billing contact in a new tab', () => {
    const html = render('mailto:billing@example.com');
    expect(html).toMatch(/<a[^>]*href="mailto:billing@example.com"/);
    expect(html).toContain('target="_blank"');
  });

  it('before a plan names a contact: a disabled button that says why, never an empty mailto', () => {
    for (const url of [null, '', 'mailto:']) {
      const html = render(url);
      expect(html).not.toContain('href=');
      expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="([^"]+)"/);
      const id = html.match(/aria-describedby="([^"]+)"/)![1];
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain('No billing contact has been set up for this account yet.');
    }
  });

  it('while the plan loads: disabled without a reason yet', () => {
    const html = render(null, true);
    expect(html).not.toContain('href=');
    expect(html).toMatch(/<button[^>]*disabled=""/);
    expect(html).not.toContain('No billing contact');
  });
});
