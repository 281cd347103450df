import { registerRouteRows } from '@salesflow/functions/platform/http/route-rows';
import { localOnlyRoutes, routes } from '@salesflow/functions/routes';

/**
 * Tests that call route handlers in their own process (not through the local gateway, which
 * registers what it serves) find each row as a deployed function finds its own.
 */
registerRouteRows([...routes, ...localOnlyRoutes]);
