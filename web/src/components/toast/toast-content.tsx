import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { type CustomContentProps, SnackbarContent, useSnackbar } from 'notistack';
import type { Ref } from 'react';
import { TOAST_MAX_WIDTH_PX } from '../../config/constants';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

export type ToastContentProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

const accent = (variant: CustomContentProps['variant']): string =>
  variant === 'error' ? 'error.main' : variant === 'success' ? 'success.main' : 'primary.main';

/** notistack has no MUI peer: this renders every toast as a themed card with a close button. */
export const ToastContent = ({
  id,
  message,
  variant,
  action,
  style,
  className,
  ref,
}: ToastContentProps) => {
  const { closeSnackbar } = useSnackbar();
  const swipe = useSwipeToDismiss(() => closeSnackbar(id));
  return (
    <SnackbarContent
      ref={ref}
      style={style}
      className={className}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <Paper
        elevation={6}
        {...swipe.handlers}
        style={{
          transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
          opacity: swipe.offset ? Math.max(0.3, 1 - swipe.offset / 200) : undefined,
        }}
        sx={{
          touchAction: 'pan-y',
          width: '100%',
          maxWidth: TOAST_MAX_WIDTH_PX,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          py: 1.5,
          pl: 2,
          pr: 1,
          borderLeft: 4,
          borderColor: accent(variant),
          ...(variant === 'error' && { bgcolor: 'error.main', color: 'error.contrastText' }),
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>{message}</Box>
        {typeof action === 'function' ? action(id) : action}
        <IconButton
          size="small"
          color="inherit"
          aria-label="Dismiss notification"
          data-toast-close=""
          onClick={() => closeSnackbar(id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </SnackbarContent>
  );
};
