import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { Submission } from '@voyce/contracts/submissions';
import { useTranslation } from '../../i18n/translate';
import { StatusAction } from './status-action';

type Props = {
  visible: Submission[];
  selected: Submission[];
  organizationId: string;
  onSelectAll: (all: boolean) => void;
  onRespond: () => void;
  onDelegate: () => void;
};

/** Select-all over the filtered rows, and the bulk actions (disabled with nothing selected). */
export function BulkBar({ visible, selected, organizationId, onSelectAll, onRespond, onDelegate }: Props) {
  const { t } = useTranslation();
  const selectedVisible = visible.filter((s) => selected.some((x) => x.id === s.id)).length;
  const all = visible.length > 0 && selectedVisible === visible.length;
  const none = selected.length === 0;
  return (
    <Box
      role="toolbar"
      aria-label={t('workspace.submissions.bulkActions')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        px: { xs: 1, md: 2 },
        py: 1,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        checked={all}
        indeterminate={!all && selectedVisible > 0}
        disabled={visible.length === 0}
        onChange={(e) => onSelectAll(e.target.checked)}
        slotProps={{ input: { 'aria-label': t('workspace.submissions.selectAll') } }}
      />
      <Typography aria-live="polite" sx={{ fontSize: 13, color: 'text.secondary', mr: 'auto' }}>
        {none ? t('workspace.submissions.selectAll') : t('workspace.submissions.selected', { count: selected.length })}
      </Typography>
      <Button size="small" startIcon={<ReplyOutlined />} disabled={none} onClick={onRespond}>
        {t('workspace.submissions.respond')}
      </Button>
      <Button size="small" startIcon={<ForwardOutlined />} disabled={none} onClick={onDelegate}>
        {t('workspace.submissions.delegate')}
      </Button>
      <StatusAction items={selected} organizationId={organizationId} variant="text" />
    </Box>
  );
}
