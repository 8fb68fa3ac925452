import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SubmissionGroup } from '@voyce/contracts/insights';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { topicPath } from '../../../components/topics-table';

/** Spec 1 §9: dashboard lists are at most 500 px tall and scroll inside. */
export const DASHBOARD_LIST_MAX_HEIGHT = 500;

/**
 * A dashboard card's list (hot and pinned topics, open reach-outs, recent activity): no bullets,
 * scrolling inside past DASHBOARD_LIST_MAX_HEIGHT. `focusable` lets the keyboard scroll it.
 */
export function DashboardList({
  label,
  focusable = false,
  testId,
  children,
}: {
  label?: string;
  focusable?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: DASHBOARD_LIST_MAX_HEIGHT, overflowY: 'auto' }}
      tabIndex={focusable ? 0 : undefined}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

/** One item, under a rule from the next; `inline` sets its parts in a row, centred. */
export function DashboardListItem({ inline = false, children }: { inline?: boolean; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        ...(inline ? { display: 'flex', alignItems: 'center', gap: 1.5 } : {}),
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-child': { borderBottom: 0 },
      }}
    >
      {children}
    </Box>
  );
}

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
