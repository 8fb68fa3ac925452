import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { PaginationMeta } from '@voyce/contracts/common';
import { useTranslation } from '../i18n/translate';

/** '11–20 of 140' with previous and next page buttons, under a paginated list (meta.pagination). */
export function ListPagination({ meta, onPage }: { meta: PaginationMeta; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(meta.total_items / meta.pageSize));
  if (meta.total_items === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('workspace.pagination.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        px: { xs: 2, md: 3 },
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography aria-live="polite" sx={{ fontSize: 13, color: 'text.secondary', mr: 'auto' }}>
        {t('workspace.pagination.range', { start: meta.items_start, end: meta.items_end, total: meta.total_items })}
      </Typography>
      {pages > 1 && (
        <>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('workspace.pagination.page', { page: meta.page, pages })}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('workspace.pagination.previous')}
            disabled={meta.page <= 1}
            onClick={() => onPage(meta.page - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('workspace.pagination.next')}
            disabled={meta.page >= pages}
            onClick={() => onPage(meta.page + 1)}
          >
            <ChevronRight />
          </IconButton>
        </>
      )}
    </Box>
  );
}
