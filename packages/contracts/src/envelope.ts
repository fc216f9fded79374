import { z } from 'zod';

/** Every API answer is an envelope: `{ success: true, value }` or `{ success: false, code, message }`. */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** The request field the error is about, when there is one (e.g. `enabled`, `body`). */
  field: z.string().optional(),
  /** The values of the message's placeholders: the client re-translates the code with them. */
  params: z.record(z.string(), z.string()).optional(),
  value: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export type SuccessEnvelope<T> = { success: true; value: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** Wraps a value in a success envelope. */
export const ok = <T>(value: T): SuccessEnvelope<T> => ({ success: true, value });
