import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { MIN_GROUP_SIZE_FLOOR, MIN_GROUP_SIZE_MAX } from '@voyce/contracts/anonymity-rules';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';

export type CompanyProfileValues = { name: string; minGroupSize: number };

/**
 * k, the minimum group size (ARCHITECTURE §5), as a whole number from the floor to the
 * maximum. The field holds a number for the contract's schema: an empty box is NaN, which the
 * schema refuses with the range message.
 */
export function MinGroupSizeField({ control }: { control: Control<CompanyProfileValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'minGroupSize' });
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const label = t('settings.organization.minGroupSize');
  const error = fieldState.error?.message;
  const help = t('settings.organization.minGroupSizeHelp');
  return (
    <FormControl fullWidth required error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type="number"
        name={field.name}
        value={Number.isFinite(field.value) ? String(field.value) : ''}
        onChange={(e) => field.onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputProps={{ min: MIN_GROUP_SIZE_FLOOR, max: MIN_GROUP_SIZE_MAX, step: 1, inputMode: 'numeric' }}
        aria-describedby={error ? errorId : helpId}
        // A number of two digits: a short box, its hint below at the form's width.
        sx={{ maxWidth: 200 }}
      />
      {/* The hint and the error share one place, as tall as the longer: an error that appears
          on blur must not move the Save button the person is about to click. */}
      <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
        <FormHelperText id={helpId} error={false} sx={{ visibility: error ? 'hidden' : 'visible' }}>
          {help}
        </FormHelperText>
        <FormHelperText id={errorId} sx={{ visibility: error ? 'visible' : 'hidden' }}>
          {error}
        </FormHelperText>
      </Box>
    </FormControl>
  );
}
