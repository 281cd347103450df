import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense } from 'react';

export interface RetryAlertProps {
  onRetry: () => void;
  sx?: SxProps<Theme>;
  /** What failed. */
  children: ReactNode;
}

// MUI's Alert loads with the first failure, not with every first screen that might show one.
const View = lazy(async () => ({ default: (await import('./retry-alert-view')).RetryAlertView }));

/** A failed load, said in an error alert with a "Try again" button. */
export const RetryAlert = (props: RetryAlertProps) => (
  <Suspense fallback={null}>
    <View {...props} />
  </Suspense>
);
