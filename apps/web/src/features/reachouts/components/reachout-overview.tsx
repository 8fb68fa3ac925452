import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Reachout } from '@voyce/contracts/reachouts';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useGenerateReachoutSummary } from '../../../api/reachouts';
import { EngagementFields, Field } from './reachout-card';
import { AudienceChips, HiddenFigures, Impact, metricsOf } from './reachout-figures';
import { ResponsesHidden } from './responses-hidden';
import { answersNeededOf, releaseNotice } from '../../../lib/reachout-display';

/** The AI summary: its summary text, topics and sections, and the button that starts a new one. */
function SummaryPanel({ reachout, organizationId }: { reachout: Reachout; organizationId: string }) {
  const { t } = useTranslation();
  const generate = useGenerateReachoutSummary();
  const summary = reachout.aiSummary;
  const start = () =>
    generate.mutate(
      { reachoutId: reachout.id, organizationId },
      {
        // Spec 1 §4: generation runs on the server; the person is told to refresh later.
        onSuccess: () => notify(t('workspace.topic.summaryStarted'), { variant: 'info' }),
        onError: (error) => notify(messageOr(error, t('workspace.reachouts.summaryError')), { variant: 'error' }),
      },
    );
  // Until k answered there is nothing to summarise that would not point at someone (ARCHITECTURE §5).
  const hidden = reachout.responsesHidden;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h2" sx={{ flex: 1 }}>
          {t('workspace.reachouts.aiSummary')}
        </Typography>
        {!hidden && (
          <Button variant="outlined" startIcon={<AutoAwesomeOutlined />} onClick={start} disabled={generate.isPending}>
            {summary ? t('workspace.reachouts.regenerate') : t('workspace.reachouts.generate')}
          </Button>
        )}
      </Box>
      {hidden ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1.25 }}>
          <ResponsesHidden
            minGroupSize={answersNeededOf(reachout)}
            detail={t('workspace.reachouts.summaryHidden', { k: reachout.minGroupSize })}
            notice={releaseNotice(reachout)}
          />
        </Box>
      ) : !summary ? (
        <EmptyState text={t('workspace.reachouts.noSummary')} />
      ) : (
        <Stack spacing={2}>
          {summary.summary && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{summary.summary}</Typography>}
          {summary.topics.length > 0 && (
            <Box>
              <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                {t('workspace.reachouts.topics')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                {summary.topics.map((topic) => (
                  <Chip key={topic} size="small" label={topic} />
                ))}
              </Box>
            </Box>
          )}
          {summary.sections.map((section) => (
            <Box key={section.name}>
              <Typography variant="h5" component="h3" sx={{ mb: 0.5 }}>
                {section.name}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
                {section.bulletPoints.map((point, i) => (
                  <li key={i}>
                    <Typography>{point}</Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Overview tab (spec 1 §2): the AI summary, beside it impact, engagement, pulse, audience and objective. */
export function ReachoutOverview({ reachout, organizationId }: { reachout: Reachout; organizationId: string }) {
  const { t } = useTranslation();
  const metrics = metricsOf(reachout);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }, gap: 3, alignItems: 'start' }}>
      <SummaryPanel reachout={reachout} organizationId={organizationId} />
      <Card component="aside" aria-label={t('workspace.reachouts.impactOverview')} sx={{ p: 2, bgcolor: 'background.default' }}>
        <Stack spacing={2}>
          {reachout.responsesHidden ? (
            <Field label={t('workspace.reachouts.engagement')}>
              {/* The summary beside it already says when the answers appear. */}
              <HiddenFigures reachout={reachout} withReason={false} />
            </Field>
          ) : (
            <>
              <Field label={t('workspace.reachouts.impactOverview')}>
                <Impact metrics={metrics} />
              </Field>
              <EngagementFields metrics={metrics} />
            </>
          )}
          <Field label={t('workspace.reachouts.audience')}>
            <AudienceChips audience={reachout.validDepartmentAudience} visible={reachout.validDepartmentAudience.length} />
          </Field>
          <Field label={t('workspace.reachouts.objective')}>
            <Typography sx={{ fontSize: 13, whiteSpace: 'pre-wrap', color: reachout.objective ? 'text.primary' : 'text.secondary' }}>
              {reachout.objective || t('workspace.reachouts.noObjective')}
            </Typography>
          </Field>
        </Stack>
      </Card>
    </Box>
  );
}
