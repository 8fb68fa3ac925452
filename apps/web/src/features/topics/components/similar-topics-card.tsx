import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SubmissionGroup } from '@voyce/contracts/insights';
import type { SimilarTopic } from '@voyce/contracts/topic-corrections';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PriorityChip } from '../../../components/priority-chip';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { similarTopicsQueryOptions, useMergeTopics } from '../../../api/insights-topic-corrections';

const percent = (similarity: number) => Math.round(Math.max(0, similarity) * 100);

/**
 * "Looks alike" on a topic's page: the open topics that read most like it, each with a
 * one-click "Merge into this topic" behind a confirmation (a merge cannot be undone).
 */
export function SimilarTopicsCard({ topic, organizationId }: { topic: SubmissionGroup; organizationId: string }) {
  const { t } = useTranslation();
  const query = useQuery(similarTopicsQueryOptions(organizationId, topic.topicId));
  const merge = useMergeTopics();
  const [source, setSource] = useState<SimilarTopic | null>(null);

  const confirm = () => {
    if (!source) return;
    merge.mutate(
      { organizationId, targetTopicId: topic.topicId, sourceTopicId: source.topicId },
      {
        onSuccess: () => {
          notify(t('workspace.corrections.merged'), { variant: 'success' });
          setSource(null);
        },
        onError: (error) => notify(messageOr(error, t('workspace.corrections.mergeError')), { variant: 'error' }),
      },
    );
  };

  let content;
  if (query.isPending) {
    content = (
      <Stack spacing={1} role="status" aria-label={t('app.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorAlert
        message={messageOr(query.error, t('workspace.corrections.loadError'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    content = <Typography sx={{ color: 'text.secondary' }}>{t('workspace.corrections.noneAlike')}</Typography>;
  } else {
    content = (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {query.data.map((s) => (
          <Box
            component="li"
            key={s.topicId}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexWrap: 'wrap',
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Link component={RouterLink} to={`/insights/topics/${s.topicId}`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {s.topic}
              </Link>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {t('workspace.insights', { count: s.count })} · {t('workspace.corrections.similarity', { percent: percent(s.similarity) })}
              </Typography>
            </Box>
            {/* The priority and the merge wrap together: on a phone they sit under the title on every row alike. */}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <PriorityChip severity={s.severity} />
              <Button
                size="small"
                variant="outlined"
                onClick={() => setSource(s)}
                aria-label={`${t('workspace.corrections.mergeInto')}: ${s.topic}`}
              >
                {t('workspace.corrections.mergeInto')}
              </Button>
            </Box>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard title={t('workspace.corrections.looksAlike')}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1.5 }}>{t('workspace.corrections.looksAlikeHint')}</Typography>
      {content}
      <ConfirmDialog
        open={source !== null}
        title={t('workspace.corrections.mergeTitle', { source: source?.topic ?? '' })}
        text={t('workspace.corrections.mergeText', { count: source?.count ?? 0, source: source?.topic ?? '', target: topic.topic })}
        confirmLabel={t('workspace.corrections.merge')}
        cancelLabel={t('workspace.corrections.cancel')}
        destructive
        busy={merge.isPending}
        onConfirm={confirm}
        onClose={() => setSource(null)}
      />
    </SectionCard>
  );
}
