import type { Report } from '@salesflow/shared/reports/report';
import type { WeeklyReportEmail } from '@salesflow/shared/reports/weekly-report-email.schema';
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

/** The weekly report email as a user who never turned it on has it. */
export const weeklyEmailOff = {
  enabled: false,
  type: 'overview',
  range: '30d',
  nextSendAt: null,
} as const satisfies WeeklyReportEmail;

/**
 * GET /api/reports answers `report(request)`, as the type and range asked for; the weekly email
 * switch reads the subscription as off unless `overrides` says otherwise.
 */
export const reportRoutes = (
  report: (request: StubbedRequest) => Report | Response | Promise<Response>,
  overrides: StubRoutes = {},
): StubRoutes => {
  const handler: StubHandler = async (request) => {
    const answer = await report(request);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return {
    ...shellRoutes,
    'GET /api/reports': handler,
    'GET /api/reports/weekly-email': () => json(200, weeklyEmailOff),
    ...overrides,
  };
};

/** The type and range a report request asked for, as "type range". */
export const askedFor = (request: StubbedRequest | undefined) =>
  `${request?.url.searchParams.get('type')} ${request?.url.searchParams.get('range')}`;
