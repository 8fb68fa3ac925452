import { AuthPageLayout } from '../components/auth-page-layout';
import { SignInPanel } from '../components/sign-in-panel';

/** MyVoyce sign-in: the same screens, codes sent for the employee site. */
export function MyLoginRoute() {
  return (
    <AuthPageLayout brand="myvoyce">
      <SignInPanel site="employee" />
    </AuthPageLayout>
  );
}
