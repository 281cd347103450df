import { DealsScreen } from '../../../features/deals/components/deals-screen';

/** /app/deals: the Deals screen with its table and the drag-and-drop sales pipeline. */
export const DealsRoute = () => <DealsScreen />;
