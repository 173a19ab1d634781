import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../shared/columns.ts";

/** Platform-wide settings shared by every process: the signing secret, tax rates, seed state. */
export const app_setting = pgTable("app_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated_at: updatedAt(),
});
