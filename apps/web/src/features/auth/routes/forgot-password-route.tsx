import { AuthPageLayout } from '../components/auth-page-layout';
import { ForgotPasswordFlow } from '../components/forgot-password-flow';

export function ForgotPasswordRoute() {
  return (
    <AuthPageLayout>
      <ForgotPasswordFlow site="dashboard" loginPath="/login" />
    </AuthPageLayout>
  );
}
