import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef, useId, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { useTranslation } from '../i18n/translate';

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

// The input slot of the field: a button that opens the checklist.
const MenuButtonSlot = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function MenuButtonSlot(props, ref) {
  return <button ref={ref} type="button" {...props} />;
});

/**
 * A list filter over several values (departments, people): dressed as the other filter
 * fields (an outlined field with its label), opening a checklist.
 */
export function MultiSelectFilter({ label, allLabel, countLabel, clearLabel, value, onChange, options, minWidth = 170 }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const fieldId = useId();
  const text = value.length === 0 ? allLabel : countLabel(value.length);
  return (
    <>
      <FormControl size="small" sx={{ minWidth, flex: { xs: '1 1 140px', md: '0 0 auto' } }}>
        <InputLabel htmlFor={fieldId} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={fieldId}
          label={label}
          notched
          inputComponent={MenuButtonSlot as never}
          inputProps={{
            children: text,
            onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
            'aria-label': `${label}: ${text}`,
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
        {options.length === 0 && <MenuItem disabled>{t('workspace.noData')}</MenuItem>}
        {options.map((o) => {
          const checked = value.includes(o.id);
          return (
            <MenuItem
              key={o.id}
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() => onChange(checked ? value.filter((v) => v !== o.id) : [...value, o.id])}
              dense
            >
              <Checkbox
                size="small"
                checked={checked}
                tabIndex={-1}
                sx={{ p: 0.5, mr: 1 }}
                slotProps={{ input: { 'aria-hidden': true } }}
              />
              {o.name}
            </MenuItem>
          );
        })}
        {value.length > 0 && (
          <MenuItem onClick={() => onChange([])} dense sx={{ color: 'primary.main' }}>
            {clearLabel}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
