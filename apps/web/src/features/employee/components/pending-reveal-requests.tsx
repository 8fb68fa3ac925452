import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { useMySubmissions } from '../../../api/employee';
import { InsightExcerpt } from './insight-excerpt';
import { RevealRequest } from './reveal-request';

/**
 * Reveal requests waiting for my answer, first on MyVoyce's home: a question about
 * my identity must not sit below the fold in a list chip. Each names the insight it is about and
 * can be answered here; an answered one stays for this visit to show the answer given.
 */
export function PendingRevealRequests() {
  const { t } = useTranslation();
  const query = useMySubmissions();
  // The ids asked about during this visit, in the order first seen.
  const [seen, setSeen] = useState<string[]>([]);
  const submissions = query.data ?? [];
  const asked = submissions.filter((s) => s.unmaskState === 'pending' && !seen.includes(s.id)).map((s) => s.id);
  if (asked.length > 0) setSeen([...seen, ...asked]);
  const shown = [...seen, ...asked].map((id) => submissions.find((s) => s.id === id)).filter((s) => s !== undefined);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={2} data-testid="pending-reveal-requests">
      {shown.map((s) => (
        <RevealRequest
          key={s.id}
          submissionId={s.id}
          unmaskState={s.unmaskState}
          about={
            <Box sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
              <InsightExcerpt body={s.body} />
              <Link component={RouterLink} to={`/my/insights/${s.id}`} sx={{ display: 'inline-block', mt: 0.5, fontSize: 14 }}>
                {t('my.reveal.openInsight')}
              </Link>
            </Box>
          }
        />
      ))}
    </Stack>
  );
}
