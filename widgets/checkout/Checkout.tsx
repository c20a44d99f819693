/**
 * <vet-checkout>: the checkout of the shop spec. Signed in: contact from the
 * profile (read-only), a saved address or click-and-collect clinic, a saved card (none saved:
 * the card form, paid with its token). Guest: a login prompt, delivery method cards, the
 * address form and the card form. Both: delivery notes (150, live counter), the order summary
 * with a quantity per line (at least 1) and coupon, 'Confirm order', the thank-you.
 * The basket is the page's (widgets/commerce/basket): after the order a new one is started.
 *
 * @attr login-url            guest login link (default /auth/sign-in?callbackUrl=/checkout)
 * @attr orders-url           'Go to my orders' (default /account/orders)
 * @attr shop-url             'Continue shopping' (default /shop)
 * @attr payment-methods-url  where a signed-in customer adds a card (default /account/payment-methods)
 * @attr hide-heading         present (bare, as a native boolean; "false" counts as absent) leaves the 'Checkout' heading out (the host page titles it)
 * @fires vet-checkout:completed  { orderId, number, total, signedIn }
 * @fires vet-checkout:error      { message } a refused or failed submit
 * @csspart base        the widget's outer box
 * @csspart summary     the order summary
 * @csspart card-field  the card form's frame
 * @csspart thank-you   the confirmation
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { preselected } from '../../shared/domain/preselect';
import { createCheckoutApi } from '../../shared/api/checkout';
import { errorMessage, isApiError } from '../../shared/api/errors';
import { revealFirstInvalid } from '../kit/form/firstInvalid';
import { reveal } from '../kit/scroll';
import { useBasket, useBasketActions, type CartLine } from '../commerce/basket';
import { keptKey, type KeptKey } from '../kit/keptKey';
import { CardPayments, preselectedCard, useCardPayment, useSavedCards, useSignedIn, type CardProviderDeps, type SavedCardsState } from '../kit/payments';
import { LoadingLine } from '../kit/Spinner';
import { useToast } from '../kit/Toasts';
import { useWidget } from '../kit/WidgetContext';
import { LoadError } from '../kit/LoadError';
import { useCheckoutData } from './data';
import { quantityPath, validateCheckout } from './form';
import { CheckoutStore, SESSION_EXPIRED, useCheckout, useCheckoutActions, withDefaults } from './store';
import { ContactSection } from './sections/Contact';
import { DeliverySection } from './sections/Delivery';
import { OrderSummary, summaryTotals } from './sections/OrderSummary';
import { PaymentSection } from './sections/Payment';
import { ThankYou } from './sections/ThankYou';
import { useCoupon } from './useCoupon';
import { confirmationLeft, confirmationShown, useConfirmation } from './confirmation';
import { sessionCoupon, sessionDraft } from './draft';
import { useUnansweredOrder } from './unanswered';
import './events';
import { SignInLink } from '../kit/SignInLink';

// Only a signed-in customer adding an address opens this dialog: the address form and the
// profile's schemas load then, not with every checkout.
const NewAddress = lazy(() => import('./sections/NewAddress').then(({ NewAddress }) => ({ default: NewAddress })));

export const CONFIRM_ORDER = 'Confirm order';

/** The server's 401: the token the page holds no longer signs anyone in. */
const isSignedOut = (e: unknown) => isApiError(e) && e.status === 401;

export interface CheckoutProps {
  loginUrl?: string;
  ordersUrl?: string;
  shopUrl?: string;
  paymentMethodsUrl?: string;
  hideHeading?: boolean;
  /** Tests: the card frame run in jsdom (card-frame/testing.ts). */
  cardFrame?: CardProviderDeps['cardFrame'];
}

/** One empty list while the addresses load. */
const NO_ADDRESSES: never[] = [];

