// The wizard's basket rules: the subscription is made from the signed-in
// customer's basket holding exactly the chosen products. Fetch the basket; if there is one,
// clear it and update it with the items, otherwise create one with them.
// That basket is the wizard's own draft (purpose 'subscription' on the server), never the shop
// basket: products in the shop cart stay there, and an abandoned wizard leaves nothing in it.
import type { BasketApi } from '../../shared/api/basket';
import type { Basket } from '../../shared/schemas/shop';

export interface ChosenItem {
  productId: string | number;
  quantity: number;
}

export async function syncBasket(api: BasketApi, items: ChosenItem[]): Promise<Basket> {
  const wanted = items.filter((i) => i.quantity > 0).map((i) => ({ productId: i.productId, quantity: i.quantity }));
  let basket: Basket | null;
  try {
    basket = await api.subscriptionDraft();
  } catch {
    basket = null;
  }
  if (!basket) return api.createSubscriptionDraft(wanted);
  await api.clear(basket.id);
  try {
    return await api.update(basket.id, wanted);
  } catch {
    // Spec: on a failed update, fetch the basket again and retry once.
    const again = await api.subscriptionDraft();
    if (!again) return api.createSubscriptionDraft(wanted);
    return api.update(again.id, wanted);
  }
}
