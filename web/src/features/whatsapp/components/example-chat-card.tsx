import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ExampleChat } from '../utils/example-chats';

/** Read by screen readers only: who says each line. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One scenario as a short chat: your messages on the right, the bot's on the left. */
export const ExampleChatCard = ({ chat }: { chat: ExampleChat }) => {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {chat.title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {chat.situation}
        </Typography>
        <Box
          component="ol"
          aria-label={`${chat.title} chat`}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1.5,
            display: 'grid',
            gap: 1,
            borderRadius: 2,
            bgcolor: '#efeae2',
          }}
        >
          {chat.lines.map((line) => (
            <Box
              component="li"
              key={line.text}
              sx={{
                justifySelf: line.from === 'you' ? 'end' : 'start',
                maxWidth: '85%',
                position: 'relative',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: line.from === 'you' ? '#d9fdd3' : '#ffffff',
                color: '#111b21',
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                fontSize: '0.875rem',
                fontFamily: line.from === 'you' ? 'monospace' : undefined,
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                {line.from === 'you' ? 'You: ' : 'SalesFlow bot: '}
              </Box>
              <WhatsAppText text={line.text} />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};

/** WhatsApp's *bold*, shown as it shows on the phone. */
const WhatsAppText = ({ text }: { text: string }) => (
  <>
    {text.split(/(\*[^*\n]+\*)/).map((part, index) =>
      /^\*[^*]+\*$/.test(part) ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <strong key={index}>{part.slice(1, -1)}</strong>
      ) : (
        part
      ),
    )}
  </>
);
