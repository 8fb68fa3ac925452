import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SETTINGS_MSG, zSupportText } from '@voyce/contracts/settings';
import { useForm } from 'react-hook-form';
import { z } from '@voyce/contracts/zod';
import { useTranslation } from '../../../i18n/translate';
import { FormTextField } from '../../../components/form-text-field';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useUpdateOrganizationProfile } from '../../../api/organization';

const resolver = zodResolver(z.object({ supportText: zSupportText }));

/**
 * The support text: what an employee whose insight may describe self-harm sees at
 * once after sending. The organisation's own words: its Employee Assistance Programme, a helpline.
 */
export function SupportTextSection({ supportText }: { supportText: string }) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const update = useUpdateOrganizationProfile(organizationId);
  const form = useForm({ resolver, mode: 'onBlur', defaultValues: { supportText } });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (entity) => {
        notify(t('settings.ai.supportTextSaved'), { variant: 'success' });
        form.reset({ supportText: entity.supportText });
      },
      onError: (e) => notify(messageOr(e, SETTINGS_MSG.patchOrganizationError), { variant: 'error' }),
    }),
  );
  return (
    <SectionCard title={t('settings.ai.supportText')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('settings.ai.supportTextHint')}</Typography>
        <FormTextField control={form.control} name="supportText" label={t('settings.ai.supportText')} multiline rows={4} />
        <Button type="submit" variant="contained" disabled={!form.formState.isDirty || update.isPending}>
          {t('settings.common.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
