import type { Report } from '@salesflow/shared/reports/report';
import {
  json,
  type StubbedRequest,
  type StubHandler,
  type StubRoutes,
  signedIn,
} from '../../../testing/fetch-stub';

/** What the signed-in shell asks for around the page (the bell). */
const shellRoutes: StubRoutes = {
  'GET /api/auth/user': signedIn,
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
};

/** GET /api/reports answers `report(request)`, as the type and range asked for. */
export const reportRoutes = (
  report: (request: StubbedRequest) => Report | Response | Promise<Response>,
  overrides: StubRoutes = {},
): StubRoutes => {
  const handler: StubHandler = async (request) => {
    const answer = await report(request);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return { ...shellRoutes, 'GET /api/reports': handler, ...overrides };
};

/** The type and range a report request asked for, as "type range". */
export const askedFor = (request: StubbedRequest | undefined) =>
  `${request?.url.searchParams.get('type')} ${request?.url.searchParams.get('range')}`;
