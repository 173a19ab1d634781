export { createAccountRepository, type AccountRepository } from "./account.repository.ts";
export {
  createAccountService,
  type AccountService,
  type RequestMeta,
  type SignInResult,
  SESSION_TTL_MS,
  AUTH_LIMITS,
} from "./account.service.ts";
export {
  loginResultDto,
  userDto,
  type UserDto,
  type LoginResultDto,
  type Viewer,
  type UserMerchantDto,
  MERCHANT_STATUSES,
  type MerchantStatus,
} from "./account.dto.ts";
export { displayName } from "./account.view.ts";
export { registerInput, loginInput, changePasswordInput } from "./account.inputs.ts";
