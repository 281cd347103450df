import { createTheme } from '@mui/material/styles';
import {
  MOBILE_BREAKPOINT_PX,
  TOOLTIP_ENTER_DELAY_MS,
  TOOLTIP_ENTER_NEXT_DELAY_MS,
} from '../config/constants';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  // `md` is the 768 px mobile breakpoint of the spec, so `down('md')` means mobile everywhere.
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#ffffff' },
    secondary: { main: '#0ea5e9' },
    success: { main: '#16a34a' },
    // Warm leads and mid scores are yellow in the spec.
    warning: { main: '#ca8a04' },
    error: { main: '#dc2626' },
    background: { default: '#f8fafc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#64748b' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700, fontSize: '1.75rem', letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: {
      defaultProps: {
        enterDelay: TOOLTIP_ENTER_DELAY_MS,
        enterNextDelay: TOOLTIP_ENTER_NEXT_DELAY_MS,
        arrow: true,
      },
    },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e2e8f0' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTableCell: {
      styleOverrides: {
        head: {
          fontWeight: 600,
          color: '#64748b',
          fontSize: '0.75rem',
          textTransform: 'uppercase',
        },
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});
