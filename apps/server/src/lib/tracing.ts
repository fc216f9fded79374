import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The longest attribute value a span carries (a request's path, say); longer ones are cut. */
export const MAX_ATTRIBUTE_LENGTH = 256;

/** The name spans of this server are made under (its instrumentation scope). */
export const TRACER_NAME = 'perlas-play';

export type TracingOptions = {
  /** OTLP/HTTP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `${endpoint}/v1/traces`. */
  endpoint: string;
  serviceName: string;
  version: string;
};

export type Tracing = {
  /** Sends the spans still waiting. */
  flush: () => Promise<void>;
  /** Flushes, stops, and lets go of the global provider (the API is a no-op again). */
  shutdown: () => Promise<void>;
};

/**
 * OpenTelemetry traces through the official SDK, only when an endpoint is configured: the SDK
 * is loaded then and not otherwise (off, @opentelemetry/api's no-op tracer costs nothing). The
 * provider becomes the global one, with W3C trace-context propagation, so a proxy's or a
 * phone's `traceparent` continues its trace here, and spans batch to the OTLP/HTTP endpoint.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const [sdk, { OTLPTraceExporter }, { resourceFromAttributes }, contexts, core] =
    await Promise.all([
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
    ]);
  const exporter = new OTLPTraceExporter({
    url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces`,
  });
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.version': options.version,
    }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter })],
    // A path is the client's to choose: a long one is cut, never sent whole with every span.
    spanLimits: { attributeValueLengthLimit: MAX_ATTRIBUTE_LENGTH },
  });
  // What NodeTracerProvider.register() did before SDK 3: the provider, an async-context
  // manager (a span started inside another's work is its child) and W3C propagation.
  context.setGlobalContextManager(new contexts.AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/**
 * A server span for every request, continuing the caller's trace (traceparent), named by the
 * route's pattern once known (`GET /wps/member/info`), with its status, request id and, for a
 * server error, an error status. Only added when tracing is on: off, no hook runs per request.
 */
export function traceRequests(app: FastifyInstance): void {
  const tracer = trace.getTracer(TRACER_NAME);
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0] ?? request.url,
          'request.id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    done();
  });
  const end = (request: FastifyRequest, status: number | undefined) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    const route = request.routeOptions.url;
    if (route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    if (status === undefined) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'request aborted' });
    } else {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request, undefined);
    done();
  });
}

/**
 * Runs `work` inside a span of its own (an internal one: a draw, a retry round), ended when it
 * settles, marked as an error when it throws. A no-op span while tracing is off.
 */
export function inSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  return trace.getTracer(TRACER_NAME).startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}
