// @vitest-environment happy-dom
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { CardList, CardListItem, LinkedRow, ListTable } from './list-table';

/** Logs every navigation (each has its own key, even to the page already open). */
function Visits({ log }: { log: string[] }) {
  const { pathname, key } = useLocation();
  useEffect(() => {
    log.push(pathname);
  }, [key, pathname, log]);
  return null;
}

function Rows({ log }: { log: string[] }) {
  return (
    <>
      <Visits log={log} />
      <h2 id="list-title">Insights</h2>
      <ListTable labelledBy="list-title">
        <TableBody>
          <LinkedRow to="/insights/a">
            <TableCell>
              <Link component={RouterLink} to="/insights/a" onClick={(e) => e.stopPropagation()}>
                First
              </Link>
            </TableCell>
            <TableCell>3 messages</TableCell>
          </LinkedRow>
          <LinkedRow to="/insights/b">
            <TableCell>Second</TableCell>
          </LinkedRow>
        </TableBody>
      </ListTable>
    </>
  );
}

describe('ListTable and LinkedRow', () => {
  it('is named by its heading, and a click anywhere on a row opens that row’s page', () => {
    const log: string[] = [];
    renderWithApp(<Rows log={log} />);
    expect(screen.getByRole('table', { name: 'Insights' })).toBeTruthy();
    fireEvent.click(screen.getByText('Second'));
    expect(log).toEqual(['/', '/insights/b']);
  });

  it('navigates once when the row’s own link is followed', () => {
    const log: string[] = [];
    renderWithApp(<Rows log={log} />);
    fireEvent.click(screen.getByRole('link', { name: 'First' }));
    expect(log).toEqual(['/', '/insights/a']);
  });
});

describe('CardList', () => {
  it('is a list named by its heading with one item per card, and can be named directly', () => {
    renderWithApp(
      <>
        <h2 id="cards-title">Topics</h2>
        <CardList labelledBy="cards-title">
          <CardListItem>One</CardListItem>
          <CardListItem>Two</CardListItem>
        </CardList>
        <CardList label="Roles">
          <CardListItem>Admin</CardListItem>
        </CardList>
      </>,
    );
    expect(screen.getAllByRole('listitem', { hidden: false })).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Topics' }).textContent).toBe('OneTwo');
    expect(screen.getByRole('list', { name: 'Roles' }).textContent).toBe('Admin');
  });
});
