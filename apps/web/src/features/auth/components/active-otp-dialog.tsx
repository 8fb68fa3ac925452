import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/translate';

// Most sign-ins never see this dialog; loading it on demand keeps the dialog machinery
// out of the /login bundle.
const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

type Props = {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Spec 1 §4: a code was sent in the last 24 hours; ask before replacing it. */
export function ActiveOtpDialog(props: Props) {
  const { t } = useTranslation();
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        {...props}
        title={t('auth.activeOtp.title')}
        text={t('auth.activeOtp.text')}
        confirmLabel={t('auth.activeOtp.confirm')}
        cancelLabel={t('auth.activeOtp.cancel')}
      />
    </Suspense>
  );
}
