/** The stores a list of product cards comes from, each once, in the order they first appear. */
export function cardStores(cards: readonly { merchant: { merchant_slug: string } }[]): string[] {
  return [...new Set(cards.map((card) => card.merchant.merchant_slug))];
}
