import { PolicyView, policyPage } from '../components/policy-view';
import { SERVICE_DELIVERY_POLICY } from '../content/policies';
import type { SitePage } from '../site-pages';

/** `/shipping-policy (labelled Service Delivery)`: static text (document 2, "Policy pages"). */
const ServiceDeliveryPage = () => <PolicyView policy={SERVICE_DELIVERY_POLICY} />;

export const page: SitePage = policyPage(SERVICE_DELIVERY_POLICY, ServiceDeliveryPage);
