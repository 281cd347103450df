import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteDefinition } from '@salesflow/functions/routes';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from './gateway';
import { freePort } from './ports';

const fixture = (
  method: RouteDefinition['method'],
  path: string,
  handler: string,
): RouteDefinition => ({ method, path, handler, access: 'public', table: 'read' });

describe('local gateway with fixture handlers', () => {
  let gateway: Gateway;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'salesflow-gateway-'));
    mkdirSync(join(web, 'dist'));
    writeFileSync(join(web, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(web, 'dist', 'site'));
    for (const page of ['home', 'reviews', 'pricing', 'not-found']) {
      writeFileSync(
        join(web, 'dist', 'site', `${page}.html`),
        `<!doctype html><title>${page}</title>`,
      );
    }
    // A sibling whose name starts like the web root: never served.
    mkdirSync(join(web, 'dist-private'));
    writeFileSync(join(web, 'dist-private', 'secret.txt'), 'secret');
    gateway = await startGateway({
      port: await freePort(),
      webRoot: join(web, 'dist'),
      sourceDir: join(import.meta.dirname, 'test-fixtures'),
      routes: [
        fixture('GET', '/api/crash', 'crash.handler'),
        fixture('GET', '/api/echo/{id}', 'echo.handler'),
      ],
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    rmSync(web, { recursive: true, force: true });
  });

  it('answers a crashed handler with a generic 500 body that names the request', async () => {
    const response = await fetch(`${gateway.url}/api/crash`);
    const body = (await response.json()) as ErrorBody;

    expect(response.status).toBe(500);
    expect(body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('boom');
    expect(body.error.requestId).toBe(response.headers.get('apigw-requestid'));
  });

  it('gives the event the request id it answers with, and decoded path parameters', async () => {
    const response = await fetch(`${gateway.url}/api/echo/a%20b`);
    const body = (await response.json()) as { requestId: string; pathParameters: unknown };

    expect(body.requestId).toBe(response.headers.get('apigw-requestid'));
    expect(body.pathParameters).toEqual({ id: 'a b' });
  });

  it('sees each client by its own loopback address, as the limits and the event need', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      get(`${gateway.url}/api/echo/x`, { localAddress: '127.0.0.9' }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += String(chunk);
        });
        res.on('end', () => resolve(text));
      }).on('error', reject);
    });

    expect(JSON.parse(body)).toMatchObject({ sourceIp: '127.0.0.9' });
  });

  it('serves no file outside the web root, even a sibling that shares its prefix', async () => {
    const response = await fetch(`${gateway.url}/..%2Fdist-private%2Fsecret.txt`);

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('treats //x as a path, not as a host, like CloudFront (no /api/* match: the page)', async () => {
    const response = await fetch(`${gateway.url}//api/api/echo/x`);

    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers each page path its file, as the CloudFront Function does', async () => {
    const page = async (path: string) => {
      const response = await fetch(`${gateway.url}${path}`);
      return { status: response.status, body: await response.text() };
    };
    expect(await page('/')).toEqual({ status: 200, body: '<!doctype html><title>home</title>' });
    expect((await page('/reviews/')).body).toContain('<title>reviews</title>');
    expect((await page('/app/contacts/1')).body).toContain('<title>app</title>');
    expect((await page('/invite/tok')).body).toContain('<title>app</title>');
    expect((await page('/pricing')).body).toContain('<title>pricing</title>');
    expect(await page('/no-such-page')).toEqual({
      status: 404,
      body: '<!doctype html><title>not-found</title>',
    });
  });
});
