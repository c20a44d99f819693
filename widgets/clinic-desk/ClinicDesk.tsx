/**
 * <vet-clinic-desk>: the clinic desk for staff (reception of their clinics, or a manager of
 * the group). The diary: a clinic's day (clinicians as columns) or week, with every booking,
 * phone bookings, blocked time, and attendance, moves and cancellations on a booking. The
 * requests of the older flow waiting to be confirmed onto a clinician's free time, or
 * declined with a message to the client. Both kept fresh while the page is visible. Signed in
 * with a staff session: on the portal, give token-url="/auth/staff-token".
 *
 * @fires vet-clinic-desk:confirmed  { bookingId, start } after a request was confirmed
 * @fires vet-clinic-desk:declined   { bookingId } after a request was declined
 * @fires vet-clinic-desk:booked     { bookingId, start } after a phone booking
 * @fires vet-clinic-desk:moved      { bookingId, start } after a booking was moved
 * @fires vet-clinic-desk:cancelled  { bookingId } after a booking was cancelled
 * @csspart base  the widget's outer box
 */
import { useMemo } from 'react';
import type * as v from 'valibot';
import { createDeskApi, type DeskApi } from '../../shared/api/desk';
import type { DeskMeAnswerSchema, StaffRole } from '../../shared/schemas/desk';
import { LoadError, Select, Spinner, Tabs } from '../kit';
import { SignInLink } from '../kit/SignInLink';
import { useSignedIn } from '../kit/useSignedIn';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import './events';
import { DiaryView } from './diary/DiaryView';
import { DiaryStoreProvider } from './diary/store';
import { RequestQueue } from './RequestQueue';
import { BookingMailSetting } from './setup/BookingMailSetting';
import { SetupPanel } from './setup/SetupPanel';
import { DeskStoreProvider, useDesk, useDeskActions, type DeskTab } from './store';

type DeskClinic = v.InferOutput<typeof DeskMeAnswerSchema>['clinics'][number];

export interface ClinicDeskProps {
  /** How often the queue is asked again while the page is visible (ms); tests shorten it. */
  pollMs?: number;
}

export const POLL_MS = 10_000;
export const SIGNED_OUT = 'The clinic desk is for clinic staff. Please sign in with your staff account.';
export const ME_FAILED = 'We could not load the desk. Please try again.';
export const NO_CLINICS = 'Your account has no clinic to work yet. Please ask a manager.';
const ROLE_LABELS: Record<StaffRole, string> = { reception: 'Reception', manager: 'Manager' };

export function ClinicDesk({ pollMs = POLL_MS }: ClinicDeskProps) {
  const widget = useWidget();
  const api = useMemo(() => createDeskApi(widget.client), [widget.client]);
  const signedIn = useSignedIn();
  if (signedIn === null) return <Spinner label="Checking your sign-in…" />;
  if (!signedIn) return <SignedOut />;
  return (
    <DeskStoreProvider key={widget.session} init={{ api }}>
      <DiaryStoreProvider init={{ api }}>
        <Desk api={api} pollMs={pollMs} />
      </DiaryStoreProvider>
    </DeskStoreProvider>
  );
}

function SignedOut() {
  const { config } = useWidget();
  const back = typeof location === 'undefined' ? '/desk' : location.pathname + location.search;
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-line bg-surface p-6 text-center">
      <p className="text-ink">{SIGNED_OUT}</p>
      <SignInLink
        href={`${config.apiBase}/auth/sign-in?callbackUrl=${encodeURIComponent(back)}`}
        className="mt-3 inline-flex h-10 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      >
        Sign in
      </SignInLink>
    </div>
  );
}

function Desk({ api, pollMs }: { api: DeskApi; pollMs: number }) {
  const me = useWidgetQuery('desk:me', (signal) => api.me({ signal }));
  const chosen = useDesk((s) => s.clinicId);
  const { clinicChosen } = useDeskActions();
  if (me.status === 'loading') return <Spinner label="Loading the desk…" />;
  if (me.status === 'error') return <LoadError message={ME_FAILED} onRetry={me.reload} />;
  const { staff, clinics } = me.data;
  const clinic = clinics.find((c) => c.id === chosen) ?? clinics[0];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        <p className="text-ink">
          <span className="font-semibold">{staff.name}</span> <span className="text-muted">· {ROLE_LABELS[staff.role]}</span>
          {clinic && clinics.length === 1 && <span className="block text-sm text-muted">{clinic.name}</span>}
        </p>
        {clinics.length > 1 && clinic && (
          <Select
            label="Clinic"
            className="w-full max-w-xs"
            value={clinic.id}
            options={clinics.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(e) => clinicChosen(e.target.value)}
          />
        )}
      </div>
      {clinic ? (
        <Workspace key={clinic.id} api={api} clinic={clinic} manager={staff.role === 'manager'} pollMs={pollMs} />
      ) : (
        <p className="text-ink">{NO_CLINICS}</p>
      )}
    </div>
  );
}

/**
 * The desk's views of one clinic; the diary and the queue stay mounted, so each keeps asking
 * while the other shows. Managers also have the set-up.
 */
function Workspace({ api, clinic, manager, pollMs }: { api: DeskApi; clinic: DeskClinic; manager: boolean; pollMs: number }) {
  const { client } = useWidget();
  const clinicId = clinic.id;
  const tab = useDesk((s) => s.tab);
  const { tabChosen } = useDeskActions();
  // The queue's own answer (the same cache entry RequestQueue keeps fresh) gives the tab its count.
  const requests = useWidgetQuery(`desk:requests:${clinicId}`, (signal) => api.requests(clinicId, { signal }));
  const waiting = requests.status === 'ready' ? ` (${requests.data.total})` : '';
  return (
    <Tabs
      label="Desk"
      value={tab}
      onChange={(id) => tabChosen(id as DeskTab)}
      keepMounted
      tabs={[
        { id: 'diary', label: 'Diary', content: <DiaryView api={api} clinicId={clinicId} pollMs={pollMs} /> },
        { id: 'requests', label: `To confirm${waiting}`, content: <RequestQueue api={api} clinicId={clinicId} pollMs={pollMs} /> },
        ...(manager
          ? [
              {
                id: 'setup',
                label: 'Set-up',
                content: (
                  <div className="space-y-6">
                    <BookingMailSetting api={api} clinic={clinic} />
                    <SetupPanel client={client} />
                  </div>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
