/**
 * Dedicated connections (LISTEN, the leader lock) sit idle for hours: TCP keep-alive finds a peer
 * that vanished without a word (a failover, a dropped NAT entry), which would otherwise wait forever.
 */
export const DEDICATED_CONNECTION = {
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  connectionTimeoutMillis: 5_000,
} as const;
