import { DIRECTIONAL } from '../../i18n/language';
import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { Submission } from '@voyce/contracts/insights';
import { useTranslation } from '../../i18n/translate';
import { useWide } from '../responsive';
import { IconAction } from './icon-action';
import { StatusAction } from './status-action';

type Props = {
  visible: Submission[];
  selected: Submission[];
  organizationId: string;
  onSelectAll: (all: boolean) => void;
  onRespond: () => void;
  onDelegate: () => void;
};

/**
 * Select-all over the filtered rows, and the bulk actions (disabled with nothing selected). One
 * row at every width: on phones the actions are icons, named by their labels.
 */
export function BulkBar({ visible, selected, organizationId, onSelectAll, onRespond, onDelegate }: Props) {
  const { t } = useTranslation();
  const selectedVisible = visible.filter((s) => selected.some((x) => x.id === s.id)).length;
  const all = visible.length > 0 && selectedVisible === visible.length;
  const none = selected.length === 0;
  const wide = useWide();
  return (
    <Box
      role="toolbar"
      aria-label={t('workspace.submissions.bulkActions')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, md: 1 },
        flexWrap: 'nowrap',
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
      <Typography aria-live="polite" noWrap sx={{ fontSize: 13, color: 'text.secondary', flex: 1, minWidth: 0 }}>
        {none ? t('workspace.submissions.selectAll') : t('workspace.submissions.selected', { count: selected.length })}
      </Typography>
      {wide ? (
        <>
          <Button size="small" startIcon={<ReplyOutlined className={DIRECTIONAL} />} disabled={none} onClick={onRespond}>
            {t('workspace.submissions.respond')}
          </Button>
          <Button size="small" startIcon={<ForwardOutlined />} disabled={none} onClick={onDelegate}>
            {t('workspace.submissions.delegate')}
          </Button>
          <StatusAction items={selected} organizationId={organizationId} variant="text" />
        </>
      ) : (
        <>
          <IconAction
            label={t('workspace.submissions.respond')}
            icon={<ReplyOutlined className={DIRECTIONAL} />}
            disabled={none}
            onClick={onRespond}
          />
          <IconAction label={t('workspace.submissions.delegate')} icon={<ForwardOutlined />} disabled={none} onClick={onDelegate} />
          <StatusAction items={selected} organizationId={organizationId} iconOnly />
        </>
      )}
    </Box>
  );
}
