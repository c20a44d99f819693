/**
 * <vet-fundraiser>: the group's fundraising event. Step 0 the
 * event and its products and pickup places, step 1 checkout, step 2 thank-you. With no event
 * open: 'No fundraising event at the moment'.
 *
 * @attr home-url   'BACK TO HOME' (default /)
 * @fires vet-fundraiser:ready        { fundraiserId } the event (or none) is shown
 * @fires vet-fundraiser:step-change  { step } 0 the event, 1 checkout, 2 thank-you
 * @fires vet-fundraiser:completed    { donationId, total, payment } after the donation is paid
 * @fires vet-fundraiser:error        { message } a refused or failed submit
 * @csspart base        the widget's outer box
 * @csspart card-field  the card form's frame
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { createFundraiserApi } from '../../shared/api/fundraiser';
import { signedInContactDetails } from '../../shared/api/contactDetails';
import { NO_EVENT } from '../../shared/schemas/donation';
import { buttonClass } from '../kit/Button';
import { contentClientFor } from '../kit/form';
import { revealFirstInvalid } from '../kit/form/firstInvalid';
import { reveal } from '../kit/scroll';
import { keptKey } from '../kit/keptKey';
import { CardPayments, preselectedCard, useCardPayment, useSavedCards, useSignedIn, type CardProviderDeps } from '../kit/payments';
import { LoadingLine } from '../kit/Spinner';
import { Stepper } from '../kit/Stepper';
import { useToast } from '../kit/Toasts';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { WidgetMessage } from '../kit/WidgetRoot';
import { orderErrors, type OrderPayment } from './form';
import { CheckoutStep } from './steps/CheckoutStep';
import { FundraiserStore, useFundraiser, withDefaults, type FundraiserInit } from './store';
import { EventStep } from './steps/EventStep';
import { ThankYouStep } from './steps/ThankYouStep';
import { openFundraiser, type Fundraiser as FundraiserEvent } from './types';
import './events';

export interface FundraiserProps {
  homeUrl?: string;
  /** Tests: the card frame run in jsdom (card-frame/testing.ts), and a clock. */
  cardFrame?: CardProviderDeps['cardFrame'];
  now?: () => Date;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; fundraiser: FundraiserEvent | null };

export function Fundraiser(props: FundraiserProps) {
  const signedIn = useSignedIn();
  if (signedIn === null) return <LoadingLine className="p-1">Loading…</LoadingLine>;
  return (
    <CardPayments enabled={!signedIn} {...(props.cardFrame ? { cardFrame: props.cardFrame } : {})}>
      <FundraiserFlow {...props} signedIn={signedIn} />
    </CardPayments>
  );
}

const STAGES = ['Choose products', 'Checkout', 'Thank you'];

function FundraiserFlow(props: FundraiserProps & { signedIn: boolean }) {
  const widget = useWidget();
  const toast = useToast();
  const top = useRef<HTMLDivElement>(null);
  // Made once per widget instance: the wizard lives as long as the element.
  const [init] = useState<FundraiserInit>(() => ({
    donate: (payload, options) => createFundraiserApi(widget.client, contentClientFor(widget)).donate(payload, options),
    attemptKey: keptKey(`fundraiser:${widget.config.vetId}`),
    onDonated: (answer) => widget.emit('vet-fundraiser:completed', { donationId: String(answer.id), total: answer.total, payment: answer.payment }),
    onStepChange: (step) => {
      // Thanked: an error of an earlier try (a declined card) is over.
      if (step === STAGES.length - 1) toast.dismiss();
      widget.emit('vet-fundraiser:step-change', { step });
      // The new step's own heading takes focus as it mounts; here the wizard's top comes into view.
      if (top.current) reveal(top.current, { focus: false });
    },
    onError: (message) => {
      toast.error(message);
      widget.emit('vet-fundraiser:error', { message });
    },
    // Once the messages are on screen: the first field to put right, in reading order.
    onInvalid: () => requestAnimationFrame(() => revealFirstInvalid(top.current)),
  }));
  return (
    <FundraiserStore.Provider init={init}>
      <div ref={top}>
        <FundraiserSteps {...props} />
      </div>
    </FundraiserStore.Provider>
  );
}

