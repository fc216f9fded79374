/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
  };
  export type Result = {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { total: number };
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
