import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import Stack from '@mui/material/Stack';
import { SimpleTabs } from '../../../components/simple-tabs';
import { BusinessUnitsTab } from '../components/business-units-tab';
import { CompanyProfile } from '../components/company-profile';
import { DepartmentsTab } from '../components/departments-tab';
import { LocationsTab } from '../components/locations-tab';
import { SimpleStructureTab } from '../components/simple-structure-tab';

/** Spec 2 §2: the Organization page's tabs, by their path segment, in order. */
const TABS = {
  profile: { label: 'profile', Page: CompanyProfile },
  departments: { label: 'departments', Page: DepartmentsTab },
  divisions: { label: 'divisions', Page: () => <SimpleStructureTab kind="division" /> },
  designations: { label: 'designations', Page: () => <SimpleStructureTab kind="designation" /> },
  'business-units': { label: 'businessUnits', Page: BusinessUnitsTab },
  locations: { label: 'locations', Page: LocationsTab },
} as const;
type TabId = keyof typeof TABS;
const PANEL_ID = 'organization-panel';

/** /settings/organization/{tab?}: an unknown or missing tab goes to the first one. */
export function OrganizationRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  if (!tab || !(tab in TABS)) return <Navigate to="/settings/organization/profile" replace />;
  const current = tab as TabId;
  const { Page } = TABS[current];
  return (
    <Stack spacing={3}>
      <SimpleTabs
        tabs={Object.entries(TABS).map(([value, { label }]) => ({ value, label: t(`settings.organization.tabs.${label}`) }))}
        value={current}
        onChange={(value) => void navigate(`/settings/organization/${value}`)}
        panelId={PANEL_ID}
        idPrefix="organization-tab"
        label={t('settings.organization.tabsLabel')}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`organization-tab-${current}`}>
        <Page key={current} />
      </div>
    </Stack>
  );
}
