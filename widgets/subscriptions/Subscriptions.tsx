/**
 * <vet-subscriptions>: creating a product subscription. Signed out:
 * 'Log In to Create Subscriptions'. Signed in: the intro, then four steps: name, products,
 * checkout and 'Delivered to your door!' (labelled Complete) linking to the account's list.
 *
 * @attr login-url          LOGIN (default /auth/sign-in?callbackUrl=%2F: sign-in returns to /)
 * @attr subscriptions-url  the confirmation's button (default ./account/subscriptions)
 * @attr home-url           the confirmation's 'Go to homepage' (default /)
 * @fires vet-subscriptions:step-change  { step } 'intro', then 0 to 3
 * @fires vet-subscriptions:created      { subscriptionId, name } after the subscription is made
 * @fires vet-subscriptions:error        { message } a refused or failed submit
 * @csspart base  the widget's outer box
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { preselected } from '../../shared/domain/preselect';
import { createBasketApi } from '../../shared/api/basket';
import type { ApiClient } from '../../shared/api/http';
import { signedInContactDetails } from '../../shared/api/contactDetails';
import { createProfileApi } from '../../shared/api/profile';
import { createShopApi } from '../../shared/api/shop';
import { createSubscriptionsApi } from '../../shared/api/subscriptions';
import { formatDate, todayKey } from '../../shared/format/dates';
import { keptKey, sendOnce } from '../kit/keptKey';
import { Button, buttonClass } from '../kit/Button';
import { OrderConfirmation, preselectedCard, useSavedCards, useSignedIn } from '../kit/payments';
import { SignInLink } from '../kit/SignInLink';
import { LoadingLine } from '../kit/Spinner';
import { reveal } from '../kit/scroll';
import { Stepper } from '../kit/Stepper';
import { TextField } from '../kit/TextField';
import { useToast } from '../kit/Toasts';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { syncBasket } from './basketSync';
import { CheckoutStep, type AddressOption } from './steps/CheckoutStep';
import { ProductsStep } from './steps/ProductsStep';
import { WizardStore, useWizard, withDefaults, type WizardInit } from './store';
import './events';

export { CHECKOUT_INCOMPLETE, CREATE_FAILED } from './store';

export const STEP_LABELS = ['Create subscription', 'Select products', 'Checkout', 'Complete'] as const;

export interface SubscriptionsProps {
  loginUrl?: string;
  subscriptionsUrl?: string;
  homeUrl?: string;
}

export function Subscriptions(props: SubscriptionsProps) {
  const signedIn = useSignedIn();
  if (signedIn === null) return <LoadingLine className="p-1">Loading…</LoadingLine>;
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

function Wizard(props: SubscriptionsProps) {
  const widget = useWidget();
  const toast = useToast();
  const { client } = widget;
  // Made once per widget instance: the wizard lives as long as the element.
  const [init] = useState<WizardInit>(() => {
    const basketApi = createBasketApi(client);
    const subscriptions = createSubscriptionsApi(client);
    // One key per subscription the client means to make: a retry after a lost answer is answered it.
    const key = keptKey(`subscription:${widget.config.vetId}`);
    return {
      api: {
        syncBasket: (items) => syncBasket(basketApi, items),
        create: (basketId, payload) =>
          sendOnce(key, { basketId, payload }, (idempotencyKey) => subscriptions.createFromBasket(basketId, payload, { idempotencyKey })),
      },
      onStepChange: (step) => widget.emit('vet-subscriptions:step-change', { step }),
      onError: (message) => {
        toast.error(message);
        widget.emit('vet-subscriptions:error', { message });
      },
      onCreated: (created) => widget.emit('vet-subscriptions:created', { subscriptionId: String(created.id), name: created.name }),
    };
  });
  return (
    <WizardStore.Provider init={init}>
      <WizardSteps {...props} />
    </WizardStore.Provider>
  );
}

/** The signed-in customer's delivery addresses and contact, for the checkout step (kit/query.ts). */
async function loadProfile(client: ApiClient) {
  const [addresses, contact] = await Promise.all([
    createProfileApi(client)
      .addresses.list()
      .catch(() => []),
    signedInContactDetails(client),
  ]);
  return { addresses, contact: contact && { name: `${contact.firstName} ${contact.lastName}`, email: contact.email, phone: contact.phone } };
}

