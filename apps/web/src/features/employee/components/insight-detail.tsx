import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/translate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { isApiError, messageOr } from '../../../lib/api-error';
import { useMySubmissionMessages } from '../../../api/employee';
import { anonymousDateTimeAttr, formatAnonymousDate } from '../../../lib/anonymous-date';
import { Conversation } from './conversation';
import { InsightChips } from './insight-chips';
import { ReplyBox } from './reply-box';
import { RevealRequest } from './reveal-request';

const cardPadding = { p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } } as const;

/** One of my insights: its text, a reveal request if any, the conversation and a reply box. */
export function InsightDetail({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const query = useMySubmissionMessages(submissionId);

  if (query.isPending) {
    return (
      <Card role="status" aria-label={t('app.loading')}>
        <CardContent sx={cardPadding}>
          <Skeleton variant="text" width={200} height={36} />
          <Skeleton variant="text" width="95%" />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="60%" />
        </CardContent>
      </Card>
    );
  }
  if (query.isError) {
    // Someone else's insight answers like a missing one (404); a malformed id is a 400.
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return missing ? (
      <LoadErrorAlert message={t('my.detail.notFound')} />
    ) : (
      <LoadErrorAlert
        message={messageOr(query.error, t('my.detail.loadError'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { submission, entities } = query.data;
  const closed = submission.status === 'closed' || submission.stage === 'closed';
  const revealed = submission.unmaskState === 'accepted';
  return (
    <Stack spacing={2}>
      <Card component="article" aria-labelledby="insight-title">
        <CardContent sx={cardPadding}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
            <Typography id="insight-title" variant="h2" component="h1" sx={{ mr: 'auto' }}>
              {t('my.detail.title')}
            </Typography>
            <InsightChips submission={submission} />
          </Box>
          <Typography
            variant="body2"
            component="time"
            dateTime={anonymousDateTimeAttr(submission.createdAt)}
            sx={{ display: 'block', mb: 1.5, color: 'text.secondary' }}
          >
            {t('my.detail.sentOn', { date: formatAnonymousDate(submission.createdAt, { inSentence: true }) })}
          </Typography>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 15, lineHeight: 1.6 }}>
            {submission.body}
          </Typography>
        </CardContent>
      </Card>

      <RevealRequest submissionId={submission.id} unmaskState={submission.unmaskState} />

      <Card component="section" aria-labelledby="conversation-title">
        <CardContent sx={cardPadding}>
          <Typography id="conversation-title" variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('my.detail.conversation')}
          </Typography>
          <Conversation messages={entities} revealed={revealed} />
          <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
            <ReplyBox submissionId={submission.id} closed={closed} revealed={revealed} />
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}
