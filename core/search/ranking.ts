/**
 * Relevance order blends how well the words match with how well the product sells and is rated:
 *
 *   relevance = text rank × boost
 *   boost     = (1 + SOLD × ln(1 + sold_count)) × (1 + RATING × rating_avg × min(1, rating_count / CONFIDENCE))
 *               × (stock > 0 ? 1 : OUT_OF_STOCK)
 *
 * Text rank is PostgreSQL's ts_rank over the weighted document (name 1.0, leaf category 0.4, store and
 * subcategory 0.2, top category 0.1), so a match in the name outweighs one in the category even against a
 * few thousand sales (a best seller's boost is about 2-2.5). A rating counts fully from CONFIDENCE ratings
 * on, so one 5-star review does not outrank a hundred 4.8s. Without words, relevance is the boost alone.
 * A product nobody can buy (stock 0) sinks below every one that can: text ranks of matches differ by far
 * less than OUT_OF_STOCK's factor, so it reorders only products within one side of that line.
 *
 * The boost is stored: product.search_boost is a generated column with this formula (migration 0002), which
 * keeps the 'no words' order indexable; searchBoost() mirrors it and a test holds the two together.
 */
export const RANKING = {
  soldWeight: 0.1,
  ratingWeight: 0.05,
  ratingConfidence: 10,
  /** ts_rank weights for D, C, B, A (PostgreSQL's order). */
  textWeights: [0.1, 0.2, 0.4, 1.0],
  outOfStock: 0.000001,
} as const;

export function searchBoost(soldCount: number, ratingAvg: number, ratingCount: number, stock: number): number {
  const sold = 1 + RANKING.soldWeight * Math.log(1 + Math.max(0, soldCount));
  const rating =
    1 + RANKING.ratingWeight * ratingAvg * Math.min(1, Math.max(0, ratingCount) / RANKING.ratingConfidence);
  return sold * rating * (stock > 0 ? 1 : RANKING.outOfStock);
}

export function relevance(textRank: number, boost: number): number {
  return textRank * boost;
}
