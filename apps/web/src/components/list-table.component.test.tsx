// @vitest-environment happy-dom
import Link from '@mui/material/Link';
import { fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { CardList, CardListItem, LinkedTable, type ListColumn } from './list-table';

/** Logs every navigation (each has its own key, even to the page already open). */
function Visits({ log }: { log: string[] }) {
  const { pathname, key } = useLocation();
  useEffect(() => {
    log.push(pathname);
  }, [key, pathname, log]);
  return null;
}

type Row = { id: string; title: string; messages: number };
const path = (r: Row) => `/insights/${r.id}`;
const COLUMNS: ListColumn<Row>[] = [
  {
    key: 'title',
    label: 'Insight',
    width: '55%',
    cell: (r) => (
      <Link component={RouterLink} to={path(r)} onClick={(e) => e.stopPropagation()}>
        {r.title}
      </Link>
    ),
  },
  { key: 'messages', label: 'Messages', align: 'right', cell: (r) => `${r.messages} messages` },
];

function Rows({ log, rows }: { log: string[]; rows: Row[] }) {
  return (
    <>
      <Visits log={log} />
      <h2 id="list-title">Insights</h2>
      <LinkedTable labelledBy="list-title" rows={rows} columns={COLUMNS} rowPath={path} />
    </>
  );
}

const ROWS: Row[] = [
  { id: 'a', title: 'First', messages: 3 },
  { id: 'b', title: 'Second', messages: 0 },
];

describe('LinkedTable', () => {
  it('is named by its heading, with a header per column and a row per item, cells in column order', () => {
    renderWithApp(<Rows log={[]} rows={ROWS} />);
    const table = screen.getByRole('table', { name: 'Insights' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Insight', 'Messages']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['First', '3 messages'],
      ['Second', '0 messages'],
    ]);
  });

  it('opens a row’s page when the row is clicked anywhere', () => {
    const log: string[] = [];
    renderWithApp(<Rows log={log} rows={ROWS} />);
    fireEvent.click(screen.getByText('0 messages'));
    expect(log).toEqual(['/', '/insights/b']);
  });

  it('navigates once when the row’s own link is followed', () => {
    const log: string[] = [];
    renderWithApp(<Rows log={log} rows={ROWS} />);
    fireEvent.click(screen.getByRole('link', { name: 'First' }));
    expect(log).toEqual(['/', '/insights/a']);
  });

  it('has only its header when there are no rows', () => {
    renderWithApp(<Rows log={[]} rows={[]} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});

describe('CardList', () => {
  it('is a list named by its heading, one item per card', () => {
    renderWithApp(
      <>
        <h2 id="cards-title">Topics</h2>
        <CardList labelledBy="cards-title">
          <CardListItem>One</CardListItem>
          <CardListItem>Two</CardListItem>
        </CardList>
      </>,
    );
    const list = screen.getByRole('list', { name: 'Topics' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['One', 'Two']);
  });
});
