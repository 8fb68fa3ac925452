import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { EngagementMetrics, Reachout } from '@voyce/contracts/reachouts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { InsightExcerpt } from '../../../components/insight-excerpt';
import { formatDateTime } from '../../../lib/format-date';
import { reachoutTitle, titleIsWholeMessage } from '../../../lib/reachout-display';
import { AudienceChips, Engagement, HiddenFigures, Impact, IntakeChip, metricsOf, PromptedBy, Pulse } from './reachout-figures';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="div" sx={{ fontSize: 12, color: 'text.secondary', mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** The engagement and the pulse, each under its label: the history card and the reach-out's page. */
export function EngagementFields({ metrics }: { metrics: EngagementMetrics }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('workspace.reachouts.engagement')}>
        <Engagement metrics={metrics} />
      </Field>
      <Field label={t('workspace.reachouts.pulse')}>
        <Pulse metrics={metrics} />
      </Field>
    </>
  );
}

/** One reach-out of the history (spec 1 §2): every field, the title linking to its page. */
export function ReachoutCard({ reachout }: { reachout: Reachout }) {
  const { t } = useTranslation();
  // Spec 2 §9: two audience chips, one on small screens.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const metrics = metricsOf(reachout);
  const title = reachoutTitle(reachout);
  return (
    <Card component="article" aria-label={title} data-testid="reachout-card" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/reachouts/${reachout.id}`}
            color="text.primary"
            sx={{ fontSize: 16, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {title}
          </Link>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
            <time dateTime={reachout.createdAt}>{formatDateTime(reachout.createdAt)}</time>
          </Typography>
        </Box>
        <IntakeChip status={reachout.status} />
      </Box>
      {/* An untitled short message is already the title: it is not shown a second time. */}
      {!titleIsWholeMessage(reachout) && (
        <Box sx={{ mt: 1, color: 'text.secondary' }}>
          <InsightExcerpt body={reachout.body} />
        </Box>
      )}
      <Box
        sx={{
          mt: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <Field label={t('workspace.reachouts.createdOn')}>
          <Typography sx={{ fontSize: 13 }}>{formatDateTime(reachout.createdAt)}</Typography>
        </Field>
        <Field label={t('workspace.reachouts.promptedBy')}>
          <PromptedBy prompter={reachout.prompter} />
        </Field>
        <Field label={t('workspace.reachouts.audience')}>
          <AudienceChips audience={reachout.validDepartmentAudience} visible={small ? 1 : 2} />
        </Field>
        {reachout.responsesHidden ? (
          // Fewer than k answered: one statement across the three figures' columns.
          <Box sx={{ gridColumn: { xs: '1 / -1', xl: 'span 3' }, minWidth: 0 }}>
            <Field label={t('workspace.reachouts.engagement')}>
              <HiddenFigures reachout={reachout} />
            </Field>
          </Box>
        ) : (
          <>
            <EngagementFields metrics={metrics} />
            <Field label={t('workspace.reachouts.impact')}>
              <Impact metrics={metrics} explain="hint" />
            </Field>
          </>
        )}
      </Box>
    </Card>
  );
}
