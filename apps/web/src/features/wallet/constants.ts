/** SPEC §4 "Balance": shown or masked with asterisks (also while it refreshes). */
export const BALANCE_MASK = '******';
