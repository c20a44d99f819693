// The diary's store, one per desk: the day and view the person is looking at, the booking or
// form open over it, and the changes made from it (attendance, move, cancel, a phone booking,
// blocked time). Server data (the diary itself, times, history) lives in the widget's query
// cache; each change here answers an outcome, so its rules are tested without rendering.
import { createStore } from 'zustand/vanilla';
import { errorMessage, isApiError } from '../../../shared/api/errors';
import type { DeskApi } from '../../../shared/api/desk';
import { addDays, isDayKey, startOfWeek } from '../../../shared/format/calendarDays';
import { todayKey } from '../../../shared/format/dates';
import type { Attendance } from '../../../shared/schemas/deskDiary';
import type { DeskBlockInput, DeskPhoneBookingInput } from '../../../shared/schemas/deskPhone';
import { createStoreContext } from '../../kit/createStoreContext';
import { currentSearch, writeSearch } from '../../kit/urlState';

export const CHANGE_FAILED = 'We could not save the change. Please try again.';

export type DiaryView = 'day' | 'week';
export type DiaryForm = 'phone' | 'block';
/** `taken`: the time went meanwhile (choose another); `status` the server's, when it answered. */
export type DiaryOutcome<T = unknown> = { ok: true; answer: T } | { ok: false; message: string; taken: boolean; status: number | null };

export interface DiaryState {
  view: DiaryView;
  /** The day shown (yyyy-MM-dd, NZ); the week view shows the week it falls in. */
  day: string;
  /** The booking whose details are open. */
  openId: string | null;
  form: DiaryForm | null;
  /** What the last change did, said once above the diary. */
  notice: string | null;
  busy: boolean;
  /** Goes up with every change saved: the diary is asked again. */
  changes: number;
  actions: DiaryActions;
}

export interface DiaryActions {
  viewChosen(view: DiaryView): void;
  dayChosen(day: string): void;
  /** One day (or one week in the week view) back or on. */
  stepped(by: -1 | 1): void;
  bookingOpened(bookingId: string): void;
  bookingClosed(): void;
  formOpened(form: DiaryForm): void;
  formClosed(): void;
  noticed(notice: string | null): void;
  attendance(bookingId: string, attendance: Attendance | null): Promise<DiaryOutcome>;
  move(bookingId: string, slotId: string): Promise<DiaryOutcome>;
  cancel(bookingId: string, reason: string): Promise<DiaryOutcome>;
  /** `attemptKey`: the same for a retry of the same booking (a lost answer then gets the booking it made). */
  phoneBooking(input: DeskPhoneBookingInput, attemptKey: string): Promise<DiaryOutcome<Awaited<ReturnType<DeskApi['phoneBooking']>>>>;
  block(input: DeskBlockInput): Promise<DiaryOutcome<Awaited<ReturnType<DeskApi['block']>>>>;
  unblock(id: number): Promise<DiaryOutcome>;
}

// The view and day are in the page's address (vet-desk-view, vet-desk-day): a reload, or the
// link a colleague was sent, opens the same page of the diary.
const VIEW_PARAM = 'vet-desk-view';
const DAY_PARAM = 'vet-desk-day';
function inUrl(): { view: DiaryView; day: string | null } {
  const search = currentSearch();
  const day = search.get(DAY_PARAM);
  return { view: search.get(VIEW_PARAM) === 'week' ? 'week' : 'day', day: day && isDayKey(day) ? day : null };
}
const kept = ({ view, day }: { view: DiaryView; day: string }) =>
  writeSearch({ [VIEW_PARAM]: view === 'day' ? null : view, [DAY_PARAM]: day === todayKey() ? null : day }, { replace: true });

/** The days the diary asks for: the day, or the Monday-to-Sunday week around it. */
export const diaryRange = (view: DiaryView, day: string) => (view === 'day' ? { from: day, days: 1 } : { from: startOfWeek(day), days: 7 });

export function createDiaryStore({ api, day }: { api: DeskApi; day?: string }) {
  return createStore<DiaryState>()((set, get) => {
    /** Runs one change; a second one while it is on its way is not sent. */
    async function change<T>(run: () => Promise<T>): Promise<DiaryOutcome<T>> {
      if (get().busy) return { ok: false, message: '', taken: false, status: null };
      set({ busy: true, notice: null });
      try {
        const answer = await run();
        set((s) => ({ busy: false, changes: s.changes + 1 }));
        return { ok: true, answer };
      } catch (e) {
        set({ busy: false });
        const status = isApiError(e) ? e.status : null;
        return { ok: false, message: errorMessage(e, CHANGE_FAILED), taken: status === 409, status };
      }
    }
    const url = inUrl();
    /** Sets the view or day, and writes both to the address. */
    const shown = (change: Partial<Pick<DiaryState, 'view' | 'day'>>) => {
      set(change);
      kept(get());
    };
    return {
      view: url.view,
      day: day ?? url.day ?? todayKey(),
      openId: null,
      form: null,
      notice: null,
      busy: false,
      changes: 0,
      actions: {
        viewChosen: (view) => shown({ view }),
        dayChosen: (day) => shown({ day }),
        stepped: (by) => shown({ day: addDays(get().day, get().view === 'day' ? by : 7 * by) }),
        bookingOpened: (openId) => set({ openId, form: null }),
        bookingClosed: () => set({ openId: null }),
        formOpened: (form) => set({ form, openId: null }),
        formClosed: () => set({ form: null }),
        noticed: (notice) => set({ notice }),
        attendance: (bookingId, attendance) => change(() => api.attendance(bookingId, attendance)),
        move: (bookingId, slotId) => change(() => api.move(bookingId, slotId)),
        cancel: (bookingId, reason) => change(() => api.cancel(bookingId, reason)),
        phoneBooking: (input, attemptKey) => change(() => api.phoneBooking(input, { idempotencyKey: attemptKey })),
        block: (input) => change(() => api.block(input)),
        unblock: (id) => change(() => api.unblock(id)),
      },
    };
  });
}

const context = createStoreContext('clinic diary', createDiaryStore);
export const DiaryStoreProvider = context.Provider;
export const useDiary = context.useSelector;
export const useDiaryActions = () => context.useSelector((s) => s.actions);
