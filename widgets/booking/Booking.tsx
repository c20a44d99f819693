/**
 * <vet-booking>: the new appointment booking flow: welcome, clinic,
 * pets, appointment type, important notes, date and time, my details, confirmation.
 *
 * @attr {clinic-id} clinic  prefill: the clinic id to choose
 * @attr {species-id} species  prefill: the first pet's species id
 * @attr pet-name     prefill: the first pet's name
 * @attr appointment-type  prefill: the appointment type id, chosen once it is offered for the pets
 * @attr first-name   prefill
 * @attr last-name    prefill
 * @attr email        prefill
 * @attr phone        prefill
 * @fires vet-booking:ready        { step, clinics } when the first step is interactive
 * @fires vet-booking:step-change  { step, previous } after every step change
 * @fires vet-booking:completed    { appointmentIds, clinic, time } after booking
 * @fires vet-booking:error        { message } when loading or booking failed
 * @csspart base          the widget's outer box
 * @csspart progress      the four-stage progress bar
 * @csspart emergency     the emergency notice
 * @attr back-url     where Back on the first step leads; without it there is no Back there
 * @fires vet-booking:exit  { href } cancelable: Back on the first step; cancel to leave your own way
 * (The widget never moves the host page's history; the portal cancels the exit and goes back,
 * the spec.)
 * @csspart footer        the Back / Continue bar
 * @csspart confirmation  the confirmation view
 * @cssprop --vet-scroll-offset  room a page's sticky header takes at the top (default 16px):
 *   a step change scrolls the widget's top into view below it
 * @slot - shown until the first step is ready, in place of the spinner: a host's own preview
 *   of it (the portal renders the emergency notice and welcome on its server)
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadErrorMessage } from '../../shared/api/errors';
import { Button } from '../kit/Button';
import { LoadError } from '../kit/LoadError';
import { Spinner } from '../kit/Spinner';
import { Stepper } from '../kit/Stepper';
import { useToast } from '../kit/Toasts';
import { useWidget } from '../kit/WidgetContext';
import { reveal } from '../kit/scroll';
import { WidgetMessage } from '../kit/WidgetRoot';
import { createBookingApi } from './api';
import './events';
import { currentMonthKey, todayKey } from './format';
import { parsePrefill } from './prefill';
import { STAGES, stageOf, type Step } from './steps';
import { AppointmentDetails } from './steps/AppointmentDetails';
import { Confirmed } from './steps/Confirmed';
import { MyDetails } from './steps/MyDetails';
import { PetDetails } from './steps/PetDetails';
import { SelectClinic } from './steps/SelectClinic';
import { SelectTime } from './steps/SelectTime';
import { TypeNotes } from './steps/TypeNotes';
import { EmergencyNotice, Welcome } from './steps/Welcome';
import { BookingStoreContext, backLeavesFlow, canContinue, startStep, useBooking, useBookingActions, type BookingStoreOptions } from './store';
import { applyTheme } from './theme';
import { safeHref } from '../../shared/format/link';

export interface BookingProps {
  clinic?: string;
  species?: string;
  petName?: string;
  appointmentType?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  backUrl?: string;
  /** Tests inject a clock; the element uses the real one. */
  now?: Date;
}

export const LOAD_ERROR = 'We could not load online booking. Please check your connection and try again.';
export const NO_CLINICS = 'Online booking is not available at the moment. Please call the clinic to book.';

export function Booking({ now, clinic, species, petName, appointmentType, firstName, lastName, email, phone, backUrl }: BookingProps) {
  const parsed = useMemo(
    () => parsePrefill({ clinic, species, petName, appointmentType, firstName, lastName, email, phone }),
    [clinic, species, petName, appointmentType, firstName, lastName, email, phone],
  );
  if (!parsed.ok) return <WidgetMessage title="<vet-booking> is not set up correctly" body={parsed.message} />;
  const { prefill } = parsed;
  return (
    <BookingWithStore
      now={now}
      // No back-url (or one that is not a link): no Back on the first step.
      backUrl={safeHref(backUrl) ?? undefined}
      prefill={{
        clinicId: prefill.clinic,
        speciesId: prefill.species,
        petName: prefill.petName,
        appointmentTypeId: prefill.appointmentType,
        firstName: prefill.firstName,
        lastName: prefill.lastName,
        email: prefill.email,
        phone: prefill.phone,
      }}
    />
  );
}

