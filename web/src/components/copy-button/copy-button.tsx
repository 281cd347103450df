import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCopy } from './use-copy';

export interface CopyButtonProps {
  /** What is copied, as the toast and the button's name say it ("WordPress Forms URL"). */
  label: string;
  text: string;
}

/** Copies `text`; a check mark for 2 s after it worked. */
export const CopyButton = ({ label, text }: CopyButtonProps) => {
  const { copied, copy } = useCopy(label);
  return (
    <Tooltip title={copied ? 'Copied' : `Copy ${label}`}>
      <IconButton aria-label={`Copy ${label}`} onClick={() => void copy(text)} size="small">
        {copied ? (
          <CheckIcon fontSize="small" color="success" data-testid="copied-check" />
        ) : (
          <ContentCopyIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
};
