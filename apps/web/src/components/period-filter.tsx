import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { PRESET_TIMESPANS } from '@voyce/contracts/timespan';
import { useId } from 'react';
import { useTranslation } from '../i18n/translate';
import { FilterSelect } from './filter-select';

/** Spec 1 §9: the period options, in the spec's order. */
export const PERIODS = PRESET_TIMESPANS;

export type PeriodValue = { timespan: string; startDate: string; endDate: string };

type Props = {
  value: PeriodValue;
  onChange: (next: PeriodValue) => void;
  /** Lists also offer a custom range with start and end dates. */
  allowCustom?: boolean;
};

type DateFieldProps = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** yyyy-MM-dd bounds of the browser's picker (spec 1 §5: from 2024-01-01). */
  min?: string;
  max?: string;
  error?: boolean;
  /** The id of the text explaining an error, read out with the field. */
  describedBy?: string;
};

export function DateField({ label, value, onChange, min = '2024-01-01', max, error = false, describedBy }: DateFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" error={error} sx={{ flex: { xs: '1 1 140px', md: '0 0 auto' } }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{ min, max, 'aria-invalid': error || undefined, 'aria-describedby': describedBy }}
      />
    </FormControl>
  );
}

/** The period select; choosing a non-custom period clears the dates (spec 1 §4). */
export function PeriodFilter({ value, onChange, allowCustom = false }: Props) {
  const { t } = useTranslation();
  const options = [...PERIODS, ...(allowCustom ? (['custom_range'] as const) : [])].map((p) => ({
    value: p,
    label: t(`workspace.timespan.${p}`),
  }));
  return (
    <>
      <FilterSelect
        label={t('workspace.timespan.label')}
        value={value.timespan}
        options={options}
        onChange={(timespan) => onChange(timespan === 'custom_range' ? { ...value, timespan } : { timespan, startDate: '', endDate: '' })}
      />
      {value.timespan === 'custom_range' && (
        <>
          <DateField
            label={t('workspace.timespan.startDate')}
            value={value.startDate}
            onChange={(startDate) => onChange({ ...value, startDate })}
          />
          <DateField
            label={t('workspace.timespan.endDate')}
            value={value.endDate}
            onChange={(endDate) => onChange({ ...value, endDate })}
          />
        </>
      )}
    </>
  );
}
