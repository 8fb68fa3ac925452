import { DIRECTIONAL } from '../i18n/language';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { PaginationMeta } from '@voyce/contracts/common';
import { useId } from 'react';
import { useTranslation } from '../i18n/translate';
import { useWide } from './responsive';
import { visuallyHidden } from './visually-hidden';

type PageSizeChoice = { sizes: readonly number[]; onChange: (pageSize: number) => void };

/** A page of a list that the client cut itself (the users list sorts and filters on the client). */
export function clientPageMeta(total: number, page: number, pageSize: number): PaginationMeta {
  return {
    total_items: total,
    items_start: total === 0 ? 0 : (page - 1) * pageSize + 1,
    items_end: Math.min(total, page * pageSize),
    page,
    pageSize,
  };
}

/**
 * The total as the range says it: exact, or for a count the server stopped early (`capped`,
 * /findSubmissions past 1,000 rows) '1,000+': the count then holds one row past
 * what it vouches for, which is what keeps the next page reachable.
 */
export function shownTotal(total: number, capped?: boolean): string | number {
  return capped ? `${(total - 1).toLocaleString('en-US')}+` : total;
}

/**
 * '11–20 of 140' with previous and next page buttons, under a paginated list (meta.pagination);
 * with `pageSizes`, a "Rows per page" choice too (spec 2 §9: 10, 25, 50, 100). The one
 * pagination of every list. On phones it stays one line: the choice keeps its name
 * for screen readers only, 'Page x of y' goes (the range says it) and the range is cut, not wrapped.
 */
export function ListPagination({
  meta,
  onPage,
  pageSizes,
  capped,
}: {
  meta: PaginationMeta;
  onPage: (page: number) => void;
  pageSizes?: PageSizeChoice;
  /** The total is a floor (the answer's totalCapped): said as '1,000+', and no page count. */
  capped?: boolean;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const wide = useWide();
  const pages = Math.max(1, Math.ceil(meta.total_items / meta.pageSize));
  if (meta.total_items === 0 && !pageSizes) return null;
  return (
    <Box
      component="nav"
      aria-label={t('workspace.pagination.label')}
      sx={{
        display: 'flex',
        flexWrap: wide ? 'wrap' : 'nowrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: wide ? 1 : 0.5,
        px: { xs: 1.5, md: 3 },
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {pageSizes && (
        <>
          <Box component="label" htmlFor={sizeId} sx={wide ? { fontSize: 13, color: 'text.secondary' } : visuallyHidden}>
            {t('users.rowsPerPage')}
          </Box>
          <Box
            component="select"
            id={sizeId}
            value={meta.pageSize}
            onChange={(e) => pageSizes.onChange(Number((e.target as HTMLSelectElement).value))}
            sx={{
              font: 'inherit',
              fontSize: 13,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              flexShrink: 0,
            }}
          >
            {pageSizes.sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Box>
        </>
      )}
      <Typography
        aria-live="polite"
        sx={{
          fontSize: 13,
          color: 'text.secondary',
          mr: pageSizes ? 0 : 'auto',
          mx: pageSizes ? 1 : 0,
          whiteSpace: 'nowrap',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {t('workspace.pagination.range', { start: meta.items_start, end: meta.items_end, total: shownTotal(meta.total_items, capped) })}
      </Typography>
      {(pages > 1 || pageSizes) && (
        <>
          {!pageSizes && wide && !capped && (
            <Typography sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {t('workspace.pagination.page', { page: meta.page, pages })}
            </Typography>
          )}
          <IconButton
            size="small"
            aria-label={t('workspace.pagination.previous')}
            disabled={meta.page <= 1}
            onClick={() => onPage(meta.page - 1)}
          >
            <ChevronLeft className={DIRECTIONAL} />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('workspace.pagination.next')}
            disabled={meta.page >= pages}
            onClick={() => onPage(meta.page + 1)}
          >
            <ChevronRight className={DIRECTIONAL} />
          </IconButton>
        </>
      )}
    </Box>
  );
}
