import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { bulkOutcome } from '@voyce/contracts/user-bulk';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError, messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { usersKeys, type BulkEntity } from '../../../api/users';
import { BulkResultsDialog } from './bulk-results-dialog';

export type BulkJob = {
  /** Sends the bulk call; `confirm` is true once the person agreed to a large change. */
  run: (confirm: boolean) => Promise<BulkEntity>;
  success: string;
  fallback: string;
  onAllSuccess: () => void;
  /** After the results dialog of a partial or total failure is closed. */
  onResultsClosed?: () => void;
};

/**
 * Runs a bulk add or update the way spec 2 §4 and §8 say: a 409 CONFIRMATION_REQUIRED asks
 * first and sends again with confirm; all-success toasts and refreshes the list; a partial or
 * total failure toasts its first failure and opens the grouped results dialog.
 */
export function useBulkSubmit() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<{ job: BulkJob; text: string } | null>(null);
  const [results, setResults] = useState<{ job: BulkJob; entity: BulkEntity } | null>(null);

  const send = async (job: BulkJob, confirm: boolean) => {
    setBusy(true);
    try {
      const entity = await job.run(confirm);
      setAsking(null);
      if (bulkOutcome(entity) === 'all-success') {
        notify(job.success, { variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: usersKeys.lists(organizationId) });
        job.onAllSuccess();
      } else {
        notify(entity.failures[0]!.error, { variant: 'error' });
        setResults({ job, entity });
      }
    } catch (error) {
      if (!confirm && isApiError(error) && error.code === ERROR_CODES.confirmationRequired) {
        const details = error.details as { affected?: number; existing?: number } | undefined;
        const text = error.serverMessage ?? USERS_MSG.confirmationRequired(details?.affected ?? 0, details?.existing ?? 0);
        setAsking({ job, text });
      } else {
        setAsking(null);
        notify(messageOr(error, job.fallback), { variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={Boolean(asking)}
        title={t('users.confirmTitle')}
        text={asking?.text ?? ''}
        confirmLabel={t('users.confirmAction')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={() => asking && void send(asking.job, true)}
        onClose={() => setAsking(null)}
      />
      <BulkResultsDialog
        result={results?.entity ?? null}
        onClose={() => {
          results?.job.onResultsClosed?.();
          setResults(null);
        }}
      />
    </>
  );

  return { submit: (job: BulkJob) => void send(job, false), busy, dialogs };
}
