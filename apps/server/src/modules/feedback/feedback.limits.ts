/**
 * How often feedback may be sent. Per member: feedback stored within the last hour, counted in
 * the database (so across instances) under the member's lock. Per address: every request to the
 * route, in the rate limiter's store (Redis when configured), which also stops a script sending
 * large bodies from many accounts.
 */
export const FEEDBACK_PER_MEMBER = { max: 5, seconds: 3600 } as const;
export const FEEDBACK_PER_IP = { max: 20, timeWindow: '1 hour' } as const;
