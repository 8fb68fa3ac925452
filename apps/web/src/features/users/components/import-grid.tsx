import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, type Theme } from '@mui/material/styles';
import { CSV_COLUMNS, type CsvColumnKey, type ImportedUser } from '@voyce/contracts/user-import';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { hasIssues, issueColumns, issueText } from './import-rows';
import { windowRange } from './import-window';

/** Fixed heights: the window of rows drawn is then plain arithmetic (import-window.ts). */
const ROW_HEIGHT = 40;
const OVERSCAN = 10;
const ROW_WIDTH = 76;
const ISSUES_WIDTH = 320;
const REMOVE_WIDTH = 48;
const WIDTHS: Record<CsvColumnKey, number> = {
  firstName: 130,
  lastName: 130,
  businessEmail: 230,
  personalEmail: 230,
  employeeId: 120,
  departmentNames: 200,
  divisionName: 140,
  designationName: 140,
  businessUnitName: 150,
  locationName: 140,
};
const HEADERS = Object.fromEntries(CSV_COLUMNS.map((c) => [c.key, c.header])) as Record<CsvColumnKey, string>;
const cellText = (u: ImportedUser, key: CsvColumnKey) => (key === 'departmentNames' ? u.departmentNames.join(', ') : u[key]);

const tint = (theme: Theme, share: number) => alpha(theme.palette.error.main, share);

/**
 * The grid's look, once for all its cells: rows are plain elements with class names, so a
 * scroll that brings 20 new rows in does not compute 20 × 13 style objects.
 */
const gridStyles = (template: string) => (theme: Theme) => ({
  '& .ig-row': {
    display: 'grid',
    gridTemplateColumns: template,
    height: ROW_HEIGHT,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .ig-body .ig-row': { position: 'absolute', left: 0, width: '100%' },
  '& .ig-head': { position: 'sticky', top: 0, zIndex: 3, backgroundColor: theme.palette.background.paper, fontWeight: 600 },
  '& .ig-cell': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0, 1),
    minWidth: 0,
    overflow: 'hidden',
  },
  '& .ig-clip': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // Sticky cells are opaque: the paper, with the row's tint laid over it.
  '& .ig-left, & .ig-right': { position: 'sticky', zIndex: 1, backgroundColor: theme.palette.background.paper },
  '& .ig-left': { left: 0 },
  '& .ig-right': { right: 0, padding: theme.spacing(0, 0.5) },
  '& .ig-error': { backgroundColor: tint(theme, 0.06) },
  '& .ig-error .ig-left, & .ig-error .ig-right': {
    backgroundImage: `linear-gradient(${tint(theme, 0.06)}, ${tint(theme, 0.06)})`,
  },
  '& .ig-error .ig-left': { boxShadow: `inset 3px 0 0 ${theme.palette.error.main}` },
  '& .ig-problems': {
    color: theme.palette.error.dark,
    fontSize: 12,
    lineHeight: '16px',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  '& .ig-fault': { color: theme.palette.error.dark, fontWeight: 600, backgroundColor: tint(theme, 0.1) },
  '& .ig-hidden': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

type Props = {
  rows: readonly ImportedUser[];
  /** The template columns the file has, in order. */
  columns: readonly CsvColumnKey[];
  /** The grid's accessible name. */
  label: string;
  onRemove: (row: ImportedUser) => void;
};

/**
 * The import preview as a grid that stays smooth at 5,000 rows and more: only the rows in view
 * (and a few either side) are in the DOM, each 40 px high. Every column is reachable: the grid
 * scrolls both ways, the Row column stays on the left and the remove button on the right. A row
 * with issues is tinted in the error colour, carries an icon in its Row cell and says what is
 * wrong in Problems; the cells at fault are marked too. The grid itself takes the keyboard focus
 * so the arrow and page keys scroll it.
 */
export function ImportGrid({ rows, columns, label, onRemove }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ top: 0, height: 480 });
  // After a removal the keyboard stays where it was: on the next row's remove button.
  const focusIndex = useRef<number | null>(null);
  const removeLatest = useRef(onRemove);
  removeLatest.current = onRemove;
  const remove = useCallback((u: ImportedUser, index: number) => {
    focusIndex.current = index;
    removeLatest.current(u);
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setViewport((v) => (v.height === el.clientHeight ? v : { ...v, height: el.clientHeight }));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const next = scroller.current?.querySelector<HTMLElement>(`[data-remove-index="${Math.min(index, rows.length - 1)}"]`);
    (next ?? scroller.current)?.focus();
  }, [rows]);

  const { start, end } = windowRange({
    scrollTop: viewport.top,
    viewportHeight: viewport.height,
    rowHeight: ROW_HEIGHT,
    count: rows.length,
    overscan: OVERSCAN,
  });
  // A file without problems needs no Problems column (on a phone it would fill the screen).
  const showProblems = useMemo(() => rows.some(hasIssues), [rows]);
  const problemsWidth = showProblems ? ISSUES_WIDTH : 0;
  const template = [
    `${ROW_WIDTH}px`,
    ...(showProblems ? [`${ISSUES_WIDTH}px`] : []),
    ...columns.map((c) => `${WIDTHS[c]}px`),
    `minmax(${REMOVE_WIDTH}px, 1fr)`,
  ].join(' ');
  const width = ROW_WIDTH + problemsWidth + columns.reduce((w, c) => w + WIDTHS[c], 0) + REMOVE_WIDTH;
  const styles = useMemo(() => gridStyles(template), [template]);

  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={(e) => {
        const top = e.currentTarget.scrollTop;
        setViewport((v) => (v.top === top ? v : { ...v, top }));
      }}
      sx={[
        {
          flex: '1 1 auto',
          minHeight: 240,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overscrollBehavior: 'contain',
          fontSize: 13,
          '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        },
        styles,
      ]}
    >
      <div role="table" aria-label={label} aria-rowcount={rows.length + 1} style={{ width, minWidth: '100%' }}>
        <div role="rowgroup" className="ig-head">
          <div role="row" aria-rowindex={1} className="ig-row">
            <div role="columnheader" className="ig-cell ig-left">
              {t('users.import.row')}
            </div>
            {showProblems && (
              <div role="columnheader" className="ig-cell">
                {t('users.import.issues')}
              </div>
            )}
            {columns.map((c) => (
              <div key={c} role="columnheader" className="ig-cell">
                <span className="ig-clip">{HEADERS[c]}</span>
              </div>
            ))}
            <div role="columnheader" className="ig-cell ig-right">
              <span className="ig-hidden">{t('users.import.removeColumn')}</span>
            </div>
          </div>
        </div>
        <div role="rowgroup" className="ig-body" style={{ position: 'relative', height: rows.length * ROW_HEIGHT }}>
          {rows.slice(start, end).map((u, i) => (
            <GridRow key={u.row} user={u} index={start + i} columns={columns} showProblems={showProblems} onRemove={remove} />
          ))}
        </div>
      </div>
    </Box>
  );
}

