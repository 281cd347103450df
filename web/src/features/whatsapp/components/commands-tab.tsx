import Box from '@mui/material/Box';
import { WHATSAPP_COMMANDS } from '@salesflow/shared/whatsapp/command-catalogue';
import { CommandCard } from './command-card';

/** The six commands, two a row on wide screens. */
export const CommandsTab = () => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
    {WHATSAPP_COMMANDS.map((command) => (
      <CommandCard key={command.command} command={command} />
    ))}
  </Box>
);
