import { bigint, timestamp } from "drizzle-orm/pg-core";

/** Integer rupiah; bigint so that invoice totals cannot overflow, read back as a JS number. */
export const money = (name: string) => bigint(name, { mode: "number" });

export const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
