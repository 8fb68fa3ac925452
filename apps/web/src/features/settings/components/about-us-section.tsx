import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ABOUT_US_MAX, ABOUT_US_WARN, SETTINGS_MSG, zAboutUsForm } from '@voyce/contracts/settings';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormTextField } from '../../../components/form-text-field';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useUpdateOrganizationProfile } from '../../../api/organization';

const resolver = zodResolver(zAboutUsForm);

/** About us (spec 2 §5): required, at most 500 characters; the counter warns above 450. */
export function AboutUsSection({ aboutUs }: { aboutUs: string }) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const update = useUpdateOrganizationProfile(organizationId);
  const form = useForm({ resolver, mode: 'onBlur', defaultValues: { aboutUs } });
  const length = (useWatch({ control: form.control, name: 'aboutUs' }) ?? '').length;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify(SETTINGS_MSG.saved, { variant: 'success' });
        form.reset(values);
      },
      onError: (e) => notify(messageOr(e, SETTINGS_MSG.patchOrganizationError), { variant: 'error' }),
    }),
  );
  return (
    <SectionCard title={t('settings.ai.aboutUs')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('settings.ai.aboutUsHint')}</Typography>
        <FormTextField control={form.control} name="aboutUs" label={t('settings.ai.aboutUs')} required multiline />
        <Box sx={{ display: 'flex', alignItems: 'center', mt: -1 }}>
          <Button type="submit" variant="contained" disabled={!form.formState.isDirty || update.isPending}>
            {t('settings.common.save')}
          </Button>
          <Typography
            aria-live="polite"
            sx={{
              ml: 'auto',
              fontSize: 13,
              color: length > ABOUT_US_WARN ? 'warning.main' : 'text.secondary',
              fontWeight: length > ABOUT_US_WARN ? 600 : 400,
            }}
          >
            {t('settings.ai.counter', { count: length, max: ABOUT_US_MAX })}
          </Typography>
        </Box>
      </Box>
    </SectionCard>
  );
}
