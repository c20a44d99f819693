/**
 * <vet-account-appointments>: the signed-in client's appointments:
 * UPCOMING and PAST tabs, 10 a page, a details panel, cancelling with a reason, and a button
 * to book another. Also used inside <vet-account> (import from ./index).
 *
 * @attr book-url   where 'Book appointment' goes (default: {api-base}/book-appointment)
 * @fires vet-account-appointments:cancelled  { id } after an appointment was cancelled
 * @csspart list      the list of appointments
 * @csspart details   the details panel
 */
import { useEffect, useRef, useState } from 'react';
import { canCancelAppointment, isAppointmentCancelled, isAwaitingConfirmation } from '../../shared/domain/statuses';
import { formatPickup } from '../../shared/format/dates';
import { APPOINTMENT_NOTES_MAX } from '../../shared/domain/limits';
import { Button, Modal, Pagination, Spinner, Tabs, TextArea, buttonClass, useToast } from '../kit';
import { useWidget } from '../kit/WidgetContext';
import { createAccountAppointmentsApi } from './api';
import './events';
import { AccountAppointmentsStore, CANCELLED, PAGE, useAppointments, useAppointmentsActions, type AccountAppointmentsOptions } from './store';
import type { Appointment, AppointmentTab } from './types';
import { SignInLink } from '../kit/SignInLink';

export const EMPTY = 'No appointments to display';

export interface AccountAppointmentsProps {
  bookUrl?: string;
  /** Tests inject a clock; the element uses the real one. */
  now?: Date;
}

export function AccountAppointments({ now, bookUrl }: AccountAppointmentsProps) {
  const widget = useWidget();
  const toast = useToast();
  const [init] = useState<AccountAppointmentsOptions>(() => ({
    api: createAccountAppointmentsApi(widget),
    onCancelled: (id) => {
      toast.success(CANCELLED);
      widget.emit('vet-account-appointments:cancelled', { id });
    },
    onError: (message) => toast.error(message),
    isSignedIn: async () => Boolean(await widget.getToken()),
  }));
  return (
    <AccountAppointmentsStore.Provider init={init}>
      <AppointmentsView now={now} bookUrl={safeBookUrl(bookUrl) ?? `${widget.config.apiBase}/book-appointment`} />
    </AccountAppointmentsStore.Provider>
  );
}

/** book-url comes from the host page: only an http(s) URL or a path becomes a link. */
function safeBookUrl(url: string | undefined): string | undefined {
  const value = url?.trim();
  return value && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : undefined;
}

function AppointmentsView({ now, bookUrl }: { now?: Date; bookUrl: string }) {
  const tab = useAppointments((s) => s.tab);
  const selectedId = useAppointments((s) => s.selectedId);
  const actions = useAppointmentsActions();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void actions.loaded();
  }, [actions]);

  const panel = selectedId ? <Details now={now} /> : <List tab={tab} bookUrl={bookUrl} />;
  return (
    <section aria-labelledby="vet-appointments-title" className="w-full">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="vet-appointments-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          My appointments
        </h2>
        <a href={bookUrl} className={buttonClass('primary')}>
          Book appointment
        </a>
      </div>
      <Tabs
        label="Appointments"
        value={tab}
        onChange={(id) => actions.tabChosen(id as AppointmentTab)}
        tabs={[
          { id: 'future', label: 'Upcoming', content: panel },
          { id: 'past', label: 'Past', content: panel },
        ]}
      />
    </section>
  );
}

