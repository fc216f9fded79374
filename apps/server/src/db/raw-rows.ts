/**
 * The rows of a raw `db.execute(sql…)`: PGlite answers `{ rows }`, node-postgres the same, some
 * drivers an array; this reads either.
 */
export const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
