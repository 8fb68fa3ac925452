import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { CsvColumnKey, ImportedUser } from '@voyce/contracts/user-import';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ImportGrid } from './import-grid';
import { saveTextFile } from '../csv';
import { hasIssues, PROBLEMS_CSV_FILE_NAME, problemsCsv } from './import-rows';
import { ToggleSwitch } from '../../../components/toggle-switch';

type Props = {
  rows: readonly ImportedUser[];
  columns: readonly CsvColumnKey[];
  /** The file rows refused for an invalid e-mail: in the grid with their reason, counted in a note. */
  refusedRows: ReadonlySet<number>;
  /** Removes these file rows from the import. */
  onRemove: (rows: number[]) => void;
};

/**
 * Spec 2 §4: the parsed file, every row of it, whose rows can be removed before Submit. Rows the
 * add or update call would refuse say why in the row; they can be shown alone and removed at
 * once, and downloaded as a CSV of problems. Rows the server refused for an invalid e-mail stay
 * in the grid with their reason. Every row left is sent on Submit: one with problems
 * comes back as a failure in the results dialog unless the file is fixed and chosen again.
 */
export function ImportPreview({ rows, columns, refusedRows, onRemove }: Props) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const withErrors = useMemo(() => rows.filter(hasIssues), [rows]);
  const refused = useMemo(() => rows.reduce((n, r) => n + (refusedRows.has(r.row) ? 1 : 0), 0), [rows, refusedRows]);
  const errorsOnly = onlyErrors && withErrors.length > 0;
  const shown = errorsOnly ? withErrors : rows;
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('users.import.noRows')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: '1 1 auto', minHeight: 0 }}>
      <Box aria-live="polite">
        <Typography sx={{ fontWeight: 600 }}>{t('users.import.preview', { count: rows.length })}</Typography>
        {withErrors.length > 0 && (
          <Typography sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'error.dark', fontSize: 13, mt: 0.5 }}>
            <ErrorOutlineOutlined fontSize="small" color="error" aria-hidden />
            {t('users.import.errorsSummary', { count: withErrors.length })}
          </Typography>
        )}
        {refused > 0 && (
          <Typography sx={{ color: 'text.secondary', fontSize: 13, mt: 0.5, pl: 3.5 }}>
            {t('users.import.refusedNote', { count: refused })}
          </Typography>
        )}
      </Box>
      {withErrors.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          <FormControlLabel
            control={<ToggleSwitch size="small" checked={errorsOnly} onChange={(e) => setOnlyErrors(e.target.checked)} />}
            label={t('users.import.onlyErrors', { count: withErrors.length, total: rows.length })}
            sx={{ ml: -0.5, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
          />
          <Button
            size="small"
            color="error"
            startIcon={<DeleteSweepOutlined />}
            onClick={() => {
              setOnlyErrors(false);
              onRemove(withErrors.map((u) => u.row));
            }}
          >
            {t('users.import.removeErrors', { count: withErrors.length })}
          </Button>
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => saveTextFile(PROBLEMS_CSV_FILE_NAME, problemsCsv(rows))}>
            {t('users.import.downloadProblems')}
          </Button>
        </Box>
      )}
      <ImportGrid
        // A new list (all rows or only those with errors) starts at its top.
        key={errorsOnly ? 'errors' : 'all'}
        rows={shown}
        columns={columns}
        label={t('users.import.gridLabel', { count: shown.length })}
        onRemove={(u) => onRemove([u.row])}
      />
    </Box>
  );
}
