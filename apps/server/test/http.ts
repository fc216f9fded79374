import { ErrorEnvelope, successEnvelope } from '@app/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

const AnySuccess = successEnvelope(z.unknown());

/** Checks `data` against `schema`; a mismatch fails with the whole answer, to see what came. */
function check<T extends z.ZodType>(
  schema: T,
  data: unknown,
  response: LightMyRequestResponse,
): z.output<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(
    `unexpected answer ${response.statusCode}: ${response.body}\n${parsed.error.message}`,
  );
}

/** The error envelope of a response, checked against the contract. */
export const errorOf = (response: LightMyRequestResponse): ErrorEnvelope =>
  check(ErrorEnvelope, response.json(), response);

/** The `value` of a success envelope, checked against `schema`. */
export function valueOf<T extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: T,
): z.output<T> {
  return check(schema, check(AnySuccess, response.json(), response).value, response);
}
