import { AuthPageLayout } from '../components/auth-page-layout';
import { ForgotPasswordFlow } from '../components/forgot-password-flow';

/** MyVoyce password reset: reset mail for the employee site, then back to its sign-in. */
export function MyForgotPasswordRoute() {
  return (
    <AuthPageLayout brand="myvoyce">
      <ForgotPasswordFlow site="employee" loginPath="/my/login" />
    </AuthPageLayout>
  );
}
