import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@voyce/contracts/workspace';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { anonymousDateTimeAttr, formatAnonymousDate } from '../../../lib/anonymous-date';
import { formatDateTime } from '../../../lib/format-date';
import Box from '@mui/material/Box';
import { dashboardItemSx, dashboardListSx } from './dashboard-list';

const KNOWN = [
  'close',
  'reopen',
  'markAsWin',
  'reply',
  'delegate',
  'thumbsUp',
  'thumbsDown',
  'unmaskRequested',
  'unmaskAccepted',
  'unmaskDeclined',
] as const;
type Known = (typeof KNOWN)[number];
/** The employee's own actions: the server keeps only their day (ARCHITECTURE §5), so no age is shown. */
const BY_EMPLOYEE: readonly string[] = ['unmaskAccepted', 'unmaskDeclined'];

/** The latest actions on insights, newest first, each opening its insight. */
export function RecentActivity({ items }: { items: DashboardSummary['recentActivity'] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <EmptyState text={t('workspace.dashboard.noActivity')} />;
  return (
    <Box component="ul" sx={dashboardListSx}>
      {items.map((a) => {
        const who = a.userName ?? t('workspace.dashboard.someone');
        const type = (KNOWN as readonly string[]).includes(a.actionType) ? (a.actionType as Known) : 'other';
        const byEmployee = BY_EMPLOYEE.includes(a.actionType);
        return (
          <Box component="li" key={a.id} sx={dashboardItemSx}>
            <Typography sx={{ fontSize: 14 }}>{t(`workspace.dashboard.activity.${type}`, { who })}</Typography>
            <Link
              component={RouterLink}
              to={`/submissions/detail?id=${a.submissionId}`}
              color="text.secondary"
              sx={{ fontSize: 13, fontWeight: 400, display: 'block', overflowWrap: 'anywhere' }}
            >
              “{a.excerpt}”
            </Link>
            {byEmployee ? (
              <Typography component="time" dateTime={anonymousDateTimeAttr(a.createdAt)} sx={{ fontSize: 12, color: 'text.secondary' }}>
                {formatAnonymousDate(a.createdAt)}
              </Typography>
            ) : (
              <Typography component="time" dateTime={a.createdAt} sx={{ fontSize: 12, color: 'text.secondary' }}>
                {formatDateTime(a.createdAt)}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