export function Checkout(props: CheckoutProps) {
  const signedIn = useSignedIn();
  const { client, config } = useWidget();
  // Loaded here, above <CardPayments>: a signed-in customer with no saved card (or whose cards
  // could not be loaded) pays with a new card, so the card provider is needed then too.
  const cards = useSavedCards(signedIn ? client : null);
  const newCard = signedIn === true && cards.status !== 'loading' && cards.cards.length === 0;
  const headingHidden = props.hideHeading === true;
  // The order's Idempotency-Key, kept until a definitive answer: sent with the order, and asked
  // about after a reload (unanswered.ts).
  const orderKey = useMemo(() => keptKey(`checkout:${config.vetId}`), [config.vetId]);
  return (
    <section {...(headingHidden ? { 'aria-label': 'Checkout' } : { 'aria-labelledby': 'vet-checkout-title' })} className="mx-auto max-w-6xl space-y-4 p-1">
      {!headingHidden && (
        <h2 id="vet-checkout-title" className="text-3xl font-bold text-ink">
          Checkout
        </h2>
      )}
      {signedIn === null ? (
        <LoadingLine>Loading…</LoadingLine>
      ) : (
        <CardPayments enabled={!signedIn || newCard} {...(props.cardFrame ? { cardFrame: props.cardFrame } : {})}>
          <CheckoutStore.Provider init={{ draft: sessionDraft(config.vetId), attemptKey: orderKey, place: createCheckoutApi(client).placeOrder }}>
            <CheckoutForm {...props} signedIn={signedIn} cards={cards} newCard={newCard} orderKey={orderKey} />
          </CheckoutStore.Provider>
        </CardPayments>
      )}
    </section>
  );
}

