import { describe, expect, it } from 'vitest';
import {
  assertMayEmail,
  assertMayPostToConnections,
  assertMaySend,
  assertMayUseTable,
  backgroundGrants,
  routeGrants,
} from './route-grants';

describe('grants of the running route', () => {
  it('lets a route send to the queues it declares, and refuses the others', async () => {
    await routeGrants.run({ table: 'readwrite', sends: ['contact-changes'] }, async () => {
      await Promise.resolve();
      expect(() => assertMaySend('contact-changes')).not.toThrow();
      expect(() => assertMaySend('call-dialer')).toThrow(/may not send to queue call-dialer/);
    });
    routeGrants.run({ table: 'readwrite', sends: [] }, () => {
      expect(() => assertMaySend('contact-changes')).toThrow(/add it to the route's "sends"/);
    });
  });

  it('lets a read-only route read, and write nothing but its session', () => {
    routeGrants.run({ table: 'read', sends: [] }, () => {
      for (const command of ['GetItem', 'BatchGetItem', 'Query', 'TransactGetItems']) {
        expect(() => assertMayUseTable(command, {})).not.toThrow();
      }
      expect(() =>
        assertMayUseTable('UpdateItem', { Key: { pk: { S: 'SESSION#abc' } } }),
      ).not.toThrow();
      expect(() => assertMayUseTable('DeleteItem', { Key: { pk: 'SESSION#abc' } })).not.toThrow();
      expect(() => assertMayUseTable('UpdateItem', { Key: { pk: { S: 'ORG#1#STATS' } } })).toThrow(
        /UpdateItem refused/,
      );
      expect(() => assertMayUseTable('PutItem', { Item: { pk: { S: 'SESSION#abc' } } })).toThrow();
      expect(() => assertMayUseTable('TransactWriteItems', {})).toThrow();
      expect(() => assertMayUseTable('Scan', {})).toThrow();
    });
    routeGrants.run({ table: 'readwrite', sends: [] }, () => {
      expect(() => assertMayUseTable('TransactWriteItems', {})).not.toThrow();
    });
  });

  it('lets only a route that declares it send email', () => {
    routeGrants.run({ table: 'readwrite', sends: [], emails: true }, () => {
      expect(() => assertMayEmail()).not.toThrow();
    });
    routeGrants.run({ table: 'readwrite', sends: [] }, () => {
      expect(() => assertMayEmail()).toThrow(/declare `emails: true`/);
    });
  });

  it('gives a worker or schedule exactly what its queue or schedule declares', () => {
    routeGrants.run(backgroundGrants({ sends: ['notifications'] }), () => {
      expect(() => assertMaySend('notifications')).not.toThrow();
      expect(() => assertMaySend('contact-changes')).toThrow(/may not send to queue/);
      expect(() => assertMayEmail()).toThrow(/declare `emails: true`/);
      expect(() => assertMayUseTable('TransactWriteItems', {})).not.toThrow();
    });
    routeGrants.run(backgroundGrants({ emails: true }), () => {
      expect(() => assertMayEmail()).not.toThrow();
      expect(() => assertMaySend('notifications')).toThrow(/may not send to queue/);
    });
  });

  it('lets only a WebSocket route that declares it post to connections', () => {
    routeGrants.run({ table: 'readwrite', sends: [], postsToConnections: true }, () => {
      expect(() => assertMayPostToConnections()).not.toThrow();
    });
    routeGrants.run({ table: 'readwrite', sends: [] }, () => {
      expect(() => assertMayPostToConnections()).toThrow(/declare `postsToConnections: true`/);
    });
    routeGrants.run(backgroundGrants({ sends: ['notifications'] }), () => {
      expect(() => assertMayPostToConnections()).toThrow(/postsToConnections/);
    });
  });

  it('checks nothing outside a route (AWS, where IAM decides; workers)', () => {
    expect(() => assertMayPostToConnections()).not.toThrow();
    expect(() => assertMaySend('anything')).not.toThrow();
    expect(() => assertMayUseTable('PutItem', {})).not.toThrow();
  });
});
