export type {
  ClientConfig,
  CreateTransactionInput,
  GatewayStatus,
  GatewayTransaction,
  NotificationOutcome,
  PaymentGateway,
  RejectionReason,
  Settle,
  SettleOutcome,
  VerifiedNotification,
  VerifyResult,
} from "./payment.types.ts";
export {
  createPaymentService,
  LOCAL_SERVER_KEY_SETTING,
  selectGateway,
  type PaymentConfig,
  type PaymentService,
  type PaymentServiceDeps,
} from "./payment.service.ts";
export { createLocalGateway, localPaymentCode, type LocalGateway } from "./local-gateway.ts";
export { createMidtransGateway, MIDTRANS_HOSTS, type MidtransGatewayOptions } from "./midtrans-gateway.ts";
export { formatGrossAmount, gatewayStatusOf, notificationSignature, parseGrossAmount } from "./signature.ts";
export { localPaymentInput, type LocalPaymentInput } from "./payment.inputs.ts";
export {
  LOCAL_METHOD_GROUPS,
  LOCAL_PAYMENT_METHODS,
  type LocalMethodGroup,
  type LocalPaymentIntent,
  type LocalPaymentMethod,
  type PaymentPopupResult,
} from "./payment.view.ts";
export type { LocalPaymentDto, LocalPaymentResultDto } from "./payment.dto.ts";
