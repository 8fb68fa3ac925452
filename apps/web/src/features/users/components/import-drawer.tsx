import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { UpdateIdentifier } from '@voyce/contracts/user-bulk';
import {
  checkCsvFile,
  importedToBulk,
  SAMPLE_CSV,
  SAMPLE_CSV_FILE_NAME,
  type CsvColumnKey,
  type ImportedUser,
} from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { USER_KIND_LABELS, USER_KINDS, type UserKind } from '@voyce/contracts/users';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { addUsers, bulkUpdateUsers, processUsersCsv, type BulkEntity } from '../../../api/users';
import { saveTextFile } from '../csv';
import { ImportPreview } from './import-preview';
import { inFileOrder, withoutRows } from './import-rows';
import { RadioChoice } from './radio-choice';
import { useBulkSubmit } from './use-bulk-submit';

type Props = { kind: UserKind; open: boolean; onClose: () => void };
type Mode = 'add' | 'update' | '';
type Errors = Partial<Record<'userType' | 'mode' | 'file', string>>;

/** Failure rows as the file's line numbers rather than positions in the list sent. */
const toFileRows = (entity: BulkEntity, sent: ImportedUser[]): BulkEntity => ({
  ...entity,
  failures: entity.failures.map((f) => ({ ...f, row: sent[f.row - 1]?.row ?? f.row })),
});

/**
 * Import Users (spec 2 §4, §5): user type, mode, update identifier and one CSV under 5 MB;
 * Start Import parses and checks the file into a preview (every row, each with what is wrong
 * with it) whose rows can be removed; Submit adds or updates them and reports the outcome.
 * Updating changes only the columns the file has, and a blank cell keeps what is stored.
 */
