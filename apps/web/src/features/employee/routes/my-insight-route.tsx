import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink, useParams } from 'react-router';
import { InsightDetail } from '../components/insight-detail';

/** /my/insights/:id */
export function MyInsightRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Stack spacing={2}>
      <Box>
        <Link component={RouterLink} to="/my" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBack fontSize="small" aria-hidden />
          {t('my.detail.back')}
        </Link>
      </Box>
      {/* Keyed by id: moving between insights starts with a fresh reply box. */}
      <InsightDetail key={id} submissionId={id} />
    </Stack>
  );
}
