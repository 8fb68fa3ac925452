// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import { DIRECTIONAL } from '../../../i18n/language';
import '../../../i18n/workspace-strings';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageBreadcrumbs, type Crumb } from '../../../components/page-breadcrumbs';
import { reachoutCrumbLabel } from '../../../lib/reachout-display';
import { reachoutQueryOptions } from '../../../api/reachouts';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useSelectedSubmissions } from '../../../api/insights';
import { DelegationDialog } from '../../../components/insight-actions/delegation-dialog';
import { MoveToTopicDialog } from '../../../components/move-to-topic-dialog';
import { IdentityTile } from '../components/identity-tile';
import { InsightCard } from '../components/insight-card';
import { RatingButtons } from '../components/rating-buttons';
import { ReplyCard } from '../components/reply-card';
import { StatusAction } from '../../../components/insight-actions/status-action';
import { SubmissionTimeline } from '../components/insight-timeline';
import { WinTile } from '../components/win-tile';
import { backTarget, detailTitle, idsFrom } from '../detail-rules';
import { useSelection } from '../selection-store';

/**
 * Submission detail / respond (/submissions/detail and the legacy /submissions-v1/detail):
 * reply to one or several insights; for one, mark as win, ask for the author's identity,
 * rate it and follow its timeline (spec 1 §2, §4).
 */
export function SubmissionDetailRoute() {
  const [params] = useSearchParams();
  const { ids: selectedIds, listSearch } = useSelection();
  const idsKey = idsFrom(params, selectedIds).join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);
  const back = backTarget(params.get('reachoutId'), listSearch);
  // Spec 1 §2: nothing selected and no id or ids -> the back target.
  if (ids.length === 0) return <Navigate to={back} replace />;
  return <Respond ids={ids} params={params} back={back} />;
}

function Respond({ ids, params, back }: { ids: string[]; params: URLSearchParams; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organizationId = useOrganizationId() ?? '';
  const query = useSelectedSubmissions(organizationId, ids);
  const [delegating, setDelegating] = useState(false);
  const [moving, setMoving] = useState(false);

  // Spec 1 §8: a failed load of the selected insights goes to the dashboard.
  useEffect(() => {
    if (!query.isError) return;
    notify(t('workspace.detail.loadError'), { variant: 'error' });
    void navigate('/dashboard', { replace: true });
  }, [query.isError, navigate, t]);

  const items = query.data ?? [];
  const single = items.length === 1 ? items[0]! : null;
  const title = query.data ? detailTitle(items, '–') : '';

  const topicId = params.get('topicId');
  const topicTitle = params.get('topicTitle');
  const reachoutId = params.get('reachoutId');
  // The reach-out's own title, as its page shows it (a direct link may carry none).
  const reachoutQuery = useQuery({ ...reachoutQueryOptions(organizationId, reachoutId ?? ''), enabled: !!reachoutId && !!organizationId });
  const reachoutLabel = reachoutCrumbLabel(reachoutQuery.data, params.get('reachoutTitle'), t('workspace.detail.reachOut'));
  const crumbs: Crumb[] = reachoutId
    ? [
        { label: t('workspace.detail.reachOutHistory'), to: '/reachouts' },
        { label: reachoutLabel, to: `/reachouts/${reachoutId}` },
      ]
    : topicId
      ? [
          { label: t('workspace.detail.insightsExplorer'), to: '/insights' },
          { label: topicTitle || t('workspace.dashboard.columns.topic'), to: `/insights/topics/${topicId}` },
        ]
      : [{ label: t('workspace.detail.dashboard'), to: '/dashboard' }];

  if (!query.data) {
    return (
      <Stack spacing={2} role="status" aria-label={t('app.loading')}>
        <Skeleton variant="text" width={240} />
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={280} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Box>
        <PageBreadcrumbs items={[...crumbs, { label: title }]} />
        <Typography variant="h1" sx={{ fontSize: { xs: 22, md: 26 }, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2, alignItems: 'center' }}>
          <Button component={RouterLink} to={back} startIcon={<ArrowBack className={DIRECTIONAL} />} sx={{ ml: -1 }}>
            {t('workspace.detail.back')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {single && (
            <Button variant="outlined" startIcon={<DriveFileMoveOutlined />} onClick={() => setMoving(true)}>
              {t('workspace.corrections.move')}
            </Button>
          )}
          <Button variant="outlined" startIcon={<ForwardOutlined />} onClick={() => setDelegating(true)}>
            {t('workspace.detail.delegate')}
          </Button>
          <StatusAction items={items} organizationId={organizationId} />
        </Box>
      </Box>

      {single && <InsightCard submission={single} />}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <ReplyCard key={ids.join(',')} items={items} organizationId={organizationId} />
        {single ? (
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <WinTile submission={single} organizationId={organizationId} />
              <IdentityTile submission={single} organizationId={organizationId} />
            </Box>
            <RatingButtons submission={single} organizationId={organizationId} />
            <SubmissionTimeline submission={single} organizationId={organizationId} />
          </Stack>
        ) : (
          <SectionCard title={t('workspace.detail.selectedItems')}>
            <Stack spacing={1.5}>
              {items.map((s) => (
                <InsightCard key={s.id} submission={s} compact />
              ))}
            </Stack>
          </SectionCard>
        )}
      </Box>
      {single && (
        <MoveToTopicDialog
          open={moving}
          onClose={() => setMoving(false)}
          submissionId={single.id}
          topicId={single.topicId}
          organizationId={organizationId}
        />
      )}
      <DelegationDialog
        open={delegating}
        onClose={() => setDelegating(false)}
        ids={items.map((s) => s.id)}
        organizationId={organizationId}
      />
    </Stack>
  );
}
