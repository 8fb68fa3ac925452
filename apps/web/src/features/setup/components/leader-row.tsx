import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LEADERSHIP_MSG, zLeaderEmail, zLeaderName } from '@voyce/contracts/emergency-contacts';
import { useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { LeaderFields } from '../../../api/organization-leadership';

/** The spec's three kinds, then ours: each has its own tick box. */
export const FLAGS = ['violence', 'crime', 'threat', 'selfHarm', 'harassment'] as const;

type Props = {
  value: LeaderFields;
  /** Every change of the row; `commit` says the change is done (a blur, a toggle). */
  onChange: (value: LeaderFields, commit: boolean) => void;
  onDelete: () => void;
  nameRef?: Ref<HTMLInputElement>;
  index: number;
  busy?: boolean;
  /** Said under the row (a contact who receives no alerts). */
  warning?: string;
};

/**
 * One leadership team row (spec 2 §2, §5): name (blankName), e-mail (invalidEmail, and the
 * e-mail is cleared), the violence/crime/threat/self-harm/harassment toggles and delete.
 */
export function LeaderRow({ value, onChange, onDelete, nameRef, index, busy = false, warning }: Props) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const label = (field: string) => t('setup.leaders.fieldOfRow', { field, number: index + 1 });

  const blurName = () => {
    const ok = zLeaderName.safeParse(value.name).success;
    setErrors((e) => ({ ...e, name: ok ? undefined : LEADERSHIP_MSG.blankName }));
    onChange(value, ok);
  };
  const blurEmail = () => {
    if (!value.email.trim()) return;
    const ok = zLeaderEmail.safeParse(value.email).success;
    setErrors((e) => ({ ...e, email: ok ? undefined : LEADERSHIP_MSG.invalidEmail }));
    if (ok) onChange(value, true);
    else onChange({ ...value, email: '' }, false);
  };

  return (
    <Box
      role="group"
      aria-label={t('setup.leaders.row', { number: index + 1 })}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(160px, 1fr) minmax(200px, 1.3fr) repeat(5, auto) auto' },
        gap: 1,
        alignItems: 'start',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' } }}>
        <OutlinedInput
          size="small"
          fullWidth
          inputRef={nameRef}
          value={value.name}
          placeholder={t('setup.leaders.name')}
          error={Boolean(errors.name)}
          onChange={(e) => onChange({ ...value, name: e.target.value }, false)}
          onBlur={blurName}
          inputProps={{ 'aria-label': label(t('setup.leaders.name')) }}
        />
        <FormHelperText error>{errors.name}</FormHelperText>
      </Box>
      <IconButton
        aria-label={t('setup.leaders.delete', { number: index + 1 })}
        onClick={onDelete}
        disabled={busy}
        sx={{ display: { md: 'none' }, gridColumn: '2', gridRow: '1' }}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <OutlinedInput
          size="small"
          fullWidth
          type="email"
          value={value.email}
          placeholder={t('setup.leaders.email')}
          error={Boolean(errors.email)}
          onChange={(e) => onChange({ ...value, email: e.target.value }, false)}
          onBlur={blurEmail}
          inputProps={{ 'aria-label': label(t('setup.leaders.email')) }}
        />
        <FormHelperText error>{errors.email}</FormHelperText>
      </Box>
      <Box sx={{ display: { xs: 'flex', md: 'contents' }, flexWrap: 'wrap', gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        {FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            sx={{ m: 0, pr: 1 }}
            control={
              <Checkbox
                size="small"
                checked={value[flag]}
                onChange={(e) => onChange({ ...value, [flag]: e.target.checked }, true)}
                slotProps={{ input: { 'aria-label': label(t(`setup.leaders.${flag}`)) } }}
              />
            }
            label={t(`setup.leaders.${flag}`)}
          />
        ))}
      </Box>
      <IconButton
        aria-label={t('setup.leaders.delete', { number: index + 1 })}
        onClick={onDelete}
        disabled={busy}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
      {warning && (
        <FormHelperText sx={{ gridColumn: '1 / -1', mt: 0, color: 'warning.dark' }} role="status">
          {warning}
        </FormHelperText>
      )}
    </Box>
  );
}
