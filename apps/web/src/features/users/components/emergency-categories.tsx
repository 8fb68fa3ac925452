import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  applyNoneRule,
  EMERGENCY_CATEGORIES,
  EMERGENCY_CATEGORY_LABELS,
  type EmergencyCategory,
} from '@voyce/contracts/emergency-categories';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';

/** A Blyndspot user's emergency contact categories (spec 2 §4: None clears the others, another removes None). */
export function EmergencyCategories<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const value: EmergencyCategory[] = field.value ?? [];
  const toggle = (c: EmergencyCategory, on: boolean) => {
    field.onChange(applyNoneRule(value, on ? [...value, c] : value.filter((v) => v !== c)));
    field.onBlur();
  };
  return (
    <FormControl component="fieldset" required error={Boolean(fieldState.error)} aria-labelledby={labelId}>
      <FormLabel id={labelId} component="legend" sx={{ fontSize: 14, mb: 0.5 }}>
        {t('users.drawer.categories')}
      </FormLabel>
      <FormHelperText sx={{ mx: 0, mt: 0, color: 'text.secondary' }}>{t('users.drawer.categoriesHint')}</FormHelperText>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {EMERGENCY_CATEGORIES.map((c) => (
          <FormControlLabel
            key={c}
            label={EMERGENCY_CATEGORY_LABELS[c]}
            control={<Checkbox size="small" checked={value.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />}
          />
        ))}
      </Box>
      <FormHelperText sx={{ mx: 0, minHeight: 20 }}>{fieldState.error?.message}</FormHelperText>
    </FormControl>
  );
}
