import { bigint, integer, text, timestamp, type ReferenceConfig } from "drizzle-orm/pg-core";

/** Integer rupiah; bigint so that invoice totals cannot overflow, read back as a JS number. */
export const money = (name: string) => bigint(name, { mode: "number" });

/** The generated surrogate key of an entity table. */
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** Every point in time is stored with its zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written; set by the database. */
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** When the row last changed; repositories set it on update. */
export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();

export const timestamps = {
  created_at: createdAt(),
  updated_at: updatedAt(),
};

/** A required reference to another table's integer id (`actions` as drizzle's `references`). */
export const foreignId = (name: string, target: ReferenceConfig["ref"], actions?: ReferenceConfig["actions"]) =>
  integer(name).notNull().references(target, actions);

/** A required reference to another table's text code (the regions are keyed by their official codes). */
export const foreignCode = (name: string, target: ReferenceConfig["ref"]) => text(name).notNull().references(target);
