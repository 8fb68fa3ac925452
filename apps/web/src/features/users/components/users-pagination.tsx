import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { PAGE_SIZES } from '../use-user-filters';

type Props = { total: number; page: number; pages: number; pageSize: number; onChange: (page: number, pageSize: number) => void };

/** Spec 2 §9: page sizes 10, 25, 50, 100; '11–20 of 140' with previous and next. */
export function UsersPagination({ total, page, pages, pageSize, onChange }: Props) {
  const { t } = useTranslation();
  const sizeId = useId();
  const start = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(total, page * pageSize);
  return (
    <Box
      component="nav"
      aria-label={t('workspace.pagination.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="label" htmlFor={sizeId} sx={{ fontSize: 13, color: 'text.secondary' }}>
        {t('users.rowsPerPage')}
      </Box>
      <Box
        component="select"
        id={sizeId}
        value={pageSize}
        onChange={(e) => onChange(1, Number((e.target as HTMLSelectElement).value))}
        sx={{
          font: 'inherit',
          fontSize: 13,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Box>
      <Typography aria-live="polite" sx={{ fontSize: 13, color: 'text.secondary', mx: 1 }}>
        {t('workspace.pagination.range', { start, end, total })}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('workspace.pagination.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1, pageSize)}
      >
        <ChevronLeft />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('workspace.pagination.next')}
        disabled={page >= pages}
        onClick={() => onChange(page + 1, pageSize)}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
