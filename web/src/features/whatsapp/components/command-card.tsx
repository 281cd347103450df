import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { WHATSAPP_COMMANDS } from '@salesflow/shared/whatsapp/command-catalogue';
import { useId } from 'react';
import { CopyButton } from '../../../components/copy-button/copy-button';

export type WhatsappCommand = (typeof WHATSAPP_COMMANDS)[number];

const codeSx = {
  fontFamily: 'monospace',
  fontSize: '0.85rem',
  bgcolor: 'action.hover',
  borderRadius: 1,
  px: 1,
  py: 0.5,
  overflowWrap: 'anywhere',
} as const;

/** One command: its syntax, what it does, an example and a copy button for the example. */
export const CommandCard = ({ command }: { command: WhatsappCommand }) => {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {command.command}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {command.description}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          Syntax
        </Typography>
        <Box component="code" sx={codeSx}>
          {command.syntax}
        </Box>
        <Typography variant="caption" color="textSecondary">
          Example
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="code" sx={{ ...codeSx, flex: 1 }}>
            {command.example}
          </Box>
          <CopyButton label={`${command.command} example`} text={command.example} />
        </Box>
      </CardContent>
    </Card>
  );
};
