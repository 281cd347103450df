import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
}

/** The sidebar entries of document 2, in order, with Tasks (follow-ups) after Deals and
 * WhatsApp after Integrations (the spec has neither). */
export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.app.dashboard, icon: SpaceDashboardOutlinedIcon },
  { label: 'Contacts', to: paths.app.contacts, icon: PeopleAltOutlinedIcon },
  { label: 'Deals', to: paths.app.deals, icon: HandshakeOutlinedIcon },
  { label: 'Tasks', to: paths.app.tasks, icon: TaskAltOutlinedIcon },
  { label: 'AI Calling', to: paths.app.aiCalling, icon: SmartToyOutlinedIcon },
  { label: 'Team', to: paths.app.team, icon: GroupsOutlinedIcon },
  { label: 'Integrations', to: paths.app.integrations, icon: ExtensionOutlinedIcon },
  { label: 'WhatsApp', to: paths.app.whatsapp, icon: WhatsAppIcon },
  { label: 'Reports', to: paths.app.reports, icon: AssessmentOutlinedIcon },
  { label: 'Settings', to: paths.app.settings, icon: SettingsOutlinedIcon },
  { label: 'Admin', to: paths.app.admin, icon: AdminPanelSettingsOutlinedIcon },
];
