/**
 * <vet-subscriptions>: creating a product subscription (spec 2 sections 2-5, 7). Signed out:
 * 'Log In to Create Subscriptions'. Signed in: the intro, then four steps: name, products,
 * checkout and 'Delivered to your door!' (labelled Complete) linking to the account's list.
 *
 * @attr vet-id, api-base, token, token-url   the common attributes
 * @attr login-url          LOGIN (default /auth/sign-in?callbackUrl=%2F: sign-in returns to /)
 * @attr subscriptions-url  the confirmation's button (default ./account/subscriptions)
 * @attr home-url           the confirmation's 'Go to homepage' (default /)
 * @event vet-subscriptions:step-change, vet-subscriptions:created, vet-subscriptions:error
 * @csspart base
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { preselected } from '../../shared/domain/preselect';
import { createBasketApi } from '../../shared/api/basket';
import { errorMessage } from '../../shared/api/errors';
import { createProfileApi } from '../../shared/api/profile';
import { createShopApi } from '../../shared/api/shop';
import { createSubscriptionsApi } from '../../shared/api/subscriptions';
import { SUBSCRIPTION_FREQUENCIES } from '../../shared/domain/limits';
import { formatDate, todayKey } from '../../shared/format/dates';
import { PAYMENT_METHOD_REQUIRED, SHIPPING_ADDRESS_REQUIRED } from '../../shared/schemas/checkout';
import type { Basket, Product } from '../../shared/schemas/shop';
import { DELIVERY_FREQUENCY_REQUIRED, SELECT_PRODUCTS, SUBSCRIPTION_NAME_REQUIRED } from '../../shared/schemas/subscriptions';
import { Button, buttonClass } from '../kit/Button';
import { OrderConfirmation, preselectedCard, useSavedCards, useSignedIn } from '../kit/payments';
import { Spinner } from '../kit/Spinner';
import { Stepper } from '../kit/Stepper';
import { TextField } from '../kit/TextField';
import { useToast } from '../kit/Toasts';
import { useWidget } from '../kit/WidgetContext';
import { syncBasket } from './basketSync';
import { CheckoutStep, type AddressOption, type SubscriptionCheckoutValues } from './steps/CheckoutStep';
import { ProductsStep, type Chosen } from './steps/ProductsStep';
import './events';
import { SignInLink } from '../kit/SignInLink';

export const STEP_LABELS = ['Create subscription', 'Select products', 'Checkout', 'Complete'] as const;
export const CHECKOUT_INCOMPLETE = 'Please make sure you have filled all required data, and selected a Shipping Address and Payment Method';
export const CREATE_FAILED = 'Your subscription could not be created. Please try again.';

export interface SubscriptionsProps {
  loginUrl?: string;
  subscriptionsUrl?: string;
  homeUrl?: string;
}

export function Subscriptions(props: SubscriptionsProps) {
  const signedIn = useSignedIn();
  if (signedIn === null)
    return (
      <p className="flex items-center gap-2 p-1 text-muted">
        <Spinner decorative size="sm" /> Loading…
      </p>
    );
  if (!signedIn)
    return (
      <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-line bg-surface p-6 text-center text-ink">
        <h2 className="text-2xl font-bold">Log In to Create Subscriptions</h2>
        <p>Subscriptions deliver your pet's essentials on a schedule that suits you.</p>
        <SignInLink href={props.loginUrl ?? '/auth/sign-in?callbackUrl=%2F'} className={buttonClass('primary', 'md')}>
          LOGIN
        </SignInLink>
      </div>
    );
  return <Wizard {...props} />;
}

type Step = 'intro' | 0 | 1 | 2 | 3;

function Wizard({ subscriptionsUrl = './account/subscriptions', homeUrl = '/' }: SubscriptionsProps) {
  const widget = useWidget();
  const toast = useToast();
  const { client } = widget;
  const basketApi = useMemo(() => createBasketApi(client), [client]);
  const shop = useMemo(() => createShopApi(client), [client]);
  const cards = useSavedCards(client);

  const [step, setStep] = useState<Step>('intro');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [values, setValues] = useState<SubscriptionCheckoutValues>({
    frequency: '0',
    firstDeliveryDate: todayKey(),
    shippingID: '',
    paymentID: '',
    deliveryNotes: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [addresses, setAddresses] = useState<AddressOption[] | null>(null);
  const [contact, setContact] = useState<{ name: string; email: string; phone: string } | null>(null);
  const [basket, setBasket] = useState<Basket | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    const profile = createProfileApi(client);
    profile.addresses.list().then(
      (items) => {
        setAddresses(
          items.map((a) => ({
            id: String(a.id),
            title: a.street ?? '',
            description: [a.suburb, [a.city, a.postCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          })),
        );
        const preferred = preselected(items);
        if (preferred) setValues((c) => (c.shippingID ? c : { ...c, shippingID: String(preferred.id) }));
      },
      () => setAddresses([]),
    );
    profile.get().then(
      (p) => setContact({ name: `${p.firstName} ${p.lastName}`, email: p.email, phone: p.phone }),
      () => undefined,
    );
  }, [client]);
  useEffect(() => {
    if (cards.status !== 'ready') return;
    const card = preselectedCard(cards.cards);
    if (card) setValues((c) => (c.paymentID ? c : { ...c, paymentID: String(card.id) }));
  }, [cards]);

  const go = (next: Step) => {
    setStep(next);
    setErrors({});
    widget.emit('vet-subscriptions:step-change', { step: next });
  };
  const refuse = (message: string, fields: Record<string, string> = {}) => {
    setErrors(fields);
    toast.error(message);
    widget.emit('vet-subscriptions:error', { message });
  };
  const items = () => chosen.map((c) => ({ productId: c.product.id, quantity: c.quantity }));

  const toCheckout = async () => {
    if (chosen.length === 0) return refuse(SELECT_PRODUCTS, { products: SELECT_PRODUCTS });
    go(2);
    // Entering checkout syncs the basket, so the totals shown are the server's.
    setBasket(null);
    try {
      setBasket(await syncBasket(basketApi, items()));
    } catch (e) {
      refuse(errorMessage(e, CREATE_FAILED));
    }
  };

  const submit = async () => {
    if (inFlight.current) return;
    const found: Record<string, string> = {};
    if (!SUBSCRIPTION_FREQUENCIES[Number(values.frequency)] || values.frequency === '') found.frequency = DELIVERY_FREQUENCY_REQUIRED;
    if (!values.shippingID) found.shippingID = SHIPPING_ADDRESS_REQUIRED;
    if (!values.paymentID) found.paymentID = PAYMENT_METHOD_REQUIRED;
    if (Object.keys(found).length || chosen.length === 0) return refuse(CHECKOUT_INCOMPLETE, found);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const synced = await syncBasket(basketApi, items());
      const frequency = SUBSCRIPTION_FREQUENCIES[Number(values.frequency)]!;
      const created = await createSubscriptionsApi(client).createFromBasket(synced.id, {
        name: name.trim(),
        firstDeliveryDate: values.firstDeliveryDate,
        interval: frequency.interval,
        intervalCount: frequency.intervalCount,
        basketId: synced.id,
        address: { id: Number(values.shippingID), deliveryNotes: values.deliveryNotes.trim() },
        paymentMethodId: Number(values.paymentID),
      });
      widget.emit('vet-subscriptions:created', { subscriptionId: String(created.id), name: created.name });
      go(3);
    } catch (e) {
      refuse(errorMessage(e, CREATE_FAILED));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  if (step === 'intro')
    return (
      <div className="mx-auto max-w-3xl space-y-4 rounded-lg border border-line bg-surface p-6 text-ink">
        <h2 className="text-2xl font-bold">How it works</h2>
        <ol className="list-decimal space-y-1 pl-6">
          <li>Name your subscription.</li>
          <li>Choose the products you need, and how many.</li>
          <li>Pick how often, where to deliver and the card to pay with.</li>
        </ol>
        <p className="font-semibold">You can pause or cancel at any time.</p>
        <Button size="lg" onClick={() => go(0)}>
          Start now
        </Button>
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-1">
      <Stepper stages={[...STEP_LABELS]} current={step} label="Subscription progress" />
      {step === 0 && (
        <form
          noValidate
          aria-label="Create subscription"
          className="max-w-xl space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) return refuse(SUBSCRIPTION_NAME_REQUIRED, { name: SUBSCRIPTION_NAME_REQUIRED });
            go(1);
          }}
        >
          <h2 className="text-2xl font-bold text-ink">Create subscription</h2>
          <TextField
            label="Subscription name"
            required
            hint="For example: Rex's monthly food"
            value={name}
            error={errors.name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            ref={(el) => {
              if (errors.name) el?.focus();
            }}
          />
          <Button type="submit">Continue</Button>
        </form>
      )}
      {step === 1 && (
        <>
          <ProductsStep
            shop={shop}
            chosen={chosen}
            error={errors.products}
            onAdd={(product: Product, quantity: number) =>
              setChosen((list) => {
                const rest = list.filter((c) => String(c.product.id) !== String(product.id));
                return [...rest, { product, quantity }];
              })
            }
            onQuantity={(productId, quantity) =>
              setChosen((list) =>
                quantity > 0
                  ? list.map((c) => (String(c.product.id) === productId ? { ...c, quantity } : c))
                  : list.filter((c) => String(c.product.id) !== productId),
              )
            }
          />
          <div className="flex justify-between gap-3">
            <Button variant="secondary" onClick={() => go(0)}>
              Back
            </Button>
            <Button onClick={() => void toCheckout()}>Continue to checkout</Button>
          </div>
        </>
      )}
      {step === 2 && (
        <CheckoutStep
          values={values}
          set={(field, value) => setValues((c) => ({ ...c, [field]: value }))}
          errors={errors}
          addresses={addresses}
          cards={cards}
          contact={contact}
          basket={basket}
          minDate={todayKey()}
          submitting={submitting}
          onBack={() => go(1)}
          onSubmit={() => void submit()}
        />
      )}
      {step === 3 && (
        // The spec's shared confirmation ('Thank you!', the summary email, 'Go to homepage') with
        // the wizard's own line and its button to the account's subscriptions.
        <OrderConfirmation email={contact?.email ?? ''} homeUrl={homeUrl}>
          <p className="text-xl font-semibold">Delivered to your door!</p>
          <p>
            Your subscription <strong>{name.trim()}</strong> is active. We will send the first order on {formatDate(values.firstDeliveryDate)}.
          </p>
          <a href={subscriptionsUrl} className={buttonClass('secondary', 'md')}>
            Go to my subscriptions
          </a>
        </OrderConfirmation>
      )}
    </div>
  );
}
