import { PolicyView, policyPage } from '../components/policy-view';
import { REFUND_POLICY, REFUND_TIMES } from '../content/policies';
import type { SitePage } from '../site-pages';

/** `/refund-policy`: the policy, then the table of refund times by payment method. */
const RefundPolicyPage = () => (
  <PolicyView policy={REFUND_POLICY}>
    <h2>Refund times by payment method</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">Payment method</th>
          <th scope="col">Refund time</th>
        </tr>
      </thead>
      <tbody>
        {REFUND_TIMES.map((row) => (
          <tr key={row.method}>
            <td>{row.method}</td>
            <td>{row.time}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </PolicyView>
);

export const page: SitePage = policyPage(REFUND_POLICY, RefundPolicyPage);
