import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/translate';
import { useParams } from 'react-router';
import { BackToMyHome } from '../components/back-to-my-home';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { messageOr } from '../../../lib/api-error';
import { useMyReachouts } from '../../../api/reachouts-inbox';
import { ReachoutAnswer } from '../components/reachout-answer';
import { ReachoutChips } from '../components/reachout-chips';
import { formatDateTime } from '../../../lib/format-date';
import { reachoutTitle, titleIsWholeMessage } from '../../../lib/reachout-display';
import { pageLanguage } from '../../../i18n/language';

/** /my/reachouts/:id: the question, and the anonymous answer to it. */
export function MyReachoutRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useMyReachouts();
  const reachout = query.data?.find((r) => r.id === id);

  let content;
  if (query.isPending) content = <Skeleton variant="rounded" height={280} role="status" aria-label={t('my.reachouts.loading')} />;
  else if (query.isError)
    content = (
      <LoadErrorAlert
        message={messageOr(query.error, t('my.reachouts.loadError'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  // Not delivered to me, or no such reach-out: the same answer, so nothing leaks.
  else if (!reachout) content = <Alert severity="info">{t('my.reachouts.notFound')}</Alert>;
  else
    content = (
      <Card component="article" aria-labelledby="my-reachout-title">
        <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
          <Typography
            id="my-reachout-title"
            variant="h2"
            component="h1"
            lang={reachout.shownLanguage}
            dir="auto"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {reachoutTitle(reachout)}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
            {t('my.reachouts.from', { name: reachout.from })} · {formatDateTime(reachout.createdAt)}
          </Typography>
          <ReachoutChips reachout={reachout} />
          {/* An untitled short question is already the heading: it is not shown a second time. */}
          {!titleIsWholeMessage(reachout) && (
            <Typography lang={reachout.shownLanguage} dir="auto" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reachout.body}
            </Typography>
          )}
          {/* The leaders wrote no translation into the reader's language: the original, said so. */}
          {reachout.translated === false && pageLanguage() !== 'en' && (
            <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>{t('my.reachouts.writtenInEnglish')}</Typography>
          )}
          <Box sx={{ mt: 3 }}>
            <ReachoutAnswer reachout={reachout} />
          </Box>
        </CardContent>
      </Card>
    );

  return (
    <Stack spacing={2}>
      <BackToMyHome label={t('my.reachouts.back')} />
      {content}
    </Stack>
  );
}
