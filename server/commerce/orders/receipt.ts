// The proof that this browser placed an order: a guest has no account to show the order to,
// so the order's answer carries a receipt (an HMAC of the group and order id under the
// server's signing secret) and the thank-you reads the order back with it after a reload.
// Without the receipt an order id alone shows nothing: ids are counted, not secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function receiptFor(secret: Uint8Array, vetId: string, orderId: number): string {
  return createHmac('sha256', secret).update(`order-receipt\n${vetId}\n${orderId}`).digest('base64url');
}

export function receiptMatches(secret: Uint8Array, vetId: string, orderId: number, receipt: string): boolean {
  const expected = Buffer.from(receiptFor(secret, vetId, orderId));
  const given = Buffer.from(receipt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