function CheckoutForm({
  signedIn,
  cards,
  newCard,
  loginUrl = '/auth/sign-in?callbackUrl=%2Fcheckout',
  ordersUrl = '/account/orders',
  shopUrl = '/shop',
  paymentMethodsUrl = '/account/payment-methods',
  orderKey,
}: CheckoutProps & { signedIn: boolean; cards: SavedCardsState; newCard: boolean; orderKey: KeptKey }) {
  const widget = useWidget();
  const { client, emit, session, config } = widget;
  const toast = useToast();
  const card = useCardPayment();
  // The session the server refused (a 401): the sign-in prompt stays until the session changes
  // (a sign-in in the popup) or the page comes back from the sign-in page. A toast would go in
  // 5 s and leave a page that looks signed in but cannot order.
  const [expired, setExpired] = useState<{ session: number; message: string } | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const data = useCheckoutData(widget, signedIn);
  const basket = useBasket((s) => s.basket);
  const allLines = useBasket((s) => s.lines);
  const basketStatus = useBasket((s) => s.status);
  const basketActions = useBasketActions();
  const lines = useMemo(() => allLines.filter((l) => l.quantity > 0 && !l.deleted), [allLines]);

  const typed = useCheckout((s) => s.values);
  const quantityDrafts = useCheckout((s) => s.quantityDrafts);
  const touched = useCheckout((s) => s.touched);
  const attempted = useCheckout((s) => s.attempted);
  const submitting = useCheckout((s) => s.submitting);
  const done = useCheckout((s) => s.done);
  const actions = useCheckoutActions();
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed order, once its messages are rendered, what to do next takes focus: the
  // coupon field with its message, a new card after a decline, or else the button that tries
  // again (focus was on it, and it was busy while sending).
  const [failure, setFailure] = useState<{ couponRefused: boolean; cardRefused: boolean; signedOut: boolean } | null>(null);
  useEffect(() => {
    if (!failure || failure.signedOut) return;
    const form = formRef.current;
    if (failure.couponRefused && revealFirstInvalid(form)) return;
    if (failure.cardRefused) return card.focus();
    const again = form?.querySelector<HTMLElement>('button[type="submit"]');
    if (again) reveal(again);
    // Once per failure (a new object each time), not when the card's state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);
  // A reload of the thank-you: the URL names the order (confirmation.ts).
  const confirmation = useConfirmation(client, config.vetId, signedIn, !done);
  const unavailable = confirmation.status === 'unavailable';
  // Not while an order is on its way: then its own answer says.
  const askingAboutOrder = useUnansweredOrder(client, config.vetId, orderKey, !done && !submitting && confirmation.status === 'none');
  // An order found after its answer was lost: the "connection dropped" toast is over.
  const confirmed = confirmation.status === 'ready';
  useEffect(() => {
    if (confirmed) toast.dismiss();
  }, [confirmed, toast]);
  useEffect(() => {
    if (unavailable) confirmationLeft();
  }, [unavailable]);

  // Signed in: the contact is the profile's; the default (or only) address and card are chosen
  // until the customer chooses another (store.ts, withDefaults).
  const profile = data.status === 'ready' ? data.profile : null;
  const addresses = data.status === 'ready' ? data.addresses : NO_ADDRESSES;
  const values = withDefaults(typed, {
    contact: profile ? { firstName: profile.firstName, lastName: profile.lastName, email: profile.email, phone: profile.phone } : null,
    shippingID: String(preselected(addresses)?.id ?? ''),
    paymentID: String((cards.status === 'ready' ? preselectedCard(cards.cards) : undefined)?.id ?? ''),
  });

  // Another basket or customer starts the form again (store.ts, identified), card included.
  const basketId = basket ? String(basket.id) : '';
  const profileId = profile ? String(profile.id) : '';
  useEffect(() => {
    if (actions.identified({ basket: basketId, profile: profileId })) card.clear();
    // The card's clear is stable in intent; the identity's parts decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [basketId, profileId]);

  const collect = values.deliveryMethod === 'collect';
  // Once the order is placed the coupon is spent: the new, empty basket is never asked about
  // it (asking would put "The Basket must have at least 1 item" over the thank-you).
  const keptCoupon = useMemo(() => sessionCoupon(config.vetId), [config.vetId]);
  const coupon = useCoupon(client, basket && !done ? basketId : null, basket ? basket.total : null, collect, keptCoupon);

  // Validation runs on change: a field shows its message once it has been
  // changed, and every field after the first submit.
  // Only lines still in the basket count (one may be removed in the side cart meanwhile).
  const typedQuantities = useMemo(
    () =>
      Object.fromEntries(lines.flatMap((l) => (String(l.productId) in quantityDrafts ? [[String(l.productId), quantityDrafts[String(l.productId)]!]] : []))),
    [lines, quantityDrafts],
  );
  const ctx = { signedIn, itemCount: lines.length, cardComplete: card.complete, newCard, quantities: typedQuantities };

  // The spec: the checkout quantity is at least 1. A valid one goes to the page basket
  // (saved after its 500 ms pause, or at submit); an invalid one stays with its message.
  const changeQuantity = (line: CartLine, text: string) => {
    const quantity = actions.quantityTyped(String(line.productId), text);
    if (quantity !== null) basketActions.quantityChanged(line.productId, quantity);
  };
  const allErrors = validateCheckout(values, ctx);
  const errors = attempted ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([k]) => touched.has(k)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!basket) return;
    const outcome = await actions.placeOrder({
      basketId: basket.id,
      values,
      rules: ctx,
      userId: profile?.id ?? '',
      coupon: coupon.applied?.code ?? null,
      flushQuantities: basketActions.flushQuantities,
      card: signedIn && !newCard ? null : card,
    });
    switch (outcome.kind) {
      case 'busy':
        return;
      case 'invalid':
        toast.error(outcome.message);
        emit('vet-checkout:error', { message: outcome.message });
        // The first field with a message, in reading order; the card is in its own frame.
        requestAnimationFrame(() => {
          if (!revealFirstInvalid(formRef.current) && outcome.errors.cardToken) card.focus();
        });
        return;
      case 'placed': {
        const { order } = outcome;
        confirmationShown(config.vetId, order);
        // Thanked: the error of an earlier try (a declined card) is over.
        toast.dismiss();
        emit('vet-checkout:completed', { orderId: String(order.id), number: String(order.number), total: order.basket?.total ?? null, signedIn });
        // The spec: forget the ordered basket and start a new one.
        await basketActions.resetBasket().catch(() => undefined);
        return;
      }
      case 'failed':
        toast.error(outcome.message);
        if (outcome.couponRefused) coupon.refused(outcome.message);
        if (outcome.signedOut) setExpired({ session, message: outcome.message });
        emit('vet-checkout:error', { message: outcome.message });
        setFailure({ couponRefused: outcome.couponRefused, cardRefused: outcome.cardRefused, signedOut: outcome.signedOut });
    }
  };

  if (done) return <ThankYou order={done.order} contact={done.contact} signedIn={signedIn} ordersUrl={ordersUrl} shopUrl={shopUrl} />;
  if (confirmation.status === 'loading' || askingAboutOrder) return <LoadingLine>Loading your order…</LoadingLine>;
  if (confirmation.status === 'ready') {
    const { order } = confirmation;
    const contact = { firstName: order.contact?.firstName ?? '', lastName: order.contact?.lastName ?? '', email: order.contact?.email ?? '' };
    return <ThankYou order={order} contact={contact} signedIn={signedIn} ordersUrl={ordersUrl} shopUrl={shopUrl} />;
  }
  const sessionEnded =
    expired?.session === session ? expired.message : data.status === 'error' && isSignedOut(data.error) ? errorMessage(data.error, SESSION_EXPIRED) : null;
  // The basket is the account's, on the server: signing in again brings it back as it was.
  const signInAgain = sessionEnded && (
    <p role="alert" className="rounded-lg border border-danger bg-surface p-4 text-sm text-ink">
      {sessionEnded}{' '}
      <SignInLink href={loginUrl} className="font-semibold text-primary underline">
        Log in
      </SignInLink>{' '}
      to carry on with your order.
    </p>
  );
  if (data.status === 'error')
    return signInAgain || <LoadError message="We could not load your details. Please check your connection and try again." onRetry={data.retry} />;

  const totals = basket ? summaryTotals(basket, collect, coupon.applied) : null;
  const summaryStatus = basketStatus === 'error' ? 'error' : basketStatus === 'ready' ? 'ready' : 'loading';

  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label="Checkout"
        aria-busy={submitting || undefined}
        onSubmit={(e) => void submit(e)}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="min-w-0 space-y-6">
          {signInAgain}
          {!signedIn && (
            <p className="rounded-lg border border-line bg-highlight p-4 text-sm text-ink">
              Already have an account?{' '}
              <SignInLink href={loginUrl} className="font-semibold text-primary underline">
                Log in
              </SignInLink>{' '}
              to use your saved addresses and cards.
            </p>
          )}
          {data.status === 'loading' ? (
            <LoadingLine>Loading your details…</LoadingLine>
          ) : (
            <>
              <ContactSection
                signedIn={signedIn}
                values={values.contact}
                errors={errors}
                onChange={(f, v) => actions.fieldChanged(`contact.${f}`, v)}
                disabled={submitting}
              />
              <DeliverySection
                signedIn={signedIn}
                values={values}
                errors={errors}
                set={actions.fieldChanged}
                clinics={data.clinics}
                addresses={data.addresses}
                shippingTotal={basket ? basket.shippingTotal : null}
                disabled={submitting}
                onAddAddress={() => setAddingAddress(true)}
              />
              <PaymentSection
                signedIn={signedIn}
                cards={cards}
                newCard={newCard}
                paymentID={values.paymentID}
                onCardChosen={(id) => actions.fieldChanged('paymentID', id)}
                errors={errors}
                disabled={submitting}
                paymentMethodsUrl={paymentMethodsUrl}
              />
            </>
          )}
        </div>
        <OrderSummary
          status={summaryStatus}
          lines={lines}
          totals={totals}
          coupon={coupon}
          onRetry={() => void basketActions.refresh().catch(() => undefined)}
          submitting={submitting}
          confirmLabel={CONFIRM_ORDER}
          shopUrl={shopUrl}
          basketError={errors.basketItems}
          quantityText={(line) => quantityDrafts[String(line.productId)] ?? String(line.quantity)}
          onQuantityChange={changeQuantity}
          quantityError={(line) => errors[quantityPath(String(line.productId))]}
        />
      </form>
      {addingAddress && data.status === 'ready' && (
        <Suspense fallback={null}>
          <NewAddress
            onClose={() => setAddingAddress(false)}
            onSaved={(saved) => {
              setAddingAddress(false);
              data.addressAdded(saved);
              actions.fieldChanged('shippingID', String(saved.id));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
