import { useTranslation } from '../i18n/translate';
import { ChecklistDropdown } from './checklist-dropdown';

export type FilterOption = { id: string; name: string };

type Props = {
  label: string;
  /** What the field reads with nothing chosen ('All departments'). */
  allLabel: string;
  /** What it reads with some chosen ('2 departments'). */
  countLabel: (count: number) => string;
  clearLabel: string;
  value: string[];
  onChange: (ids: string[]) => void;
  options: FilterOption[];
  minWidth?: number;
};

/**
 * A list filter over several values (departments, people): dressed as the other filter
 * fields (an outlined field with its label), opening a checklist.
 */
export function MultiSelectFilter({ label, allLabel, countLabel, clearLabel, value, onChange, options, minWidth = 170 }: Props) {
  const { t } = useTranslation();
  const text = value.length === 0 ? allLabel : countLabel(value.length);
  return (
    <ChecklistDropdown
      variant="filter"
      label={label}
      minWidth={minWidth}
      text={text}
      ariaLabel={`${label}: ${text}`}
      value={value}
      onChange={onChange}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      emptyText={t('workspace.noData')}
      clearLabel={clearLabel}
    />
  );
}
