import type { ReactNode } from 'react';
import type { Feature } from '../content/landing-content';

/** Static sample content for each feature tab (document 2, "Landing page"). */
const DashboardPreview = () => (
  <div className="mini-tiles">
    {[
      ['Total Contacts', '1,284', '+12%'],
      ['Active Deals', '86', '+8%'],
      ['Revenue Won', '$48,200', '+23%'],
      ['AI Calls Today', '42', '+5'],
    ].map(([label, value, change]) => (
      <div className="mini-tile" key={label}>
        <span className="muted">{label}</span>
        <strong>{value}</strong>
        <span style={{ color: 'var(--success)' }}>{change}</span>
      </div>
    ))}
  </div>
);

const LEADS: [string, number, 'hot' | 'warm' | 'cold'][] = [
  ['Ananya Iyer · Kochi Realty', 92, 'hot'],
  ['Rahul Verma · BrightPath Tutors', 78, 'warm'],
  ['Siti Rahman · Kuala Lumpur', 64, 'warm'],
  ['Karan Mehta · Pune', 31, 'cold'],
];

const ScoringPreview = () => (
  <div>
    {LEADS.map(([name, score, status]) => (
      <div className="mini-row" key={name}>
        <span>{name}</span>
        <span>
          <strong>{score}</strong> <span className={`pill pill-${status}`}>{status}</span>
        </span>
      </div>
    ))}
    <p className="muted">Why 92: replied on WhatsApp, opened 3 emails, budget confirmed.</p>
  </div>
);

const PipelinePreview = () => (
  <div className="columns">
    {[
      ['Prospecting', ['Solar rooftop · $3,200', 'Clinic CRM · $1,900']],
      ['Negotiation', ['Fleet plan · $7,500']],
      ['Won', ['School ERP · $4,800', 'Villa leads · $2,600']],
    ].map(([stage, deals]) => (
      <div key={stage as string}>
        <strong>{stage as string}</strong>
        {(deals as string[]).map((deal) => (
          <div className="mini-row" key={deal}>
            {deal}
          </div>
        ))}
      </div>
    ))}
  </div>
);

const CallingPreview = () => (
  <div className="transcript">
    <p className="ai">
      <strong>AI:</strong> Hi Priya, this is Asha from GreenRoof Solar. You asked about rooftop
      panels: is this a good time?
    </p>
    <p className="lead">
      <strong>Lead:</strong> Yes, but I want to know the cost for a 3 kW system first.
    </p>
    <p className="ai">
      <strong>AI:</strong> Most 3 kW systems come to about ₹1.9 lakh before the subsidy. Shall I
      book a site visit this Saturday?
    </p>
    <p className="muted">Outcome: interested · Score 84 · Site visit booked</p>
  </div>
);

const CapturePreview = () => (
  <div>
    {[
      ['WordPress form', 'Ritu Sharma', 'just now'],
      ['Elementor', 'Imran Khan', '2 min ago'],
      ['Zapier · Facebook Lead Ads', 'Mei Ling Tan', '6 min ago'],
      ['CSV import · 2,400 rows', 'Zoho export', 'today'],
    ].map(([source, who, when]) => (
      <div className="mini-row" key={source}>
        <span>
          <strong>{who}</strong> <span className="muted">via {source}</span>
        </span>
        <span className="muted">{when}</span>
      </div>
    ))}
  </div>
);

const AnalyticsPreview = () => (
  <div>
    {[
      ['Website', 46],
      ['Referral', 24],
      ['Social media', 18],
      ['Cold outreach', 12],
    ].map(([source, share]) => (
      <div key={source} style={{ marginBottom: 12 }}>
        <div className="mini-row" style={{ border: 'none', padding: 0, background: 'none' }}>
          <span>{source}</span>
          <span>{share}%</span>
        </div>
        <div className="bar">
          <span style={{ width: `${share}%` }} />
        </div>
      </div>
    ))}
    <p className="muted">Win rate 31% · Average deal $3,400 · AI call success 68%</p>
  </div>
);

export const PREVIEWS: Record<Feature['id'], () => ReactNode> = {
  dashboard: DashboardPreview,
  scoring: ScoringPreview,
  pipeline: PipelinePreview,
  calling: CallingPreview,
  capture: CapturePreview,
  analytics: AnalyticsPreview,
};
