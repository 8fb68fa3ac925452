import PushPin from '@mui/icons-material/PushPin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmissionGroup } from '@voyce/contracts/insights';
import { useTranslation } from '../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime } from '../lib/format-date';
import { CardList, CardListItem, LinkedTable, type ListColumn } from './list-table';
import { PriorityChip } from './priority-chip';
import { useWide } from './responsive';
import { StatusChip } from './status-chip';
import { visuallyHidden } from './visually-hidden';

export const topicPath = (t: Pick<SubmissionGroup, 'topicId'>) => `/insights/topics/${t.topicId}`;

function PinnedMark({ topic }: { topic: SubmissionGroup }) {
  const { t } = useTranslation();
  if (!topic.topicPinnedAt)
    return (
      <Box component="span" sx={visuallyHidden}>
        {t('workspace.dashboard.no')}
      </Box>
    );
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', color: 'primary.main' }}
      title={t('workspace.pinnedAt', { date: formatDateTime(topic.topicPinnedAt) })}
    >
      <PushPin fontSize="small" aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {t('workspace.pinnedAt', { date: formatDateTime(topic.topicPinnedAt) })}
      </Box>
    </Box>
  );
}

function Departments({ topic }: { topic: SubmissionGroup }) {
  const names = topic.departmentClassifications.map((d) => d.name);
  if (names.length === 0) return <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>–</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {names.slice(0, 2).map((n) => (
        <Chip key={n} size="small" label={n} />
      ))}
      {names.length > 2 && <Chip size="small" variant="outlined" label={`+${names.length - 2}`} title={names.slice(2).join(', ')} />}
    </Stack>
  );
}

/**
 * Topics with their priority, status, date, departments and insight count: the dashboard's
 * All Topics tab and the explorer's Hot Topics list. The title is the link; the whole row
 * is a mouse convenience.
 */
export function TopicsTable({ topics, labelledBy }: { topics: SubmissionGroup[]; labelledBy?: string }) {
  const { t } = useTranslation();
  const wide = useWide();
  const c = (key: 'pinned' | 'topic' | 'priority' | 'status' | 'createdOn' | 'department' | 'insights') =>
    t(`workspace.dashboard.columns.${key}`);

  if (!wide) {
    return (
      <CardList labelledBy={labelledBy}>
        {topics.map((topic) => (
          <CardListItem key={topic.id}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Link component={RouterLink} to={topicPath(topic)} sx={{ flex: 1, fontWeight: 600 }}>
                {topic.topic}
              </Link>
              <PinnedMark topic={topic} />
            </Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
              <PriorityChip severity={topic.severity} />
              <StatusChip status={topic.status} />
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {formatDate(topic.startDate)} · {t('workspace.insights', { count: topic.count })}
              </Typography>
            </Stack>
            {topic.departmentClassifications.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <Departments topic={topic} />
              </Box>
            )}
          </CardListItem>
        ))}
      </CardList>
    );
  }

  const columns: ListColumn<SubmissionGroup>[] = [
    { key: 'pinned', label: c('pinned'), width: 64, cell: (topic) => <PinnedMark topic={topic} /> },
    {
      key: 'topic',
      label: c('topic'),
      cell: (topic) => (
        <>
          <Link component={RouterLink} to={topicPath(topic)} onClick={(e) => e.stopPropagation()} sx={{ fontWeight: 600 }}>
            {topic.topic}
          </Link>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{topic.theme}</Typography>
        </>
      ),
    },
    { key: 'priority', label: c('priority'), cell: (topic) => <PriorityChip severity={topic.severity} /> },
    { key: 'status', label: c('status'), cell: (topic) => <StatusChip status={topic.status} /> },
    {
      key: 'createdOn',
      label: c('createdOn'),
      sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
      cell: (topic) => formatDate(topic.startDate),
    },
    { key: 'department', label: c('department'), cell: (topic) => <Departments topic={topic} /> },
    { key: 'insights', label: c('insights'), align: 'right', cell: (topic) => topic.count },
  ];
  return <LinkedTable labelledBy={labelledBy} rows={topics} columns={columns} rowPath={topicPath} />;
}
