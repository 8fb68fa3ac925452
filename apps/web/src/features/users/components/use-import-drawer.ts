import { importedToBulk, type ImportedUser } from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { UserKind } from '@voyce/contracts/users';
import { useEffect, useReducer, useRef } from 'react';
import { addUsers, bulkUpdateUsers, processUsersCsv, type BulkEntity } from '../../../api/users';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { formErrors, hasErrors, importReducer, initialImportState, type ImportState } from './import-steps';
import { useBulkSubmit } from './use-bulk-submit';

/** Failure rows as the file's line numbers rather than positions in the list sent. */
const toFileRows = (entity: BulkEntity, sent: ImportedUser[]): BulkEntity => ({
  ...entity,
  failures: entity.failures.map((f) => ({ ...f, row: sent[f.row - 1]?.row ?? f.row })),
});

/**
 * The import drawer's steps (import-steps.ts) and their calls: Start Import parses and checks the
 * file on the server, Submit adds or updates the previewed rows (useBulkSubmit: confirmation,
 * toasts, the results dialog). Updating changes only the columns the file has, and a blank cell
 * keeps what is stored.
 */
export function useImportDrawer({ kind, open, onClose }: { kind: UserKind; open: boolean; onClose: () => void }) {
  const organizationId = useOrganizationId() ?? '';
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(importReducer<File>, kind, (k: UserKind): ImportState<File> => initialImportState(k));
  const { submit, busy, dialogs } = useBulkSubmit();

  // The file input forgets its file too, so choosing the same file again is a change.
  const clearFile = () => {
    dispatch({ type: 'clearFile' });
    if (fileInput.current) fileInput.current.value = '';
  };
  useEffect(() => {
    if (!open) return;
    dispatch({ type: 'opened', kind });
    if (fileInput.current) fileInput.current.value = '';
  }, [open, kind]);

  const start = async () => {
    const { userType, mode, identifier, files } = state;
    dispatch({ type: 'start' });
    if (!userType || !mode || hasErrors(formErrors(state))) return;
    try {
      const parsed = await processUsersCsv(organizationId, files[0]!, { mode, identifier, kind: userType });
      notify(USERS_MSG.processedFile, { variant: 'success' });
      // The rows with an invalid e-mail stay in the grid with their reason (the note
      // above it says how many) rather than in a long toast that disappears. A server without
      // refusedRecords still says which, in the toast.
      if (!parsed.refusedRecords && parsed.invalidEmailsCount > 0) {
        notify(USERS_MSG.invalidEmailsFiltered(parsed.invalidEmailsCount, parsed.invalidEmails), { variant: 'warning' });
      }
      dispatch({ type: 'parsed', response: parsed });
    } catch (error) {
      notify(messageOr(error, USERS_MSG.errorProcessingFile), { variant: 'error' });
      dispatch({ type: 'parseFailed' });
    }
  };

  const send = () => {
    const { userType, mode, identifier, preview } = state;
    if (!preview?.rows.length || !userType || !mode) return;
    const sent = preview.rows;
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

  return { state, dispatch, fileInput, working: state.parsing || busy, start, send, clearFile, dialogs };
}
