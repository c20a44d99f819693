// The page's basket, shared by every commerce widget on a page (shop, product, cart button,
// side cart, checkout, subscriptions). The spec. Stable interface:
//
// Inside a widget (under <WidgetRoot>):
//   useBasket(selector)        atomic selector on BasketState:
//                                basket     Basket | null   the server's basket and totals
//                                lines      CartLine[]      what to list (quantity may be 0
//                                                           until the modal closes)
//                                status     'idle' | 'loading' | 'ready' | 'error'
//                                saving     boolean         quantity changes not saved yet
//                                lastError  { message, at } | null  last background failure
//                                cartOpen   boolean         the side cart dialog
//   useBasketActions()         BasketActions:
//                                load() / refresh()
//                                addToBasket(productId, quantity)  create-and-retry rule;
//                                  rejects with an Error whose message is the text to show
//                                quantityChanged(productId, quantity)  saved after 500 ms
//                                flushQuantities()   save now (call before an order)
//                                removeFromBasket(productId), clearBasket()
//                                zeroLinesDropped()  call when the product/cart modal closes
//                                resetBasket()       after an order: forget the stored id,
//                                                    create a new basket
//                                cartOpened(), cartClosed()
//   useAddToBasket()           { add(productId, quantity), isAdding(productId) } with the
//                              'Product added to your basket' toast and the error toast
//   useBasketErrorToasts()     toasts lastError (use in one widget per page: the side cart)
//   useBasketStore()           the StoreApi itself (getState() in event handlers)
//   BasketStoreProvider        gives widgets a store of your own (tests, the shell)
//
// Outside React:
//   pageBasketStore(widget)     the page store for api-base + vet id
//   createBasketStore(deps)     a store with your own API and id storage (tests)
//   forgetPageBaskets()         drop every page store (tests; sign-in without reload)
//   basketIdStore(vetId), basketStorageKey(vetId)  the anonymous id in localStorage,
//                               under `vet-basket:<vetId>`
//   lineCount(state)            the cart button's badge number
export { BasketStoreProvider, useAddToBasket, useBasket, useBasketActions, useBasketErrorToasts, useBasketStore } from './hooks';
export { forgetPageBaskets, pageBasketKey, pageBasketStore, type PageBasketOptions } from './page';
export { basketIdStore, basketStorageKey, type BasketIdStore } from './storage';
export {
  ADD_ERROR,
  BASKET_LOAD_ERROR,
  BASKET_SAVE_ERROR,
  createBasketStore,
  lineCount,
  type BasketActions,
  type BasketState,
  type BasketStatus,
  type BasketStoreDeps,
  type CartLine,
} from './store';
export type { Basket, BasketItem } from '../../../shared/schemas/shop';
