// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import type { CsvColumnKey, ImportedUser } from '@voyce/contracts/user-import';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n/translate';
import { importedUser } from '../../../test/imported-user';
import { renderWithApp } from '../../../test/render';
import { ImportPreview } from './import-preview';

const COLUMNS: CsvColumnKey[] = ['firstName', 'lastName', 'businessEmail', 'departmentNames'];

const user = (row: number, issues?: Record<string, string>) =>
  importedUser(row, { departmentNames: ['Sales', 'Support'], ...(issues ? { issues } : {}) });

/** The preview as the import dialog holds it: removing rows takes them out of the list. */
function Dialog({ rows: initial, onRemove }: { rows: ImportedUser[]; onRemove?: (rows: number[]) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <ImportPreview
      rows={rows}
      columns={COLUMNS}
      refusedRows={new Set()}
      onRemove={(gone) => {
        onRemove?.(gone);
        setRows((rs) => rs.filter((r) => !gone.includes(r.row)));
      }}
    />
  );
}

const grid = () => screen.getByRole('table');
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const rowNumbers = () => bodyRows().map((r) => Number.parseInt(within(r).getAllByRole('cell')[0]!.textContent, 10));

describe('ImportPreview and its grid', () => {
  it('says there is nothing to import when no rows are left', () => {
    renderWithApp(<Dialog rows={[]} />);
    expect(screen.getByText(translate('users.import.noRows'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the file without problems: no Problems column, every template column named', () => {
    renderWithApp(<Dialog rows={[user(2), user(3)]} />);
    expect(screen.getByText(translate('users.import.preview', { count: 2 }))).toBeTruthy();
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Row', 'First Name', 'Last Name', 'Business Email', 'Departments', 'Remove']);
    expect(screen.queryByText(translate('users.import.issues'))).toBeNull();
    expect(within(bodyRows()[0]!).getByText('Sales, Support')).toBeTruthy();
  });

  it('marks rows with problems, shows them alone and removes them at once', () => {
    const onRemove = vi.fn();
    const rows = [user(2), user(3, { businessEmail: 'Business Email is taken' }), user(4), user(5, { firstName: 'is required' })];
    renderWithApp(<Dialog rows={rows} onRemove={onRemove} />);
    expect(screen.getByText(translate('users.import.errorsSummary', { count: 2 }))).toBeTruthy();
    const faulty = bodyRows()[1]!;
    expect(faulty.className).toContain('ig-error');
    expect(within(faulty).getByTitle(translate('users.import.hasErrors'))).toBeTruthy();
    expect(within(faulty).getByText('Business Email: Business Email is taken')).toBeTruthy();
    // The cell at fault is marked, the others in the row are not.
    expect(within(faulty).getByText('user3@example.com').parentElement!.className).toContain('ig-fault');
    expect(within(faulty).getByText('First3').parentElement!.className).not.toContain('ig-fault');

    fireEvent.click(screen.getByRole('switch', { name: translate('users.import.onlyErrors', { count: 2, total: 4 }) }));
    expect(rowNumbers()).toEqual([3, 5]);
    expect(screen.getByRole('region', { name: translate('users.import.gridLabel', { count: 2 }) })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: translate('users.import.removeErrors', { count: 2 }) }));
    expect(onRemove).toHaveBeenCalledWith([3, 5]);
    expect(rowNumbers()).toEqual([2, 4]);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('keeps the keyboard in the grid: the region takes focus, and removing a row focuses the next remove button', () => {
    renderWithApp(<Dialog rows={[user(2), user(3), user(4), { ...user(5), businessEmail: '', employeeId: '' }]} />);
    const region = screen.getByRole('region', { name: translate('users.import.gridLabel', { count: 4 }) });
    expect(region.tabIndex).toBe(0);
    const second = screen.getByRole('button', { name: translate('users.import.remove', { email: 'user3@example.com' }) });
    second.focus();
    fireEvent.click(second);
    expect(rowNumbers()).toEqual([2, 4, 5]);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: translate('users.import.remove', { email: 'user4@example.com' }) }),
    );
    // A row with neither e-mail nor employee ID is named by its file row; removing the last row focuses the one before.
    const last = screen.getByRole('button', { name: translate('users.import.removeRow', { row: 5 }) });
    last.focus();
    fireEvent.click(last);
    expect(rowNumbers()).toEqual([2, 4]);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: translate('users.import.remove', { email: 'user4@example.com' }) }),
    );
  });

  it('with 5,000 rows draws only the rows in view, and scrolling draws the rows scrolled to', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => user(i + 2, i % 1000 === 999 ? { lastName: 'is required' } : undefined));
    const started = performance.now();
    renderWithApp(<Dialog rows={rows} />);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(grid().getAttribute('aria-rowcount')).toBe('5001');
    expect(bodyRows().length).toBeLessThan(40);
    expect(rowNumbers()[0]).toBe(2);

    const region = screen.getByRole('region');
    region.scrollTop = 2500 * 40;
    fireEvent.scroll(region);
    const drawn = rowNumbers();
    expect(drawn.length).toBeLessThan(40);
    expect(drawn).toContain(2502);
    expect(drawn).not.toContain(2);
    // Each drawn row sits at its own place in the full list (aria-rowindex counts the header).
    const at = bodyRows().find((r) => r.getAttribute('aria-rowindex') === '2502')!;
    expect(within(at).getAllByRole('cell')[0]!.textContent).toBe('2502');
    expect(screen.getByText(translate('users.import.errorsSummary', { count: 5 }))).toBeTruthy();
  });
});
