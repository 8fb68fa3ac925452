import { useQuery } from '@tanstack/react-query';
import { STRUCTURE_ERRORS, type BusinessUnit } from '@voyce/contracts/structure';
import { useTranslation } from '../../../i18n/translate';
import { useOrganizationId } from '../../../lib/organization';
import { structureQueryOptions } from '../../../api/organization-structure';
import { BusinessUnitStatus } from './business-unit-status';
import { createdColumn, nameColumn } from './columns';
import { nameDescriptionDrawer } from './name-description-drawer';
import { StructurePage } from './structure-page';

const BusinessUnitDrawer = nameDescriptionDrawer('businessUnit');

/** Business Unit (spec 2 §2, §4): name, description, the Active/Inactive status menu. */
export function BusinessUnitsTab() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const query = useQuery(structureQueryOptions('businessUnit', organizationId));
  return (
    <StructurePage<BusinessUnit>
      kind="businessUnit"
      title={t('settings.organization.tabs.businessUnits')}
      query={query}
      loadError={STRUCTURE_ERRORS.errorFetchingBusinessUnits}
      columns={[
        nameColumn(t('settings.structure.name')),
        { key: 'description', label: t('settings.structure.description'), value: (r) => r.description, sortable: true },
        {
          key: 'status',
          label: t('settings.structure.status'),
          value: (r) => t(r.is_active ? 'settings.structure.active' : 'settings.structure.inactive'),
          render: (r) => <BusinessUnitStatus row={r} />,
          sortable: true,
        },
        createdColumn(t('settings.structure.createdAt')),
      ]}
      Drawer={BusinessUnitDrawer}
    />
  );
}
