// The spec: the 'save up' badge on a product shows a whole-number percentage,
// and only when both prices are above 0 and the sale price is lower.

/**
 * The whole-number percentage saved, or null when no badge should show. A discount so
 * small it rounds to 0% also gets no badge: 'Save 0%' would read as a mistake.
 */
export function saveUpPercent(price: number | null | undefined, discountedPrice: number | null | undefined): number | null {
  if (typeof price !== 'number' || typeof discountedPrice !== 'number') return null;
  if (!Number.isFinite(price) || !Number.isFinite(discountedPrice)) return null;
  if (!(price > 0 && discountedPrice > 0 && discountedPrice < price)) return null;
  const percent = Math.round(((price - discountedPrice) / price) * 100);
  return percent > 0 ? percent : null;
}
