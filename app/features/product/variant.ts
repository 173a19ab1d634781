/**
 * Spec §5: choosing a variant whose index is above 5 says 'The selected product variant is out of stock'
 * in a toast for 2000 ms instead of opening it. (Indexes count from 0 in the order the API lists them.)
 */
export const VARIANT_TOAST_MS = 2000;
export const MAX_SELECTABLE_VARIANT_INDEX = 5;

export function isVariantSelectable(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= MAX_SELECTABLE_VARIANT_INDEX;
}

/** The index of the current product among its variants (0 when it is not listed). */
export function currentVariantIndex(variants: { id: number }[], productId: number): number {
  const index = variants.findIndex((variant) => variant.id === productId);
  return index < 0 ? 0 : index;
}
