import { describe, expect, it } from 'vitest';
import { compileRoutes } from './route-matcher';

const match = compileRoutes([
  { method: 'GET', path: '/api/contacts', handler: 'a', access: 'user', table: 'read' },
  { method: 'PUT', path: '/api/contacts/{id}', handler: 'b', access: 'user', table: 'readwrite' },
]);

describe('compileRoutes', () => {
  it('matches method and path and extracts path parameters', () => {
    expect(match('PUT', '/api/contacts/01ABC')).toMatchObject({
      route: { handler: 'b' },
      params: { id: '01ABC' },
    });
    expect(match('GET', '/api/contacts')).toMatchObject({ route: { handler: 'a' }, params: {} });
  });

  it('tells an unknown path from a known path with another method', () => {
    expect(match('GET', '/api/nothing')).toBeNull();
    expect(match('DELETE', '/api/contacts/1')).toBe('method-not-allowed');
    expect(match('PUT', '/api/contacts/1/extra')).toBeNull();
  });

  it('takes a literal segment before a path parameter, whatever the table’s order', () => {
    const ordered = compileRoutes([
      {
        method: 'GET',
        path: '/api/contacts/{id}',
        handler: 'one',
        access: 'member',
        table: 'read',
      },
      {
        method: 'GET',
        path: '/api/contacts/duplicates',
        handler: 'duplicates',
        access: 'member',
        table: 'read',
      },
      {
        method: 'POST',
        path: '/api/contacts/bulk',
        handler: 'bulk',
        access: 'member',
        table: 'readwrite',
      },
    ]);
    expect(ordered('GET', '/api/contacts/duplicates')).toMatchObject({
      route: { handler: 'duplicates' },
    });
    expect(ordered('GET', '/api/contacts/01ABC')).toMatchObject({
      route: { handler: 'one' },
      params: { id: '01ABC' },
    });
    // A route is its method and path: GET of a path only POSTed to is the parameter's.
    expect(ordered('GET', '/api/contacts/bulk')).toMatchObject({ route: { handler: 'one' } });
    expect(ordered('POST', '/api/contacts/bulk')).toMatchObject({ route: { handler: 'bulk' } });
  });
});
