import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/translate';
import { useParams } from 'react-router';
import { BackToMyHome } from '../components/back-to-my-home';
import { InsightDetail } from '../components/insight-detail';

/** /my/insights/:id */
export function MyInsightRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Stack spacing={2}>
      <BackToMyHome label={t('my.detail.back')} />
      {/* Keyed by id: moving between insights starts with a fresh reply box. */}
      <InsightDetail key={id} submissionId={id} />
    </Stack>
  );
}
