// No zod here: the header imports this module in the browser.
import type { UserDto } from "./account.dto.ts";

/** Display name rule of spec §3: fullname, then email, then UNSET NAME. */
export function displayName(user: Pick<UserDto, "fullname" | "email"> | null | undefined, unsetName: string): string {
  const fullname = user?.fullname?.trim();
  if (fullname) return fullname;
  const email = user?.email?.trim();
  if (email) return email;
  return unsetName;
}
