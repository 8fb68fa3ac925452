import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { NAV_AREAS, type NavArea } from './nav-areas';

export { isItemActive } from './nav-areas';

export type NavItem = NavArea & { Icon: SvgIconComponent };

const ICONS: Record<NavArea['labelKey'], SvgIconComponent> = {
  'nav.home': HomeOutlined,
  'nav.reachOut': CampaignOutlined,
  'nav.insights': InsightsOutlined,
  'nav.reports': AssessmentOutlined,
  'nav.settings': SettingsOutlined,
};

/** Spec 2 §2: the sidebar's items, in order, with their icons. */
export const NAV_ITEMS: NavItem[] = NAV_AREAS.map((a) => ({ ...a, Icon: ICONS[a.labelKey] }));
