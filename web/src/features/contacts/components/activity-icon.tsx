import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import type { ActivityType } from '@salesflow/shared/activities/activity.schema';

const ICONS: Record<ActivityType, typeof EditOutlinedIcon> = {
  contact_created: PersonAddAlt1OutlinedIcon,
  contact_updated: EditOutlinedIcon,
  deal_created: HandshakeOutlinedIcon,
  deal_updated: HandshakeOutlinedIcon,
  deal_stage_changed: HandshakeOutlinedIcon,
  deal_deleted: HandshakeOutlinedIcon,
  call: PhoneOutlinedIcon,
  demo_call: PhoneOutlinedIcon,
  email: EmailOutlinedIcon,
  whatsapp: WhatsAppIcon,
  note: StickyNote2OutlinedIcon,
};

export interface ActivityIconProps {
  type: ActivityType;
}

export const ActivityIcon = ({ type }: ActivityIconProps) => {
  const Icon = ICONS[type] ?? StickyNote2OutlinedIcon;
  return (
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(79, 70, 229, 0.1)',
        color: 'primary.main',
      }}
    >
      <Icon sx={{ fontSize: 18 }} />
    </Box>
  );
};
