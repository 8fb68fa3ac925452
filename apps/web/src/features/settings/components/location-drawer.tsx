import { useQuery } from '@tanstack/react-query';
import { STRUCTURE_ERRORS, type Location, type StructureFormValues } from '@voyce/contracts/structure';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormDrawer } from '../../../components/form-drawer';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { countriesQueryOptions, statesQueryOptions, timeZonesQueryOptions } from '../../../api/organization';
import type { DrawerProps } from './structure-page';
import { useDrawerForm } from './use-drawer-form';

/**
 * Create/Edit Location (spec 2 §5): name, country, state (optional), time zone. The zones
 * offered are the chosen country's, else the global list (spec 2 §7).
 */
export function LocationDrawer({ open, row, onClose }: DrawerProps<Location>) {
  const { t } = useTranslation();
  const values: StructureFormValues<'location'> = {
    name: row?.name ?? '',
    country: row?.country ?? '',
    state: row?.state ?? '',
    timezone: row?.timezone ?? '',
  };
  const { form, onSubmit, busy, title, submitLabel } = useDrawerForm('location', values, row?.id, open, onClose);
  const country = useWatch({ control: form.control, name: 'country' }) ?? '';
  const countries = useQuery({ ...countriesQueryOptions(), enabled: open });
  const states = useQuery({ ...statesQueryOptions(country), enabled: open && country.length >= 2 });
  const zones = useQuery({ ...timeZonesQueryOptions(), enabled: open });
  const countryZones = countries.data?.find((c) => c.isoCode === country)?.timezones ?? [];
  const zoneList = countryZones.length ? countryZones : (zones.data ?? []);
  const loading = t('settings.common.loading');

  const countryError = countries.isError ? STRUCTURE_ERRORS.errorFetchingCountries : undefined;
  const statesError = states.isError ? STRUCTURE_ERRORS.errorFetchingStates : undefined;
  const noStates = states.isSuccess && states.data.length === 0;

  return (
    <FormDrawer open={open} title={title} submitLabel={submitLabel} busy={busy} onSubmit={() => void onSubmit()} onClose={onClose}>
      <FormTextField control={form.control} name="name" label={t('settings.structure.name')} required autoFocus />
      <FormSelectField
        control={form.control}
        name="country"
        label={t('settings.structure.country')}
        required
        emptyLabel={countries.isPending ? loading : t('settings.common.select')}
        options={(countries.data ?? []).map((c) => ({ value: c.isoCode, label: c.name }))}
        helperText={countryError}
        onChanged={() => {
          // Another country's state and zone would not belong to it.
          form.setValue('state', '');
          form.setValue('timezone', '');
        }}
      />
      <FormSelectField
        control={form.control}
        name="state"
        label={t('settings.structure.state')}
        disabled={!country || noStates}
        emptyLabel={states.isFetching ? loading : noStates ? t('settings.common.noOptions') : t('settings.common.none')}
        options={(states.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        helperText={statesError}
      />
      <FormSelectField
        control={form.control}
        name="timezone"
        label={t('settings.structure.timezone')}
        required
        emptyLabel={zones.isPending && !countryZones.length ? loading : t('settings.common.select')}
        options={zoneList.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
      />
    </FormDrawer>
  );
}
