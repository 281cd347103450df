import {
  annualSavings,
  type BillingCycle,
  dollars,
  type Plan,
  type PlanChoice,
  planFeatures,
} from '../content/pricing';

export interface PriceCardProps {
  plan: Plan;
  cycle: BillingCycle;
  choice: PlanChoice;
  busy: boolean;
  onChoose: () => void;
}

/** One plan: price for the cycle, the annual savings line, what it includes, its button or why none. */
export const PriceCard = ({ plan, cycle, choice, busy, onChoose }: PriceCardProps) => {
  const annual = cycle === 'annual';
  return (
    <section
      className={`card price-card${plan.popular ? ' card-highlight' : ''}`}
      aria-label={`${plan.name} plan`}
    >
      <div className="price-card-head">
        <h2>{plan.name}</h2>
        {plan.popular ? <span className="badge">Most Popular</span> : null}
      </div>
      <p className="muted">{plan.idealFor}</p>
      <p className="price">
        {dollars(annual ? plan.annualPriceCents : plan.monthlyPriceCents)}
        <small>{annual ? ' /year' : ' /month'}</small>
      </p>
      {annual ? (
        <p className="savings">{`Save $${annualSavings(plan).toLocaleString('en-US')} a year`}</p>
      ) : null}
      <ul className="ticks">
        {planFeatures(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {choice.kind === 'button' ? (
        <button
          type="button"
          className={`button ${plan.popular ? 'button-primary' : 'button-outline'}`}
          disabled={choice.label === 'Current Plan' || busy}
          onClick={onChoose}
        >
          {choice.label}
        </button>
      ) : null}
      {choice.note ? <p className="plan-note">{choice.note}</p> : null}
    </section>
  );
};
