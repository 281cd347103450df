import { SiteLayout } from '../components/site-layout';
import type { SitePage } from '../site-pages';

/** Any path that is no page (document 2, routing: 'Page Not Found'). */
const NotFoundPage = () => (
  <SiteLayout>
    <section className="hero">
      <div className="container narrow">
        <h1>Page Not Found</h1>
        <p className="lead">The page you are looking for does not exist or has moved.</p>
        <div className="hero-actions">
          <a className="button button-primary" href="/">
            Back to Home
          </a>
          <a className="button button-outline" href="/contact">
            Contact us
          </a>
        </div>
      </div>
    </section>
  </SiteLayout>
);

export const page: SitePage = {
  head: {
    title: 'Page Not Found · SalesFlow',
    description: 'This page does not exist. Find SalesFlow’s plans, reviews and contact details.',
    noIndex: true,
  },
  Component: NotFoundPage,
};
