export { createAddressService, type AddressService } from "./address.service.ts";
export { createAddressRepository, type AddressRepository } from "./address.repository.ts";
export { addressInput, addressListQuery, type AddressInput, type AddressListQuery } from "./address.inputs.ts";
export {
  ADDRESS_BOOK_MAX,
  ADDRESS_DETAIL_MAX,
  ADDRESS_FORM_FIELDS,
  ADDRESS_LABEL_MAX,
  ADDRESS_NAME_MAX,
  REGION_PRESELECT_DELAY_MS,
  addressRegionLine,
  firstAddressError,
  normalizeAddressForm,
  normalizeAddressText,
  type AddressFormError,
  type AddressFormField,
  type AddressFormValues,
} from "./address.view.ts";
export {
  addressDto,
  addressListMetaDto,
  addressRemovalDto,
  type AddressDto,
  type AddressRemovalDto,
} from "./address.dto.ts";
