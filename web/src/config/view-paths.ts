/**
 * Saved views of a list (shared/src/views/view.schema.ts), apart from `paths` so that the app's
 * first screen does not carry them: only the lazily loaded lists import them.
 */
export const viewPaths = {
  /** `?entity=contacts|deals`: the team's shared views, then the caller's own. */
  views: '/api/views',
  view: (id: string) => `/api/views/${encodeURIComponent(id)}`,
};
