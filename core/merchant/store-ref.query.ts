import { merchant } from "./merchant.tables.ts";

/**
 * How a store is named and linked wherever another row shows it (cart groups, promos, the user's store):
 * a query that has joined `merchant` selects these and adds what it needs besides.
 */
export const storeRefColumns = {
  id: merchant.id,
  name: merchant.name,
  slug: merchant.slug,
  storetype: merchant.storetype,
};
