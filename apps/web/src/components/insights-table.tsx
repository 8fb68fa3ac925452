import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Submission } from '@voyce/contracts/insights';
import { useTranslation } from '../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { formatAnonymousDate } from '../lib/anonymous-date';
import { insightDetailPath, unmaskState } from '../lib/insight-state';
import { InsightExcerpt } from './insight-excerpt';
import { RevealMark, WinMark } from './insight-marks';
import { CardList, CardListItem, LinkedRow, ListTable } from './list-table';
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

  return (
    <ListTable labelledBy={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: showTopic ? '40%' : '55%' }}>{c('insight')}</TableCell>
          {showTopic && <TableCell>{c('topic')}</TableCell>}
          <TableCell>{c('status')}</TableCell>
          <TableCell>{c('createdOn')}</TableCell>
          <TableCell align="center">{c('win')}</TableCell>
          <TableCell>{c('reveal')}</TableCell>
          <TableCell align="right">{c('messages')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {insights.map((s) => (
          <LinkedRow key={s.id} to={insightDetailPath(s)}>
            <TableCell>
              <Link component={RouterLink} to={insightDetailPath(s)} underline="none" color="inherit" onClick={(e) => e.stopPropagation()}>
                <InsightExcerpt body={s.body} />
              </Link>
            </TableCell>
            {showTopic && <TableCell sx={{ color: 'text.secondary' }}>{s.topic ?? '–'}</TableCell>}
            <TableCell>
              <StatusChip status={s.status} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatAnonymousDate(s.createdAt)}</TableCell>
            <TableCell align="center">
              <WinMark win={Boolean(s.markedAsWinAt)} />
            </TableCell>
            <TableCell>
              <RevealMark state={unmaskState(s)} />
            </TableCell>
            <TableCell align="right">{s.messageCount}</TableCell>
          </LinkedRow>
        ))}
      </TableBody>
    </ListTable>
  );
}
