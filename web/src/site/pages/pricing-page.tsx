import { useState } from 'react';
import { BillingDetailsDialog } from '../components/billing-details-dialog';
import { PriceCard } from '../components/price-card';
import { SiteLayout } from '../components/site-layout';
import { SiteToasts, useSiteToasts } from '../components/site-toasts';
import { type BillingCycle, CORE_FEATURES, FAQ, PLANS, planChoice } from '../content/pricing';
import type { SitePage } from '../site-pages';
import { usePlanUpgrade } from '../utils/use-plan-upgrade';

/**
 * /pricing (document 2, "Pricing page"): plans from the plan table, monthly or annual; a visitor
 * is sent to sign up, a signed-in owner upgrades (through Razorpay Checkout when it is paid, after
 * saying where they are billed), anyone else is told who can. The page is built as HTML for a
 * visitor; once its script runs it asks who is signed in.
 */
const PricingPage = () => {
  const { toasts, show, dismiss } = useSiteToasts();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const { viewer, pending, billing, choose, pay, closeBilling } = usePlanUpgrade(cycle, show);
  const signedIn = Boolean(viewer);

  return (
    <SiteLayout current="/pricing" signedIn={signedIn}>
      <section className="hero">
        <div className="container narrow">
          <h1>Simple pricing that grows with your team</h1>
          <p className="lead">Start with a 14-day free trial. No credit card required.</p>
          <div className="cycle-toggle">
            <fieldset className="segmented" aria-label="Billing period">
              {(['monthly', 'annual'] as const).map((value) => (
                <button
                  type="button"
                  key={value}
                  aria-pressed={cycle === value}
                  onClick={() => setCycle(value)}
                >
                  {value === 'monthly' ? 'Monthly' : 'Annual'}
                </button>
              ))}
            </fieldset>
            <span className="badge badge-success">Save 30%</span>
          </div>
        </div>
      </section>
      <section className="section" style={{ paddingTop: 0 }}>
        <div className="container price-grid">
          {PLANS.map((entry) => (
            <PriceCard
              key={entry.id}
              plan={entry}
              cycle={cycle}
              busy={pending !== null}
              choice={planChoice(entry, cycle, viewer ?? null, pending)}
              onChoose={() => choose(entry)}
            />
          ))}
        </div>
      </section>
      <section className="section section-soft">
        <div className="container">
          <h2 className="center">Every plan includes</h2>
          <div className="grid">
            {CORE_FEATURES.map((feature) => (
              <div className="card" key={feature.title}>
                <h3>{feature.title}</h3>
                <p className="muted">{feature.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          <h2 className="center">Frequently asked questions</h2>
          <div className="faq">
            {FAQ.map((entry) => (
              <details key={entry.question}>
                <summary>{entry.question}</summary>
                <p className="muted faq-answer">{entry.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
      {signedIn ? null : (
        <section className="section center">
          <div className="container narrow">
            <h2>Ready to close more deals?</h2>
            <a className="button button-primary button-large" href="/?signup=true">
              Start Free Trial
            </a>
            <p className="note">No credit card required • 14-day free trial • Cancel anytime</p>
          </div>
        </section>
      )}
      {billing ? (
        <BillingDetailsDialog
          open
          initial={billing.initial}
          errors={billing.errors}
          busy={pending !== null}
          onSubmit={pay}
          onClose={closeBilling}
        />
      ) : null}
      <SiteToasts toasts={toasts} onDismiss={dismiss} />
    </SiteLayout>
  );
};

export const page: SitePage = {
  head: {
    title: 'Pricing · SalesFlow',
    description:
      'SalesFlow plans from $19 a month: contacts, deal pipeline, AI calling and WhatsApp for sales teams. 14-day free trial, no credit card.',
  },
  Component: PricingPage,
};
