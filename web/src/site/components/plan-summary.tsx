import { PLANS } from '@salesflow/shared/plans/plans';

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

const limits = (contacts: number | null, calls: number) =>
  [
    contacts === null ? 'Unlimited contacts' : `${contacts.toLocaleString('en-US')} contacts`,
    calls === 0 ? 'No AI calling' : `${calls.toLocaleString('en-US')} AI calls a month`,
  ].join(' · ');

/** The landing page's four-plan summary, from the plan table; the details are on /pricing. */
export const PlanSummary = () => (
  <div className="grid">
    {PLANS.map((plan) => (
      <div className={`card${plan.popular ? ' card-highlight' : ''}`} key={plan.id}>
        {plan.popular ? <span className="badge">Most popular</span> : null}
        <h3 style={{ marginTop: 8 }}>{plan.name}</h3>
        <div className="price">
          {dollars(plan.monthlyPriceCents)}
          <small>/month</small>
        </div>
        <p className="muted">{plan.idealFor}</p>
        <p>{limits(plan.contactLimit, plan.aiCallsPerMonth)}</p>
        <p className="muted">
          {plan.maxUsers === null
            ? `${plan.minUsers}+ users`
            : `${plan.minUsers}-${plan.maxUsers} users`}
        </p>
      </div>
    ))}
  </div>
);
