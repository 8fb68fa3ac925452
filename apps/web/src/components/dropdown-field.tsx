import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId, type ButtonHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { ControllerFieldState } from 'react-hook-form';
import { localizeMessage } from '../i18n/localize-message';

// The input slots of OutlinedInput: the browser's own select carrying its options, or a
// button that opens a menu.
const SelectSlot = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function SelectSlot(props, ref) {
  return <select ref={ref} {...props} />;
});
const MenuButtonSlot = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function MenuButtonSlot(props, ref) {
  return <button ref={ref} type="button" {...props} />;
});

const SLOTS = {
  select: {
    component: SelectSlot,
    sx: { appearance: 'none', cursor: 'pointer', pr: '32px !important', bgcolor: 'transparent' },
  },
  button: {
    component: MenuButtonSlot,
    sx: {
      textAlign: 'left',
      cursor: 'pointer',
      font: 'inherit',
      color: 'inherit',
      border: 0,
      bgcolor: 'transparent',
      pr: '32px !important',
    },
  },
} as const;

export type DropdownFieldProps = Pick<OutlinedInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef'> & {
  label: string;
  /**
   * 'filter': a list filter (small, 14 px, at least minWidth wide, a row of its own on phones).
   * 'form': a form's full-width field with its helper line below.
   */
  variant: 'filter' | 'form';
  minWidth?: number;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  /** Form fields: the line under the field (the error or a hint); the field is described by it. */
  helperText?: ReactNode;
};

type Props = DropdownFieldProps & {
  /** 'select': the browser's own select (its options are slotProps.children); 'button': a button that opens `menu`. */
  slot: keyof typeof SLOTS;
  /** Attributes of the select or the button. */
  slotProps: Record<string, unknown>;
  /** Styles of the select or the button on top of the defaults. */
  slotSx?: Record<string, string>;
  /** The menu the button opens (a popover, so it sits beside the field). */
  menu?: ReactNode;
};

/**
 * The outlined field of every dropdown (FilterSelect, FormSelectField, ChecklistDropdown): its
 * shrunk label, the browser's own select or a menu button as the input, and the arrow. Native
 * elements keep it keyboard and screen-reader friendly, with a native picker on phones; a
 * select needs no menu code in the bundle (ARCHITECTURE §8).
 */
export function DropdownField({
  label,
  variant,
  minWidth,
  required,
  error,
  disabled,
  helperText,
  slot,
  slotProps,
  slotSx,
  menu,
  ...input
}: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  const form = variant === 'form';
  const slotSelector = slot === 'select' ? '& select' : '& button';
  return (
    <>
      <FormControl
        {...(form
          ? { fullWidth: true, required, error, disabled }
          : { size: 'small' as const, sx: { minWidth, flex: { xs: '1 1 140px', md: '0 0 auto' } } })}
      >
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          notched
          {...input}
          inputComponent={SLOTS[slot].component as never}
          inputProps={{ ...slotProps, ...(form && { 'aria-describedby': helperText ? helperId : undefined }) }}
          endAdornment={
            <ArrowDropDown aria-hidden sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'text.secondary' }} />
          }
          sx={{ ...(!form && { fontSize: 14 }), [slotSelector]: { ...SLOTS[slot].sx, ...slotSx } }}
        />
        {form && (
          <FormHelperText id={helperId} sx={{ minHeight: 20 }}>
            {helperText}
          </FormHelperText>
        )}
      </FormControl>
      {menu}
    </>
  );
}

/** A form's dropdown bound to react-hook-form: red with its error on the helper line, else the hint. */
export function formDropdownProps(fieldState: ControllerFieldState, hint?: string) {
  return {
    variant: 'form' as const,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ? localizeMessage(fieldState.error.message) : hint,
  };
}
