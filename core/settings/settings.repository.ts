import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { app_setting } from "./settings.tables.ts";

export function createSettingsRepository(db: Executor) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const rows = await db.select({ value: app_setting.value }).from(app_setting).where(eq(app_setting.key, key));
      return rows[0]?.value as T | undefined;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(app_setting)
        .values({ key, value })
        .onConflictDoUpdate({ target: app_setting.key, set: { value, updated_at: sql`now()` } });
    },
    /** Stores the value only if the key is new, and returns whatever is stored: first writer wins. */
    async getOrInit<T>(key: string, initial: T): Promise<T> {
      await db.insert(app_setting).values({ key, value: initial }).onConflictDoNothing();
      return (await this.get<T>(key)) as T;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
