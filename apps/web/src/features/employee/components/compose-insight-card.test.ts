import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../../test/i18n';
import en from '../../../i18n/locales/en/app.json';
import { employeeKeys } from '../../../api/employee';
import { ComposeInsightCard } from './compose-insight-card';

/** The compose card as the server renders it, with the department list already loaded (or not). */
function render(departments?: { id: string; name: string }[]) {
  const client = new QueryClient();
  if (departments) client.setQueryData(employeeKeys.insightDepartments(), { entities: departments });
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(ComposeInsightCard)));
}

const strings = en.my.compose.aboutDepartment;
const escaped = (s: string) => s.replace(/'/g, '&#x27;');

describe('"Which department is this about?" in the compose card', () => {
  it('offers the listed departments in a labelled native select, with an empty first choice and the helper text', () => {
    const html = render([
      { id: 'd-finance', name: 'Finance' },
      { id: 'd-sales', name: 'Sales' },
    ]);
    expect(html).toContain(strings.label);
    expect(html).toContain(escaped(strings.helper));
    const select = /<select[^>]*id="([^"]+)"[^>]*>(.*?)<\/select>/.exec(html);
    expect(select).not.toBeNull();
    // The label names the select (a native control: arrow keys, type-ahead, phone pickers).
    expect(html).toMatch(new RegExp(`<label[^>]*for="${select![1]}"[^>]*>${strings.label.replace(/[?()]/g, '\\$&')}`));
    const options = [...select![2]!.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toEqual([
      ['', strings.none],
      ['d-finance', 'Finance'],
      ['d-sales', 'Sales'],
    ]);
    // The helper text is read with the select.
    const describedBy = /<select[^>]*aria-describedby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`id="${describedBy}"`);
  });

  it('shows no picker while there is no department to offer', () => {
    expect(render()).not.toContain('<select');
    expect(render([])).not.toContain('<select');
    expect(render([])).not.toContain(strings.label);
  });
});
