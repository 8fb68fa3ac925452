import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../../i18n/translate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { messageOr } from '../../../lib/api-error';
import { useMySubmissions } from '../../../api/employee';
import { InsightCards } from './insight-cards';
import { InsightsTable } from './insights-table';

type Props = {
  /** The empty state's one action: back to the writing field. */
  onCompose: () => void;
};

/** 'My insights', newest first; refreshes itself while any of them is still 'Received'. */
export function MyInsightsList({ onCompose }: Props) {
  const { t } = useTranslation();
  const query = useMySubmissions();
  // One layout in the DOM, not two hidden by CSS: duplicate text would confuse screen readers.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

  let content;
  if (query.isPending) {
    content = (
      <Stack spacing={2} sx={{ px: { xs: 2, md: 3 }, py: 2 }} role="status" aria-label={t('my.list.loading')}>
        {[0, 1, 2].map((i) => (
          <Box key={i}>
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" width={160} height={24} sx={{ mt: 1 }} />
          </Box>
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <Box sx={{ px: { xs: 2, md: 3 }, pt: 1, pb: { xs: 2, md: 3 } }}>
        <LoadErrorAlert
          message={messageOr(query.error, t('my.list.loadError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  } else if (query.data.length === 0) {
    content = (
      <Box sx={{ px: 2, py: 5, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('my.list.empty')}</Typography>
        <Button variant="outlined" onClick={onCompose} sx={{ mt: 2 }}>
          {t('my.list.emptyAction')}
        </Button>
      </Box>
    );
  } else {
    content = wide ? <InsightsTable submissions={query.data} /> : <InsightCards submissions={query.data} />;
  }

  return (
    <Card component="section" aria-labelledby="my-insights-title">
      <Typography id="my-insights-title" variant="h3" component="h2" sx={{ px: { xs: 2, md: 3 }, pt: { xs: 2, md: 3 }, pb: 1 }}>
        {t('my.list.title')}
      </Typography>
      {content}
    </Card>
  );
}
