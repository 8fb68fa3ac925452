import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { messageOr } from '../../../lib/api-error';
import { useMyReachouts } from '../../../api/reachouts-inbox';
import { formatDateTime } from '../../../lib/format-date';
import { reachoutTitle } from '../../../lib/reachout-display';
import { AnonymityRule } from './anonymity-rule';
import { ReachoutChips } from './reachout-chips';

/** MyVoyce's 'Reach outs' inbox: the questions my leaders sent my department, newest first. */
export function ReachoutInbox() {
  const { t } = useTranslation();
  const query = useMyReachouts();

  let content;
  if (query.isPending) {
    content = (
      <Stack spacing={1.5} sx={{ px: { xs: 2, md: 3 }, pb: 2 }} role="status" aria-label={t('my.reachouts.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <Box sx={{ px: { xs: 2, md: 3 }, pb: { xs: 2, md: 3 } }}>
        <LoadErrorAlert
          message={messageOr(query.error, t('my.reachouts.loadError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  } else if (query.data.length === 0) {
    content = (
      <Typography sx={{ color: 'text.secondary', px: { xs: 2, md: 3 }, pb: { xs: 2, md: 3 } }}>{t('my.reachouts.empty')}</Typography>
    );
  } else {
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {query.data.map((r) => (
          <Box
            component="li"
            key={r.id}
            data-testid="my-reachout"
            sx={{
              display: 'flex',
              gap: { xs: 1, md: 2 },
              alignItems: { xs: 'flex-start', md: 'center' },
              flexDirection: { xs: 'column', md: 'row' },
              px: { xs: 2, md: 3 },
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`/my/reachouts/${r.id}`}
                lang={r.shownLanguage}
                dir="auto"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {reachoutTitle(r)}
              </Link>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                {t('my.reachouts.from', { name: r.from })} · {formatDateTime(r.createdAt)}
              </Typography>
            </Box>
            <ReachoutChips reachout={r} />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby="my-reachouts-title">
      <Box sx={{ px: { xs: 2, md: 3 }, pt: { xs: 2, md: 3 }, pb: 1.5 }}>
        <Typography id="my-reachouts-title" variant="h3" component="h2">
          {t('my.reachouts.title')}
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>{t('my.reachouts.intro')}</Typography>
        <AnonymityRule mt={1.5} />
      </Box>
      {content}
    </Card>
  );
}
