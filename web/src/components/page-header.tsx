import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIsMobile } from '../lib/use-is-mobile';

export interface PageHeaderProps {
  title: string;
  subtitle?: string | undefined;
  /** Label of the add button; on small screens it reads "Add" (its accessible name stays whole). */
  addLabel?: string;
  onAdd?: () => void;
  /** Another button (or group) in the add button's place, such as an export. */
  action?: ReactNode;
}

export const PageHeader = ({ title, subtitle, addLabel, onAdd, action }: PageHeaderProps) => {
  const isMobile = useIsMobile();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <title>{`${title} · SalesFlow`}</title>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {addLabel && onAdd ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onAdd}
          aria-label={addLabel}
          sx={{ flexShrink: 0 }}
        >
          {isMobile ? 'Add' : addLabel}
        </Button>
      ) : (
        action
      )}
    </Box>
  );
};
