import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SubmissionGroup } from '@voyce/contracts/insights';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { topicPath } from '../../../components/topics-table';

/** Spec 1 §9: dashboard lists are at most 500 px tall and scroll inside. */
export const DASHBOARD_LIST_MAX_HEIGHT = 500;

/** A dashboard card's list (hot and pinned topics, open reach-outs, recent activity): no bullets, scrolling inside. */
export const dashboardListSx = { listStyle: 'none', m: 0, p: 0, maxHeight: DASHBOARD_LIST_MAX_HEIGHT, overflowY: 'auto' } as const;
/** One item of it, under a rule from the next. */
export const dashboardItemSx = { py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } } as const;
/** One item whose parts sit in a row, centred. */
export const dashboardRowSx = { display: 'flex', alignItems: 'center', gap: 1.5, ...dashboardItemSx } as const;

/** A topic in a dashboard list: its name, linking to its page, over a line about it. */
export function TopicListText({ topic, caption }: { topic: Pick<SubmissionGroup, 'topicId' | 'topic'>; caption: ReactNode }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Link component={RouterLink} to={topicPath(topic)} sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}>
        {topic.topic}
      </Link>
      {caption && <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{caption}</Typography>}
    </Box>
  );
}
