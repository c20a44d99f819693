// The coupon of the order summary: Redeem checks the code against
// the basket (GET /api/v1/basket/{id}/coupon/{code}); a change of the total (quantities,
// delivery or collect) drops the discount and re-applies the coupon; a failure clears the
// discount and shows the server's message. The customer can take an applied coupon off
// (Remove), and an order the server refuses because of its coupon (a first-order code on a
// returning email) takes it off too: otherwise every retry would send the refused code again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createBasketApi, type CouponResult } from '../../shared/api/basket';
import { errorMessage } from '../../shared/api/errors';
import type { ApiClient } from '../../shared/api/http';
import { useToast } from '../kit/Toasts';
import type { CouponKeeper } from './draft';

export const COUPON_FAILED = 'An error has occurred.';

export interface CouponState {
  /** What is typed in the coupon field. */
  code: string;
  setCode: (code: string) => void;
  /** The coupon that holds for the current total, with the server's discounted totals. */
  applied: { code: string; result: CouponResult } | null;
  redeeming: boolean;
  redeem: () => Promise<void>;
  /** Takes the applied coupon off: the total is the basket's again and the order is sent without it. */
  remove: () => void;
  /** The order was refused because of the coupon: it comes off, and the message stays by the field. */
  refused: (message: string) => void;
  /** Why the last coupon was refused, shown by the field until another code is typed. */
  error: string | null;
}

export function useCoupon(client: ApiClient, basketId: string | null, total: number | null, isClickAndCollect: boolean, kept?: CouponKeeper): CouponState {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<CouponState['applied']>(null);
  const [redeeming, setRedeeming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wanted = useRef<string | null>(null);

  const apply = useCallback(
    async (value: string) => {
      if (!basketId || !value) return;
      setRedeeming(true);
      try {
        const result = await createBasketApi(client).coupon(basketId, value, { isClickAndCollect });
        wanted.current = value;
        setApplied({ code: value, result });
        setError(null);
        kept?.write(basketId, value);
      } catch (e) {
        wanted.current = null;
        setApplied(null);
        kept?.write(basketId, null);
        const message = errorMessage(e, COUPON_FAILED);
        setError(message);
        toast.error(message);
      } finally {
        setRedeeming(false);
      }
    },
    [client, basketId, isClickAndCollect, toast, kept],
  );

  // After a reload: the coupon this basket had, checked with the server again.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !kept || !basketId || total === null) return;
    restored.current = true;
    const code = kept.read(basketId);
    if (!code || wanted.current) return;
    setCode(code);
    void apply(code);
  }, [kept, basketId, total, apply]);

  // A new total makes the old discount wrong: drop it at once, then ask again.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const now = `${basketId}|${total}|${isClickAndCollect}`;
    const before = seen.current;
    seen.current = now;
    if (before === null || before === now || !wanted.current) return;
    setApplied(null);
    void apply(wanted.current);
  }, [basketId, total, isClickAndCollect, apply]);

  const redeem = useCallback(() => apply(code.trim()), [apply, code]);
  const remove = useCallback(() => {
    wanted.current = null;
    setApplied(null);
    setError(null);
    setCode('');
    if (basketId) kept?.write(basketId, null);
  }, [basketId, kept]);
  const refused = useCallback(
    (message: string) => {
      wanted.current = null;
      setApplied(null);
      setError(message);
      if (basketId) kept?.write(basketId, null);
    },
    [basketId, kept],
  );
  const typed = useCallback((value: string) => {
    setCode(value);
    setError(null);
  }, []);
  return { code, setCode: typed, applied, redeeming, redeem, remove, refused, error };
}
