import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zTopicSummary, type TopicSummary as Summary } from '@voyce/contracts/ai';
import type { SubmissionGroup } from '@voyce/contracts/submissions';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useGenerateInsightsAISummary } from '../../../api/insights-topics';

function Bullets({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="h5" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        {items.map((item, i) => (
          <li key={i}>
            <Typography>{item}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function Actions({ actions }: { actions: Summary['suggestedActions'] }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <Box>
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {t('workspace.topic.suggestedActions')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {actions.map((a, i) => (
          <Card component="li" key={i} sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>
              {i + 1}. {a.action}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '180px 1fr' },
                columnGap: 2,
                rowGap: 0.5,
                '& dt': { color: 'text.secondary', fontSize: 13 },
                '& dd': { m: 0, mb: { xs: 1, md: 0 } },
              }}
            >
              <dt>{t('workspace.topic.potentialImpact')}</dt>
              <dd>{a.potentialImpact}</dd>
              <dt>{t('workspace.topic.challenges')}</dt>
              <dd>{a.challenges}</dd>
              <dt>{t('workspace.topic.supportingReasoning')}</dt>
              <dd>{a.supportingReasoning}</dd>
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
export function TopicSummary({ topic, organizationId }: { topic: SubmissionGroup; organizationId: string }) {
  const { t } = useTranslation();
  const generate = useGenerateInsightsAISummary();
  const parsed = zTopicSummary.safeParse(topic.insightsSummary[0]);
  const summary = parsed.success ? parsed.data : null;

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
      {summary ? (
        <>
          <Card sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.default' }}>
            <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
              {t('workspace.topic.keyTakeaway')}
            </Typography>
            <Typography>{summary.executiveSummary.keyTakeaway}</Typography>
          </Card>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
            <Bullets title={t('workspace.topic.risks')} items={summary.executiveSummary.risks} />
            <Bullets title={t('workspace.topic.opportunities')} items={summary.executiveSummary.opportunities} />
          </Box>
          <Actions actions={summary.suggestedActions} />
        </>
      ) : (
        <EmptyState text={t('workspace.topic.noSummary')} />
      )}
    </Stack>
  );
}
