import { z } from 'zod';

/** The units of an answer's numbers, named where they are used. */

/** Money: whole minor units (centavos, 100 a peso: MINOR_PER_MAJOR). */
export const Minor = z.number().int();

/** A moment: ms since the epoch. */
export const Instant = z.number().int();
