import PersonOutline from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@voyce/contracts/insights';
import type { SubmissionActivity, SubmissionMessage } from '@voyce/contracts/workspace';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { formatAnonymousDate } from '../../../lib/anonymous-date';
import { formatDateTime } from '../../../lib/format-date';
import { revealedName } from '../../../lib/insight-state';
import { activityQueryOptions, messagesQueryOptions } from '../../../api/insights';
import { activityText } from '../activity-text';
import { mergeTimeline } from '../timeline-order';

type Entry = { at: string; seq: number; id: string; byEmployee: boolean } & (
  { kind: 'message'; message: SubmissionMessage } | { kind: 'activity'; activity: SubmissionActivity }
);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/** Messages and activity of one insight, oldest first (spec 1 §2 'timeline'). */
export function SubmissionTimeline({ submission, organizationId }: { submission: Submission; organizationId: string }) {
  const { t } = useTranslation();
  const messages = useQuery(messagesQueryOptions(organizationId, submission.id));
  const activity = useQuery(activityQueryOptions(organizationId, submission.id));
  const author = revealedName(submission) ?? t('workspace.anonymousEmployee');

  let content;
  if (messages.isPending || activity.isPending) {
    content = (
      <Stack spacing={2} role="status" aria-label={t('app.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (messages.isError || activity.isError) {
    content = (
      <LoadErrorAlert
        message={messageOr(messages.error ?? activity.error, t('workspace.detail.timelineError'))}
        onRetry={() => {
          void messages.refetch();
          void activity.refetch();
        }}
      />
    );
  } else {
    const messageIds = new Set(messages.data.map((m) => m.id));
    const entries: Entry[] = mergeTimeline<Entry>(
      messages.data.map((m) => ({
        kind: 'message',
        at: m.createdAt,
        seq: m.seq,
        id: m.id,
        byEmployee: m.createdBy === 'employee',
        message: m,
      })),
      // A reply is shown as its message; its activity row would only repeat it.
      activity.data
        .filter((a) => !(a.actionType === 'reply' && a.submissionMessageId && messageIds.has(a.submissionMessageId)))
        .map((a) => ({ kind: 'activity', at: a.createdAt, seq: a.seq, id: a.id, byEmployee: a.createdBy === 'employee', activity: a })),
    );
    // The employee's entries keep only their day (ARCHITECTURE §5); leaders' keep their moment.
    const when = (e: Entry) => (e.byEmployee ? formatAnonymousDate(e.at) : formatDateTime(e.at));

    content =
      entries.length === 0 ? (
        <EmptyState text={t('workspace.detail.noActivity')} />
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}>
          {entries.map((e) => {
            if (e.kind === 'activity') {
              const who = e.activity.userName ?? (e.activity.createdBy === 'employee' ? author : t('workspace.detail.someone'));
              return (
                <Box component="li" key={e.id} sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center' }}>
                  <Box sx={{ width: 32, display: 'flex', justifyContent: 'center' }}>
                    <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'divider' }} />
                  </Box>
                  <Typography sx={{ fontSize: 13, color: 'text.secondary', flex: 1 }}>
                    {activityText(t, e.activity, who)} · {when(e)}
                  </Typography>
                </Box>
              );
            }
            const m = e.message;
            const leader = m.createdBy === 'leader';
            const name = leader
              ? [m.fromUser?.firstName, m.fromUser?.lastName].filter(Boolean).join(' ') ||
                m.fromUser?.businessEmail ||
                t('workspace.detail.someone')
              : author;
            return (
              <Box component="li" key={e.id} sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
                <Avatar
                  sx={{
                    width: 32,
                    height: 32,
                    fontSize: 13,
                    bgcolor: leader ? 'primary.main' : 'action.selected',
                    color: leader ? 'primary.contrastText' : 'text.secondary',
                  }}
                >
                  {leader ? initials(name) : <PersonOutline fontSize="small" aria-hidden />}
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontSize: 13 }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {name}
                    </Box>{' '}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      · {when(e)}
                    </Box>
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{m.body}</Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      );
  }

  return <SectionCard title={t('workspace.detail.timeline')}>{content}</SectionCard>;
}