function BookingWithStore({ now, prefill, backUrl }: { now?: Date; prefill: BookingStoreOptions['prefill']; backUrl?: string | undefined }) {
  const widget = useWidget();
  const toast = useToast();
  // Made once per widget instance: the store lives as long as the element.
  const [init] = useState<BookingStoreOptions>(() => ({
    api: createBookingApi(widget, now ? { now: () => now } : {}),
    currentMonth: currentMonthKey(now),
    // The spec: Back from the first step "goes back in history". On a clinic's page
    // (or in an iframe) that history is the host's, not ours: Back on the first
    // step exists only when the host gives back-url, and the host may take over the exit.
    onExit: backUrl
      ? () => {
          if (widget.emit('vet-booking:exit', { href: backUrl }, { cancelable: true })) location.assign(backUrl);
        }
      : undefined,
    onStepChange: (step, previous) => widget.emit('vet-booking:step-change', { step, previous }),
    onError: (message) => {
      toast.error(message);
      widget.emit('vet-booking:error', { message });
    },
    onCompleted: (result) => {
      // Booked: the error of an earlier try (a time just taken) is over.
      toast.dismiss();
      widget.emit('vet-booking:completed', {
        appointmentIds: result.appointments.map((a) => String(a.id)),
        clinic: { name: result.clinicName, address: result.clinicAddress },
        time: result.appointments[0]?.bookingDate ?? null,
      });
    },
    prefill,
  }));
  return (
    <BookingStoreContext.Provider init={init}>
      <PrefillFollower prefill={prefill} />
      <BookingFlow currentMonth={init.currentMonth} now={now} />
    </BookingStoreContext.Provider>
  );
}

/** Prefill attributes changed after the start reach the form: attributes are live. */
function PrefillFollower({ prefill }: { prefill: BookingStoreOptions['prefill'] }) {
  const actions = useBookingActions();
  const key = JSON.stringify(prefill ?? {});
  const applied = useRef(key);
  useEffect(() => {
    if (key === applied.current) return;
    applied.current = key;
    actions.prefillChanged(JSON.parse(key) as NonNullable<BookingStoreOptions['prefill']>);
  }, [key, actions]);
  return null;
}

