import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TopicSummary as Summary } from '@voyce/contracts/ai';
import type { SubmissionGroup } from '@voyce/contracts/insights';
import { Suspense, use, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { visuallyHidden } from '../../../components/visually-hidden';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useGenerateInsightsAISummary } from '../../../api/insights-topics';
import { formatDate } from '../../../lib/format-date';
import { topicSummarySchema } from '../topic-summary-schema';

/**
 * How many insights the topic has gained since its summary was made (a summary said
 * "2 insights" after a third had arrived); 0 when it is current or when that is not known.
 */
export function newSinceSummary(topic: Pick<SubmissionGroup, 'count' | 'insightsSummaryInfo'>): number {
  const made = topic.insightsSummaryInfo?.insightCount;
  return made == null ? 0 : Math.max(0, topic.count - made);
}

/** Long unbroken words (links, ids) wrap instead of widening the page on a phone. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/** Risks or Opportunities: a card of bullet points beside the other on wide screens. */
function BulletsCard({ title, items, icon }: { title: string; items: string[]; icon: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <Card component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'text.secondary' }}>
        {icon}
        <Typography variant="h5" component="h3" sx={{ color: 'text.primary' }}>
          {title}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 }, '& li:last-of-type': { mb: 0 } }}>
        {items.map((item, i) => (
          <li key={i}>
            <Typography sx={WRAP}>{item}</Typography>
          </li>
        ))}
      </Box>
    </Card>
  );
}

function Actions({ actions }: { actions: Summary['suggestedActions'] }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <Box component="section">
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {t('workspace.topic.suggestedActions')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {actions.map((a, i) => (
          <Card component="li" variant="outlined" key={i} sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', gap: 1.5, minWidth: 0 }}>
            <Box
              aria-hidden
              sx={{
                flex: '0 0 auto',
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontSize: 13,
                fontWeight: 700,
              }}
            >
              {i + 1}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, mb: 1, ...WRAP }}>
                <Box component="span" sx={visuallyHidden}>
                  {i + 1}.{' '}
                </Box>
                {a.action}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '180px minmax(0, 1fr)' },
                  columnGap: 2,
                  rowGap: 0.5,
                  '& dt': { color: 'text.secondary', fontSize: 13 },
                  '& dd': { m: 0, mb: { xs: 1, md: 0 }, ...WRAP },
                  '& dd:last-of-type': { mb: 0 },
                }}
              >
                <dt>{t('workspace.topic.potentialImpact')}</dt>
                <dd>{a.potentialImpact}</dd>
                <dt>{t('workspace.topic.challenges')}</dt>
                <dd>{a.challenges}</dd>
                <dt>{t('workspace.topic.supportingReasoning')}</dt>
                <dd>{a.supportingReasoning}</dd>
              </Box>
            </Box>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The Overview tab: the topic's AI summary (Key Takeaway, Risks, Opportunities, Suggested
 * Actions) and the button that starts a new one. Generation runs for minutes on the server;
 * the person is told to refresh later (spec 1 §4).
 */
export function TopicSummary(props: { topic: SubmissionGroup; organizationId: string }) {
  // Shown once the summary's schema has loaded (topicSummarySchema): the topic's page starts
  // loading it with the topic, so it is usually there by the time the topic is.
  return (
    <Suspense fallback={null}>
      <TopicSummaryContent {...props} />
    </Suspense>
  );
}

function TopicSummaryContent({ topic, organizationId }: { topic: SubmissionGroup; organizationId: string }) {
  const { t } = useTranslation();
  const generate = useGenerateInsightsAISummary();
  const parsed = use(topicSummarySchema()).safeParse(topic.insightsSummary[0]);
  const summary = parsed.success ? parsed.data : null;
  // Risks and Opportunities side by side on wide screens; one alone takes the row.
  const sides = summary ? [summary.executiveSummary.risks, summary.executiveSummary.opportunities].filter((l) => l.length > 0).length : 0;

  const info = summary ? topic.insightsSummaryInfo : undefined;
  const fresh = newSinceSummary(topic);
  const onGenerate = () =>
    generate.mutate(
      { topicId: topic.topicId, organizationId },
      {
        onSuccess: () => notify(t('workspace.topic.summaryStarted'), { variant: 'info' }),
        onError: (error) => notify(messageOr(error, t('workspace.topic.summaryError')), { variant: 'error' }),
      },
    );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          {t('workspace.topic.aiSummary')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AutoAwesomeOutlined />}
          onClick={onGenerate}
          disabled={generate.isPending || generate.isSuccess}
        >
          {summary ? t('workspace.topic.regenerateSummary') : t('workspace.topic.generateSummary')}
        </Button>
      </Box>
      {summary && (info || fresh > 0) && (
        <Stack spacing={1.5}>
          {info && (
            <Typography variant="body2" color="text.secondary" data-testid="topic-summary-generated">
              {t('workspace.topic.summaryGenerated', { date: formatDate(info.generatedAt) })}
            </Typography>
          )}
          {fresh > 0 && (
            <Alert
              severity="warning"
              data-testid="topic-summary-out-of-date"
              action={
                <Button color="inherit" size="small" onClick={onGenerate} disabled={generate.isPending || generate.isSuccess}>
                  {t('workspace.topic.regenerate')}
                </Button>
              }
            >
              <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                {t('workspace.topic.summaryOutOfDate', { count: fresh })}
              </Typography>
              {t('workspace.topic.summaryOutOfDateHint')}
            </Alert>
          )}
        </Stack>
      )}
      {summary ? (
        <>
          <Card
            component="section"
            variant="outlined"
            data-testid="topic-key-takeaway"
            sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.default', borderLeft: 4, borderLeftColor: 'primary.main' }}
          >
            <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
              {t('workspace.topic.keyTakeaway')}
            </Typography>
            <Typography sx={{ fontSize: { xs: 15, md: 16 }, lineHeight: 1.6, ...WRAP }}>{summary.executiveSummary.keyTakeaway}</Typography>
          </Card>
          {sides > 0 && (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${sides}, minmax(0, 1fr))` },
                gap: { xs: 2, md: 3 },
                alignItems: 'start',
              }}
            >
              <BulletsCard
                title={t('workspace.topic.risks')}
                items={summary.executiveSummary.risks}
                icon={<ReportProblemOutlined fontSize="small" aria-hidden />}
              />
              <BulletsCard
                title={t('workspace.topic.opportunities')}
                items={summary.executiveSummary.opportunities}
                icon={<LightbulbOutlined fontSize="small" aria-hidden />}
              />
            </Box>
          )}
          <Actions actions={summary.suggestedActions} />
        </>
      ) : (
        <Card variant="outlined">
          <EmptyState text={t('workspace.topic.noSummary')} />
        </Card>
      )}
    </Stack>
  );
}
