import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { CSV_COLUMNS } from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useWide } from '../../../components/responsive';
import type { BulkEntity } from '../../../api/users';

/** A field of an issue as the person knows it: the CSV column's header, else the field itself. */
const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(CSV_COLUMNS.map((c) => [c.key, c.header])),
  departmentIds: 'Departments',
  divisionId: 'Division',
  designationId: 'Designation',
  businessEntityId: 'Business Unit',
  locationId: 'Location',
};

/** Spec 2 §8: the grouped results of a bulk call — counts, 'record(s) failed to process' and a field/issue table. */
export function BulkResultsDialog({ result, onClose }: { result: BulkEntity | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const wide = useWide();
  const issues = (result?.failures ?? []).flatMap((f) => {
    const entries = Object.entries(f.details);
    return (entries.length ? entries : [['—', f.error] as [string, string]]).map(([field, issue], i) => ({
      key: `${f.row}-${i}`,
      row: f.row,
      email: f.email,
      field: FIELD_LABELS[field] ?? field,
      issue,
    }));
  });
  return (
    <Dialog open={Boolean(result)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('users.results.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'success.main', fontWeight: 600 }}>
          {t('users.results.succeeded', { count: result?.success.length ?? 0 })}
        </Typography>
        <Typography sx={{ color: 'error.main', fontWeight: 600, mb: 2 }}>
          {t('users.results.failed', { count: result?.failures.length ?? 0, text: USERS_MSG.failedRecords })}
        </Typography>
        {wide ? (
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={USERS_MSG.failedRecords} sx={{ '& td, & th': { fontSize: 13 } }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('users.results.row')}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{t('users.results.email')}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{t('users.results.field')}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{t('users.results.issue')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {issues.map((i) => (
                  <TableRow key={i.key}>
                    <TableCell>{i.row}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{i.email}</TableCell>
                    <TableCell>{i.field}</TableCell>
                    <TableCell>{i.issue}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Box component="ul" aria-label={USERS_MSG.failedRecords} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {issues.map((i) => (
              <Box component="li" key={i.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, fontSize: 13 }}>
                <Typography sx={{ fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {`${t('users.results.row')} ${i.row} · ${i.email}`}
                </Typography>
                <Typography sx={{ fontSize: 13 }}>
                  <strong>{i.field}</strong>: {i.issue}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
