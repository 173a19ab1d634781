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
export {
  registerInput,
  loginInput,
  changePasswordInput,
  forgetPasswordInput,
  resetCodeInput,
  newPasswordInput,
  googleSignInInput,
} from "./account.inputs.ts";
export { createGoogleVerifier, googleKeySet, type GoogleVerifier, type VerifiedIdentity } from "./google-identity.ts";
export { createPasswordResetService, PASSWORD_RESET, type PasswordResetService } from "./password-reset.service.ts";
export {
  createSellerProfileService,
  type CompanyDto,
  type PersonalDto,
  type SellerProfileService,
} from "./seller-profile.ts";
export {
  companyFields,
  formFlag,
  formText,
  personalFields,
  npwpField,
  personNameField,
  phoneField,
  requiredText,
  normalizeNpwp,
  GENDERS,
} from "./seller-profile.inputs.ts";
