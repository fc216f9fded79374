import client from 'prom-client';
import { requestTallies } from './request-tallies.js';

/** Latency buckets (seconds): a cached answer in well under a millisecond, a slow page in seconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** A label for an answer's status: the status itself (its classes are few). */
const statusLabel = (status: number) => String(status);

/**
 * One app's Prometheus metrics, in a registry of its own (tests build many apps in one process):
 * requests by route, method and status with their latency, counted where they are answered,
 * Fastify or the front door; Node's process metrics; and gauges read when scraped (sources).
 */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = requestTallies(
    registry,
    {
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method, status and who answered (app or front_door)',
    },
    {
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern and who answered',
      buckets: LATENCY_BUCKETS,
    },
  );
  const scrapeFailures = new client.Counter({
    name: 'metrics_scrape_failures_total',
    help: 'Gauge reads that failed during a scrape, by gauge',
    labelNames: ['gauge'] as const,
    registers: [registry],
  });

  const count = (route: string, method: string, status: number, by: string, seconds: number) =>
    requests.add(
      `${by} ${method} ${status} ${route}`,
      () => ({ route, method, status: statusLabel(status), by }),
      seconds,
    );

  return {
    registry,

    /** An answer Fastify sent: `route` is the route's pattern (unmatched: '(none)'). */
    answered(route: string, method: string, status: number, seconds: number): void {
      count(route, method, status, 'app', seconds);
    },

    /** An answer the front door sent before Fastify (lib/front-door.ts), by its route pattern. */
    frontDoor(route: string, status: number, seconds: number): void {
      count(route, 'GET', status, 'front_door', seconds);
    },

    /**
     * A gauge read when scraped: `read` answers its value per label set (one query a scrape, never
     * one per request). A failed read leaves the gauge empty for that scrape and is counted.
     */
    gauge<L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      read: () => Promise<readonly { labels?: Partial<Record<L, string>>; value: number }[]>,
    ): void {
      const failures = scrapeFailures;
      // Registered by its constructor; read by the registry at each scrape.
      new client.Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const { labels, value } of await read()) {
              if (labels) this.set(labels, value);
              else this.set(value);
            }
          } catch {
            failures.inc({ gauge: name });
          }
        },
      });
    },

    /** The text Prometheus scrapes, and its content type. */
    async scrape(): Promise<{ body: string; contentType: string }> {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
