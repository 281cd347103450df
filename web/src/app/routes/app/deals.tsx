import { useMemo } from 'react';
import { DealsScreen } from '../../../features/deals/components/deals-screen';
import { useLeadRules } from './use-lead-rules';

/**
 * /app/deals: the Deals screen with its table and the drag-and-drop sales pipeline, offering the
 * user only the changes the server allows them (a member: their leads' deals and their own).
 */
export const DealsRoute = () => {
  const { mayChangeDeal, mayChangeLead } = useLeadRules();
  const rules = useMemo(
    () => ({ mayChange: mayChangeDeal, mayLink: mayChangeLead }),
    [mayChangeDeal, mayChangeLead],
  );
  return <DealsScreen rules={rules} />;
};
