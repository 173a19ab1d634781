import { z } from "zod";
import { pkpStoreRefDto } from "../shared/fields.dto.ts";

/**
 * Where a store stands: 'onboarding' until its location and bank are given, 'pending_review' while an
 * operator has yet to approve it (when new stores wait), 'active' (listed, sells), 'closed' (off the market).
 */
export const MERCHANT_STATUSES = ["onboarding", "pending_review", "active", "closed"] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

/** The merchant object on a user: its presence is what makes the user a merchant (spec §3, §6). */
export const userMerchantDto = pkpStoreRefDto.extend({ status: z.enum(MERCHANT_STATUSES) });
export type UserMerchantDto = z.infer<typeof userMerchantDto>;

/** The user as the client keeps it: no id (spec §3). */
export const userDto = z.object({
  fullname: z.string().nullable(),
  email: z.string(),
  profile_picture: z.string().nullable(),
  merchant: userMerchantDto.nullable(),
});
export type UserDto = z.infer<typeof userDto>;

export const loginResultDto = userDto.extend({ jwt_token: z.string() });
export type LoginResultDto = z.infer<typeof loginResultDto>;

/** Who is making a request, resolved from a valid token. */
export interface Viewer {
  userId: number;
  sessionId: string;
  user: UserDto;
}
