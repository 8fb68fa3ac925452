import { useQuery } from '@tanstack/react-query';
import { STRUCTURE_ERRORS, type Department } from '@voyce/contracts/structure';
import { useTranslation } from '../../../i18n/translate';
import { FilterMenuButton } from '../../../components/filter-menu-button';
import { useOrganizationId } from '../../../lib/organization';
import { structureQueryOptions } from '../../../api/organization-structure';
import { joinIds, splitIds } from '../use-structure-filters';
import { createdColumn, nameColumn } from './columns';
import { DepartmentDrawer } from './department-drawer';
import { StructurePage } from './structure-page';

type Role = 'head' | 'manager';
const ID_OF = { head: 'department_head_id', manager: 'department_manager_id' } as const;
const NAME_OF = { head: 'department_head_name', manager: 'department_manager_name' } as const;

/**
 * The Department Head (or Manager) filter's choices: the people who head (manage) a department,
 * each once, by name (not every member of the organisation, which could be
 * thousands; filtering by anyone else would only ever answer nothing).
 */
export function leaderOptions(rows: readonly Department[], role: Role): { value: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const r of rows) {
    const id = r[ID_OF[role]];
    if (id && !byId.has(id)) byId.set(id, r[NAME_OF[role]] ?? '');
  }
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Departments (spec 2 §2): plus the Department Head and Department Manager filters. */
export function DepartmentsTab() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const query = useQuery(structureQueryOptions('department', organizationId));
  const rows = query.data ?? [];
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
            options={leaderOptions(rows, 'head')}
            loading={query.isPending}
            selected={splitIds(filters.department_head_id)}
            onChange={(ids) => change({ department_head_id: joinIds(ids) })}
          />
          <FilterMenuButton
            label={t('settings.structure.manager')}
            options={leaderOptions(rows, 'manager')}
            loading={query.isPending}
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
