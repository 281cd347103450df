import { PricingPage } from '../../features/marketing/components/pricing-page';

/** `/pricing`: public; the plan buttons read as the spec says for visitors and signed-in users. */
export const PricingRoute = () => <PricingPage />;
