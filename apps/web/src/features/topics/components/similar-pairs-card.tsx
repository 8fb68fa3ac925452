import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { SectionCard } from '../../../components/section-card';
import { similarPairsQueryOptions } from '../../../api/insights-topic-corrections';

/**
 * The explorer's "Topics that look alike": the most alike pairs of open topics above
 * the suggestion threshold, each topic a link to its page (where "Looks alike" merges). Shown
 * only when there is a pair: nothing to correct is no card.
 */
export function SimilarPairsCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const query = useQuery({ ...similarPairsQueryOptions(organizationId), enabled: Boolean(organizationId) });
  if (!query.data?.length) return null;
  return (
    <SectionCard title={t('workspace.corrections.pairsTitle')}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t('workspace.corrections.pairsHint')}</Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {query.data.map((p) => (
          <Box
            component="li"
            key={`${p.a.topicId}:${p.b.topicId}`}
            aria-label={t('workspace.corrections.pairLabel', { a: p.a.topic, b: p.b.topic, percent: Math.round(p.similarity * 100) })}
            sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', overflowWrap: 'anywhere' }}
          >
            <Link component={RouterLink} to={`/insights/topics/${p.a.topicId}`}>
              {p.a.topic}
            </Link>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              ≈
            </Typography>
            <Link component={RouterLink} to={`/insights/topics/${p.b.topicId}`}>
              {p.b.topic}
            </Link>
            <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
              {t('workspace.corrections.similarity', { percent: Math.round(p.similarity * 100) })}
            </Typography>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
