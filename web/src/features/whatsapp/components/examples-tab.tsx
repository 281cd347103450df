import Box from '@mui/material/Box';
import { EXAMPLE_CHATS } from '../utils/example-chats';
import { ExampleChatCard } from './example-chat-card';

/** Four everyday scenarios, each a short exchange with the bot. */
export const ExamplesTab = () => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
    {EXAMPLE_CHATS.map((chat) => (
      <ExampleChatCard key={chat.title} chat={chat} />
    ))}
  </Box>
);
