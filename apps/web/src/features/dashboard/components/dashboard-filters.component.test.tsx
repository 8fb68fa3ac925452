// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n/translate';
import { renderWithApp, setViewportWidth } from '../../../test/render';
import type { DashboardFilter } from '../dashboard-filter';
import { DASHBOARD_FILTER_DEFAULTS, DashboardFilters } from './dashboard-filters';

type Department = { id: string; name: string };

/** The filters as the dashboard holds them: each change patches the value at once. */
function Page({
  initial,
  departments,
  onChange,
}: {
  initial: DashboardFilter;
  departments: Department[];
  onChange: (p: Partial<DashboardFilter>) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DashboardFilters
      value={value}
      departments={departments}
      onChange={(patch) => {
        onChange(patch);
        setValue((v) => ({ ...v, ...patch }));
      }}
    />
  );
}

function renderFilters(initial: Partial<DashboardFilter> = {}, departments: Department[] = [{ id: 'd1', name: 'Sales' }]) {
  const onChange = vi.fn();
  renderWithApp(<Page initial={{ ...DASHBOARD_FILTER_DEFAULTS, ...initial }} departments={departments} onChange={onChange} />);
  return onChange;
}

// hidden: while its checklist is open the rest of the page is hidden from assistive technology.
const departmentsButton = () =>
  screen.getByRole('button', { name: new RegExp(`^${translate('workspace.filters.departments')}:`), hidden: true });

afterEach(() => setViewportWidth(1024));

describe('DashboardFilters in the filter sheet', () => {
  it('on a phone: one Filters button opens the sheet, Escape and Done close it, Reset is off while nothing is filtered', async () => {
    setViewportWidth(390);
    renderFilters();
    expect(screen.queryByRole('group', { name: translate('workspace.filters.title') })).toBeNull();
    const button = screen.getByRole('button', { name: translate('workspace.filters.open') });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: translate('workspace.filters.title') });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(sheet).getByRole('button', { name: translate('workspace.filters.reset') })).toHaveProperty('disabled', true);
    // The same controls as the row, in one column.
    expect(within(sheet).getByRole('group', { name: translate('workspace.filters.title') })).toBeTruthy();
    expect(within(sheet).getByRole('combobox', { name: translate('workspace.priority.label') })).toBeTruthy();

    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: translate('workspace.filters.done') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a phone: counts the filters in use, acts at once, and Reset puts every filter back', async () => {
    setViewportWidth(390);
    const onChange = renderFilters({ status: 'all', departments: 'd1' });
    const button = screen.getByRole('button', { name: translate('workspace.filters.openCount', { count: 2 }) });
    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog');
    fireEvent.change(within(sheet).getByRole('combobox', { name: translate('workspace.priority.label') }), { target: { value: 'High' } });
    expect(onChange).toHaveBeenLastCalledWith({ severityName: 'High' });
    // Still open: the controls act at once, Done only closes.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: translate('workspace.filters.openCount', { count: 3 }), hidden: true })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: translate('workspace.filters.reset') }));
    expect(onChange).toHaveBeenLastCalledWith(DASHBOARD_FILTER_DEFAULTS);
    expect(within(sheet).getByRole('button', { name: translate('workspace.filters.reset') })).toHaveProperty('disabled', true);
  });

  it('on a wide screen: the filters are a row, no sheet', () => {
    setViewportWidth(1440);
    renderFilters();
    expect(screen.getByRole('group', { name: translate('workspace.filters.title') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: translate('workspace.filters.open') })).toBeNull();
  });

  it('says there is nothing to pick when the organisation has no departments', async () => {
    setViewportWidth(1440);
    renderFilters({}, []);
    expect(departmentsButton().textContent).toBe(translate('workspace.filters.allDepartments'));
    fireEvent.click(departmentsButton());
    const menu = await screen.findByRole('menu');
    const only = within(menu).getByRole('menuitem');
    expect(only.textContent).toBe(translate('workspace.noData'));
    expect(only.getAttribute('aria-disabled')).toBe('true');
  });

  it('with 150 departments: the keyboard walks the checklist, Enter ticks, the field counts, Escape closes', async () => {
    setViewportWidth(1440);
    const departments = Array.from({ length: 150 }, (_, i) => ({ id: `d${i}`, name: `Department ${i}` }));
    const onChange = renderFilters({}, departments);
    fireEvent.click(departmentsButton());
    const menu = await screen.findByRole('menu');
    // (A selector, not getAllByRole: naming 150 items would take most of the test's time.)
    expect(menu.querySelectorAll('[role="menuitemcheckbox"]')).toHaveLength(150);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Department 0'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Department 1');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ departments: 'd1' });
    // End reaches the last item, Clear departments (shown once something is ticked); the last department is above it.
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe(translate('workspace.filters.clearDepartments'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Department 149');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ departments: 'd1,d149' });
    expect(departmentsButton().textContent).toBe(translate('workspace.filters.departmentsCount', { count: 2 }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
