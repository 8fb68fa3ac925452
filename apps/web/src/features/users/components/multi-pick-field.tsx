import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef, useId, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  loading?: boolean;
  required?: boolean;
};

const MenuButtonSlot = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function MenuButtonSlot(props, ref) {
  return <button ref={ref} type="button" {...props} />;
});

/**
 * A form's pick-several field (a user's departments): an outlined field that reads the chosen
 * names and opens a checklist; validated when the checklist closes, its error below.
 */
export function MultiPickField<T extends FieldValues>({ control, name, label, options, loading = false, required }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const menuId = useId();
  const value: string[] = field.value ?? [];
  const names = options.filter((o) => value.includes(o.value)).map((o) => o.label);
  const text = names.length ? names.join(', ') : t('users.drawer.select');
  return (
    <FormControl fullWidth required={required} error={Boolean(fieldState.error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        inputRef={field.ref}
        inputComponent={MenuButtonSlot as never}
        inputProps={{
          children: text,
          onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
          'aria-haspopup': 'true',
          'aria-expanded': Boolean(anchor),
          'aria-controls': anchor ? menuId : undefined,
          'aria-describedby': fieldState.error ? `${id}-helper` : undefined,
        }}
        endAdornment={<ArrowDropDown aria-hidden sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'text.secondary' }} />}
        sx={{
          '& button': {
            textAlign: 'left',
            cursor: 'pointer',
            font: 'inherit',
            color: names.length ? 'inherit' : 'text.secondary',
            border: 0,
            bgcolor: 'transparent',
            pr: '32px !important',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          },
        }}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => {
          setAnchor(null);
          field.onBlur();
        }}
        slotProps={{ paper: { sx: { maxHeight: 360 } }, list: { 'aria-label': label } }}
      >
        {loading && <MenuItem disabled>{t('settings.common.loading')}</MenuItem>}
        {!loading && options.length === 0 && <MenuItem disabled>{t('settings.common.noOptions')}</MenuItem>}
        {options.map((o) => {
          const checked = value.includes(o.value);
          return (
            <MenuItem
              key={o.value}
              role="menuitemcheckbox"
              aria-checked={checked}
              dense
              onClick={() => field.onChange(checked ? value.filter((v) => v !== o.value) : [...value, o.value])}
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
      </Menu>
      <FormHelperText id={`${id}-helper`} sx={{ minHeight: 20 }}>
        {fieldState.error?.message}
      </FormHelperText>
    </FormControl>
  );
}
