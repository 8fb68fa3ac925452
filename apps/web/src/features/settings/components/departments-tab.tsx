import { useQuery } from '@tanstack/react-query';
import { STRUCTURE_ERRORS, type Department } from '@voyce/contracts/structure';
import { useTranslation } from '../../../i18n/translate';
import { FilterMenuButton } from '../../../components/filter-menu-button';
import { useOrganizationId } from '../../../lib/organization';
import { headCandidatesQueryOptions } from '../../../api/organization-members';
import { structureQueryOptions } from '../../../api/organization-structure';
import { joinIds, splitIds } from '../use-structure-filters';
import { createdColumn, nameColumn } from './columns';
import { DepartmentDrawer } from './department-drawer';
import { StructurePage } from './structure-page';

/** Departments (spec 2 §2): plus the Department Head and Department Manager filters. */
export function DepartmentsTab() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const query = useQuery(structureQueryOptions('department', organizationId));
  const members = useQuery(headCandidatesQueryOptions(organizationId));
  const people = (members.data ?? []).map((m) => ({ value: m.id, label: m.name || m.email }));
  return (
    <StructurePage<Department>
      kind="department"
      title={t('settings.organization.tabs.departments')}
      query={query}
      loadError={STRUCTURE_ERRORS.errorFetchingDepartments}
      columns={[
        nameColumn(t('settings.structure.name')),
        {
          key: 'classification',
          label: t('settings.structure.classification'),
          value: (r) => r.departmentClassificationName ?? '',
          sortable: true,
        },
        { key: 'head', label: t('settings.structure.head'), value: (r) => r.department_head_name ?? '', sortable: true },
        { key: 'manager', label: t('settings.structure.manager'), value: (r) => r.department_manager_name ?? '', sortable: true },
        createdColumn(t('settings.structure.createdAt')),
      ]}
      extraFilters={(filters, change) => (
        <>
          <FilterMenuButton
            label={t('settings.structure.head')}
            options={people}
            loading={members.isPending}
            selected={splitIds(filters.department_head_id)}
            onChange={(ids) => change({ department_head_id: joinIds(ids) })}
          />
          <FilterMenuButton
            label={t('settings.structure.manager')}
            options={people}
            loading={members.isPending}
            selected={splitIds(filters.department_manager_id)}
            onChange={(ids) => change({ department_manager_id: joinIds(ids) })}
          />
        </>
      )}
      keep={(row, filters) => {
        const heads = splitIds(filters.department_head_id);
        const managers = splitIds(filters.department_manager_id);
        return (
          (!heads.length || heads.includes(row.department_head_id ?? '')) &&
          (!managers.length || managers.includes(row.department_manager_id ?? ''))
        );
      }}
      Drawer={DepartmentDrawer}
    />
  );
}
