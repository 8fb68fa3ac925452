import Checkbox from '@mui/material/Checkbox';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { DropdownField, type DropdownFieldProps } from './dropdown-field';

export type ChecklistOption = { value: string; label: string };

type Props = Pick<DropdownFieldProps, 'label' | 'variant' | 'minWidth' | 'required' | 'error' | 'helperText' | 'inputRef'> & {
  /** What the field reads: 'All departments', '2 departments', the chosen names. */
  text: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: ChecklistOption[];
  /** The menu's line when there is nothing to pick. */
  emptyText: string;
  /** The menu's line while the options load (then emptyText is not shown). */
  loadingText?: string;
  /** A last item that clears the choice, shown while something is chosen. */
  clearLabel?: string;
  /** The button's accessible name, when the label and text alone are not. */
  ariaLabel?: string;
  /** The accessible name of the menu's list. */
  listLabel?: string;
  /** Styles of the button on top of the defaults (a placeholder's colour, ellipsis). */
  slotSx?: Record<string, string>;
  /** Runs when the checklist closes (a form validates then). */
  onClose?: () => void;
};

/**
 * A pick-several dropdown (departments, people): an outlined field, dressed as the other
 * dropdowns, whose button opens a checklist. Used by the list filter (MultiSelectFilter) and
 * the form field (MultiPickField).
 */
export function ChecklistDropdown({
  text,
  value,
  onChange,
  options,
  emptyText,
  loadingText,
  clearLabel,
  ariaLabel,
  listLabel,
  slotSx,
  onClose,
  ...field
}: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <DropdownField
      {...field}
      slot="button"
      slotSx={slotSx}
      slotProps={{
        children: text,
        onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
        'aria-label': ariaLabel,
        'aria-haspopup': 'true',
        'aria-expanded': Boolean(anchor),
        'aria-controls': anchor ? menuId : undefined,
      }}
      menu={
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => {
            setAnchor(null);
            onClose?.();
          }}
          slotProps={{ paper: { sx: { maxHeight: 360 } }, ...(listLabel !== undefined && { list: { 'aria-label': listLabel } }) }}
        >
          {loadingText !== undefined && <MenuItem disabled>{loadingText}</MenuItem>}
          {loadingText === undefined && options.length === 0 && <MenuItem disabled>{emptyText}</MenuItem>}
          {options.map((o) => {
            const checked = value.includes(o.value);
            return (
              <MenuItem
                key={o.value}
                role="menuitemcheckbox"
                aria-checked={checked}
                dense
                onClick={() => onChange(checked ? value.filter((v) => v !== o.value) : [...value, o.value])}
              >
                <Checkbox
                  size="small"
                  checked={checked}
                  tabIndex={-1}
                  sx={{ p: 0.5, mr: 1 }}
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
                {o.label}
              </MenuItem>
            );
          })}
          {clearLabel !== undefined && value.length > 0 && (
            <MenuItem onClick={() => onChange([])} dense sx={{ color: 'primary.main' }}>
              {clearLabel}
            </MenuItem>
          )}
        </Menu>
      }
    />
  );
}
