import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { useState } from 'react';

export type DealDialogKind = 'form' | 'delete';

export interface DealDialogState {
  kind: DealDialogKind | null;
  deal: Deal | null;
}

/**
 * Which deal dialog is open, and for which deal (none: Add). Closing keeps the deal so the
 * dialog's content does not change while it fades out.
 */
export const useDealDialogs = () => {
  const [state, setState] = useState<DealDialogState>({ kind: null, deal: null });
  const open = (kind: DealDialogKind, deal: Deal | null = null) => setState({ kind, deal });
  const close = () => setState((current) => ({ ...current, kind: null }));
  return { ...state, open, close };
};

/** Opens a dialog for a row's deal (`form` is Edit). */
export type OpenDealDialog = (kind: DealDialogKind, deal: Deal) => void;
