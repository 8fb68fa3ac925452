import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef, useId, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import { PeriodFilter } from '../../../components/period-filter';
import { PRIORITY_ORDER } from '../../../components/priority-chip';
import type { DashboardFilter } from '../api/fetch-dashboard-summary';

type Department = { id: string; name: string };
type Props = { value: DashboardFilter; onChange: (patch: Partial<DashboardFilter>) => void; departments: Department[] };

// The input slot of the departments field: a button that opens the checklist.
const MenuButtonSlot = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function MenuButtonSlot(props, ref) {
  return <button ref={ref} type="button" {...props} />;
});

function DepartmentsMenu({
  value,
  onChange,
  departments,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  departments: Department[];
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const fieldId = useId();
  const label =
    value.length === 0 ? t('workspace.filters.allDepartments') : t('workspace.filters.departmentsCount', { count: value.length });
  return (
    <>
      {/* Dressed as the other filter fields (an outlined field with its label), opening a checklist. */}
      <FormControl size="small" sx={{ minWidth: 170, flex: { xs: '1 1 140px', md: '0 0 auto' } }}>
        <InputLabel htmlFor={fieldId} shrink>
          {t('workspace.filters.departments')}
        </InputLabel>
        <OutlinedInput
          id={fieldId}
          label={t('workspace.filters.departments')}
          notched
          inputComponent={MenuButtonSlot as never}
          inputProps={{
            children: label,
            onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
            'aria-label': `${t('workspace.filters.departments')}: ${label}`,
            'aria-haspopup': 'true',
            'aria-expanded': Boolean(anchor),
            'aria-controls': anchor ? menuId : undefined,
          }}
          endAdornment={
            <ArrowDropDown aria-hidden sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'text.secondary' }} />
          }
          sx={{
            fontSize: 14,
            '& button': {
              textAlign: 'left',
              cursor: 'pointer',
              font: 'inherit',
              color: 'inherit',
              border: 0,
              bgcolor: 'transparent',
              pr: '32px !important',
            },
          }}
        />
      </FormControl>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 360 } } }}
      >
        {departments.length === 0 && <MenuItem disabled>{t('workspace.noData')}</MenuItem>}
        {departments.map((d) => {
          const checked = value.includes(d.id);
          return (
            <MenuItem
              key={d.id}
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() => onChange(checked ? value.filter((v) => v !== d.id) : [...value, d.id])}
              dense
            >
              <Checkbox
                size="small"
                checked={checked}
                tabIndex={-1}
                sx={{ p: 0.5, mr: 1 }}
                slotProps={{ input: { 'aria-hidden': true } }}
              />
              {d.name}
            </MenuItem>
          );
        })}
        {value.length > 0 && (
          <MenuItem onClick={() => onChange([])} dense sx={{ color: 'primary.main' }}>
            {t('workspace.filters.clearDepartments')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

/** The dashboard's filters (spec 1 §3): priority, topic, status, departments and period. */
export function DashboardFilters({ value, onChange, departments }: Props) {
  const { t } = useTranslation();
  const topicId = useId();
  return (
    <Box role="group" aria-label={t('workspace.filters.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <FilterSelect
        label={t('workspace.priority.label')}
        value={value.severityName}
        onChange={(severityName) => onChange({ severityName })}
        options={[
          { value: 'all', label: t('workspace.priority.all') },
          ...[...PRIORITY_ORDER].reverse().map((p) => ({ value: p, label: t(`workspace.priority.${p}`) })),
        ]}
      />
      <FormControl size="small" sx={{ flex: { xs: '1 1 140px', md: '0 0 200px' } }}>
        <InputLabel htmlFor={topicId} shrink>
          {t('workspace.filters.topic')}
        </InputLabel>
        <OutlinedInput
          id={topicId}
          type="search"
          notched
          label={t('workspace.filters.topic')}
          placeholder={t('workspace.filters.topicPlaceholder')}
          value={value.topic}
          onChange={(e) => onChange({ topic: e.target.value })}
        />
      </FormControl>
      <FilterSelect
        label={t('workspace.status.label')}
        value={value.status}
        onChange={(status) => onChange({ status })}
        options={(['all', 'open', 'closed'] as const).map((s) => ({ value: s, label: t(`workspace.status.${s}`) }))}
      />
      <DepartmentsMenu
        value={value.departments ? value.departments.split(',') : []}
        onChange={(ids) => onChange({ departments: ids.join(',') })}
        departments={departments}
      />
      <PeriodFilter value={{ timespan: value.timespan, startDate: '', endDate: '' }} onChange={(p) => onChange({ timespan: p.timespan })} />
    </Box>
  );
}
