import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { PermissionArea } from '@voyce/contracts/permissions';

export type NavItem = {
  to: string;
  labelKey: 'nav.home' | 'nav.reachOut' | 'nav.insights' | 'nav.reports' | 'nav.settings';
  Icon: SvgIconComponent;
  /** Paths that belong to the item's area, so it stays selected on its detail pages. */
  areas: string[];
  /** The permission its pages need to be seen (settings always has My Account). */
  needs?: PermissionArea;
};

/** Spec 2 §2: the sidebar's items, in order. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.home', Icon: HomeOutlined, areas: ['/dashboard'], needs: 'insights' },
  { to: '/reachouts', labelKey: 'nav.reachOut', Icon: CampaignOutlined, areas: ['/reachouts'], needs: 'reachouts' },
  {
    to: '/insights',
    labelKey: 'nav.insights',
    Icon: InsightsOutlined,
    areas: ['/insights', '/submissions', '/submissions-v1'],
    needs: 'insights',
  },
  { to: '/reports', labelKey: 'nav.reports', Icon: AssessmentOutlined, areas: ['/reports'], needs: 'reports' },
  { to: '/settings', labelKey: 'nav.settings', Icon: SettingsOutlined, areas: ['/settings'] },
];

export function isItemActive(item: NavItem, pathname: string): boolean {
  return item.areas.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
