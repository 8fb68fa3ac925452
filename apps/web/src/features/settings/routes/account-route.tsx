import Stack from '@mui/material/Stack';
import { LeaderDigestSetting } from '../components/leader-digest-setting';
import { UpdatePasswordForm } from '../components/update-password-form';
import { UserProfileForm } from '../components/user-profile-form';

/** My Account (spec 2 §2): the User Profile and Update Password forms, and the weekly digest switch. */
export function AccountRoute() {
  return (
    <Stack spacing={3}>
      <UserProfileForm />
      <UpdatePasswordForm />
      <LeaderDigestSetting />
    </Stack>
  );
}
