import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../test/i18n';
import '../i18n/workspace-strings';
import { memberSearchKeys } from '../api/organization-structure';
import { OrganizationIdContext } from '../lib/organization';
import { PersonPicker } from './person-picker';
import {
  nearListEnd,
  peopleOptions,
  personDetail,
  personMatches,
  personName,
  searchTextOf,
  visiblePeople,
  type Person,
} from './person-search';

const ana = (n: number, departments = ['Sales']): Person => ({
  id: `u-${n}`,
  name: 'Ana Adams',
  email: `ana.adams${n}@example.com`,
  departments,
  status: 'active',
});

describe('the person picker (issue 19)', () => {
  it('tells namesakes apart by e-mail and departments', () => {
    expect(personName(ana(1))).toBe('Ana Adams');
    expect(personName({ name: '', email: 'invitee@example.com' })).toBe('invitee@example.com');
    expect(personDetail(ana(1, ['Sales', 'Warehouse']), 'No department')).toBe('ana.adams1@example.com · Sales, Warehouse');
    expect(personDetail(ana(2, []), 'No department')).toBe('ana.adams2@example.com · No department');
  });

  it('searches the trimmed, single-spaced text; every word must match name, e-mail or department', () => {
    expect(searchTextOf('  ana   adams ')).toBe('ana adams');
    expect(personMatches(ana(1), 'ana SALES')).toBe(true);
    expect(personMatches(ana(1), 'adams1@')).toBe(true);
    expect(personMatches(ana(1), 'ana warehouse')).toBe(false);
    expect(personMatches(ana(1), '   ')).toBe(true);
  });

  it('lists the chosen person first, whatever page they are on, and everyone once', () => {
    const pages = [
      [ana(1), ana(2)],
      [ana(2), ana(3)],
    ];
    expect(peopleOptions(null, pages).map((p) => p.id)).toEqual(['u-1', 'u-2', 'u-3']);
    expect(peopleOptions(ana(9), pages).map((p) => p.id)).toEqual(['u-9', 'u-1', 'u-2', 'u-3']);
    expect(peopleOptions(ana(2), pages).map((p) => p.id)).toEqual(['u-2', 'u-1', 'u-3']);
  });

  it('hides the chosen person from a search they do not match', () => {
    const chosen = { ...ana(9), name: 'Zoe Zed', email: 'zoe@example.com' };
    const options = peopleOptions(chosen, [[ana(1)]]);
    expect(visiblePeople(options, chosen, '').map((p) => p.id)).toEqual(['u-9', 'u-1']);
    expect(visiblePeople(options, chosen, 'ana').map((p) => p.id)).toEqual(['u-1']);
    expect(visiblePeople(options, chosen, 'zoe').map((p) => p.id)).toEqual(['u-9', 'u-1']);
  });

  it('loads the next page near the end of the scrolled list', () => {
    expect(nearListEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 1000 })).toBe(false);
    expect(nearListEnd({ scrollTop: 650, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
  });

  const render = (client: QueryClient, value: string | null, valueName?: string) =>
    renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client },
        createElement(
          OrganizationIdContext.Provider,
          { value: 'org-1' },
          createElement(
            ThemeProvider,
            { theme: createTheme() },
            createElement(PersonPicker, { label: 'Department Head', value, onChange: () => {}, valueName, excludePending: true }),
          ),
        ),
      ),
    );

  it('shows the chosen person even when no loaded page holds them: the name at once, then e-mail and departments', () => {
    const client = new QueryClient();
    const waiting = render(client, 'u-7', 'Ana Adams');
    expect(waiting).toContain('value="Ana Adams"');
    expect(waiting).toContain('Department Head');
    client.setQueryData(memberSearchKeys.byIds('org-1', ['u-7']), {
      entities: [ana(7, ['Warehouse'])],
      meta: { pagination: { total_items: 1, items_start: 1, items_end: 1, page: 1, pageSize: 1 } },
    });
    const known = render(client, 'u-7', 'Ana Adams');
    expect(known).toContain('value="Ana Adams"');
    expect(known).toContain('ana.adams7@example.com · Warehouse');
  });

  it('marks a chosen person who has since been deactivated, and shows nobody as empty', () => {
    const client = new QueryClient();
    client.setQueryData(memberSearchKeys.byIds('org-1', ['u-8']), {
      entities: [{ ...ana(8), status: 'inactive' }],
      meta: { pagination: { total_items: 1, items_start: 1, items_end: 1, page: 1, pageSize: 1 } },
    });
    expect(render(client, 'u-8')).toContain('value="Ana Adams (inactive)"');
    expect(render(client, null)).toContain('value=""');
  });
});
