import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.js';

/** One module of a merchant's white-label tree; parentModId null at the root. */
export const whitelabelModules = pgTable(
  'whitelabel_modules',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    modId: text().notNull(),
    parentModId: text(),
    enabled: boolean().notNull(),
    sort: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.modId] })],
);
