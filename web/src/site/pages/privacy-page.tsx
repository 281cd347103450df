import { PolicyView, policyPage } from '../components/policy-view';
import { PRIVACY_POLICY } from '../content/policies';
import type { SitePage } from '../site-pages';

/** `/privacy`: static text (document 2, "Policy pages"). */
const PrivacyPage = () => <PolicyView policy={PRIVACY_POLICY} />;

export const page: SitePage = policyPage(PRIVACY_POLICY, PrivacyPage);