type RowProps = {
  user: ImportedUser;
  index: number;
  columns: readonly CsvColumnKey[];
  showProblems: boolean;
  onRemove: (user: ImportedUser, index: number) => void;
};

/** One drawn row; rows already drawn are not drawn again while the grid scrolls. */
const GridRow = memo(function GridRow({ user: u, index, columns, showProblems, onRemove }: RowProps) {
  const { t } = useTranslation();
  const error = hasIssues(u);
  const atFault = issueColumns(u.issues);
  const problems = issueText(u.issues);
  const who = u.businessEmail || u.employeeId;
  return (
    <div role="row" aria-rowindex={index + 2} className={error ? 'ig-row ig-error' : 'ig-row'} style={{ top: index * ROW_HEIGHT }}>
      <div role="cell" className="ig-cell ig-left">
        {u.row}
        {error && <ErrorOutlineOutlined fontSize="small" color="error" titleAccess={t('users.import.hasErrors')} />}
      </div>
      {showProblems && (
        <div role="cell" className="ig-cell" title={problems || undefined}>
          <span className="ig-problems">{problems}</span>
        </div>
      )}
      {columns.map((c) => {
        const text = cellText(u, c);
        return (
          <div key={c} role="cell" className={atFault.has(c) ? 'ig-cell ig-fault' : 'ig-cell'} title={text || undefined}>
            <span className="ig-clip">{text}</span>
          </div>
        );
      })}
      <div role="cell" className="ig-cell ig-right">
        <IconButton
          size="small"
          data-remove-index={index}
          aria-label={who ? t('users.import.remove', { email: who }) : t('users.import.removeRow', { row: u.row })}
          onClick={() => onRemove(u, index)}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </div>
    </div>
  );
});
