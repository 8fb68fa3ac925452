import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { MIN_GROUP_SIZE_DEFAULT } from '@voyce/contracts/anonymity-rules';
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
import { organizationProfileQueryOptions, organizationQueryOptions, useUpdateOrganization } from '../../../api/organization';
import { useProfile } from '../../../lib/profile';
import { MinGroupSizeField, type CompanyProfileValues } from './min-group-size-field';

const resolver = zodResolver(zCompanyProfileForm);

/**
 * Company Profile (spec 2 §2): the company name, editable; the account id, read-only; and the
 * minimum group size k (ARCHITECTURE §5), which those who may edit settings can change.
 */
export function CompanyProfile() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  // The server lets only those who edit settings call /updateOrganization (http/permissions.ts).
  const canEdit = useProfile().profile.permissions.settings === 'edit';
  const organization = useQuery(organizationQueryOptions(organizationId));
  const orgProfile = useQuery(organizationProfileQueryOptions(organizationId));
  const update = useUpdateOrganization(organizationId);
  const form = useForm<CompanyProfileValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { name: '', minGroupSize: MIN_GROUP_SIZE_DEFAULT },
  });
  const { reset } = form;
  const name = organization.data?.name;
  const minGroupSize = orgProfile.data?.minGroupSize ?? (orgProfile.isSuccess ? MIN_GROUP_SIZE_DEFAULT : undefined);
  useEffect(() => {
    if (name !== undefined && minGroupSize !== undefined) reset({ name, minGroupSize });
  }, [name, minGroupSize, reset]);

  if (organization.isPending || orgProfile.isPending) return <Skeleton variant="rounded" height={280} />;
  if (organization.isError || orgProfile.isError)
    return (
      <LoadErrorAlert
        message={messageOr(organization.error ?? orgProfile.error, SETTINGS_MSG.errorFetchingOrganization)}
        onRetry={() => {
          if (organization.isError) void organization.refetch();
          if (orgProfile.isError) void orgProfile.refetch();
        }}
        retrying={organization.isFetching || orgProfile.isFetching}
      />
    );

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(canEdit ? values : { name: values.name }, {
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
        {canEdit ? (
          <MinGroupSizeField control={form.control} />
        ) : (
          <ReadOnlyField
            label={t('settings.organization.minGroupSize')}
            value={String(minGroupSize ?? '')}
            helperText={t('settings.organization.minGroupSizeHelp')}
          />
        )}
        <Button type="submit" variant="contained" disabled={!form.formState.isDirty || update.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('settings.common.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
