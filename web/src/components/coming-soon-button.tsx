import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export interface ComingSoonButtonProps extends Omit<ButtonProps, 'disabled' | 'onClick'> {
  /** Why the button cannot be used yet, shown as its tooltip. */
  reason: string;
}

/**
 * An action whose feature lands later: shown disabled, with a tooltip that says so, so it is not
 * a dead button. It uses aria-disabled rather than `disabled` so it stays focusable and hoverable,
 * which is what lets keyboard and mouse users see the tooltip.
 */
export const ComingSoonButton = ({ reason, children, sx, ...props }: ComingSoonButtonProps) => (
  <Tooltip title={reason} describeChild>
    <Button
      {...props}
      aria-disabled="true"
      className="Mui-disabled"
      disableRipple
      sx={[
        { '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Button>
  </Tooltip>
);
