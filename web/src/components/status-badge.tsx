import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { capitalise, statusTone } from '@salesflow/shared/contacts/score-band';

export interface StatusBadgeProps {
  status: string;
}

/** Hot green, warm yellow, cold and anything else gray; the label capitalised. */
export const StatusBadge = ({ status }: StatusBadgeProps) => {
  const tone = statusTone(status);
  return (
    <Chip
      label={capitalise(status)}
      size="small"
      sx={(theme) =>
        tone === 'default'
          ? { bgcolor: 'grey.100', color: 'grey.700', fontWeight: 600 }
          : {
              bgcolor: alpha(theme.palette[tone].main, 0.14),
              color: theme.palette[tone].dark,
              fontWeight: 600,
            }
      }
    />
  );
};
