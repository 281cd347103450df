/** Where a sign-in lands when it was not asked for a page, or asked for one we do not trust. */
export const DEFAULT_RETURN_PATH = '/app';

/**
 * A path of this app: one leading slash, then segments of letters, digits, `-` and `_`, with an
 * optional trailing slash. `//host`, `///host`, `/\host`, schemes, dots, query strings and
 * anything percent-encoded are refused, so the redirect after sign-in never leaves the origin.
 */
const SAME_ORIGIN_PATH = /^\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]*$/;

export const safeReturnPath = (value: string | undefined | null): string =>
  value && value.length <= 200 && SAME_ORIGIN_PATH.test(value) ? value : DEFAULT_RETURN_PATH;
