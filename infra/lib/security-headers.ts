/**
 * The security headers on every answer, declared once: CloudFront's response headers policy
 * (web-site.ts) sends them in AWS, the local gateway sends the same values on the local stack.
 */

/**
 * Fit for the built SPA: its scripts are files from its own origin (Vite emits no inline script);
 * MUI's emotion injects <style> elements, which needs 'unsafe-inline' for styles only; avatars and
 * logos may be data: URIs or any https image; the API is the same origin. Sign-in and sign-out are
 * navigations to /api/login and /api/logout (no form posts to the provider), so form-action stays
 * 'self'.
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Razorpay Checkout's script (the pricing page's payment), the frame it opens, its reporting.
  'script-src': ["'self'", 'https://checkout.razorpay.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'frame-src': ["'self'", 'https://api.razorpay.com'],
  'connect-src': ["'self'", 'https://lumberjack.razorpay.com'],
  // Call recordings: the player follows the API's redirect to a short-lived link.
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy; `connectSources` adds where the page may also send requests (in AWS, the uploads
 * bucket the import dialog PUTs a file to with a presigned URL), `scriptSources` where it may
 * load scripts from (locally, the Razorpay fake's Checkout), `mediaSources` where it may play
 * audio from (in AWS, the uploads bucket, where a call's recording is kept).
 */
export const contentSecurityPolicy = (
  connectSources: readonly string[] = [],
  scriptSources: readonly string[] = [],
  mediaSources: readonly string[] = [],
): string =>
  Object.entries(CSP_DIRECTIVES)
    .map(([directive, sources]) => {
      const extra =
        directive === 'connect-src'
          ? connectSources
          : directive === 'script-src'
            ? scriptSources
            : directive === 'media-src'
              ? mediaSources
              : [];
      return `${directive} ${[...sources, ...extra].join(' ')}`;
    })
    .join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Features the app never uses are off; the microphone stays with our own origin for calls, and
 * payment (the Payment Request API: Google Pay's intent on Chrome for Android) with Razorpay
 * Checkout's frame, whose iframe asks for it with allow="payment".
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=(self "https://api.razorpay.com")',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Two years, the preload lists' minimum; HTTPS only, so only CloudFront sends it. */
export const HSTS = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubDomains: true } as const;

/**
 * Every header but HSTS, by name, as the local gateway sends them (plain http on localhost), with
 * the local Razorpay fake's origin allowed for its Checkout script and form.
 */
export const localSecurityHeaders = (
  razorpayOrigin?: string,
): Readonly<Record<string, string>> => ({
  ...SECURITY_HEADERS,
  ...(razorpayOrigin
    ? { 'content-security-policy': contentSecurityPolicy([razorpayOrigin], [razorpayOrigin]) }
    : {}),
});

/** Every header but HSTS, by name. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
  'x-content-type-options': 'nosniff',
  // Old browsers that do not know frame-ancestors.
  'x-frame-options': 'DENY',
};

export const hstsHeaderValue = (): string =>
  `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubDomains ? '; includeSubDomains' : ''}`;
