import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';

export interface ExportButtonProps {
  exporting: boolean;
  /** Rows gathered so far while exporting. */
  progress: number | null;
  onExport: () => void;
}

/** "Export" for a list's CSV; while it gathers the pages it is disabled and counts the rows. */
export const ExportButton = ({ exporting, progress, onExport }: ExportButtonProps) => (
  <Button
    variant="outlined"
    startIcon={<FileDownloadOutlinedIcon />}
    onClick={onExport}
    disabled={exporting}
    aria-busy={exporting}
    sx={{ flexShrink: 0 }}
  >
    {exporting ? `Exporting ${(progress ?? 0).toLocaleString('en-US')}…` : 'Export'}
  </Button>
);
