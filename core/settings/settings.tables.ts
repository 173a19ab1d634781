import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Platform-wide settings shared by every process: the signing secret, tax rates, seed state. */
export const app_setting = pgTable("app_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
