import type { AdminAccount } from '@salesflow/shared/admin/admin.schema';
import { useState } from 'react';

/** Edit (the plan) or Suspend / Reactivate. */
export type AccountDialogKind = 'plan' | 'suspension';

export interface AccountDialogTarget {
  kind: AccountDialogKind;
  account: AdminAccount;
}

/**
 * Which account dialog shows, for which account. The target is kept after it closes so the
 * dialog's text does not change during the closing fade.
 */
export const useAccountDialog = () => {
  const [target, setTarget] = useState<AccountDialogTarget | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    isOpen: (kind: AccountDialogKind) => open && target?.kind === kind,
    show: (kind: AccountDialogKind, account: AdminAccount) => {
      setTarget({ kind, account });
      setOpen(true);
    },
    close: () => setOpen(false),
  };
};
