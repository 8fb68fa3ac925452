// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberSearchHit } from '@voyce/contracts/structure';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/translate';
import { fakeFetch, renderWithApp } from '../test/render';
import { PersonPicker } from './person-picker';

/** 500 people, as a large organisation's picker searches them; the server pages by 20. */
const PEOPLE: MemberSearchHit[] = Array.from({ length: 500 }, (_, i) => ({
  id: `p-${String(i).padStart(3, '0')}`,
  name: `Person ${String(i).padStart(3, '0')}`,
  email: `person${i}@example.com`,
  departments: i % 2 ? ['Sales'] : [],
  status: 'active',
}));

/** /searchMembers as the server answers it: contains-match, by ids, a page at a time. */
function memberServer(people = PEOPLE) {
  return fakeFetch((path, _query, init) => {
    expect(path).toBe('/searchMembers');
    const body = JSON.parse(String(init?.body)) as { query?: string; page?: number; pageSize?: number; ids?: string[] };
    const hits = body.ids
      ? people.filter((p) => body.ids!.includes(p.id))
      : people.filter((p) => !body.query || `${p.name} ${p.email}`.toLowerCase().includes(body.query.toLowerCase()));
    const page = body.page ?? 1;
    const size = body.pageSize ?? 20;
    const entities = hits.slice((page - 1) * size, page * size);
    const start = entities.length ? (page - 1) * size + 1 : 0;
    return {
      data: {
        entities,
        meta: {
          pagination: {
            total_items: hits.length,
            items_start: start,
            items_end: start ? start + entities.length - 1 : 0,
            page,
            pageSize: size,
          },
        },
      },
    };
  });
}

const requestedPages = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { page?: number }).page);

/** The picker in a form that keeps its value, as the settings drawers do. */
function Controlled({ initial, onChange }: { initial: string | null; onChange: (id: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PersonPicker
      label="Head"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

function renderPicker(value: string | null = null) {
  const onChange = vi.fn();
  renderWithApp(<Controlled initial={value} onChange={onChange} />);
  return { onChange, field: screen.getByRole('combobox', { name: 'Head' }) };
}

const activeOption = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-activedescendant') ?? '');

describe('PersonPicker', () => {
  it('is driven by the keyboard: arrows wrap, Home/End, Enter picks, Escape closes without picking', async () => {
    memberServer();
    const { onChange, field } = renderPicker();
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    // autoHighlight: the first option is active until the keys move it.
    expect(activeOption(field)).toHaveProperty('textContent', expect.stringContaining('Person 000'));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(activeOption(field)?.textContent).toContain('Person 001');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    // Wrapped to the end of the loaded list.
    expect(activeOption(field)?.textContent).toContain('Person 019');
    fireEvent.keyDown(field, { key: 'Home' });
    expect(activeOption(field)?.textContent).toContain('Person 000');
    fireEvent.keyDown(field, { key: 'PageDown' });
    expect(activeOption(field)?.textContent).toContain('Person 005');

    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('p-001');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveProperty('value', 'Person 001');
  });

  it('says nobody matches a search that finds no one, and Enter then picks nobody', async () => {
    const fetch = memberServer();
    const { onChange, field } = renderPicker();
    field.focus();
    fireEvent.change(field, { target: { value: '  nobody   here ' } });
    await screen.findByText(translate('settings.people.noMatch'));
    // The search went out trimmed and single-spaced, after the typing paused.
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { query: string });
    expect(bodies.at(-1)?.query).toBe('nobody here');
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows the chosen person, looked up by id, and clearing the field clears the choice', async () => {
    memberServer();
    const { onChange, field } = renderPicker('p-042');
    await waitFor(() => expect(field).toHaveProperty('value', 'Person 042'));
    expect(screen.getByText(`person42@example.com · ${translate('settings.people.noDepartment')}`)).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('stays usable when the search fails: no options, and it asks again when reopened', async () => {
    let fail = true;
    const fetch = fakeFetch(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return {
        data: {
          entities: PEOPLE.slice(0, 3),
          meta: { pagination: { total_items: 3, items_start: 1, items_end: 3, page: 1, pageSize: 20 } },
        },
      };
    });
    const { onChange, field } = renderPicker();
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByLabelText(translate('settings.common.loading'))).toBeNull());
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Escape' });

    fail = false;
    fireEvent.change(field, { target: { value: 'Person' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
  });

  // A failed search must not read "No one matches": the person would be told their search found
  // nobody when the server was never reached.
  it('does not claim "no match" when the search failed, and says it failed', async () => {
    fakeFetch(() => ({ status: 500, code: 'INTERNAL', message: 'boom' }));
    const { field } = renderPicker();
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.queryByLabelText(translate('settings.common.loading'))).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(translate('settings.people.noMatch'))).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(translate('settings.people.searchFailed'));
  });

  it('with 500 people draws one page and loads the next as the highlight nears the end', async () => {
    const fetch = memberServer();
    const { onChange, field } = renderPicker();
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    expect(requestedPages(fetch)).toEqual([1]);
    fireEvent.keyDown(field, { key: 'End' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(40));
    expect(requestedPages(fetch)).toEqual([1, 2]);
    // Scrolling the list to its end loads the next page too.
    const list = screen.getByRole('listbox');
    Object.defineProperties(list, { scrollHeight: { value: 1000 }, clientHeight: { value: 300 } });
    list.scrollTop = 700;
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(60));
    fireEvent.keyDown(field, { key: 'End' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('p-059');
  });
});
