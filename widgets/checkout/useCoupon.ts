// The coupon of the order summary: Redeem checks the code against
// the basket (GET /api/v1/basket/{id}/coupon/{code}); a change of the total (quantities,
// delivery or collect) drops the discount and re-applies the coupon; a failure clears the
// discount and shows the server's message.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createBasketApi, type CouponResult } from '../../shared/api/basket';
import { errorMessage } from '../../shared/api/errors';
import type { ApiClient } from '../../shared/api/http';
import { useToast } from '../kit/Toasts';

export const COUPON_FAILED = 'An error has occurred.';

export interface CouponState {
  /** What is typed in the coupon field. */
  code: string;
  setCode: (code: string) => void;
  /** The coupon that holds for the current total, with the server's discounted totals. */
  applied: { code: string; result: CouponResult } | null;
  redeeming: boolean;
  redeem: () => Promise<void>;
}

export function useCoupon(client: ApiClient, basketId: string | null, total: number | null, isClickAndCollect: boolean): CouponState {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<CouponState['applied']>(null);
  const [redeeming, setRedeeming] = useState(false);
  const wanted = useRef<string | null>(null);

  const apply = useCallback(
    async (value: string) => {
      if (!basketId || !value) return;
      setRedeeming(true);
      try {
        const result = await createBasketApi(client).coupon(basketId, value, { isClickAndCollect });
        wanted.current = value;
        setApplied({ code: value, result });
      } catch (e) {
        wanted.current = null;
        setApplied(null);
        toast.error(errorMessage(e, COUPON_FAILED));
      } finally {
        setRedeeming(false);
      }
    },
    [client, basketId, isClickAndCollect, toast],
  );

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
  return { code, setCode, applied, redeeming, redeem };
}