function BookingFlow({ currentMonth, now }: { currentMonth: string; now?: Date }) {
  const widget = useWidget();
  const status = useBooking((s) => s.status);
  const loadFailure = useBooking((s) => s.loadFailure);
  const step = useBooking((s) => s.step);
  const start = useBooking((s) => s.start);
  const actions = useBookingActions();
  const top = useRef<HTMLDivElement>(null);
  const shownStep = useRef<Step | null>(null);

  useEffect(() => {
    void actions.loaded();
  }, [actions]);

  // Signed in mid-flow (the Log in popup of a returning client): carry on, as that client.
  const session = useRef(widget.session);
  useEffect(() => {
    if (session.current === widget.session) return;
    session.current = widget.session;
    void actions.sessionChanged();
  }, [widget.session, actions]);

  useEffect(() => {
    if (status === 'error') widget.emit('vet-booking:error', { message: loadErrorMessage(loadFailure, widget.config.vetId, LOAD_ERROR) });
  }, [status, loadFailure, widget]);

  // Closing the tab or going elsewhere gives a held time back at once (a hold is busy time
  // for everyone else). pagehide, not unload: it also fires when the page enters the
  // back/forward cache; back again, booking still checks the slot, the hold is a courtesy.
  // An SPA's route change never fires pagehide: it removes the tag, which unmounts this
  // flow once the move grace is over (defineWidget), and the unmount gives the time back.
  useEffect(() => {
    const left = () => actions.pageLeft();
    window.addEventListener('pagehide', left);
    return () => {
      window.removeEventListener('pagehide', left);
      left();
    };
  }, [actions]);

  useEffect(() => {
    if (!start) return;
    applyTheme(widget.root, start.bookingConfig);
    widget.emit('vet-booking:ready', { step: startStep(start), clinics: start.clinics.length });
  }, [start, widget]);

  // Spec: the view scrolls to top on every step change. The widget's top, not the page's:
  // on a clinic's page the widget may sit half-way down. Focus goes to the new step's
  // heading so keyboard and screen-reader users start reading there too.
  useEffect(() => {
    if (!start) return;
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous === null || previous === step) return;
    const box = top.current;
    if (!box) return;
    // Below a sticky host header (--vet-scroll-offset); a top already in view stays put.
    reveal(box, { focus: box.querySelector<HTMLElement>('[data-step-heading]') });
  }, [step, start]);

  // A host that rendered a preview of the first step as the tag's children (the portal's
  // /book-appointment, from the same start answer) keeps showing it until the step is ready.
  if (status === 'idle' || status === 'loading')
    return widget.host.children.length > 0 ? <slot /> : <Spinner label="Loading online booking…" className="p-4" />;
  if (status === 'error' || !start)
    return <LoadError message={loadErrorMessage(loadFailure, widget.config.vetId, LOAD_ERROR)} onRetry={() => void actions.loaded()} />;
  if (start.clinics.length === 0)
    return (
      <p role="status" className="rounded-lg border border-line p-4 text-ink">
        {NO_CLINICS}
      </p>
    );

  const stage = stageOf(step);
  // The emergency notice greets the visitor wherever the flow opens (Welcome, or the
  // first step when there is no welcome), and on Welcome when Back returns there for it.
  const showEmergency = step === 'Welcome' || step === startStep(start);
  return (
    <div ref={top} className="mx-auto w-full max-w-3xl p-1" style={{ scrollMarginTop: 'var(--vet-scroll-offset, 16px)' }}>
      {stage !== null && (
        <div part="progress" className="mb-6">
          <Stepper stages={STAGES} current={stage} label="Booking progress" />
        </div>
      )}
      {showEmergency && <EmergencyNotice />}
      <StepView step={step} currentMonth={currentMonth} today={todayKey(now)} />
      {step !== 'AppointmentConfirmed' && <Footer />}
    </div>
  );
}

function StepView({ step, currentMonth, today }: { step: Step; currentMonth: string; today: string }) {
  switch (step) {
    case 'Welcome':
      return <Welcome />;
    case 'SelectAppointmentClinic':
      return <SelectClinic />;
    case 'SetPetDetails':
      return <PetDetails />;
    case 'SetAppointmentDetails':
      return <AppointmentDetails />;
    case 'AppointmentTypeNotes':
      return <TypeNotes />;
    case 'SelectAppointmentTime':
      return <SelectTime currentMonth={currentMonth} today={today} />;
    case 'SetMyDetails':
      return <MyDetails />;
    case 'AppointmentConfirmed':
      return <Confirmed />;
  }
}

function Footer() {
  const step = useBooking((s) => s.step);
  const leaves = useBooking(backLeavesFlow);
  const canExit = useBooking((s) => s.canExit);
  const enabled = useBooking(canContinue);
  const submitting = useBooking((s) => s.submitting);
  const actions = useBookingActions();
  const last = step === 'SetMyDetails';
  return (
    <div part="footer" className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-4">
      {/* Spec: during submission Back is disabled and Continue shows loading. */}
      {leaves && !canExit ? (
        <span />
      ) : (
        <Button variant="secondary" onClick={actions.wentBack} disabled={submitting}>
          Back
        </Button>
      )}
      <Button onClick={() => void actions.continued()} disabled={!enabled} loading={submitting}>
        {last ? 'Complete booking' : 'Continue'}
      </Button>
    </div>
  );
}
