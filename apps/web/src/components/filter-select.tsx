import { DropdownField } from './dropdown-field';

type Option = { value: string; label: string };

type Props = {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  minWidth?: number;
};

/**
 * A list filter: the browser's own select inside an outlined field. Keyboard and screen-
 * reader friendly everywhere, a native picker on phones, and a fraction of the bundle of a
 * custom menu or MUI's NativeSelect (ARCHITECTURE §8).
 */
export function FilterSelect({ label, value, options, onChange, minWidth = 140 }: Props) {
  return (
    <DropdownField
      variant="filter"
      label={label}
      minWidth={minWidth}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slot="select"
      slotProps={{
        children: options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        )),
      }}
    />
  );
}