function FundraiserSteps({ homeUrl = '/', now = () => new Date(), signedIn }: FundraiserProps & { signedIn: boolean }) {
  const widget = useWidget();
  const { client } = widget;
  const api = useMemo(() => createFundraiserApi(client, contentClientFor(widget)), [client, widget]);
  const card = useCardPayment();
  const cards = useSavedCards(signedIn ? client : null);

  const events = useWidgetQuery('fundraisers', () => api.events());
  // The open event at this moment, worked out once per answer (`now` is a test clock).
  const clock = useRef(now);
  const docs = events.status === 'ready' ? events.data : null;
  const open = useMemo(() => (docs ? openFundraiser(docs, clock.current()) : null), [docs]);
  const loaded: Loaded = docs ? { status: 'ready', fundraiser: open } : events.status === 'error' ? { status: 'error' } : { status: 'loading' };

  const step = useFundraiser((s) => s.step);
  const quantities = useFundraiser((s) => s.quantities);
  const pickupId = useFundraiser((s) => s.pickupId);
  const payChoice = useFundraiser((s) => s.payChoice);
  const stepErrors = useFundraiser((s) => s.stepErrors);
  const attempted = useFundraiser((s) => s.attempted);
  const submitting = useFundraiser((s) => s.submitting);
  const result = useFundraiser((s) => s.result);
  const actions = useFundraiser((s) => s.actions);
  const typedContact = useFundraiser((s) => s.contact);
  const chosenCard = useFundraiser((s) => s.paymentID);
  // Signed in: the account's details (read-only) and its default card (store.ts, withDefaults).
  const account = useWidgetQuery(signedIn ? 'contact-details' : null, () => signedInContactDetails(client));
  const { contact, paymentID } = withDefaults(
    { contact: typedContact, paymentID: chosenCard },
    {
      contact: account.status === 'ready' ? account.data : null,
      paymentID: String((cards.status === 'ready' ? preselectedCard(cards.cards) : undefined)?.id ?? ''),
    },
  );

  const readyId = loaded.status === 'ready' ? (loaded.fundraiser?.id ?? null) : undefined;
  useEffect(() => {
    if (readyId !== undefined) widget.emit('vet-fundraiser:ready', { fundraiserId: readyId });
  }, [readyId, widget]);

  const fundraiser = loaded.status === 'ready' ? loaded.fundraiser : null;
  const lines = useMemo(
    () =>
      (fundraiser?.items ?? [])
        .filter((i) => (quantities[i.id] ?? 0) > 0)
        .map((i) => ({ id: i.id, name: i.name, price: i.price, quantity: quantities[i.id]! })),
    [fundraiser, quantities],
  );
  const pickup = fundraiser?.pickupLocations.find((p) => p.id === pickupId) ?? null;

  // 'Pay on pickup' (when the event allows it) needs no card; otherwise a card is required.
  const payment: OrderPayment =
    payChoice !== 'card'
      ? { kind: 'pickup' }
      : signedIn
        ? { kind: 'saved', id: Number(paymentID) }
        : { kind: 'card', name: `${contact.firstName} ${contact.lastName}`, card };
  const rules = { signedIn, cardComplete: card.complete };

  const place = () => {
    if (!fundraiser || !pickup) return;
    void actions.placeOrder({ fundraiserId: fundraiser.id, contact, lines, pickup: { id: pickup.id, pickupTime: pickup.pickupTime || null }, payment }, rules);
  };

  if (loaded.status === 'loading') return <LoadingLine className="p-1">Loading the fundraiser…</LoadingLine>;
  if (loaded.status === 'error') return <WidgetMessage title="The fundraiser could not be loaded" body="Please check your connection and reload the page." />;
  if (!fundraiser)
    return (
      <div className="mx-auto max-w-xl space-y-3 rounded-lg border border-line bg-surface p-6 text-center text-ink">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">Fundraiser</p>
        <h2 className="text-2xl font-bold">{NO_EVENT}</h2>
        <p>Please wait for the next incoming event.</p>
        <a href={homeUrl} className={buttonClass('primary', 'md')}>
          BACK TO HOME
        </a>
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-1">
      <Stepper stages={STAGES} current={step} label="Fundraiser progress" />
      {step === 0 && (
        <EventStep
          fundraiser={fundraiser}
          quantities={quantities}
          onQuantity={actions.quantityChanged}
          pickupId={pickupId}
          onPickup={actions.pickupChosen}
          errors={stepErrors}
          onComplete={() => actions.eventCompleted(lines.length)}
        />
      )}
      {step === 1 && pickup && (
        <CheckoutStep
          fundraiser={fundraiser}
          signedIn={signedIn}
          contact={contact}
          onContact={actions.contactChanged}
          payChoice={payChoice}
          onPayChoice={actions.payChoiceChanged}
          cards={cards}
          paymentID={paymentID}
          onCard={actions.cardChosen}
          pickup={pickup}
          lines={lines}
          errors={attempted ? orderErrors({ contact, payment }, rules) : {}}
          submitting={submitting}
          onBack={() => actions.go(0)}
          onPlace={place}
        />
      )}
      {step === 2 && result && pickup && <ThankYouStep fundraiser={fundraiser} result={result} pickup={pickup} />}
    </div>
  );
}
