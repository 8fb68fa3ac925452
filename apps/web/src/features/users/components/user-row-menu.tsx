import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { UserKind, UserRow } from '@voyce/contracts/users';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { RegistrationStatusError, useDeleteInvite, useResendInvite, useSetUserDisabled } from '../../../api/users';
import { usePermissions } from '../../../lib/use-permissions';
import { fullName } from '../narrow-users';

type Props = { kind: UserKind; row: UserRow; onEdit: (row: UserRow) => void };

/**
 * Spec 2 §4 row menu: Edit, then by status — Pending: Resend Invite and Delete Invite
 * (confirmed); Active: Deactivate (confirmed); Inactive: Re-Activate.
 */
export function UserRowMenu({ kind, row, onEdit }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'deactivate' | null>(null);
  const resend = useResendInvite();
  const remove = useDeleteInvite();
  const setDisabled = useSetUserDisabled();
  // A role that reads users but may not manage them gets only Edit (its drawer cannot save).
  const mayManage = usePermissions().can('users', 'edit');
  const name = fullName(row) || row.businessEmail;
  const busy = resend.isPending || remove.isPending || setDisabled.isPending;
  const close = () => setAnchor(null);

  const onResend = () => {
    close();
    resend.mutate(
      { kind, email: row.businessEmail },
      {
        onSuccess: (outcome) => {
          if (outcome === 'registration-started') return notify(USERS_MSG.registrationStarted, { variant: 'warning' });
          if (outcome === 'sent-again') notify(USERS_MSG.resendSameLink, { variant: 'info' });
          notify(USERS_MSG.inviteSent, { variant: 'success' });
        },
        onError: (error) =>
          notify(
            error instanceof RegistrationStatusError
              ? messageOr(error.cause, USERS_MSG.registrationStatusFailed)
              : messageOr(error, USERS_MSG.inviteFailed),
            { variant: 'error' },
          ),
      },
    );
  };
  const onDelete = () =>
    remove.mutate(row.businessEmail, {
      onSuccess: () => {
        setConfirm(null);
        notify(USERS_MSG.inviteDeleted, { variant: 'success' });
      },
      onError: (error) => notify(messageOr(error, USERS_MSG.errorUpdatingUserDetails), { variant: 'error' }),
    });
  const onSetDisabled = (disabled: boolean) =>
    setDisabled.mutate(
      { userId: row.userId, disabled },
      {
        onSuccess: () => {
          setConfirm(null);
          notify(disabled ? USERS_MSG.deactivated : USERS_MSG.reactivated, { variant: 'success' });
        },
        onError: (error) => notify(messageOr(error, USERS_MSG.errorUpdatingUserDetails), { variant: 'error' }),
      },
    );

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('users.menu.label', { name })}
        aria-haspopup="menu"
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onEdit(row);
          }}
        >
          {t('users.menu.edit')}
        </MenuItem>
        {mayManage && row.accountStatus === 'pending' && <MenuItem onClick={onResend}>{t('users.menu.resend')}</MenuItem>}
        {mayManage && row.accountStatus === 'pending' && (
          <MenuItem
            onClick={() => {
              close();
              setConfirm('delete');
            }}
            sx={{ color: 'error.main' }}
          >
            {t('users.menu.deleteInvite')}
          </MenuItem>
        )}
        {mayManage && row.accountStatus === 'active' && (
          <MenuItem
            onClick={() => {
              close();
              setConfirm('deactivate');
            }}
            sx={{ color: 'error.main' }}
          >
            {t('users.menu.deactivate')}
          </MenuItem>
        )}
        {mayManage && row.accountStatus === 'inactive' && (
          <MenuItem
            onClick={() => {
              close();
              onSetDisabled(false);
            }}
          >
            {t('users.menu.reactivate')}
          </MenuItem>
        )}
      </Menu>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={USERS_MSG.deleteInviteTitle}
        text={USERS_MSG.deleteInviteConfirm}
        confirmLabel={t('users.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'deactivate'}
        title={t('users.deactivateTitle')}
        text={t('users.deactivateText', { name })}
        confirmLabel={t('users.menu.deactivate')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={setDisabled.isPending}
        onConfirm={() => onSetDisabled(true)}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
