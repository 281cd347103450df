import { paths } from '../../../config/paths';

/** Where each action label of GET /api/ai-insights leads. */
const ACTION_PATHS: Record<string, string> = {
  'View Contacts': paths.app.contacts,
  'View Deals': paths.app.deals,
  'Open Pipeline': paths.app.dealsPipeline,
  'Create Deal': paths.app.deals,
};

/** The page an insight's action opens; labels not listed go by what they name, else nowhere. */
export const insightActionPath = (action: string): string | null => {
  const known = ACTION_PATHS[action];
  if (known) return known;
  if (/contact|lead/i.test(action)) return paths.app.contacts;
  if (/deal|pipeline/i.test(action)) return paths.app.deals;
  if (/call/i.test(action)) return paths.app.aiCalling;
  return null;
};
