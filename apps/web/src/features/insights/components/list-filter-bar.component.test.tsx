// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n/translate';
import { renderWithApp, setViewportWidth } from '../../../test/render';
import { LIST_DEFAULTS, type ListFilter } from '../list-filters';
import { ListFilterBar } from './list-filter-bar';

afterEach(() => setViewportWidth(1024));

const renderBar = (value: Partial<ListFilter>) => {
  const onChange = vi.fn();
  renderWithApp(<ListFilterBar value={{ ...LIST_DEFAULTS, ...value }} onChange={onChange} />);
  return onChange;
};

describe('ListFilterBar (the explorer’s filter sheet)', () => {
  it('on a phone: nothing filtered reads plain Filters, and its sheet offers all six filters with Reset off', async () => {
    setViewportWidth(390);
    renderBar({});
    fireEvent.click(screen.getByRole('button', { name: translate('workspace.filters.open') }));
    const sheet = await screen.findByRole('dialog', { name: translate('workspace.filters.title') });
    expect(within(sheet).getAllByRole('combobox')).toHaveLength(6);
    expect(within(sheet).getByRole('button', { name: translate('workspace.filters.reset') })).toHaveProperty('disabled', true);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts the sheet’s filters (departments are chosen elsewhere) and Reset puts back only them', async () => {
    setViewportWidth(390);
    const onChange = renderBar({ win: 'win', reveal: 'revealed', departments: 'd1,d2' });
    fireEvent.click(screen.getByRole('button', { name: translate('workspace.filters.openCount', { count: 2 }) }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.change(within(sheet).getByRole('combobox', { name: translate('workspace.filters.delegate') }), {
      target: { value: 'delegated' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ delegate: 'delegated' });
    fireEvent.click(within(sheet).getByRole('button', { name: translate('workspace.filters.reset') }));
    const { departments: _kept, ...sheetDefaults } = LIST_DEFAULTS;
    expect(onChange).toHaveBeenLastCalledWith(sheetDefaults);
  });

  it('on a wide screen: the six filters in a row', () => {
    setViewportWidth(1440);
    renderBar({});
    expect(within(screen.getByRole('group', { name: translate('workspace.filters.title') })).getAllByRole('combobox')).toHaveLength(6);
  });
});
