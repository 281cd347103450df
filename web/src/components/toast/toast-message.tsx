import Typography from '@mui/material/Typography';

export interface ToastMessageProps {
  title: string;
  description?: string | undefined;
}

export const ToastMessage = ({ title, description }: ToastMessageProps) => (
  <>
    <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {description ? (
      <Typography variant="body2" component="p" sx={{ opacity: 0.9, wordBreak: 'break-word' }}>
        {description}
      </Typography>
    ) : null}
  </>
);