export function ImportDrawer({ kind, open, onClose }: Props) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [userType, setUserType] = useState<UserKind | ''>(kind);
  const [mode, setMode] = useState<Mode>('');
  const [identifier, setIdentifier] = useState<UpdateIdentifier>('email');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [parsing, setParsing] = useState(false);
  const [rows, setRows] = useState<ImportedUser[] | null>(null);
  const [columns, setColumns] = useState<CsvColumnKey[]>([]);
  // The file rows the server refused for an invalid e-mail (still in the grid, with the reason).
  const [refusedRows, setRefusedRows] = useState<ReadonlySet<number>>(new Set());
  const { submit, busy, dialogs } = useBulkSubmit();

  const clearFile = () => {
    setFiles([]);
    setRows(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  useEffect(() => {
    if (!open) return;
    setUserType(kind);
    setMode('');
    setIdentifier('email');
    setErrors({});
    clearFile();
  }, [open, kind]);

  const onFiles = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    setFiles(chosen);
    setErrors((e) => ({ ...e, file: checkCsvFile(chosen) ?? undefined }));
  };

  const start = async () => {
    const next: Errors = {
      userType: userType ? undefined : USERS_MSG.userTypeRequired,
      mode: mode ? undefined : USERS_MSG.importModeRequired,
      file: checkCsvFile(files) ?? undefined,
    };
    setErrors(next);
    if (!userType || !mode || next.file) return;
    setParsing(true);
    try {
      const parsed = await processUsersCsv(organizationId, files[0]!, { mode, identifier, kind: userType });
      notify(USERS_MSG.processedFile, { variant: 'success' });
      // The rows with an invalid e-mail stay in the grid with their reason (the note
      // above it says how many) rather than in a long toast that disappears. A server without
      // refusedRecords still says which, in the toast.
      const refused = parsed.refusedRecords;
      if (!refused && parsed.invalidEmailsCount > 0) {
        notify(USERS_MSG.invalidEmailsFiltered(parsed.invalidEmailsCount, parsed.invalidEmails), { variant: 'warning' });
      }
      setColumns(parsed.columns);
      setRefusedRows(new Set((refused ?? []).map((r) => r.row)));
      setRows(inFileOrder(parsed.finalProcessedRecords, refused ?? []));
    } catch (error) {
      notify(messageOr(error, USERS_MSG.errorProcessingFile), { variant: 'error' });
    } finally {
      setParsing(false);
    }
  };

  const send = () => {
    if (!rows?.length || !userType || !mode) return;
    const sent = rows;
    const users = sent.map(importedToBulk);
    submit({
      run: async (confirm) =>
        toFileRows(
          mode === 'add'
            ? await addUsers(organizationId, userType, users)
            : await bulkUpdateUsers(organizationId, { kind: userType, identifier, users }, confirm),
          sent,
        ),
      success: mode === 'add' ? USERS_MSG.usersAdded : USERS_MSG.usersUpdated,
      fallback: mode === 'add' ? USERS_MSG.errorCreatingUser : USERS_MSG.errorUpdatingUserDetails,
      onAllSuccess: onClose,
      // The person fixes the file and chooses it again; type and mode stay.
      onResultsClosed: clearFile,
    });
  };

  const preview = rows !== null;
  const working = parsing || busy;
  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={working ? undefined : onClose}
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{
          paper: {
            sx: { width: { xs: '90vw', sm: preview ? 'min(1040px, 90vw)' : 400 }, maxWidth: '100vw', borderRadius: 0 },
            'aria-labelledby': titleId,
            role: 'dialog',
          },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Typography id={titleId} variant="h3" component="h2" sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
            {t('users.import.title')}
          </Typography>
          <Box
            sx={[
              { flex: 1, minHeight: 0, px: { xs: 2, sm: 3 }, py: 2.5 },
              // The preview's grid scrolls itself (both ways); the form scrolls as a whole.
              preview
                ? { display: 'flex', flexDirection: 'column', overflow: 'hidden' }
                : { overflowY: 'auto', display: 'grid', gap: 1.5, alignContent: 'start' },
            ]}
          >
            {preview ? (
              <ImportPreview
                rows={rows}
                columns={columns}
                refusedRows={refusedRows}
                onRemove={(removed) => setRows((r) => withoutRows(r ?? [], new Set(removed), mode || 'add', identifier))}
              />
            ) : (
              <>
                <RadioChoice
                  label={t('users.import.userType')}
                  value={userType}
                  options={USER_KINDS.map((k) => ({ value: k, label: USER_KIND_LABELS[k] }))}
                  onChange={(v) => {
                    setUserType(v as UserKind);
                    setErrors((e) => ({ ...e, userType: undefined }));
                  }}
                  error={errors.userType}
                />
                <RadioChoice
                  label={t('users.import.mode')}
                  value={mode}
                  options={(['add', 'update'] as const).map((m) => ({ value: m, label: t(`users.import.modes.${m}`) }))}
                  onChange={(v) => {
                    setMode(v as Mode);
                    setErrors((e) => ({ ...e, mode: undefined }));
                  }}
                  error={errors.mode}
                />
                {mode === 'update' && (
                  <RadioChoice
                    label={t('users.import.identifier')}
                    value={identifier}
                    options={(['email', 'employeeId'] as const).map((i) => ({ value: i, label: t(`users.import.identifiers.${i}`) }))}
                    onChange={(v) => setIdentifier(v as UpdateIdentifier)}
                  />
                )}
                <Box>
                  <Typography
                    component="label"
                    htmlFor={`${titleId}-file`}
                    sx={{ display: 'block', fontSize: 14, color: 'text.secondary', mb: 1 }}
                  >
                    {t('users.import.file')}
                  </Typography>
                  <input
                    ref={fileInput}
                    id={`${titleId}-file`}
                    type="file"
                    accept=".csv,text/csv"
                    multiple
                    hidden
                    onChange={(e) => onFiles(e.target.files)}
                  />
                  <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
                    {t('users.import.chooseFile')}
                  </Button>
                  {files.length > 0 && (
                    <Typography sx={{ fontSize: 13, mt: 1, wordBreak: 'break-all' }}>{files.map((f) => f.name).join(', ')}</Typography>
                  )}
                  <FormHelperText error={Boolean(errors.file)} sx={{ mx: 0, minHeight: 20 }}>
                    {errors.file ?? t('users.import.fileHint')}
                  </FormHelperText>
                </Box>
                <Button
                  variant="text"
                  startIcon={<FileDownloadOutlined />}
                  onClick={() => saveTextFile(SAMPLE_CSV_FILE_NAME, SAMPLE_CSV, { bom: false })}
                  sx={{ justifySelf: 'start' }}
                >
                  {t('users.import.sample')}
                </Button>
              </>
            )}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
            {preview ? (
              <>
                <Button onClick={clearFile} disabled={working} sx={{ mr: 'auto' }}>
                  {t('users.import.back')}
                </Button>
                <Button onClick={onClose} disabled={working}>
                  {t('common.cancel')}
                </Button>
                <Button variant="contained" onClick={send} disabled={working || rows.length === 0}>
                  {t('users.import.submit')}
                </Button>
              </>
            ) : (
              <>
                <Button onClick={onClose} disabled={working}>
                  {t('common.cancel')}
                </Button>
                <Button variant="contained" onClick={() => void start()} disabled={working}>
                  {t('users.import.start')}
                </Button>
              </>
            )}
          </Box>
        </Box>
      </Drawer>
      {dialogs}
    </>
  );
}
