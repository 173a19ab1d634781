/** The merchant object on a user: its presence is what makes the user a merchant (spec §3, §6). */
export interface UserMerchantDto {
  id: number;
  merchant_name: string;
  merchant_slug: string;
  storetype: string;
  is_pkp: "pkp" | "non-pkp";
}

/** The user as the client keeps it: no id (spec §3). */
export interface UserDto {
  fullname: string | null;
  email: string;
  profile_picture: string | null;
  merchant: UserMerchantDto | null;
}

export interface LoginResultDto extends UserDto {
  jwt_token: string;
}

/** Who is making a request, resolved from a valid token. */
export interface Viewer {
  userId: number;
  sessionId: string;
  user: UserDto;
}

/** Display name rule of spec §3: fullname, then email, then UNSET NAME. */
export function displayName(user: Pick<UserDto, "fullname" | "email"> | null | undefined, unsetName: string): string {
  const fullname = user?.fullname?.trim();
  if (fullname) return fullname;
  const email = user?.email?.trim();
  if (email) return email;
  return unsetName;
}
