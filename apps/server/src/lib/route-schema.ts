import { successEnvelope } from '@app/contracts';
import type {
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** What a route reads from the request, as contract schemas. */
export type RouteInputs = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
};

type Answering<V extends z.ZodType> = { response: { 200: ReturnType<typeof successEnvelope<V>> } };

/**
 * A route's schema: `inputs` as given, and a 200 answer that is the success envelope of `value`
 * (every JSON route of the API answers so). The types carry through to the handler's request.
 */
export function answering<V extends z.ZodType>(value: V): Answering<V>;
export function answering<V extends z.ZodType, I extends RouteInputs>(
  value: V,
  inputs: I,
): I & Answering<V>;
export function answering(value: z.ZodType, inputs?: RouteInputs) {
  return { ...inputs, response: { 200: successEnvelope(value) } };
}

/** The request of a route of schema `S`, its params, query and body typed by their contracts. */
export type RequestOf<S extends FastifySchema = FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
