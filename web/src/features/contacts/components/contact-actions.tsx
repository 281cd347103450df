import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useState } from 'react';
import type { OpenContactDialog } from '../hooks/use-contact-dialogs';
import { isIndianContact, MarkDndMenuItem } from './mark-dnd-menu-item';

export interface ContactActionsProps {
  contact: Contact;
  /** WhatsApp is offered on desktop only. */
  showWhatsApp: boolean;
  onAction: OpenContactDialog;
  /** Offered in the menu as "Assign lead" only to those who may assign. */
  onAssign?: ((contact: Contact) => void) | undefined;
  /**
   * Whether the user may change and work this lead (call, email, edit, delete); a teammate's lead
   * a member sees offers none of these (the server would refuse them).
   */
  mayChange?: boolean;
}

export const ContactActions = ({
  contact,
  showWhatsApp,
  onAction,
  onAssign,
  mayChange = true,
}: ContactActionsProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { name } = contact;
  const choose = (kind: 'form' | 'delete') => {
    setAnchor(null);
    onAction(kind, contact);
  };
  if (!mayChange && !onAssign) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.25 }}>
      {mayChange ? (
        <WorkActions contact={contact} showWhatsApp={showWhatsApp} onAction={onAction} />
      ) : null}
      <IconButton
        size="small"
        aria-label={`More actions for ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {mayChange ? (
          <MenuItem onClick={() => choose('form')}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Edit
          </MenuItem>
        ) : null}
        {onAssign ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onAssign(contact);
            }}
          >
            <ListItemIcon>
              <AssignmentIndOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Assign lead
          </MenuItem>
        ) : null}
        {mayChange && isIndianContact(contact) ? (
          <MarkDndMenuItem contact={contact} onDone={() => setAnchor(null)} />
        ) : null}
        {mayChange ? (
          <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Delete
          </MenuItem>
        ) : null}
      </Menu>
    </Box>
  );
};

/** Call, email and (on desktop) WhatsApp: working the lead. */
const WorkActions = ({
  contact,
  showWhatsApp,
  onAction,
}: Pick<ContactActionsProps, 'contact' | 'showWhatsApp' | 'onAction'>) => {
  const { name } = contact;
  return (
    <>
      <Tooltip title="Call">
        <IconButton
          size="small"
          aria-label={`Call ${name}`}
          onClick={() => onAction('call', contact)}
        >
          <PhoneOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* Not "Email …": end-to-end tests find the form's Email field by a substring of its label. */}
      <Tooltip title="Send email">
        <IconButton
          size="small"
          aria-label={`Mail ${name}`}
          onClick={() => onAction('email', contact)}
        >
          <EmailOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {showWhatsApp ? (
        <Tooltip title="WhatsApp">
          <IconButton
            size="small"
            aria-label={`WhatsApp ${name}`}
            onClick={() => onAction('whatsapp', contact)}
            sx={{ color: '#16a34a' }}
          >
            <WhatsAppIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </>
  );
};
