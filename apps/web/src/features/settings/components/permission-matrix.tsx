import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AREA_LABELS, PERMISSION_AREAS, PERMISSION_LEVELS, type Permissions } from '@voyce/contracts/roles';
import { useTranslation } from '../../../i18n/translate';
import { NativeRadio } from '../../../components/native-radio';

type Props = { value: Permissions; onChange: (value: Permissions) => void; readOnly?: boolean };

/** One row per area, one radio group per row: no access, view, or edit (which includes view). */
export function PermissionMatrix({ value, onChange, readOnly = false }: Props) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('settings.roles.permissions')} sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>{t('settings.roles.area')}</TableCell>
          {PERMISSION_LEVELS.map((level) => (
            <TableCell key={level} align="center" sx={{ fontWeight: 600 }}>
              {t(`settings.roles.levels.${level}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {PERMISSION_AREAS.map((area) => (
          <TableRow key={area} role="radiogroup" aria-label={AREA_LABELS[area]}>
            <TableCell component="th" scope="row">
              {AREA_LABELS[area]}
            </TableCell>
            {PERMISSION_LEVELS.map((level) => (
              <TableCell key={level} align="center" padding="none">
                <NativeRadio
                  checked={value[area] === level}
                  disabled={readOnly}
                  onChange={() => onChange({ ...value, [area]: level })}
                  name={`permission-${area}`}
                  ariaLabel={`${AREA_LABELS[area]}: ${t(`settings.roles.levels.${level}`)}`}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
