/**
 * <vet-booking>: the new appointment booking flow (spec 1 sections 2-5): welcome, clinic,
 * pets, appointment type, important notes, date and time, my details, confirmation.
 *
 * @attr vet-id, api-base, token, token-url  the common attributes
 * @attr clinic       prefill: the clinic id to choose
 * @attr species      prefill: the first pet's species id
 * @attr first-name   prefill
 * @attr last-name    prefill
 * @attr email        prefill
 * @attr phone        prefill
 * @event vet-booking:ready        { step, clinics } when the first step is interactive
 * @event vet-booking:step-change  { step, previous } after every step change
 * @event vet-booking:completed    { appointmentIds, clinic, time } after booking
 * @event vet-booking:error        { message } when loading or booking failed
 * @csspart base          the widget's outer box
 * @csspart progress      the four-stage progress bar
 * @csspart emergency     the emergency notice
 * @csspart footer        the Back / Continue bar
 * @csspart confirmation  the confirmation view
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Spinner, Stepper, useToast } from '../kit';
import { useWidget } from '../kit/WidgetContext';
import { createBookingApi } from './api';
import './events';
import { currentMonthKey, todayKey } from './format';
import { STAGES, stageOf } from './steps';
import { AppointmentDetails } from './steps/AppointmentDetails';
import { Confirmed } from './steps/Confirmed';
import { MyDetails } from './steps/MyDetails';
import { PetDetails } from './steps/PetDetails';
import { SelectClinic } from './steps/SelectClinic';
import { SelectTime } from './steps/SelectTime';
import { TypeNotes } from './steps/TypeNotes';
import { EmergencyNotice, Welcome } from './steps/Welcome';
import { BookingStoreContext, canContinue, useBooking, useBookingActions, type BookingStoreOptions } from './store';
import { applyTheme, themeCss } from './theme';
import type { BookingApi } from './types';

export interface BookingProps {
  clinic?: string;
  species?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** Tests inject an API and a clock; the element uses the real ones. */
  api?: BookingApi;
  now?: Date;
}

export function Booking({ api, now, clinic, species, firstName, lastName, email, phone }: BookingProps) {
  const widget = useWidget();
  const [init] = useState<BookingStoreOptions>(() => ({
    api: api ?? createBookingApi(widget),
    currentMonth: currentMonthKey(now),
    onExit: () => history.back(),
    onStepChange: (step, previous) => widget.emit('vet-booking:step-change', { step, previous }),
    prefill: { clinicId: clinic, speciesId: species, firstName, lastName, email, phone },
  }));
  return (
    <BookingStoreContext.Provider init={init}>
      <BookingFlow currentMonth={init.currentMonth} now={now} />
    </BookingStoreContext.Provider>
  );
}

function BookingFlow({ currentMonth, now }: { currentMonth: string; now?: Date }) {
  const widget = useWidget();
  const status = useBooking((s) => s.status);
  const step = useBooking((s) => s.step);
  const start = useBooking((s) => s.start);
  const actions = useBookingActions();
  const top = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    void actions.loaded();
  }, [actions]);

  useEffect(() => {
    if (status === 'error') widget.emit('vet-booking:error', { message: LOAD_ERROR });
  }, [status, widget]);

  useEffect(() => {
    if (!start) return;
    applyTheme(widget.root, themeCss(start.bookingConfig));
    widget.emit('vet-booking:ready', { step, clinics: start.clinics.length });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);

  // Spec: the view scrolls to top on every step change: the widget's top, not the page's.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const box = top.current;
    if (!box) return;
    if (box.getBoundingClientRect?.().top < 0) box.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    box.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }, [step]);

  if (status === 'idle' || status === 'loading') return <Spinner label="Loading online booking…" />;
  if (status === 'error' || !start)
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-danger p-4">
        <p className="text-ink">{LOAD_ERROR}</p>
        <Button variant="secondary" onClick={() => void actions.loaded()}>
          Try again
        </Button>
      </div>
    );
  if (start.clinics.length === 0)
    return (
      <p role="status" className="rounded-lg border border-line p-4 text-ink">
        Online booking is not available at the moment. Please call the clinic to book.
      </p>
    );

  const stage = stageOf(step);
  const today = todayKey(now);
  return (
    <div ref={top} className="mx-auto w-full max-w-3xl scroll-mt-4">
      {stage !== null && (
        <div part="progress" className="mb-6">
          <Stepper stages={[...STAGES]} current={stage} />
        </div>
      )}
      {(step === 'Welcome' || (stage === 0 && !start.welcome.isActive)) && <EmergencyNotice />}
      <StepView step={step} currentMonth={currentMonth} today={today} />
      {step !== 'AppointmentConfirmed' && <Footer />}
    </div>
  );
}

const LOAD_ERROR = 'We could not load online booking. Please check your connection and try again.';

function StepView({ step, currentMonth, today }: { step: string; currentMonth: string; today: string }) {
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
    default:
      return <Confirmed />;
  }
}

function Footer() {
  const widget = useWidget();
  const toast = useToast();
  const step = useBooking((s) => s.step);
  const enabled = useBooking(canContinue);
  const submitting = useBooking((s) => s.submitting);
  const submitError = useBooking((s) => s.submitError);
  const confirmation = useBooking((s) => s.confirmation);
  const time = useBooking((s) => (s.form.time ? Object.values(s.form.time)[0] ?? null : null));
  const actions = useBookingActions();
  const last = step === 'SetMyDetails';

  // Booking failures show as a toast with the server's message (spec 1 section 8).
  useEffect(() => {
    if (!submitError) return;
    toast.error(submitError);
    widget.emit('vet-booking:error', { message: submitError });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitError]);

  useEffect(() => {
    if (!confirmation) return;
    widget.emit('vet-booking:completed', {
      appointmentIds: confirmation.appointments.map((a) => String(a.id)),
      clinic: { name: confirmation.clinicName, address: confirmation.clinicAddress },
      time: confirmation.appointments[0]?.bookingDate ?? time,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmation]);

  return (
    <div part="footer" className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-4">
      <Button variant="secondary" onClick={actions.wentBack} disabled={submitting}>
        Back
      </Button>
      <Button onClick={() => void actions.continued()} disabled={!enabled} loading={submitting}>
        {last ? 'Complete booking' : 'Continue'}
      </Button>
    </div>
  );
}
