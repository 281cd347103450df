import { Brand } from './brand';

export const SIGNUP_PATH = '/?signup=true';

/** The public pages' navigation (document 2, "Reviews page"). */
const PAGES = [
  { label: 'Home', href: '/' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'Contact', href: '/contact' },
];

/** The landing page's own navigation: anchors to its sections. */
const ANCHORS = [
  { label: 'Features', href: '#features' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'Testimonials', href: '#testimonials' },
  { label: 'Contact', href: '#contact' },
];

export interface SiteHeaderProps {
  /** The page shown, marked in the navigation. */
  current?: string;
  /** The landing page: anchors, Login to /api/login, and Start Free Trial opening its dialog. */
  landing?: { onStartTrial: () => void };
  /** Someone is signed in: the way into the app instead of Login and Start Free Trial. */
  signedIn?: boolean;
}

/** Login goes to /app on the public pages, to /api/login on the landing page (document 2). */
export const SiteHeader = ({ current, landing, signedIn = false }: SiteHeaderProps) => (
  <header className="site-header">
    <div className="container">
      <Brand />
      <nav className="site-nav" aria-label="Site">
        {(landing ? ANCHORS : PAGES).map((item) => (
          <a
            key={item.href}
            href={item.href}
            aria-current={item.href === current ? 'page' : undefined}
          >
            {item.label}
          </a>
        ))}
      </nav>
      <div className="header-actions">
        {signedIn ? (
          <a className="button button-primary" href="/app">
            Go to Dashboard
          </a>
        ) : (
          <SignedOutActions landing={landing} />
        )}
      </div>
    </div>
  </header>
);

const SignedOutActions = ({ landing }: Pick<SiteHeaderProps, 'landing'>) => (
  <>
    <a className="button" href={landing ? '/api/login' : '/app'}>
      Login
    </a>
    {landing ? (
      <button type="button" className="button button-primary" onClick={landing.onStartTrial}>
        Start Free Trial
      </button>
    ) : (
      <a className="button button-primary" href={SIGNUP_PATH}>
        Start Free Trial
      </a>
    )}
  </>
);
