import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { requestTallies } from './request-tallies.js';

const BUCKETS = [0.001, 0.01, 0.1];
const COUNTER = { name: 'http_requests_total', help: 'answered' };
const HISTOGRAM = { name: 'http_request_duration_seconds', help: 'time', buckets: BUCKETS };

/** Answers of two routes, two statuses and both doors, with times in every bucket and on a bound. */
const ANSWERS = [
  { route: '/a', method: 'GET', status: 200, by: 'app', seconds: 0.0004 },
  { route: '/a', method: 'GET', status: 200, by: 'app', seconds: 0.001 },
  { route: '/a', method: 'GET', status: 404, by: 'app', seconds: 0.05 },
  { route: '/a', method: 'GET', status: 200, by: 'front_door', seconds: 0.0001 },
  { route: '/b', method: 'POST', status: 500, by: 'app', seconds: 3 },
  { route: '/b', method: 'POST', status: 200, by: 'app', seconds: 0.02 },
];

describe('request tallies', () => {
  it('scrape as prom-client counts and times the same answers, to the character', async () => {
    const tallied = new client.Registry();
    const tallies = requestTallies(tallied, COUNTER, HISTOGRAM);
    const reference = new client.Registry();
    const counter = new client.Counter({
      ...COUNTER,
      labelNames: ['route', 'method', 'status', 'by'],
      registers: [reference],
    });
    const histogram = new client.Histogram({
      ...HISTOGRAM,
      buckets: [...BUCKETS],
      labelNames: ['route', 'method', 'by'],
      registers: [reference],
    });
    for (const { route, method, status, by, seconds } of ANSWERS) {
      const labels = { route, method, status: String(status), by };
      tallies.add(`${by} ${method} ${status} ${route}`, () => labels, seconds);
      counter.inc(labels);
      histogram.observe({ route, method, by }, seconds);
    }
    const text = await tallied.metrics();
    expect(text).toBe(await reference.metrics());
    expect(text).toContain('http_requests_total{route="/a",method="GET",status="200",by="app"} 2');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.001",route="/a",method="GET",by="app"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/b",method="POST",by="app"} 2',
    );
  });

  it('makes a label set once, however many answers it counts', () => {
    const tallies = requestTallies(new client.Registry(), COUNTER, HISTOGRAM);
    let made = 0;
    const labels = () => {
      made += 1;
      return { route: '/a', method: 'GET', status: '200', by: 'app' };
    };
    for (let i = 0; i < 5; i++) tallies.add('app GET 200 /a', labels, 0.001);
    expect(made).toBe(1);
  });
});
