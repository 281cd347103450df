import { useEffect, useState } from 'react';
import { FeatureTabs } from '../components/feature-tabs';
import { PlanSummary } from '../components/plan-summary';
import { ReviewCard } from '../components/review-card';
import { SignupDialog } from '../components/signup-dialog';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { FINAL_CTA, HERO, PROBLEMS, STATS } from '../content/landing-content';
import { TESTIMONIALS } from '../content/testimonials';
import type { SitePage } from '../site-pages';
import { signupRequest } from '../utils/signup-request';

/** `/` for visitors: hero, problem, features, benefits, plans, testimonials, call to action. */
const HomePage = () => {
  const [signup, setSignup] = useState<{ open: boolean; planName: string | null }>({
    open: false,
    planName: null,
  });
  // The signup entry: /?signup=true (from the pricing and reviews pages) opens the dialog.
  useEffect(() => {
    const request = signupRequest(window.location.search);
    if (request) setSignup({ open: true, planName: request.planName });
  }, []);
  const startTrial = () => setSignup({ open: true, planName: null });
  return (
    <>
      <SiteHeader landing={{ onStartTrial: startTrial }} />
      <main>
        <section className="hero">
          <div className="container narrow">
            <span className="eyebrow">AI-powered sales CRM</span>
            <h1>{HERO.title}</h1>
            <p className="lead">{HERO.subtitle}</p>
            <div className="hero-actions">
              <button
                type="button"
                className="button button-primary button-large"
                onClick={startTrial}
              >
                Start Free Trial
              </button>
              <a className="button button-outline button-large" href="#features">
                See how it works
              </a>
            </div>
            <p className="note">{HERO.note}</p>
          </div>
        </section>
        <section className="section section-soft" aria-labelledby="problem-title">
          <div className="container">
            <div className="section-head">
              <span className="eyebrow">The problem</span>
              <h2 id="problem-title">Leads go cold while your team chases them</h2>
            </div>
            <div className="grid">
              {PROBLEMS.map((problem) => (
                <div className="card" key={problem.title}>
                  <h3>{problem.title}</h3>
                  <p className="muted">{problem.text}</p>
                </div>
              ))}
            </div>
          </div>
        </section>
        <section className="section" id="features" aria-labelledby="features-title">
          <div className="container">
            <div className="section-head">
              <span className="eyebrow">Features</span>
              <h2 id="features-title">Everything from first touch to closed deal</h2>
            </div>
            <FeatureTabs />
          </div>
        </section>
        <section className="section section-soft" aria-labelledby="benefits-title">
          <div className="container">
            <div className="section-head">
              <h2 id="benefits-title">What teams get from SalesFlow</h2>
            </div>
            <div className="grid center">
              {STATS.map((stat) => (
                <div key={stat.label}>
                  <div className="stat-value">{stat.value}</div>
                  <div className="muted">{stat.label}</div>
                </div>
              ))}
            </div>
          </div>
        </section>
        <section className="section" id="pricing" aria-labelledby="pricing-title">
          <div className="container">
            <div className="section-head">
              <span className="eyebrow">Pricing</span>
              <h2 id="pricing-title">Plans for two-person shops to large teams</h2>
              <p className="muted">
                Annual billing saves 30%. Every plan starts with a free trial.
              </p>
            </div>
            <PlanSummary />
            <p className="center" style={{ marginTop: 24 }}>
              <a className="button button-outline" href="/pricing">
                Compare plans
              </a>
            </p>
          </div>
        </section>
        <section
          className="section section-soft"
          id="testimonials"
          aria-labelledby="testimonials-title"
        >
          <div className="container">
            <div className="section-head">
              <span className="eyebrow">Testimonials</span>
              <h2 id="testimonials-title">Sales teams across Asia-Pacific rely on SalesFlow</h2>
            </div>
            <div className="grid">
              {TESTIMONIALS.slice(0, 3).map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </div>
            <p className="center" style={{ marginTop: 24 }}>
              <a href="/reviews">Read all {TESTIMONIALS.length} reviews</a>
            </p>
          </div>
        </section>
        <section className="section center" aria-labelledby="cta-title">
          <div className="container narrow">
            <h2 id="cta-title">{FINAL_CTA.title}</h2>
            <p className="lead muted">{FINAL_CTA.text}</p>
            <button
              type="button"
              className="button button-primary button-large"
              onClick={startTrial}
            >
              Start Free Trial
            </button>
            <p className="note">{HERO.note}</p>
          </div>
        </section>
      </main>
      <SiteFooter />
      <SignupDialog
        open={signup.open}
        planName={signup.planName}
        onClose={() => setSignup({ open: false, planName: null })}
      />
    </>
  );
};

export const page: SitePage = {
  head: {
    title: 'SalesFlow · The sales CRM that calls your leads for you',
    description:
      'SalesFlow scores every lead, calls them with AI, and keeps contacts, deals, email and WhatsApp in one pipeline. 14-day free trial, no credit card.',
  },
  Component: HomePage,
};
