import { PolicyView, policyPage } from '../components/policy-view';
import { PRICING_POLICY } from '../content/policies';
import type { SitePage } from '../site-pages';

/** `/pricing-policy`: static text (document 2, "Policy pages"). */
const PricingPolicyPage = () => <PolicyView policy={PRICING_POLICY} />;

export const page: SitePage = policyPage(PRICING_POLICY, PricingPolicyPage);
