// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translate';
import { useParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs';
import { SimpleTabs } from '../../../components/simple-tabs';
import { isApiError, messageOr } from '../../../lib/api-error';
import { useOrganizationId } from '../../../lib/organization';
import { reachoutTitle } from '../../../lib/reachout-display';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { reachoutQueryOptions } from '../../../api/reachouts';
import { ReachoutHeader } from '../components/reachout-header';
import { ReachoutOverview } from '../components/reachout-overview';
import { ReachoutResponses } from '../components/reachout-responses';

const TABS = { tab: 'overview' };

function CountBadge({ count }: { count: number }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 0.5,
        px: 0.75,
        minWidth: 20,
        borderRadius: 10,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        lineHeight: '20px',
      }}
    >
      {count}
    </Box>
  );
}

/** Reach-out detail (/reachouts/{id}, spec 1 §2): header and actions, then tabs Overview and Responses. */
export function DetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const organizationId = useOrganizationId() ?? '';
  const [{ tab }, setTab] = useUrlFilters(TABS);
  const query = useQuery({ ...reachoutQueryOptions(organizationId, id), enabled: Boolean(organizationId && id) });
  const crumbs = [
    { label: t('workspace.detail.dashboard'), to: '/dashboard' },
    { label: t('workspace.detail.reachOutHistory'), to: '/reachouts' },
  ];

  if (query.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t('app.loading')}>
        <Skeleton variant="text" width={240} />
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (query.isError) {
    // A malformed or unknown id is a reach-out that does not exist: asking again cannot help.
    const missing = isApiError(query.error) && (query.error.status === 400 || query.error.status === 404);
    return (
      <Stack spacing={2}>
        <PageBreadcrumbs items={crumbs} />
        <LoadErrorAlert
          message={missing ? t('workspace.reachouts.detailLoadError') : messageOr(query.error, t('workspace.reachouts.detailLoadError'))}
          onRetry={missing ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }

  const reachout = query.data;
  const current = tab === 'responses' ? 'responses' : 'overview';
  return (
    <Stack spacing={3}>
      <Box>
        <PageBreadcrumbs items={[...crumbs, { label: reachoutTitle(reachout) }]} />
        <ReachoutHeader reachout={reachout} organizationId={organizationId} />
      </Box>
      <Card>
        <SimpleTabs
          value={current}
          onChange={(next) => setTab({ tab: next })}
          idPrefix="reachout-tab"
          panelId="reachout-panel"
          tabs={[
            { value: 'overview', label: t('workspace.reachouts.overview') },
            // Until k answered, no count either (ARCHITECTURE §5).
            reachout.responsesHidden
              ? { value: 'responses', label: t('workspace.reachouts.responses') }
              : {
                  value: 'responses',
                  ariaLabel: `${t('workspace.reachouts.responses')}, ${t('workspace.reachouts.responsesCount', { count: reachout.submissionCount })}`,
                  label: (
                    <>
                      {/* The space keeps the number a word of its own in the visible label (WCAG 2.5.3). */}
                      {t('workspace.reachouts.responses')} <CountBadge count={reachout.submissionCount} />
                    </>
                  ),
                },
          ]}
        />
        <Box
          id="reachout-panel"
          role="tabpanel"
          aria-labelledby={`reachout-tab-${current}`}
          sx={{ py: { xs: 2, md: 3 }, px: current === 'overview' ? { xs: 2, md: 3 } : 0 }}
        >
          {current === 'overview' ? (
            <ReachoutOverview reachout={reachout} organizationId={organizationId} />
          ) : (
            <ReachoutResponses reachout={reachout} organizationId={organizationId} />
          )}
        </Box>
      </Card>
    </Stack>
  );
}
