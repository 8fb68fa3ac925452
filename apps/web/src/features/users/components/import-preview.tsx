import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportedUser } from '@voyce/contracts/users';
import { useTranslation } from '../../../i18n/translate';

/** How many parsed rows the preview draws at once; the rest are counted, and all are sent. */
const PREVIEW_LIMIT = 200;

/** Spec 2 §4: the parsed file as a table whose rows can be removed before Submit. */
export function ImportPreview({ rows, onRemove }: { rows: ImportedUser[]; onRemove: (row: number) => void }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('users.import.noRows')}</Typography>;
  const others = (u: ImportedUser) => [u.divisionName, u.designationName, u.businessUnitName, u.locationName].filter(Boolean).join(' · ');
  return (
    <>
      <Typography sx={{ fontWeight: 600 }} aria-live="polite">
        {t('users.import.preview', { count: rows.length })}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('users.import.preview', { count: rows.length })} sx={{ '& td, & th': { fontSize: 12 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('users.import.row')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('users.import.name')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('users.import.email')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('users.import.departments')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('users.import.more')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, PREVIEW_LIMIT).map((u) => (
              <TableRow key={u.row}>
                <TableCell>{u.row}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${u.firstName} ${u.lastName}`.trim()}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{u.businessEmail || u.employeeId}</TableCell>
                <TableCell>{u.departmentNames.join(', ')}</TableCell>
                <TableCell>{others(u)}</TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={t('users.import.remove', { email: u.businessEmail || u.employeeId })}
                    onClick={() => onRemove(u.row)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > PREVIEW_LIMIT && (
        <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{`+${rows.length - PREVIEW_LIMIT}`}</Typography>
      )}
    </>
  );
}
