// The <vet-account-appointments> store: one per widget instance. The spec's rules
// (tabs, 10 a page, details, cancel and what follows it) live here as
// actions named for the events that cause them; the components only render.
import { createStore } from 'zustand/vanilla';
import { PAGE_SIZE } from '../../shared/domain/limits';
import { CANCEL_NOTE_REQUIRED, CANCEL_NOTE_TOO_LONG } from '../../shared/schemas/appointments';
import { APPOINTMENT_NOTES_MAX } from '../../shared/domain/limits';
import { createStoreContext } from '../kit/createStoreContext';
import type { AccountAppointmentsApi, Appointment, AppointmentTab } from './types';

export const PAGE = PAGE_SIZE.accountAppointments;
/** The spec: a failed cancel shows the server's message, else this. */
export const CANCEL_ERROR = 'Error when cancelling appointment';
export const CANCELLED = 'Your appointment has been cancelled.';

export interface AccountAppointmentsState {
  tab: AppointmentTab;
  /** From 1. */
  page: number;
  /** 'signed-out': no token, so no list to ask for (the widget offers to log in). */
  status: 'loading' | 'ready' | 'signed-out';
  items: Appointment[];
  total: number;
  /** The appointment whose details panel is open. */
  selectedId: string | null;
  /** The list item the details were opened from: focus goes back to it. */
  openedFrom: string | null;
  cancel: { open: boolean; note: string; error: string | null; submitting: boolean };
  actions: AccountAppointmentsActions;
}

export interface AccountAppointmentsActions {
  loaded(): Promise<void>;
  tabChosen(tab: AppointmentTab): void;
  pageChosen(page: number): void;
  detailsOpened(id: string): void;
  detailsClosed(): void;
  cancelOpened(): void;
  cancelClosed(): void;
  noteChanged(note: string): void;
  /** Resolves to true when the appointment was cancelled. */
  cancelConfirmed(): Promise<boolean>;
}

export interface AccountAppointmentsOptions {
  api: AccountAppointmentsApi;
  onCancelled?: (id: string) => void;
  /** A cancel failed: the message to show (a toast). */
  onError?: (message: string) => void;
  /** Whether there is a signed-in client; without one the list is not asked for. */
  isSignedIn?: () => Promise<boolean>;
}

export function noteError(note: string): string | null {
  if (!note.trim()) return CANCEL_NOTE_REQUIRED;
  if (note.trim().length > APPOINTMENT_NOTES_MAX) return CANCEL_NOTE_TOO_LONG;
  return null;
}

const closedCancel = (note = '') => ({ open: false, note, error: null, submitting: false });

export function createAccountAppointmentsStore({ api, onCancelled, onError, isSignedIn }: AccountAppointmentsOptions) {
  let request = 0;
  return createStore<AccountAppointmentsState>()((set, get) => {
    async function load() {
      const { tab, page } = get();
      const mine = ++request;
      set({ status: 'loading' });
      if (isSignedIn && !(await isSignedIn().catch(() => false))) {
        if (mine === request) set({ status: 'signed-out', items: [], total: 0 });
        return;
      }
      try {
        const answer = await api.list({ type: tab, offset: (page - 1) * PAGE, limit: PAGE });
        if (mine === request) set({ status: 'ready', items: answer.items, total: answer.total });
      } catch {
        // The spec: "List load failure: empty list, no message."
        if (mine === request) set({ status: 'ready', items: [], total: 0 });
      }
    }

    const actions: AccountAppointmentsActions = {
      loaded: load,
      tabChosen(tab) {
        if (tab === get().tab) return;
        set({ tab, page: 1, selectedId: null, cancel: closedCancel() });
        void load();
      },
      pageChosen(page) {
        set({ page, selectedId: null });
        void load();
      },
      detailsOpened(id) {
        set({ selectedId: id, openedFrom: id, cancel: closedCancel() });
      },
      detailsClosed() {
        set({ selectedId: null, cancel: closedCancel() });
      },
      cancelOpened() {
        // A reason typed before a failed attempt is still there.
        set((s) => ({ cancel: { ...s.cancel, open: true, error: null } }));
      },
      cancelClosed() {
        set((s) => (s.cancel.submitting ? s : { cancel: { ...s.cancel, open: false, error: null } }));
      },
      noteChanged(note) {
        set((s) => ({ cancel: { ...s.cancel, note, error: s.cancel.error ? noteError(note) : null } }));
      },
      async cancelConfirmed() {
        const { selectedId, cancel } = get();
        if (!selectedId || cancel.submitting) return false;
        const error = noteError(cancel.note);
        if (error) {
          set({ cancel: { ...cancel, error } });
          return false;
        }
        set({ cancel: { ...cancel, error: null, submitting: true } });
        try {
          await api.cancel(selectedId, { note: cancel.note.trim() });
        } catch (failure) {
          // The spec: the server's message or ours, and the modal closes. The reason
          // typed is kept, so trying again does not mean typing it again.
          const message = (failure as { error?: unknown } | null)?.error;
          set({ cancel: closedCancel(cancel.note) });
          onError?.(typeof message === 'string' && message ? message : CANCEL_ERROR);
          return false;
        }
        // The spec: a successful cancel closes the panel and refreshes the list.
        set({ selectedId: null, cancel: closedCancel() });
        onCancelled?.(selectedId);
        await load();
        return true;
      },
    };

    return {
      tab: 'future',
      page: 1,
      status: 'loading',
      items: [],
      total: 0,
      selectedId: null,
      openedFrom: null,
      cancel: closedCancel(),
      actions,
    };
  });
}

export const AccountAppointmentsStore = createStoreContext<AccountAppointmentsState, AccountAppointmentsOptions>(
  'vet-account-appointments',
  createAccountAppointmentsStore,
);
export const useAppointments = AccountAppointmentsStore.useSelector;
export const useAppointmentsActions = () => AccountAppointmentsStore.useSelector((s) => s.actions);