function WizardSteps({ subscriptionsUrl = './account/subscriptions', homeUrl = '/' }: SubscriptionsProps) {
  const { client } = useWidget();
  const shop = useMemo(() => createShopApi(client), [client]);
  const cards = useSavedCards(client);
  const profile = useWidgetQuery('subscription-profile', () => loadProfile(client));
  const saved = profile.status === 'ready' ? profile.data.addresses : null;
  const addresses: AddressOption[] | null = useMemo(
    () =>
      saved?.map((a) => ({
        id: String(a.id),
        title: a.street ?? '',
        description: [a.suburb, [a.city, a.postCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      })) ?? (profile.status === 'error' ? [] : null),
    [saved, profile.status],
  );
  const contact = profile.status === 'ready' ? profile.data.contact : null;

  const step = useWizard((s) => s.step);
  const name = useWizard((s) => s.name);
  const chosen = useWizard((s) => s.chosen);
  const typed = useWizard((s) => s.values);
  const errors = useWizard((s) => s.errors);
  const basket = useWizard((s) => s.basket);
  const submitting = useWizard((s) => s.submitting);
  const actions = useWizard((s) => s.actions);
  // The default (or only) address and card until the customer picks others (store.ts).
  const defaults = {
    shippingID: String(preselected(saved ?? [])?.id ?? ''),
    paymentID: String((cards.status === 'ready' ? preselectedCard(cards.cards) : undefined)?.id ?? ''),
  };
  const values = withDefaults(typed, defaults);
  const go = actions.go;

  // A new step replaces a long one ('Continue to checkout' and 'Activate subscription' sit at
  // its foot): as the booking flow does, the wizard's top comes into view (below a sticky host
  // header) and the new step's heading takes the focus.
  const top = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = step;
    const box = top.current;
    if (previous === step || !box) return;
    reveal(box, { focus: box.querySelector<HTMLElement>('[data-step-heading]') });
  }, [step]);

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
    <div ref={top} className="mx-auto max-w-6xl space-y-6 p-1" style={{ scrollMarginTop: 'var(--vet-scroll-offset, 16px)' }}>
      <Stepper stages={[...STEP_LABELS]} current={step} label="Subscription progress" />
      {step === 0 && (
        <form
          noValidate
          aria-label="Create subscription"
          className="max-w-xl space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            actions.nameSubmitted();
          }}
        >
          <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
            Create subscription
          </h2>
          <TextField
            label="Subscription name"
            required
            hint="For example: Rex's monthly food"
            value={name}
            error={errors.name}
            maxLength={100}
            onChange={(e) => actions.nameChanged(e.target.value)}
            ref={(el) => {
              if (errors.name) el?.focus();
            }}
          />
          <Button type="submit">Continue</Button>
        </form>
      )}
      {step === 1 && (
        <>
          <ProductsStep shop={shop} chosen={chosen} error={errors.products} onAdd={actions.productAdded} onQuantity={actions.quantityChanged} />
          <div className="flex justify-between gap-3">
            <Button variant="secondary" onClick={() => go(0)}>
              Back
            </Button>
            <Button onClick={() => void actions.toCheckout()}>Continue to checkout</Button>
          </div>
        </>
      )}
      {step === 2 && (
        <CheckoutStep
          values={values}
          set={actions.valueChanged}
          errors={errors}
          addresses={addresses}
          cards={cards}
          contact={contact}
          basket={basket}
          minDate={todayKey()}
          submitting={submitting}
          onBack={() => go(1)}
          onSubmit={() => void actions.submit(defaults)}
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
