import { ContactForm } from '../components/contact-form';
import { SiteLayout } from '../components/site-layout';
import {
  BUSINESS_HOURS,
  CONTACT_METHODS,
  EMERGENCY_NOTE,
  OFFICES,
  RESPONSE_TARGETS,
} from '../content/contact-details';
import type { SitePage } from '../site-pages';

/** `/contact`: how to reach us, the message form, hours, response targets and offices. */
const ContactPage = () => (
  <SiteLayout current="/contact">
    <section className="hero">
      <div className="container narrow">
        <h1>Talk to the SalesFlow team</h1>
        <p className="lead">
          Questions about plans, a demo for your team, help with your account or a partnership: tell
          us, and the right person answers.
        </p>
      </div>
    </section>
    <section className="section" style={{ paddingTop: 0 }}>
      <div className="container">
        <div className="grid">
          {CONTACT_METHODS.map((method) => (
            <div className="card" key={method.title}>
              <h3>{method.title}</h3>
              <p className="muted">{method.text}</p>
              <a href={method.action.href}>{method.action.label}</a>
            </div>
          ))}
        </div>
      </div>
    </section>
    <section className="section section-soft">
      <div className="container preview">
        <ContactForm />
        <div>
          <div className="card">
            <h2>Business hours</h2>
            <ul className="ticks">
              {BUSINESS_HOURS.map((row) => (
                <li key={row.days}>
                  <strong>{row.days}:</strong> {row.hours}
                </li>
              ))}
            </ul>
            <p className="muted">{EMERGENCY_NOTE}</p>
          </div>
          <div className="card" style={{ marginTop: 20 }}>
            <h2>Response times</h2>
            <ul className="ticks">
              {RESPONSE_TARGETS.map((row) => (
                <li key={row.topic}>
                  <strong>{row.topic}:</strong> {row.target}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
    <section className="section">
      <div className="container">
        <div className="section-head">
          <h2>Our offices</h2>
        </div>
        <div className="grid">
          {OFFICES.map((office) => (
            <div className="card" key={office.city}>
              <h3>{office.city}</h3>
              <p className="muted">{office.address}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  </SiteLayout>
);

export const page: SitePage = {
  head: {
    title: 'Contact SalesFlow · Sales, support and partnerships',
    description:
      'Reach the SalesFlow team by email, phone or live chat, or send a message: sales answers within 2 hours. Offices in Mumbai, Bangalore, Delhi and Singapore.',
  },
  Component: ContactPage,
};
