/** Liveness and readiness for load balancers: GET /healthz and /readyz. */
export { healthRoutes as healthModule } from './health.routes.js';
export { metricsRoutes } from './metrics.routes.js';
export { registerGauges } from './metrics-sources.js';
