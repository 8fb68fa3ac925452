import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SETTINGS_MSG, zWritingSampleForm } from '@voyce/contracts/settings';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormTextField } from '../../../components/form-text-field';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useUpdateOrganizationProfile } from '../../../api/organization';

const resolver = zodResolver(zWritingSampleForm);

/** Writing Sample (spec 2 §5): required; drafts take on its voice. */
export function WritingSampleSection({ writingSamples }: { writingSamples: string }) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const update = useUpdateOrganizationProfile(organizationId);
  const form = useForm({ resolver, mode: 'onBlur', defaultValues: { writingSamples } });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify(SETTINGS_MSG.writingSamplesSaved, { variant: 'success' });
        form.reset(values);
      },
      onError: (e) => notify(messageOr(e, SETTINGS_MSG.patchOrganizationError), { variant: 'error' }),
    }),
  );
  return (
    <SectionCard title={t('settings.ai.writingSample')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('settings.ai.writingSampleHint')}</Typography>
        <FormTextField control={form.control} name="writingSamples" label={t('settings.ai.writingSample')} required multiline rows={6} />
        <Button type="submit" variant="contained" disabled={!form.formState.isDirty || update.isPending}>
          {t('settings.common.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
