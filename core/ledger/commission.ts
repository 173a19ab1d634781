import type { Executor } from "../../db/client.ts";
import { createSettingsRepository } from "../settings/index.ts";

/** The platform's commission by store type, basis points of the items after the store's own discounts. */
export type CommissionRates = Record<string, number>;

/** The `app_setting` key; absent, every store type pays 0 (decision 0030). */
export const COMMISSION_SETTING = "ledger.commission_bp";

export async function commissionBpFor(db: Executor, storetype: string): Promise<number> {
  const rates = await createSettingsRepository(db).get<CommissionRates>(COMMISSION_SETTING);
  const rate = rates?.[storetype] ?? 0;
  return Number.isInteger(rate) && rate >= 0 && rate <= 10_000 ? rate : 0;
}
