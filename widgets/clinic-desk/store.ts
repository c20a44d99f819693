// The <vet-clinic-desk> store, one per widget instance: what the person at the desk has chosen
// and typed (clinic, tab, open request, day, type, time, decline messages). Server data (the staff
// member, the queue, the times) lives in the widget's query cache, not here. Confirm and
// decline are actions, so their rules and outcomes are tested without rendering.
import { createStore } from 'zustand/vanilla';
import { errorMessage, isApiError } from '../../shared/api/errors';
import type { DeskApi } from '../../shared/api/desk';
import { nzDayKey } from '../../shared/format/dates';
import { DeskDeclineSchema, type DeskRequest } from '../../shared/schemas/desk';
import { fieldError } from '../../shared/schemas/fields';
import { createStoreContext } from '../kit/createStoreContext';
import { currentSearch, writeSearch } from '../kit/urlState';

export const CONFIRM_FAILED = 'We could not confirm the booking. Please try again.';
export const DECLINE_FAILED = 'We could not decline the request. Please try again.';

/** `taken`: the time went meanwhile; `invalid`: the decline message was refused. */
export type DeskOutcome = { ok: true } | { ok: false; message: string; taken?: boolean; invalid?: boolean };

export const DESK_TABS = ['diary', 'requests', 'setup'] as const;
export type DeskTab = (typeof DESK_TABS)[number];
/** The tab is in the page's address (vet-desk-tab), so a reload or a shared link opens it again. */
const TAB_PARAM = 'vet-desk-tab';
const tabInUrl = (): DeskTab => {
  const tab = currentSearch().get(TAB_PARAM);
  return DESK_TABS.find((t) => t === tab) ?? 'diary';
};

export interface DeskState {
  /** Null: the first clinic the staff member may work. */
  clinicId: string | null;
  tab: DeskTab;
  /** The request being worked. */
  openId: string | null;
  /** The day whose times are shown (yyyy-MM-dd, NZ). */
  day: string | null;
  /** The appointment type chosen for a request that names none. */
  typeId: number | null;
  slotId: string | null;
  /** Decline messages typed so far, by booking: a draft survives opening another request. */
  drafts: Record<string, string>;
  declineError: string | null;
  busy: 'confirm' | 'decline' | null;
  /** What went wrong with the last confirm or decline, in the server's words when it gave some. */
  failure: { action: 'confirm' | 'decline'; message: string } | null;
  /** The last refresh of the queue failed: the list shown is the one before. */
  refreshFailed: boolean;
  actions: DeskActions;
}

export interface DeskActions {
  clinicChosen(clinicId: string): void;
  tabChosen(tab: DeskTab): void;
  requestOpened(request: DeskRequest): void;
  requestClosed(): void;
  dayChosen(day: string): void;
  typeChosen(typeId: number | null): void;
  timeChosen(slotId: string): void;
  draftTyped(bookingId: string, message: string): void;
  refreshed(ok: boolean): void;
  confirm(request: DeskRequest): Promise<DeskOutcome>;
  decline(request: DeskRequest): Promise<DeskOutcome>;
}

export function createDeskStore({ api }: { api: DeskApi }) {
  return createStore<DeskState>()((set, get) => {
    const closed = { openId: null, day: null, typeId: null, slotId: null, declineError: null, failure: null };
    return {
      clinicId: null,
      tab: tabInUrl(),
      ...closed,
      drafts: {},
      busy: null,
      refreshFailed: false,
      actions: {
        clinicChosen: (clinicId) => set({ clinicId, ...closed }),
        tabChosen: (tab) => {
          set({ tab });
          writeSearch({ [TAB_PARAM]: tab === 'diary' ? null : tab }, { replace: true });
        },
        requestOpened: (request) =>
          set({ ...closed, openId: request.bookingId, day: nzDayKey(request.preferredTime), typeId: request.appointmentType?.id ?? null }),
        requestClosed: () => set(closed),
        dayChosen: (day) => set({ day, slotId: null, failure: null }),
        typeChosen: (typeId) => set({ typeId, slotId: null, failure: null }),
        timeChosen: (slotId) => set({ slotId, failure: null }),
        draftTyped: (bookingId, message) => set((s) => ({ drafts: { ...s.drafts, [bookingId]: message }, declineError: null })),
        refreshed: (ok) => set({ refreshFailed: !ok }),

        async confirm(request) {
          const { slotId, busy } = get();
          if (!slotId || busy) return { ok: false, message: '' };
          set({ busy: 'confirm', failure: null });
          try {
            await api.confirm(request.bookingId, slotId);
            set({ ...closed, busy: null });
            return { ok: true };
          } catch (e) {
            // The time went to someone else meanwhile: the times are asked again, the choice goes.
            const taken = isApiError(e) && e.status === 409;
            const message = errorMessage(e, CONFIRM_FAILED);
            set({ busy: null, failure: { action: 'confirm', message }, ...(taken ? { slotId: null } : {}) });
            return { ok: false, message, taken };
          }
        },

        async decline(request) {
          if (get().busy) return { ok: false, message: '' };
          const message = get().drafts[request.bookingId] ?? '';
          const problem = fieldError(DeskDeclineSchema.entries.message, message);
          if (problem) {
            set({ declineError: problem });
            return { ok: false, message: problem, invalid: true };
          }
          set({ busy: 'decline', failure: null, declineError: null });
          try {
            await api.decline(request.bookingId, message.trim());
            const { [request.bookingId]: _sent, ...drafts } = get().drafts;
            set({ ...closed, busy: null, drafts });
            return { ok: true };
          } catch (e) {
            const message = errorMessage(e, DECLINE_FAILED);
            // The server's word on the message itself goes under the field, as the form's own does.
            const invalid = isApiError(e) && e.status === 422;
            if (invalid) set({ busy: null, declineError: message });
            else set({ busy: null, failure: { action: 'decline', message } });
            return { ok: false, message, invalid };
          }
        },
      },
    };
  });
}

const context = createStoreContext('clinic desk', createDeskStore);
export const DeskStoreProvider = context.Provider;
export const useDesk = context.useSelector;
export const useDeskActions = () => context.useSelector((s) => s.actions);
