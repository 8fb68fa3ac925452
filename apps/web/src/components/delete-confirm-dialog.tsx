import { useTranslation } from '../i18n/translate';
import { messageOr } from '../lib/api-error';
import { notify } from '../lib/notify';
import { ConfirmDialog } from './confirm-dialog';

/** A delete mutation by id, as the api/ hooks return it. */
type Remove = {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

/**
 * "Delete …?" for a row of a settings list, open while `item` is set. Confirming deletes it with
 * `remove`: when that succeeds it says `deletedMessage` and closes; when it fails it says why
 * (or `errorMessage`) and stays open, so the leader can try again or cancel.
 */
export function DeleteConfirmDialog({
  item,
  title,
  text,
  remove,
  deletedMessage,
  errorMessage,
  onClose,
}: {
  item: { id: string } | null;
  title: string;
  text: string;
  remove: Remove;
  deletedMessage: string;
  errorMessage: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={Boolean(item)}
      title={title}
      text={text}
      confirmLabel={t('settings.common.delete')}
      cancelLabel={t('common.cancel')}
      destructive
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            notify(deletedMessage, { variant: 'success' });
            onClose();
          },
          onError: (e) => notify(messageOr(e, errorMessage), { variant: 'error' }),
        });
      }}
    />
  );
}
