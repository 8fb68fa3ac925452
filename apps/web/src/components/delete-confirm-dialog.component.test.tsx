// @vitest-environment happy-dom
import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { registerSnackbarHost, type NotifyOptions } from '../lib/notify';
import { renderWithApp } from '../test/render';
import { DeleteConfirmDialog } from './delete-confirm-dialog';

const messages: [string, NotifyOptions | undefined][] = [];
registerSnackbarHost((message, options) => messages.push([message, options]));

/** A list with one row being deleted; `deleteRow` is what the server does with the id. */
function Page({ deleteRow, log }: { deleteRow: (id: string) => Promise<void>; log: string[] }) {
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>({ id: 'r-1', name: 'Auditor' });
  const remove = useMutation({ mutationFn: deleteRow });
  return (
    <>
      <p>{deleting ? `deleting ${deleting.name}` : 'nothing open'}</p>
      <DeleteConfirmDialog
        item={deleting}
        title="Delete role"
        text={`Delete ${deleting?.name ?? ''}?`}
        remove={remove}
        deletedMessage="Role deleted"
        errorMessage="Could not delete"
        onClose={() => {
          log.push('closed');
          setDeleting(null);
        }}
      />
    </>
  );
}

const deleteButton = () => screen.getByRole('button', { name: translate('settings.common.delete') });

describe('DeleteConfirmDialog', () => {
  it('asks with the row named, Cancel taking the first focus, and closes on Cancel without deleting', () => {
    const asked: string[] = [];
    const log: string[] = [];
    renderWithApp(<Page deleteRow={async (id) => void asked.push(id)} log={log} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete role' });
    expect(dialog.textContent).toContain('Delete Auditor?');
    const cancel = screen.getByRole('button', { name: translate('common.cancel') });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(log).toEqual(['closed']);
    expect(asked).toEqual([]);
  });

  it('deletes the row by its id, says so and closes', async () => {
    const asked: string[] = [];
    const log: string[] = [];
    messages.length = 0;
    renderWithApp(<Page deleteRow={async (id) => void asked.push(id)} log={log} />);
    fireEvent.click(deleteButton());
    await waitFor(() => expect(screen.getByText('nothing open')).toBeTruthy());
    expect(asked).toEqual(['r-1']);
    expect(log).toEqual(['closed']);
    await waitFor(() => expect(messages).toEqual([['Role deleted', { variant: 'success' }]]));
  });

  it('when the delete fails: says why, stays open, and the buttons are usable again', async () => {
    const log: string[] = [];
    messages.length = 0;
    renderWithApp(
      <Page
        deleteRow={async () => {
          throw new Error('');
        }}
        log={log}
      />,
    );
    fireEvent.click(deleteButton());
    await waitFor(() => expect(messages).toEqual([['Could not delete', { variant: 'error' }]]));
    expect(log).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Delete role' })).toBeTruthy();
    await waitFor(() => expect(deleteButton()).toHaveProperty('disabled', false));
  });
});
