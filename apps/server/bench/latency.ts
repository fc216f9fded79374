import type { App } from '@/app.js';

/** p50 and p95 (ms) of `times`. */
export function quantiles(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * p50 and p95 (ms) of `samples` sequential GETs of `url` through the whole app, after 20 to warm
 * up; any answer but 200 throws. Each call comes from its own client address, so the relays'
 * per-address limit is not what is measured.
 */
export async function latency(
  app: App,
  url: string,
  headers: Record<string, string>,
  samples: number,
): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < samples + 20; i += 1) {
    const started = performance.now();
    const remoteAddress = `10.9.${(i >> 8) & 255}.${i & 255}`;
    const response = await app.inject({ url, headers, remoteAddress });
    const took = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i >= 20) times.push(took);
  }
  return quantiles(times);
}
