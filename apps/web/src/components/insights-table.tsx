import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Submission } from '@voyce/contracts/insights';
import { useTranslation } from '../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { formatAnonymousDate } from '../lib/anonymous-date';
import { insightDetailPath, unmaskState } from '../lib/insight-state';
import { InsightExcerpt } from './insight-excerpt';
import { RevealMark, WinMark } from './insight-marks';
import { CardList, CardListItem, LinkedTable, type ListColumn } from './list-table';
import { useWide } from './responsive';
import { StatusChip } from './status-chip';

/**
 * Insights with Insight, Topic, Status, Created On, Win, Reveal and Messages (spec 1 §2):
 * the dashboard's All Insights tab and a topic's Insights tab. Opens the respond page.
 */
export function InsightsTable({
  insights,
  labelledBy,
  showTopic = true,
}: {
  insights: Submission[];
  labelledBy?: string;
  showTopic?: boolean;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const c = (key: 'insight' | 'topic' | 'status' | 'createdOn' | 'win' | 'reveal' | 'messages') => t(`workspace.dashboard.columns.${key}`);

  if (!wide) {
    return (
      <CardList labelledBy={labelledBy}>
        {insights.map((s) => (
          <CardListItem key={s.id}>
            <Link component={RouterLink} to={insightDetailPath(s)} underline="none" color="inherit" sx={{ display: 'block' }}>
              <InsightExcerpt body={s.body} />
            </Link>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
              <StatusChip status={s.status} />
              {/* No column headers on a phone to say what a dash is for: only set marks show. */}
              <WinMark win={Boolean(s.markedAsWinAt)} hideEmpty />
              <RevealMark state={unmaskState(s)} hideEmpty />
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                {[
                  showTopic ? s.topic : null,
                  formatAnonymousDate(s.createdAt),
                  t('workspace.submissions.messages', { count: s.messageCount }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Stack>
          </CardListItem>
        ))}
      </CardList>
    );
  }

  const columns: ListColumn<Submission>[] = [
    {
      key: 'insight',
      label: c('insight'),
      width: showTopic ? '40%' : '55%',
      cell: (s) => (
        <Link component={RouterLink} to={insightDetailPath(s)} underline="none" color="inherit" onClick={(e) => e.stopPropagation()}>
          <InsightExcerpt body={s.body} />
        </Link>
      ),
    },
    ...(showTopic ? [{ key: 'topic', label: c('topic'), sx: { color: 'text.secondary' }, cell: (s: Submission) => s.topic ?? '–' }] : []),
    { key: 'status', label: c('status'), cell: (s) => <StatusChip status={s.status} /> },
    {
      key: 'createdOn',
      label: c('createdOn'),
      sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
      cell: (s) => formatAnonymousDate(s.createdAt),
    },
    { key: 'win', label: c('win'), align: 'center', cell: (s) => <WinMark win={Boolean(s.markedAsWinAt)} /> },
    { key: 'reveal', label: c('reveal'), cell: (s) => <RevealMark state={unmaskState(s)} /> },
    { key: 'messages', label: c('messages'), align: 'right', cell: (s) => s.messageCount },
  ];
  return <LinkedTable labelledBy={labelledBy} rows={insights} columns={columns} rowPath={insightDetailPath} />;
}
