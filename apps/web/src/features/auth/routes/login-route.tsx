import { AuthPageLayout } from '../components/auth-page-layout';
import { SignInPanel } from '../components/sign-in-panel';

export function LoginRoute() {
  return (
    <AuthPageLayout>
      <SignInPanel site="dashboard" />
    </AuthPageLayout>
  );
}
