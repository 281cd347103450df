import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

export interface ManagedSettingsFormProps {
  /** Admins and the owner save; everyone else sees the form read-only, told why. */
  canManage: boolean;
  /** What only they may change: "the calling rules". */
  what: string;
  /** The save's error that names no field. */
  formError: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A settings form only admins and the owner save: the read-only note and the form's error first. */
export const ManagedSettingsForm = ({
  canManage,
  what,
  formError,
  onSubmit,
  children,
}: ManagedSettingsFormProps) => (
  <Box component="form" onSubmit={onSubmit} noValidate>
    {canManage ? null : (
      <Alert severity="info" sx={{ mb: 2 }}>
        Only admins and the owner can change {what}.
      </Alert>
    )}
    {formError ? (
      <Alert severity="error" sx={{ mb: 2 }}>
        {formError}
      </Alert>
    ) : null}
    {children}
  </Box>
);
