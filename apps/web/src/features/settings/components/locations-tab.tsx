import { useQuery } from '@tanstack/react-query';
import { STRUCTURE_ERRORS, type Location } from '@voyce/contracts/structure';
import { useTranslation } from '../../../i18n/translate';
import { useOrganizationId } from '../../../lib/organization';
import { structureQueryOptions } from '../../../api/organization-structure';
import { createdColumn, nameColumn } from './columns';
import { LocationDrawer } from './location-drawer';
import { StructurePage } from './structure-page';

/** Locations (spec 2 §2): name, country, state, time zone. */
export function LocationsTab() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const query = useQuery(structureQueryOptions('location', organizationId));
  return (
    <StructurePage<Location>
      kind="location"
      title={t('settings.organization.tabs.locations')}
      query={query}
      loadError={STRUCTURE_ERRORS.errorFetchingLocations}
      columns={[
        nameColumn(t('settings.structure.name')),
        { key: 'country', label: t('settings.structure.country'), value: (r) => r.countryName, sortable: true },
        { key: 'state', label: t('settings.structure.state'), value: (r) => r.stateName ?? '', sortable: true },
        { key: 'timezone', label: t('settings.structure.timezone'), value: (r) => r.timezone.replaceAll('_', ' '), sortable: true },
        createdColumn(t('settings.structure.createdAt')),
      ]}
      Drawer={LocationDrawer}
    />
  );
}
