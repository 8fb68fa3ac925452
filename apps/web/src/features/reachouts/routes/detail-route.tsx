// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import { useTranslation } from '../../../i18n/translate';
import { countedTab, DetailPageFrame } from '../../../components/detail-page-frame';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { reachoutTitle } from '../../../lib/reachout-display';
import { usePermissions } from '../../../lib/use-permissions';
import { reachoutQueryOptions } from '../../../api/reachouts';
import { ReachoutHeader } from '../components/reachout-header';
import { ReachoutOverview } from '../components/reachout-overview';
import { ReachoutResponses } from '../components/reachout-responses';

/** Reach-out detail (/reachouts/{id}, spec 1 §2): header and actions, then tabs Overview and Responses. */
export function DetailRoute() {
  const { t } = useTranslation();
  // The dashboard is no way back for a role that may not view it.
  const mayViewInsights = usePermissions().can('insights');
  return (
    <DetailPageFrame
      crumbs={[
        ...(mayViewInsights ? [{ label: t('workspace.detail.dashboard'), to: '/dashboard' }] : []),
        { label: t('workspace.detail.reachOutHistory'), to: '/reachouts' },
      ]}
      crumbsWidth={240}
      param="id"
      queryOptions={reachoutQueryOptions}
      loadErrorText={t('workspace.reachouts.detailLoadError')}
      notFound={<LoadErrorAlert message={t('workspace.reachouts.detailLoadError')} />}
      idPrefix="reachout"
      page={(reachout, organizationId) => {
        const responses = {
          value: 'responses',
          flush: true,
          panel: <ReachoutResponses reachout={reachout} organizationId={organizationId} />,
        };
        return {
          title: reachoutTitle(reachout),
          header: <ReachoutHeader reachout={reachout} organizationId={organizationId} />,
          tabs: [
            {
              value: 'overview',
              label: t('workspace.reachouts.overview'),
              panel: <ReachoutOverview reachout={reachout} organizationId={organizationId} />,
            },
            // Until k answered, no count either (ARCHITECTURE §5).
            reachout.responsesHidden
              ? { ...responses, label: t('workspace.reachouts.responses') }
              : countedTab({
                  ...responses,
                  label: t('workspace.reachouts.responses'),
                  count: reachout.submissionCount,
                  countText: t('workspace.reachouts.responsesCount', { count: reachout.submissionCount }),
                }),
          ],
        };
      }}
    />
  );
}
