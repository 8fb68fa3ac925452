import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { localizeMessage } from '../i18n/localize-message';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
};

/** A required confirmation checkbox bound to react-hook-form, with its error below. */
export function FormCheckbox<T extends FieldValues>({ control, name, label }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': fieldState.error ? errorId : undefined },
            }}
          />
        }
      />
      {fieldState.error && <FormHelperText id={errorId}>{localizeMessage(fieldState.error.message ?? '')}</FormHelperText>}
    </FormControl>
  );
}
