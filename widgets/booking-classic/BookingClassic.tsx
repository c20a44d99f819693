/**
 * <vet-booking-classic>: the older four-step booking wizard:
 * Select pet, Booking info, Personal info, Confirmation. It asks for a preferred date and
 * time (the clinic confirms it) rather than a clinician's slot.
 *
 * @fires vet-booking-classic:step-change  { step, name } after every step change
 * @fires vet-booking-classic:completed    { clinicId, date } once the request is sent
 * @fires vet-booking-classic:error        { message } when booking failed
 * @csspart banner    the emergency banner
 * @csspart footer    the Back / Next bar
 * @cssprop --vet-scroll-offset  room a page's sticky header takes at the top (default 16px):
 *   a new step, a refused Next's message and the confirmation scroll into view below it
 */
import { useEffect, useRef, useState } from 'react';
import { Button, LoadError, Spinner, Stepper, useToast } from '../kit';
import { useWidget } from '../kit/WidgetContext';
import { reveal } from '../kit/scroll';
import { firstInvalid } from '../kit/form/firstInvalid';
import { createClassicApi } from './api';
import './events';
import { BookingInfo } from './steps/BookingInfo';
import { Confirmation } from './steps/Confirmation';
import { PersonalInfo } from './steps/PersonalInfo';
import { SelectPets } from './steps/SelectPets';
import { ClassicStore, STEPS, useClassic, useClassicActions, type ClassicOptions } from './store';
import type { ClassicApi } from './types';

export const EMERGENCY_BANNER = 'In an emergency, do not use this form. Please call the clinic directly.';
export const LOAD_ERROR = 'We could not load online booking. Please check your connection and try again.';

export interface BookingClassicProps {
  now?: Date;
}

export function BookingClassic({ now }: BookingClassicProps) {
  const widget = useWidget();
  const toast = useToast();
  const [init] = useState<ClassicOptions>(() => ({
    api: createClassicApi(widget),
    now: () => now ?? new Date(),
    onStepChange: (step) => widget.emit('vet-booking-classic:step-change', { step, name: STEPS[step]! }),
    onError: (message) => {
      toast.error(message);
      widget.emit('vet-booking-classic:error', { message });
    },
    onCompleted: (booking) => widget.emit('vet-booking-classic:completed', booking),
  }));
  return (
    <ClassicStore.Provider init={init}>
      <Wizard now={now} api={init.api} />
    </ClassicStore.Provider>
  );
}

// The last heading must not say "booked": the clinic still has to confirm the time.
export const CONFIRMATION_HEADING = 'Your request has been sent';
const HEADINGS = ['Select pet', 'Booking info', 'Personal info', CONFIRMATION_HEADING];

function Wizard({ now, api }: { now?: Date | undefined; api: ClassicApi }) {
  const status = useClassic((s) => s.status);
  const step = useClassic((s) => s.step);
  const stepError = useClassic((s) => s.stepError);
  const refusals = useClassic((s) => s.refusals);
  const submitting = useClassic((s) => s.submitting);
  const actions = useClassicActions();
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(step);

  useEffect(() => {
    void actions.loaded();
  }, [actions]);

  // A new step: back to the widget's top (not the page's), focus on its heading.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const el = box.current;
    if (!el) return;
    reveal(el, { focus: el.querySelector<HTMLElement>('[data-step-heading]') });
  }, [step]);

  // A refused Next: once its messages are on screen, the step's message (or else the first
  // field in error) comes into view below the host's sticky header, and focus goes to the
  // first field in error (or the message) so it is read out and can be put right at once.
  const seenRefusals = useRef(refusals);
  useEffect(() => {
    if (seenRefusals.current === refusals) return;
    seenRefusals.current = refusals;
    const root = box.current;
    if (!root) return;
    const message = root.querySelector<HTMLElement>('[data-step-error]');
    const field = firstInvalid(root);
    // A field shows from its label down, so the label is not left under the header.
    const label = field && 'labels' in field ? (field as HTMLInputElement).labels?.[0] : undefined;
    const shown = message ?? label ?? field;
    if (shown) reveal(shown, { focus: field ?? message });
  }, [refusals]);

  if (status === 'loading') return <Spinner label="Loading online booking…" className="p-4" />;
  if (status === 'error') return <LoadError message={LOAD_ERROR} onRetry={() => void actions.loaded()} />;

  const last = step === STEPS.length - 1;
  const checkout = step === 2;
  return (
    <div ref={box} className="mx-auto w-full max-w-3xl p-1" style={{ scrollMarginTop: 'var(--vet-scroll-offset, 16px)' }}>
      {!last && (
        <>
          <p part="banner" role="note" className="mb-4 rounded-lg border-l-4 border-danger bg-red-50 p-4 font-semibold text-ink">
            {EMERGENCY_BANNER}
          </p>
          <div className="mb-6">
            <Stepper stages={STEPS} current={step} label="Booking progress" />
          </div>
        </>
      )}
      <h2 data-step-heading tabIndex={-1} className="mb-4 text-2xl font-bold text-ink focus:outline-none">
        {HEADINGS[step]}
      </h2>
      {stepError && (
        <p role="alert" data-step-error tabIndex={-1} className="mb-4 rounded-lg border border-danger bg-red-50 p-3 text-sm text-danger">
          {stepError}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void actions.next();
        }}
      >
        {step === 0 && <SelectPets />}
        {step === 1 && <BookingInfo now={now ?? new Date()} api={api} />}
        {step === 2 && <PersonalInfo />}
        {step === 3 && <Confirmation />}
        {!last && (
          <div part="footer" className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-4">
            <Button variant="secondary" onClick={actions.back} disabled={step === 0 || submitting}>
              Back
            </Button>
            {/* Spec: Next is hidden on the checkout step, where the booking is sent instead. */}
            {checkout ? (
              <Button type="submit" loading={submitting}>
                Book appointment
              </Button>
            ) : (
              <Button type="submit">Next</Button>
            )}
          </div>
        )}
      </form>
    </div>
  );
}
