import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InsightCalloutProps {
  /** success, warning, info, or anything else (the error styling). */
  type: string;
  title: string;
  message: string;
  /** An optional action under the message. */
  action?: ReactNode;
  /** A small label above the title (the analytics panel names the rule). */
  overline?: string;
}

const STYLES = {
  success: { tone: 'success', Icon: CheckCircleOutlinedIcon },
  warning: { tone: 'warning', Icon: WarningAmberOutlinedIcon },
  info: { tone: 'info', Icon: InfoOutlinedIcon },
  other: { tone: 'error', Icon: ErrorOutlinedIcon },
} as const;

const styleOf = (type: string) =>
  type === 'success' || type === 'warning' || type === 'info' ? STYLES[type] : STYLES.other;

/** One AI insight: each type has its own colour and icon (document 1, "Dashboard"). */
export const InsightCallout = ({ type, title, message, action, overline }: InsightCalloutProps) => {
  const { tone, Icon } = styleOf(type);
  return (
    <Box
      data-insight-type={tone === 'error' ? 'other' : tone}
      sx={(theme) => ({
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: alpha(theme.palette[tone].main, 0.3),
        bgcolor: alpha(theme.palette[tone].main, 0.06),
      })}
    >
      <Icon sx={{ color: `${tone}.main`, mt: 0.25 }} aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {overline ? (
          <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.6 }}>
            {overline}
          </Typography>
        ) : null}
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
          {message}
        </Typography>
        {action ? <Box sx={{ mt: 0.75 }}>{action}</Box> : null}
      </Box>
    </Box>
  );
};
