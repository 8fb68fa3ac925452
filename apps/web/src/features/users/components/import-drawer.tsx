import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { UserKind } from '@voyce/contracts/users';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ImportFormStep } from './import-form-step';
import { ImportPreview } from './import-preview';
import { useImportDrawer } from './use-import-drawer';

type Props = { kind: UserKind; open: boolean; onClose: () => void };

/**
 * Import Users (spec 2 §4, §5): the form step (user type, mode, update identifier and one CSV
 * under 5 MB); Start Import parses and checks the file into a preview (every row, each with what
 * is wrong with it) whose rows can be removed; Submit adds or updates them and reports the
 * outcome. The steps are import-steps.ts, their calls use-import-drawer.ts.
 */
export function ImportDrawer({ kind, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { state, dispatch, fileInput, working, start, send, clearFile, dialogs } = useImportDrawer({ kind, open, onClose });
  const preview = state.preview;
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
                rows={preview.rows}
                columns={preview.columns}
                refusedRows={preview.refusedRows}
                onRemove={(removed) => dispatch({ type: 'removeRows', rows: removed })}
              />
            ) : (
              <ImportFormStep state={state} dispatch={dispatch} fileInput={fileInput} fileId={`${titleId}-file`} />
            )}
          </Box>
          <ImportActions
            step={preview ? 'preview' : 'form'}
            working={working}
            canSubmit={Boolean(preview?.rows.length)}
            onBack={clearFile}
            onClose={onClose}
            onStart={() => void start()}
            onSubmit={send}
          />
        </Box>
      </Drawer>
      {dialogs}
    </>
  );
}

/** The drawer's buttons: Cancel and Start Import on the form; Back, Cancel and Submit on the preview. */
function ImportActions(p: {
  step: 'form' | 'preview';
  working: boolean;
  canSubmit: boolean;
  onBack: () => void;
  onClose: () => void;
  onStart: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      {p.step === 'preview' && (
        <Button onClick={p.onBack} disabled={p.working} sx={{ mr: 'auto' }}>
          {t('users.import.back')}
        </Button>
      )}
      <Button onClick={p.onClose} disabled={p.working}>
        {t('common.cancel')}
      </Button>
      {p.step === 'preview' ? (
        <Button variant="contained" onClick={p.onSubmit} disabled={p.working || !p.canSubmit}>
          {t('users.import.submit')}
        </Button>
      ) : (
        <Button variant="contained" onClick={p.onStart} disabled={p.working}>
          {t('users.import.start')}
        </Button>
      )}
    </Box>
  );
}
