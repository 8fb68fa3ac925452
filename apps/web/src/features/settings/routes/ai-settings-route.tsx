import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_MSG } from '@voyce/contracts/settings';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { messageOr } from '../../../lib/api-error';
import { useOrganizationId } from '../../../lib/organization';
import { organizationProfileQueryOptions } from '../../../api/organization';
import { AboutUsSection } from '../components/about-us-section';
import { GoalsSection } from '../components/goals-section';
import { TopicPrioritySection } from '../components/topic-priority-section';
import { SupportTextSection } from '../components/support-text-section';
import { WritingSampleSection } from '../components/writing-sample-section';

/** AI Settings (spec 2 §2): About us, Goals, Higher/Lower Topic Priority, Writing Sample. */
export function AiSettingsRoute() {
  const organizationId = useOrganizationId() ?? '';
  const profile = useQuery(organizationProfileQueryOptions(organizationId));
  if (profile.isPending) return <Skeleton variant="rounded" height={320} />;
  if (profile.isError)
    return (
      <LoadErrorAlert
        message={messageOr(profile.error, SETTINGS_MSG.errorFetchingOrganization)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  return (
    <Stack spacing={3}>
      <AboutUsSection aboutUs={profile.data.aboutUs} />
      <GoalsSection goals={profile.data.goals} />
      <TopicPrioritySection />
      <WritingSampleSection writingSamples={profile.data.writingSamples} />
      <SupportTextSection supportText={profile.data.supportText} />
    </Stack>
  );
}