function List({ tab, bookUrl }: { tab: AppointmentTab; bookUrl: string }) {
  const status = useAppointments((s) => s.status);
  const items = useAppointments((s) => s.items);
  const total = useAppointments((s) => s.total);
  const page = useAppointments((s) => s.page);
  const actions = useAppointmentsActions();
  const buttonRef = useReturnFocus();

  if (status === 'loading') return <Spinner label="Loading your appointments…" className="py-6" />;
  if (status === 'signed-out') return <SignedOut />;
  if (items.length === 0)
    return (
      <div className="rounded-lg border border-line p-6 text-center">
        <p className="text-ink">{EMPTY}</p>
        <a href={bookUrl} className={buttonClass('secondary', 'md', 'mt-4')}>
          Book an appointment
        </a>
      </div>
    );
  return (
    <div className="space-y-4">
      <ul part="list" className="divide-y divide-line rounded-lg border border-line">
        {items.map((appointment) => {
          const id = String(appointment.id);
          const when = formatPickup(appointment.bookingDate);
          return (
            <li key={id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold text-ink">{when}</p>
                <p className="text-ink">{summary(appointment)}</p>
                {appointment.clinic && <p className="text-sm text-muted">{appointment.clinic.name}</p>}
                {/* The spec: the past tab shows a status text; upcoming ones only say when cancelled. */}
                {/* A request still waiting for the clinic says so on the upcoming tab too. */}
                {(tab === 'past' || isAppointmentCancelled(appointment.status) || isAwaitingConfirmation(appointment)) && (
                  <StatusText appointment={appointment} />
                )}
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="self-start sm:self-center"
                aria-label={`View details of the appointment on ${when}`}
                data-appointment={id}
                ref={buttonRef(id)}
                onClick={() => actions.detailsOpened(id)}
              >
                View details
              </Button>
            </li>
          );
        })}
      </ul>
      <Pagination page={page} totalPages={Math.ceil(total / PAGE)} onPageChange={actions.pageChosen} label="Appointment pages" />
    </div>
  );
}

function SignedOut() {
  const { config } = useWidget();
  const here = typeof location === 'undefined' ? '/' : location.pathname + location.search + location.hash;
  return (
    <div className="rounded-lg border border-line p-6 text-center">
      <p className="text-ink">Log in to see your appointments.</p>
      <SignInLink href={`${config.apiBase}/sign-in?callbackUrl=${encodeURIComponent(here)}`} className={buttonClass('primary', 'md', 'mt-4')}>
        Log in
      </SignInLink>
    </div>
  );
}

// Focus returns to the "View details" button the panel was opened from (once per opening).
function useReturnFocus() {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const store = AccountAppointmentsStore.useStoreApi();
  useEffect(() => {
    const id = store.getState().openedFrom;
    if (id) buttons.current.get(id)?.focus();
    store.setState({ openedFrom: null });
  }, [store]);
  return (id: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(id, el);
    else buttons.current.delete(id);
  };
}

const summary = (a: Appointment) => [a.appointmentType?.name, a.pets.map((p) => p.name).join(', ')].filter(Boolean).join(' for ') || 'Appointment';

const TONE: Record<string, string> = {
  cancelledbyadmin: 'bg-red-50 text-danger',
  cancelledbycustomer: 'bg-red-50 text-danger',
  completed: 'bg-gray-100 text-ink',
  confirmed: 'bg-green-50 text-green-800',
};

function StatusText({ appointment }: { appointment: Appointment }) {
  const tone = TONE[appointment.status.toLowerCase()] ?? 'bg-highlight text-ink';
  return <p className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${tone}`}>{appointment.statusText || appointment.status}</p>;
}

function Details({ now }: { now?: Date }) {
  const appointment = useAppointments((s) => s.items.find((a) => String(a.id) === s.selectedId));
  const actions = useAppointmentsActions();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  if (!appointment) return null;
  const rows: [string, string | null | undefined][] = [
    ['Date and time', formatPickup(appointment.bookingDate)],
    ['Status', appointment.statusText || appointment.status],
    ['Clinic', appointment.clinic ? [appointment.clinic.name, appointment.clinic.address].filter(Boolean).join(', ') : null],
    ['Pets', appointment.pets.map((p) => p.name).join(', ')],
    ['Appointment type', appointment.appointmentType?.name],
    ['Clinician', appointment.calendarResource?.name],
    ['Name', [appointment.firstName, appointment.lastName].filter(Boolean).join(' ')],
    ['Email', appointment.email],
    ['Phone', appointment.phone],
    ['Notes', appointment.notes],
    ['Reason for cancelling', appointment.cancellationNote],
  ];
  return (
    <div part="details" className="space-y-4 rounded-lg border border-line p-4 sm:p-6">
      <Button variant="ghost" size="sm" onClick={actions.detailsClosed}>
        <span aria-hidden="true">←</span> Back to appointments
      </Button>
      <h3 ref={title} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        Appointment details
      </h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="sm:contents">
              <dt className="text-sm font-semibold text-muted sm:text-base sm:text-ink">{label}</dt>
              <dd className="whitespace-pre-line text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      {canCancelAppointment(appointment, now) && (
        <Button variant="danger" onClick={actions.cancelOpened}>
          Cancel appointment
        </Button>
      )}
      <CancelModal />
    </div>
  );
}

function CancelModal() {
  const cancel = useAppointments((s) => s.cancel);
  const actions = useAppointmentsActions();
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal open={cancel.open} onClose={actions.cancelClosed} title="Cancel appointment">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void actions.cancelConfirmed().then((done) => {
            // Focus goes to the message, so it is read out and the reason can be typed.
            if (!done) field.current?.focus();
          });
        }}
      >
        <TextArea
          ref={field}
          label="Reason for cancel"
          required
          maxLength={APPOINTMENT_NOTES_MAX}
          value={cancel.note}
          error={cancel.error ?? undefined}
          disabled={cancel.submitting}
          onChange={(event) => actions.noteChanged(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={actions.cancelClosed} disabled={cancel.submitting}>
            Keep appointment
          </Button>
          <Button type="submit" variant="danger" loading={cancel.submitting}>
            Cancel appointment
          </Button>
        </div>
      </form>
    </Modal>
  );
}
