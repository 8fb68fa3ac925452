import Stack from '@mui/material/Stack';
import { USER_KINDS, type UserKind } from '@voyce/contracts/user-kinds';
import { useTranslation } from '../../../i18n/translate';
import { Navigate, useNavigate, useParams } from 'react-router';
import { SimpleTabs } from '../../../components/simple-tabs';
import { UsersTab } from '../components/users-tab';

const PANEL_ID = 'users-panel';

/** /settings/users/{tab}: MyVoyce (employees) and Blyndspot (admins); an unknown tab goes to the first. */
export function UsersRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  if (!tab || !(USER_KINDS as readonly string[]).includes(tab)) return <Navigate to={`/settings/users/${USER_KINDS[0]}`} replace />;
  const kind = tab as UserKind;
  return (
    <Stack spacing={3}>
      <SimpleTabs
        tabs={USER_KINDS.map((k) => ({ value: k, label: t(`users.tabs.${k}`) }))}
        value={kind}
        onChange={(value) => void navigate(`/settings/users/${value}`)}
        panelId={PANEL_ID}
        idPrefix="users-tab"
        label={t('users.tabsLabel')}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`users-tab-${kind}`}>
        {/* A tab of its own: selection, drawers and dialogs start afresh. */}
        <UsersTab key={kind} kind={kind} />
      </div>
    </Stack>
  );
}
