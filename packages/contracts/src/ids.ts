import { z } from 'zod';

/**
 * Ids a request names (path, query or body). A number past its column's range does not fail at
 * the contract but in PostgreSQL (22003, a 500), and past 2^53 − 1 a JavaScript number names
 * another row: both are bad input, refused as a 400 naming the field.
 */
/** The largest id of a `serial` (int4) column: merchants, content, promotions, games. */
export const SERIAL_ID_MAX = 2_147_483_647;
/** The largest id of a `bigserial` column a JavaScript number holds exactly. */
export const BIGSERIAL_ID_MAX = Number.MAX_SAFE_INTEGER;

/** An id of a `serial` row, from a path or query string (digits) or a body (a number). */
export const SerialId = z.coerce.number().int().min(1).max(SERIAL_ID_MAX);
/** An id of a `bigserial` row (members, money requests, messages, bets, feedback, bank cards). */
export const BigSerialId = z.coerce.number().int().min(1).max(BIGSERIAL_ID_MAX);
