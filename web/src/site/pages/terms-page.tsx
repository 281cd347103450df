import { PolicyView, policyPage } from '../components/policy-view';
import { TERMS } from '../content/policies';
import type { SitePage } from '../site-pages';

/** `/terms`: static text (document 2, "Policy pages"). */
const TermsPage = () => <PolicyView policy={TERMS} />;

export const page: SitePage = policyPage(TERMS, TermsPage);
