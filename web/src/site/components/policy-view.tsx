import type { ReactNode } from 'react';
import { POLICY_LAST_UPDATED, type Policy } from '../content/policies';
import { SiteLayout } from './site-layout';

/** A policy page: Back to Home, the title, the last-updated line, the sections. */
export const PolicyView = ({ policy, children }: { policy: Policy; children?: ReactNode }) => (
  <SiteLayout current={policy.path}>
    <article className="policy">
      <div className="container narrow">
        <p>
          <a href="/">← Back to Home</a>
        </p>
        <h1>{policy.title}</h1>
        <p className="muted">Last updated: {POLICY_LAST_UPDATED}</p>
        <p>{policy.intro}</p>
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {children}
      </div>
    </article>
  </SiteLayout>
);

export const policyPage = (policy: Policy, Component: () => ReactNode) => ({
  head: { title: `${policy.title} · SalesFlow`, description: policy.description },
  Component,
});
