import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import Box from '@mui/material/Box';
import type { TourStepId } from '../utils/tour-steps';

const ICONS = {
  welcome: RocketLaunchOutlinedIcon,
  dashboard: SpaceDashboardOutlinedIcon,
  contacts: PeopleAltOutlinedIcon,
  deals: HandshakeOutlinedIcon,
  'ai-calling': SmartToyOutlinedIcon,
  integrations: ExtensionOutlinedIcon,
  complete: CelebrationOutlinedIcon,
} as const;

export interface TourStepIconProps {
  id: TourStepId;
}

export const TourStepIcon = ({ id }: TourStepIconProps) => {
  const Icon = ICONS[id];
  return (
    <Box
      aria-hidden
      sx={{
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.contrastText',
        background: 'linear-gradient(135deg, #4f46e5 0%, #0ea5e9 100%)',
      }}
    >
      <Icon />
    </Box>
  );
};
