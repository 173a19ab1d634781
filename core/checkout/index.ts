export {
  createCheckoutService,
  DEFAULT_TAX_RATES,
  type CheckoutService,
  type CheckoutAddressBook,
  type CheckoutShipping,
  type ComputedCheckout,
  type TaxRates,
} from "./checkout.service.ts";
export { createCheckoutRequestRepository, type EarlierRequest } from "./checkout-request.repository.ts";
export { createCheckoutRepository } from "./checkout.repository.ts";
export {
  addressChoiceInput,
  dropshipInput,
  idempotencyKey,
  logisticInput,
  orderIdParams,
  payInput,
  previewQuery,
  walletInput,
} from "./checkout.inputs.ts";
export type {
  CheckoutAddress,
  CheckoutPreviewDto,
  CheckoutRate,
  PaymentResultDto,
  PreviewOrderDto,
  PreviewSummaryDto,
} from "./checkout.dto.ts";
export { ADDRESS_CONTACT_KEYS, checkoutPreviewDto, checkoutRateDto, paymentResultDto } from "./checkout.dto.ts";
export { promoBasketsOf } from "./checkout.view.ts";
