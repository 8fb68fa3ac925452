import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmissionGroup } from '@voyce/contracts/insights';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { PriorityChip } from '../../../components/priority-chip';
import { ShareDialog } from '../../../components/share-dialog';
import { StatusChip } from '../../../components/status-chip';
import { messageOr } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { exportInsightsDetails, usePinTopic } from '../../../api/insights-topics';
import { exportAndDownload } from '../../../lib/export-download';
import { TopicTitleEditor } from './topic-title-editor';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 0.5 }}>{label}</Typography>
      {children}
    </Box>
  );
}

/** The topic's title, facts (date created, priority, status) and actions: pin, Export, Share. */
export function TopicHeader({ topic, organizationId }: { topic: SubmissionGroup; organizationId: string }) {
  const { t } = useTranslation();
  const pin = usePinTopic();
  const [exporting, setExporting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const pinned = Boolean(topic.topicPinnedAt);

  const togglePin = () =>
    pin.mutate(
      { topicId: topic.topicId, pinned: !pinned, organizationId },
      {
        onSuccess: ({ pinnedAt }) => notify(pinnedAt ? t('workspace.pinnedDone') : t('workspace.unpinnedDone'), { variant: 'success' }),
        onError: (error) => notify(messageOr(error, t('workspace.pinError')), { variant: 'error' }),
      },
    );

  const onExport = async () => {
    if (!topic.topicId || !organizationId) {
      notify(t('workspace.export.missingTopic'), { variant: 'error' });
      return;
    }
    setExporting(true);
    await exportAndDownload(
      async () => (await exportInsightsDetails({ topicId: topic.topicId, organizationId })).data?.url,
      t('workspace.export.failed'),
    );
    setExporting(false);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <TopicTitleEditor topicId={topic.topicId} title={topic.topic} organizationId={organizationId} />
          <Typography sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>{topic.theme}</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant={pinned ? 'contained' : 'outlined'}
            startIcon={pinned ? <PushPin /> : <PushPinOutlined />}
            aria-pressed={pinned}
            onClick={togglePin}
            disabled={pin.isPending}
          >
            {pinned ? t('workspace.unpin') : t('workspace.pin')}
          </Button>
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void onExport()} disabled={exporting}>
            {exporting ? t('workspace.exporting') : t('workspace.topic.export')}
          </Button>
          <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => setSharing(true)}>
            {t('workspace.topic.share')}
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Fact label={t('workspace.topic.dateCreated')}>
          <Typography sx={{ fontWeight: 500 }}>{formatDate(topic.startDate)}</Typography>
        </Fact>
        <Fact label={t('workspace.topic.priority')}>
          <PriorityChip severity={topic.severity} />
        </Fact>
        <Fact label={t('workspace.topic.status')}>
          <StatusChip status={topic.status} />
        </Fact>
        {topic.topicPinnedAt && (
          <Fact label={t('workspace.pinnedBadge')}>
            <Typography sx={{ fontWeight: 500 }}>{formatDateTime(topic.topicPinnedAt)}</Typography>
          </Fact>
        )}
      </Stack>
      <ShareDialog
        type="topic"
        id={topic.topicId}
        name={topic.topic}
        organizationId={organizationId}
        open={sharing}
        onClose={() => setSharing(false)}
      />
    </Box>
  );
}
