export const SUPPORT_EMAIL = 'support@salesflow.app';
export const SALES_EMAIL = 'sales@salesflow.app';
export const PHONE_DISPLAY = '+91 22 4890 1200';
export const PHONE_LINK = 'tel:+912248901200';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'Pricing', href: '/pricing' },
      { label: 'Reviews', href: '/reviews' },
      { label: 'Start Free Trial', href: '/?signup=true' },
      { label: 'Login', href: '/app' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Pricing Policy', href: '/pricing-policy' },
      { label: 'Service Delivery', href: '/shipping-policy' },
      { label: 'Refund Policy', href: '/refund-policy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];

/** Signed in, the way into the app instead of the trial and Login. */
const SIGNED_IN_PRODUCT = {
  title: 'Product',
  links: [
    { label: 'Pricing', href: '/pricing' },
    { label: 'Reviews', href: '/reviews' },
    { label: 'Dashboard', href: '/app' },
  ],
};

/** Every public page's footer: product and policy links, support and sales, "Available 24/7". */
export const SiteFooter = ({ signedIn = false }: { signedIn?: boolean }) => (
  <footer className="site-footer" id="contact">
    <div className="container">
      <div className="footer-grid">
        <div>
          <h3>SalesFlow</h3>
          <p className="muted">
            The sales CRM with AI calling for growing sales teams in India and Asia-Pacific.
          </p>
        </div>
        {(signedIn ? [SIGNED_IN_PRODUCT, ...COLUMNS.slice(1)] : COLUMNS).map((column) => (
          <div key={column.title}>
            <h3>{column.title}</h3>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h3>Talk to us</h3>
          <ul>
            <li>
              Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              Sales: <a href={`mailto:${SALES_EMAIL}`}>{SALES_EMAIL}</a>
            </li>
            <li>
              Phone: <a href={PHONE_LINK}>{PHONE_DISPLAY}</a>
            </li>
            <li className="muted">Available 24/7</li>
            <li>
              <a href="/contact">Contact page</a>
            </li>
          </ul>
        </div>
      </div>
      <p className="footer-bottom muted">© 2026 SalesFlow. All rights reserved.</p>
    </div>
  </footer>
);
