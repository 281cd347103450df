import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadAccountsExport } from '../api/download-accounts-export';

/** Export Data: every account as a CSV file, as the server writes it. */
export const ExportDataButton = () => {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const exportData = async () => {
    setPending(true);
    try {
      await downloadAccountsExport();
    } catch (error) {
      toast({
        title: 'Export failed',
        description: errorMessage(error, 'Failed to export the accounts. Please try again.'),
        variant: 'error',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={() => void exportData()}
      loading={pending}
      sx={{ flexShrink: 0 }}
    >
      Export Data
    </Button>
  );
};
