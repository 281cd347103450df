import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface TourProgressProps {
  /** One-based step number. */
  number: number;
  total: number;
  onClose: () => void;
}

/** "Step N of 7", the percentage, the close icon and the progress bar of the tour card. */
export const TourProgress = ({ number, total, onClose }: TourProgressProps) => {
  const percent = Math.round((number / total) * 100);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600, flex: 1 }}>
          Step {number} of {total}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {percent}%
        </Typography>
        <IconButton size="small" aria-label="Close tour" onClick={onClose} edge="end">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Tour progress"
        sx={{ height: 6, borderRadius: 3, mt: 0.5, mb: 2 }}
      />
    </>
  );
};
