import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEBHOOK_SOURCES, webhookPath } from '@salesflow/shared/lead-capture/lead-sources';
import { describe, expect, it } from 'vitest';
import type { RouteHandler } from './platform/http/route';
import { queues, schedules } from './queues';
import { findRoute, localOnlyRoutes, routes } from './routes';

const load = async (module: string): Promise<RouteHandler> =>
  (
    (await import(pathToFileURL(resolve(import.meta.dirname, `${module}.ts`)).href)) as {
      handler: RouteHandler;
    }
  ).handler;

describe('the route table', () => {
  it('is the one source of who may call: each handler is built as its row says', async () => {
    for (const route of [...routes, ...localOnlyRoutes]) {
      const handler = await load(route.handler);
      expect(handler.routeKind, `${route.method} ${route.path}`).toBe(
        route.access === 'public' ? 'public' : 'signed-in',
      );
    }
  }, 60_000);

  it('finds the row of an event by its route key, and nothing for an unknown one', () => {
    expect(findRoute('GET /api/contacts/{id}')?.handler).toBe(
      'modules/contacts/get-contact.handler',
    );
    expect(findRoute('GET /api/nothing')).toBeUndefined();
    expect(findRoute(undefined)).toBeUndefined();
  });

  it('names an access every row can be checked against', () => {
    const known = ['public', 'user', 'member', 'manager', 'admin', 'owner', 'operator'];
    for (const route of routes) expect(known).toContain(route.access);
  });

  it('lets an operator send an outbox dead letter again to any queue, and only to queues', () => {
    const redrive = findRoute('POST /api/admin/outbox/dead-letters/{id}/redrive');
    expect([...(redrive?.sends ?? [])].sort()).toEqual(queues.map((queue) => queue.name).sort());
  });

  it('has a row for every lead webhook source, at the path the integrations page shows', () => {
    for (const source of WEBHOOK_SOURCES) {
      expect(findRoute(`POST ${webhookPath(source)}`)?.handler, source).toBe(
        `modules/lead-webhooks/capture-${source}-lead.handler`,
      );
    }
  });

  it("is composed of each module's own rows: a handler's row is in its module's routes file", () => {
    const modules = resolve(import.meta.dirname, 'modules');
    for (const route of routes) {
      const short = route.handler.replace(/^modules\//, '').replace(/\.handler$/, '');
      const [module] = short.split('/');
      const file = readFileSync(resolve(modules, `${module}/${module}.routes.ts`), 'utf8');
      expect(
        file.includes(`'${short}'`) || file.includes(`'${route.handler}'`),
        `${route.handler} in ${module}.routes.ts`,
      ).toBe(true);
    }
  });

  it('has each queue and schedule declared by the module whose worker or handler it starts', () => {
    const modules = resolve(import.meta.dirname, 'modules');
    const started = [
      ...queues.map((queue) => queue.worker),
      ...schedules.map((schedule) => schedule.handler),
    ].filter((path) => path.startsWith('modules/'));
    expect(started.length).toBeGreaterThan(20);
    for (const path of started) {
      const [, module] = path.split('/');
      const file = readFileSync(resolve(modules, `${module}/${module}.queues.ts`), 'utf8');
      expect(file.includes(`'${path}'`), `${path} in ${module}.queues.ts`).toBe(true);
    }
  });
});
