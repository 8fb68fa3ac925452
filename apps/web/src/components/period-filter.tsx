import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { PRESET_TIMESPANS } from '@voyce/contracts/timespan-names';
import { useId } from 'react';
import { useTranslation } from '../i18n/translate';
import { isoDay } from '../lib/format-date';
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
  /** yyyy-MM-dd bounds of the browser's picker (spec 1 §5, spec 2 §9: from 2024-01-01 to today). */
  min?: string;
  /** Today (the leader's own day) unless given. */
  max?: string;
  error?: boolean;
  /** The id of the text explaining an error, read out with the field. */
  describedBy?: string;
};

export const DATE_PICKER_MIN = '2024-01-01';

export function DateField({ label, value, onChange, min = DATE_PICKER_MIN, max, error = false, describedBy }: DateFieldProps) {
  const id = useId();
  // The picker's "today" is the leader's own day; a later end of the range is never offered.
  const latest = max ?? isoDay();
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
        inputProps={{ min, max: latest, 'aria-invalid': error || undefined, 'aria-describedby': describedBy }}
      />
    </FormControl>
  );
}

/** The period select; choosing a non-custom period clears the dates (spec 1 §4). */
export function PeriodFilter({ value, onChange, allowCustom = false }: Props) {
  const { t } = useTranslation();
  const today = isoDay();
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
            max={value.endDate && value.endDate < today ? value.endDate : today}
            onChange={(startDate) => onChange({ ...value, startDate })}
          />
          <DateField
            label={t('workspace.timespan.endDate')}
            value={value.endDate}
            min={value.startDate && value.startDate > DATE_PICKER_MIN ? value.startDate : DATE_PICKER_MIN}
            max={today}
            onChange={(endDate) => onChange({ ...value, endDate })}
          />
        </>
      )}
    </>
  );
}
