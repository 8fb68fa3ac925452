import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { UpdateIdentifier } from '@voyce/contracts/user-bulk';
import { SAMPLE_CSV, SAMPLE_CSV_FILE_NAME } from '@voyce/contracts/user-import';
import { USER_KIND_LABELS, USER_KINDS, type UserKind } from '@voyce/contracts/users';
import type { Dispatch, RefObject } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { saveTextFile } from '../csv';
import type { ImportAction, ImportState } from './import-steps';
import { RadioChoice } from '../../../components/radio-choice';

type Props = {
  state: ImportState<File>;
  dispatch: Dispatch<ImportAction<File>>;
  fileInput: RefObject<HTMLInputElement | null>;
  /** The file input's id, for its label. */
  fileId: string;
};

/** The import's first step (spec 2 §5): user type, mode, the update identifier, one CSV file, and the sample. */
export function ImportFormStep({ state, dispatch, fileInput, fileId }: Props) {
  const { t } = useTranslation();
  const { errors, files } = state;
  return (
    <>
      <RadioChoice
        label={t('users.import.userType')}
        value={state.userType}
        options={USER_KINDS.map((k) => ({ value: k, label: USER_KIND_LABELS[k] }))}
        onChange={(v) => dispatch({ type: 'userType', value: v as UserKind })}
        error={errors.userType}
      />
      <RadioChoice
        label={t('users.import.mode')}
        value={state.mode}
        options={(['add', 'update'] as const).map((m) => ({ value: m, label: t(`users.import.modes.${m}`) }))}
        onChange={(v) => dispatch({ type: 'mode', value: v as 'add' | 'update' })}
        error={errors.mode}
      />
      {state.mode === 'update' && (
        <RadioChoice
          label={t('users.import.identifier')}
          value={state.identifier}
          options={(['email', 'employeeId'] as const).map((i) => ({ value: i, label: t(`users.import.identifiers.${i}`) }))}
          onChange={(v) => dispatch({ type: 'identifier', value: v as UpdateIdentifier })}
        />
      )}
      <Box>
        <Typography component="label" htmlFor={fileId} sx={{ display: 'block', fontSize: 14, color: 'text.secondary', mb: 1 }}>
          {t('users.import.file')}
        </Typography>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          multiple
          hidden
          onChange={(e) => dispatch({ type: 'files', files: Array.from(e.target.files ?? []) })}
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
  );
}
