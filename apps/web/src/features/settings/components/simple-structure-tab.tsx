import { useQuery } from '@tanstack/react-query';
import { STRUCTURE_ERRORS, type Designation, type Division } from '@voyce/contracts/structure';
import { useTranslation } from '../../../i18n/translate';
import { useOrganizationId } from '../../../lib/organization';
import { structureQueryOptions } from '../../../api/organization-structure';
import { createdColumn, nameColumn } from './columns';
import { nameDescriptionDrawer } from './name-description-drawer';
import { StructurePage } from './structure-page';

const DivisionDrawer = nameDescriptionDrawer('division');
const DesignationDrawer = nameDescriptionDrawer('designation');

const PAGES = {
  division: { tab: 'divisions', loadError: STRUCTURE_ERRORS.errorFetchingDivisions, Drawer: DivisionDrawer },
  designation: { tab: 'designations', loadError: STRUCTURE_ERRORS.errorFetchingDesignations, Drawer: DesignationDrawer },
} as const;

/** Divisions and designations (spec 2 §2): name, description, created. */
export function SimpleStructureTab({ kind }: { kind: keyof typeof PAGES }) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const query = useQuery(structureQueryOptions(kind, organizationId));
  const page = PAGES[kind];
  return (
    <StructurePage<Division | Designation>
      key={kind}
      kind={kind}
      title={t(`settings.organization.tabs.${page.tab}`)}
      query={query}
      loadError={page.loadError}
      columns={[
        nameColumn(t('settings.structure.name')),
        { key: 'description', label: t('settings.structure.description'), value: (r) => r.description, sortable: true },
        createdColumn(t('settings.structure.createdAt')),
      ]}
      Drawer={page.Drawer}
    />
  );
}
