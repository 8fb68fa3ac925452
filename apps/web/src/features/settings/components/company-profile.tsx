import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_MSG, zCompanyProfileForm } from '@voyce/contracts/settings';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormTextField } from '../../../components/form-text-field';
import { ReadOnlyField } from '../../../components/read-only-field';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { organizationQueryOptions, useUpdateOrganization } from '../api/organization';

const resolver = zodResolver(zCompanyProfileForm);

/** Company Profile (spec 2 §2): the company name, editable; the account id, read-only. */
export function CompanyProfile() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const organization = useQuery(organizationQueryOptions(organizationId));
  const update = useUpdateOrganization(organizationId);
  const form = useForm({ resolver, mode: 'onBlur', defaultValues: { name: '' } });
  const { reset } = form;
  const name = organization.data?.name;
  useEffect(() => {
    if (name !== undefined) reset({ name });
  }, [name, reset]);

  if (organization.isPending) return <Skeleton variant="rounded" height={200} />;
  if (organization.isError)
    return (
      <LoadErrorAlert
        message={messageOr(organization.error, SETTINGS_MSG.errorFetchingOrganization)}
        onRetry={() => void organization.refetch()}
        retrying={organization.isFetching}
      />
    );

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values.name, {
      onSuccess: () => notify(SETTINGS_MSG.saved, { variant: 'success' }),
      onError: (e) => notify(messageOr(e, SETTINGS_MSG.patchOrganizationError), { variant: 'error' }),
    }),
  );
  return (
    <SectionCard title={t('settings.organization.companyProfile')}>
      <Stack component="form" noValidate onSubmit={(e) => void onSubmit(e)} spacing={1} sx={{ maxWidth: 520 }}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('settings.organization.companyName')}
          required
          autoComplete="organization"
        />
        <ReadOnlyField label={t('settings.organization.accountId')} value={organization.data.id} />
        <Button type="submit" variant="contained" disabled={!form.formState.isDirty || update.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('settings.common.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
