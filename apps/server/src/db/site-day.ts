import { SITE_UTC_OFFSET_MINUTES } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The site day ('YYYY-MM-DD', Manila) of a timestamp column, in SQL: the site calendar
 * (contracts/site-calendar.ts) where a query groups or filters by day.
 */
export const siteDaySql = (column: SQL | SQL.Aliased | { getSQL(): SQL }): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC' + ${`${SITE_UTC_OFFSET_MINUTES} minutes`}::interval, 'YYYY-MM-DD')`;
