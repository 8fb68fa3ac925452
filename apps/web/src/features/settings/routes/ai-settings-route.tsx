import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_MSG } from '@voyce/contracts/settings';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { useOrganizationId } from '../../../lib/organization';
import { usePermissions } from '../../../lib/use-permissions';
import { organizationProfileQueryOptions } from '../../../api/organization';
import { AboutUsSection } from '../components/about-us-section';
import { AlertPhrasesSection } from '../components/alert-phrases-section';
import { GoalsSection } from '../components/goals-section';
import { TopicPrioritySection } from '../components/topic-priority-section';
import { SupportTextSection } from '../components/support-text-section';
import { WritingSampleSection } from '../components/writing-sample-section';

/**
 * AI Settings (spec 2 §2): About us, Goals, Higher/Lower Topic Priority, Writing Sample; and ours:
 * alert phrases and the support text.
 * Editable with settings:edit; a role that may only view them reads them.
 */
export function AiSettingsRoute() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const profile = useQuery(organizationProfileQueryOptions(organizationId));
  const canEdit = usePermissions().can('settings', 'edit');
  if (profile.isPending) return <Skeleton variant="rounded" height={320} />;
  if (profile.isError)
    return (
      <LoadErrorAlert
        message={messageOr(profile.error, SETTINGS_MSG.errorFetchingOrganization)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  const model = profile.data.aiModel;
  const sections = (
    <Stack spacing={3}>
      {model && model.model !== 'sentence-encoder' && model.note && <Alert severity="warning">{model.note}</Alert>}
      <AboutUsSection aboutUs={profile.data.aboutUs} />
      <GoalsSection goals={profile.data.goals} />
      <TopicPrioritySection />
      <AlertPhrasesSection />
      <WritingSampleSection writingSamples={profile.data.writingSamples} />
      <SupportTextSection supportText={profile.data.supportText} />
    </Stack>
  );
  if (canEdit) return sections;
  return (
    <Stack spacing={3}>
      <Alert severity="info">{t('access.readOnly')}</Alert>
      {/*
        Read-only: a disabled fieldset disables every input and button inside it (the browser's
        rule, so no section needs a flag of its own); chips' delete icons are not buttons, so
        they are hidden and clicks and keys never reach them.
      */}
      <Box
        component="fieldset"
        disabled
        aria-label={t('access.readOnly')}
        onClickCapture={(e) => e.stopPropagation()}
        onKeyDownCapture={(e) => {
          if (e.key !== 'Tab') e.stopPropagation();
        }}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0, '& .MuiChip-deleteIcon': { display: 'none' } }}
      >
        {sections}
      </Box>
    </Stack>
  );
}
