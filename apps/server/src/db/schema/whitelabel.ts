import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants.js';

/** One module of a merchant's white-label tree; parentModId null at the root. */
export const whitelabelModules = pgTable(
  'whitelabel_modules',
  {
    merchantId: merchantRef(),
    modId: text().notNull(),
    parentModId: text(),
    enabled: boolean().notNull(),
    sort: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.modId] })],
);
