import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { buildTestApp } from '../../test/test-app.js';
import { tagOf } from './openapi.js';

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { tags?: string[]; requestBody?: unknown; parameters?: { name: string }[] }>
  >;
};

describe('the API reference, made from the routes’ own schemas', () => {
  let app: App;
  let document: Document;
  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<Document>();
  });
  afterAll(() => app.close());

  it('describes the API’s paths, and none of the site’s pages', () => {
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.every((path) => /^\/(wps|lgw|operator|healthz|readyz)/.test(path))).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining(['/wps/session/login', '/lgw/orders', '/healthz']),
    );
    expect(paths.some((path) => path.startsWith('/admin') || path.startsWith('/m/'))).toBe(false);
  });

  it('names each operation’s inputs from its zod schema', () => {
    const draws =
      document.paths['/operator/merchants/{merchantCode}/lottery/games/{gameCode}/draws']?.get;
    expect(draws?.tags).toEqual(['operator: lottery']);
    expect(draws?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['merchantCode', 'gameCode', 'status', 'before', 'limit']),
    );
    const change =
      document.paths['/operator/merchants/{merchantCode}/lottery/games/{gameCode}']?.put;
    expect(JSON.stringify(change?.requestBody)).toContain('"betMax"');
  });

  it('serves a page of it for people, with no script', async () => {
    const page = await app.inject({ url: '/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<code>/lgw/orders</code>');
    expect(page.body).toContain('href="#agent-centre"');
  });

  it('groups routes by where they belong', () => {
    expect(tagOf('/operator/merchants/:merchantCode/deposits/:id/approve')).toBe(
      'operator: deposits',
    );
    expect(tagOf('/wps/agent/team')).toBe('agent centre');
    expect(tagOf('/lgw/seamless/debit')).toBe('providers: seamless wallet');
    expect(tagOf('/wps/member/info')).toBe('member: info');
    expect(tagOf('/operator/merchants/:merchantCode')).toBe('operator: merchant');
  });
});
