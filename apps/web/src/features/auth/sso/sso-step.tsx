import type { SiteTarget } from '@voyce/contracts/common';
import { useState } from 'react';
import { startSso } from '../../../api/sso';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { EmailStep } from '../components/email-step';

type Props = { site: SiteTarget; onBack: () => void };

/**
 * "Sign in with SSO": the work e-mail, whose domain names the organization; then the browser
 * goes to its identity provider. Loaded when chosen, so /login's first download stays as it was.
 */
export function SsoStep({ site, onBack }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async (email: string) => {
    setPending(true);
    setFailure(null);
    try {
      await startSso(email, site);
      // The browser is on its way to the provider: the button stays busy until the page goes.
    } catch (error) {
      setFailure(messageOr(error, t('errors.genericError')));
      setPending(false);
    }
  };
  return (
    <EmailStep
      title={t('auth.sso.title')}
      subtitle={t('auth.sso.subtitle')}
      submitLabel={t('auth.sso.submit')}
      pending={pending}
      onSubmit={(email) => void start(email)}
      onBack={onBack}
      footer={failure && <ErrorMessage>{failure}</ErrorMessage>}
    />
  );
}
