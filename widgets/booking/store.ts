// The <vet-booking> store: one per widget instance. Every rule of the spec (start,
// forward, back and what each clears, reloads, padding, submit) lives here as an action
// named for the event that causes it, so the step components stay thin and the rules are
// tested without rendering.
import { createStore } from 'zustand/vanilla';
import { contactErrors, NOTES_TOO_LONG, SLOT_TAKEN } from '../../shared/schemas/appointments';
import { SLOT_MONTHS_AHEAD } from '../../shared/domain/limits';
import { addMonths } from '../../shared/format/calendarDays';
import { CONTACT_FIELDS } from '../../shared/schemas/contactDetails';
import { errorMessage, isApiError } from '../../shared/api/errors';
import { createStoreContext } from '../kit/createStoreContext';
import { connectionDropped } from '../kit/keptKey';
import { CLIENT_STATUS, NEW_PET, NO_PREFERENCE, NOTES_MAX, type Step } from './steps';
import type { AppointmentType, BookingApi, BookingResult, BookingStart, Clinician, SlotDays } from './types';

export interface PetForm {
  /** A saved pet's id, NEW_PET, or '' before a choice (guests always ''). */
  id: string;
  name: string;
  speciesId: string;
}

export interface BookingForm {
  clinicId: string;
  customerStatusId: number | null;
  petCount: number;
  pets: PetForm[];
  appointmentTypeId: string;
  preferredClinician: string;
  acceptTermsAndConditions: boolean;
  month: string;
  date: string;
  /** The chosen time: a single slot-id-to-label pair, as the API sends it. */
  time: Record<string, string> | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
}

type Load = 'idle' | 'loading' | 'ready' | 'error';

export interface BookingState {
  status: Load;
  /** Why the first load failed (the screen words it: shared/api/errors loadErrorMessage). */
  loadFailure?: unknown;
  start: BookingStart | null;
  /** Back on the first step leaves the flow (the host gave a way out); otherwise it is not shown. */
  canExit: boolean;
  step: Step;
  form: BookingForm;
  appointmentTypes: AppointmentType[];
  typesStatus: Load;
  /** species+status the types were loaded for: reload only when the pets changed. */
  typesKey: string;
  clinicians: Clinician[];
  slots: SlotDays;
  slotsStatus: Load;
  hold: { holdId: string; expiresAt: string } | null;
  /** Shown when Returning is picked by someone who cannot be Returning yet. */
  linkPrompt: boolean;
  submitting: boolean;
  submitError: string | null;
  confirmation: BookingResult | null;
  actions: BookingActions;
}

export interface BookingActions {
  loaded(): Promise<void>;
  /**
   * Signed in (or out) on this page mid-flow, e.g. through the sign-in popup: the
   * start data (the client, their pets and link) is read again; the step and the answers stay.
   */
  sessionChanged(): Promise<void>;
  continued(): Promise<void>;
  wentBack(): void;
  typesRetried(): Promise<void>;
  clinicChosen(clinicId: string): void;
  clientStatusChosen(statusId: number): void;
  linkPromptClosed(): void;
  petCountChosen(count: number): void;
  petChanged(index: number, change: Partial<PetForm>): void;
  appointmentTypeChosen(typeId: string): void;
  clinicianChosen(clinicianId: string): void;
  acceptanceToggled(accepted: boolean): void;
  monthChanged(month: string): void;
  dateChosen(date: string): void;
  timeChosen(time: Record<string, string>): void;
  detailChanged(field: 'firstName' | 'lastName' | 'email' | 'phone' | 'notes', value: string): void;
  /** The visitor is leaving the page: a held time is given back now, not in 5 minutes. */
  pageLeft(): void;
  /**
   * The host changed a prefill attribute after the start: each field still empty
   * or still showing the previous prefill takes the new value; what the visitor typed stays.
   */
  prefillChanged(next: NonNullable<BookingStoreOptions['prefill']>): void;
}

export interface BookingStoreOptions {
  api: BookingApi;
  /** The current month, yyyy-MM, in Pacific/Auckland (injectable for tests). */
  currentMonth: string;
  /** Leaving the flow backwards from its first step ("goes back in history"). */
  onExit?: () => void;
  onStepChange?: (step: Step, previous: Step) => void;
  /** A booking (or hold) failed: `message` is what the visitor must be told (a toast). */
  onError?: (message: string) => void;
  /** The booking was made. */
  onCompleted?: (result: BookingResult) => void;
  prefill?: Partial<Pick<BookingForm, 'clinicId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'appointmentTypeId'>> & {
    speciesId?: string;
    petName?: string;
  };
}

const emptyPet = (): PetForm => ({ id: '', name: '', speciesId: '' });

export function initialForm(currentMonth: string): BookingForm {
  return {
    clinicId: '',
    customerStatusId: null,
    petCount: 1,
    pets: [emptyPet()],
    appointmentTypeId: '',
    preferredClinician: '',
    acceptTermsAndConditions: false,
    month: currentMonth,
    date: '',
    time: null,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    notes: '',
  };
}

/** The last month the calendar offers: the server refuses slot lookups beyond it. */
export const lastMonth = (currentMonth: string) => addMonths(currentMonth, SLOT_MONTHS_AHEAD);

/** The step the flow opens on ("Start"). */
export function startStep(start: BookingStart): Step {
  if (start.welcome.isActive) return 'Welcome';
  return start.clinics.length === 1 ? 'SetPetDetails' : 'SelectAppointmentClinic';
}

export const isSignedIn = (start: BookingStart | null) => Boolean(start?.user);
export const isLinked = (start: BookingStart | null) => Boolean(start?.user?.isAccountLinkedToPms);

/** The species ids of the pets, comma-joined, as the types and slots calls take them. */
export const speciesOf = (pets: PetForm[]) => pets.map((pet) => pet.speciesId).join(',');

export function selectedType(state: Pick<BookingState, 'appointmentTypes' | 'form'>): AppointmentType | undefined {
  return state.appointmentTypes.find((type) => String(type.id) === state.form.appointmentTypeId);
}

const hasImportantInformation = (type: AppointmentType | undefined) => {
  const info = type?.importantInformation;
  return Array.isArray(info) ? info.length > 0 : Boolean(info && String(info).trim());
};

/** Why Continue is disabled on the current step; null when enabled. */
/**
 * Back here leaves the flow: on the step the flow opened with, whichever that is for this
 * group (Welcome, the clinic, or the pets of a one-clinic group with no welcome, emergency
 * notice or not). Behind it there is nothing of ours to go back to.
 */
export function backLeavesFlow(state: Pick<BookingState, 'step' | 'start'>): boolean {
  return state.start !== null && state.step === startStep(state.start);
}

export function canContinue(state: BookingState): boolean {
  const { form, step, start } = state;
  switch (step) {
    case 'Welcome':
      return true;
    case 'SelectAppointmentClinic':
      return form.clinicId !== '';
    case 'SetPetDetails':
      return form.customerStatusId !== null && form.pets.every((pet) => pet.name.trim() !== '' && pet.speciesId !== '') && repeatedPets(form.pets).size === 0;
    case 'SetAppointmentDetails':
      return form.appointmentTypeId !== '' && (!start?.bookingConfig.allowSelectResource || form.preferredClinician !== '');
    case 'AppointmentTypeNotes':
      return !selectedType(state)?.hasAcceptCheckbox || form.acceptTermsAndConditions;
    case 'SelectAppointmentTime':
      return form.date !== '' && form.time !== null;
    case 'SetMyDetails':
      return Object.keys(detailErrors(form)).length === 0 && !state.submitting;
    default:
      return false;
  }
}

/**
 * Indexes of pets that repeat a saved pet chosen earlier in the booking. The server refuses
 * such a booking (PET_TWICE); the pet step says so at once instead of four steps later.
 */
export function repeatedPets(pets: PetForm[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  pets.forEach((pet, index) => {
    if (pet.id === '' || pet.id === NEW_PET) return;
    if (seen.has(pet.id)) repeated.add(index);
    seen.add(pet.id);
  });
  return repeated;
}

/** My-details messages (the spec: booking v2 'Invalid email', 'An email is required'; phone rules). */
export function detailErrors(form: BookingForm): Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'notes', string>> {
  const errors: Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'notes', string>> = contactErrors(form);
  if (form.notes.length > NOTES_MAX) errors.notes = NOTES_TOO_LONG;
  return errors;
}

export const DEFAULT_BOOKING_ERROR = 'An error occurred while booking your appointment. Please try again.';
/** No answer came: the booking may have been made, and the same request again is answered it. */
export const BOOKING_CONNECTION_LOST = 'The connection dropped before we heard back. It is safe to try again: you will not be booked twice.';

export function createBookingStore(options: BookingStoreOptions) {
  const { api, currentMonth } = options;
  /** The host's prefill attributes as they are now (they may change after the start). */
  let prefill: NonNullable<BookingStoreOptions['prefill']> = options.prefill ?? {};
  let slotsRequest = 0;
  let typesRequest = 0;
  let cliniciansRequest = 0;

  return createStore<BookingState>()((set, get) => {
    const goTo = (step: Step, changes: Partial<BookingState> = {}) => {
      const previous = get().step;
      set({ ...changes, step });
      if (step !== previous) options.onStepChange?.(step, previous);
    };
    const patchForm = (changes: Partial<BookingForm>) => set((state) => ({ form: { ...state.form, ...changes } }));

    async function loadTypes() {
      const { form } = get();
      const key = `${speciesOf(form.pets)}|${form.customerStatusId}`;
      const request = ++typesRequest;
      set({ typesStatus: 'loading', typesKey: key });
      try {
        const types = await api.appointmentTypes({ speciesId: speciesOf(form.pets), customerStatusId: form.customerStatusId ?? CLIENT_STATUS.New });
        if (request !== typesRequest) return;
        set({ appointmentTypes: types, typesStatus: 'ready' });
        // A prefilled type (a vaccination reminder's link) is chosen once it is offered for these pets.
        const wanted = prefill.appointmentTypeId;
        if (wanted && get().form.appointmentTypeId === '' && types.some((type) => String(type.id) === wanted)) actions.appointmentTypeChosen(wanted);
      } catch {
        if (request === typesRequest) set({ appointmentTypes: [], typesStatus: 'error', typesKey: '' });
      }
    }

    async function loadClinicians() {
      const { form } = get();
      const request = ++cliniciansRequest;
      try {
        const clinicians = await api.calendarResources({ clinicId: form.clinicId, appointmentTypeId: form.appointmentTypeId });
        if (request === cliniciansRequest) set({ clinicians });
      } catch {
        if (request === cliniciansRequest) set({ clinicians: [] });
      }
    }

    async function loadSlots() {
      const { form } = get();
      if (!form.clinicId || !form.appointmentTypeId) return;
      // Spec: slot lookup for a month before the current month is rejected client-side.
      if (form.month < currentMonth) return;
      const request = ++slotsRequest;
      set({ slotsStatus: 'loading' });
      try {
        const slots = await api.slots({
          clinicId: form.clinicId,
          date: form.month,
          petCount: form.petCount,
          speciesId: speciesOf(form.pets),
          appointmentTypeId: form.appointmentTypeId,
          ...(form.preferredClinician && form.preferredClinician !== NO_PREFERENCE ? { calendarResourceId: form.preferredClinician } : {}),
        });
        if (request === slotsRequest) set({ slots, slotsStatus: 'ready' });
      } catch {
        if (request === slotsRequest) set({ slots: {}, slotsStatus: 'error' });
      }
    }

    async function submit() {
      const state = get();
      const { form } = state;
      const slotId = form.time ? Object.keys(form.time)[0] : undefined;
      if (!slotId || state.submitting) return;
      set({ submitting: true, submitError: null });
      try {
        const result = await api.complete({
          clinicId: form.clinicId,
          pets: form.pets.map((pet) => ({
            // Spec: a pet id of 'newPet' is sent as an empty id.
            id: pet.id === NEW_PET ? '' : pet.id,
            name: pet.name.trim(),
            speciesId: pet.speciesId,
          })),
          appointmentTypeId: form.appointmentTypeId,
          acceptTermsAndConditions: form.acceptTermsAndConditions,
          slotId,
          customerStatusId: form.customerStatusId ?? CLIENT_STATUS.New,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          phone: form.phone.trim(),
          notes: form.notes,
          ...(form.preferredClinician ? { preferredClinician: form.preferredClinician } : {}),
          ...(state.hold ? { holdId: state.hold.holdId } : {}),
        });
        set({ submitting: false, confirmation: result, hold: null });
        goTo('AppointmentConfirmed');
        options.onCompleted?.(result);
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          // Someone else took the time: back to the calendar with fresh slots.
          const message = errorMessage(error, SLOT_TAKEN);
          set({ submitting: false, submitError: message, hold: null });
          patchForm({ date: '', time: null });
          goTo('SelectAppointmentTime');
          options.onError?.(message);
          void loadSlots();
          return;
        }
        // The server's message, else the flow's own; a dropped connection says pressing again is safe.
        const message = connectionDropped(error) ? BOOKING_CONNECTION_LOST : errorMessage(error, DEFAULT_BOOKING_ERROR);
        set({ submitting: false, submitError: message });
        options.onError?.(message);
      }
    }

    const actions: BookingActions = {
      async sessionChanged() {
        if (!get().start) return;
        try {
          const start = await api.start();
          const form = { ...get().form };
          // Linked clients are Returning; a signed-in client's empty contact fields come from the profile.
          if (isLinked(start)) form.customerStatusId = CLIENT_STATUS.Returning;
          const profile = start.user && api.profile ? await api.profile() : null;
          for (const field of CONTACT_FIELDS) if (!form[field] && profile?.[field]) form[field] = profile[field];
          // The returning client's "Log in" prompt has done its job once they are linked.
          set({ start, form, ...(isLinked(start) ? { linkPrompt: false } : {}) });
        } catch {
          /* the flow keeps the start data it has; the next step's calls will say what failed */
        }
      },

      async loaded() {
        set({ status: 'loading' });
        try {
          const start = await api.start();
          const form = initialForm(currentMonth);
          if (start.clinics.length === 1) form.clinicId = String(start.clinics[0]!.id);
          else if (prefill.clinicId && start.clinics.some((c) => String(c.id) === prefill.clinicId)) form.clinicId = prefill.clinicId;
          // Linked users are Returning and skip the choice; anonymous users are always New.
          if (isLinked(start)) form.customerStatusId = CLIENT_STATUS.Returning;
          else if (!start.user) form.customerStatusId = CLIENT_STATUS.New;
          // Prefilled values the API does not know (a removed clinic or species) are dropped.
          if (prefill.speciesId && start.species.some((entry) => prefill.speciesId! in entry)) form.pets[0]!.speciesId = prefill.speciesId;
          if (prefill.petName) form.pets[0]!.name = prefill.petName;
          for (const field of CONTACT_FIELDS) if (prefill[field]) form[field] = prefill[field];
          // Signed in: My details starts from the profile, where the page's own
          // prefill attributes left a field empty.
          const profile = start.user && api.profile ? await api.profile() : null;
          for (const field of CONTACT_FIELDS) if (!form[field] && profile?.[field]) form[field] = profile[field];
          set({ status: 'ready', start, form, step: startStep(start) });
        } catch (error) {
          set({ status: 'error', loadFailure: error });
        }
      },

      async continued() {
        const state = get();
        if (!state.start || !canContinue(state)) return;
        const { start, form } = state;
        switch (state.step) {
          case 'Welcome':
            if (start.clinics.length === 1) goTo('SetPetDetails');
            else goTo('SelectAppointmentClinic');
            return;
          case 'SelectAppointmentClinic':
            goTo('SetPetDetails');
            return;
          case 'SetPetDetails': {
            // Spec: on leaving pet details, reload appointment types if the pets changed.
            const key = `${speciesOf(form.pets)}|${form.customerStatusId}`;
            goTo('SetAppointmentDetails');
            if (key !== state.typesKey) {
              patchForm({ appointmentTypeId: '', preferredClinician: '' });
              await loadTypes();
            }
            return;
          }
          case 'SetAppointmentDetails':
            goTo(hasImportantInformation(selectedType(state)) ? 'AppointmentTypeNotes' : 'SelectAppointmentTime');
            if (!hasImportantInformation(selectedType(state))) void loadSlots();
            return;
          case 'AppointmentTypeNotes':
            goTo('SelectAppointmentTime');
            void loadSlots();
            return;
          case 'SelectAppointmentTime':
            if (api.hold && form.time) {
              const slotId = Object.keys(form.time)[0]!;
              try {
                set({ hold: await api.hold(slotId) });
              } catch (error) {
                if (isApiError(error) && error.status === 409) {
                  const message = errorMessage(error, SLOT_TAKEN);
                  set({ submitError: message });
                  patchForm({ time: null });
                  options.onError?.(message);
                  void loadSlots();
                  return;
                }
                // A hold is a courtesy: if it cannot be placed, booking still checks the slot.
              }
            }
            set({ submitError: null });
            goTo('SetMyDetails');
            return;
          case 'SetMyDetails':
            await submit();
            return;
          default:
            return;
        }
      },

      prefillChanged(next) {
        const before = prefill;
        prefill = next;
        const state = get();
        if (!state.start) return; // not started: loaded() reads the new prefill
        const untouched = (value: string, previous: string | undefined) => value === '' || value === (previous ?? '');
        const form = { ...state.form };
        if (
          next.clinicId &&
          untouched(form.clinicId, before.clinicId) &&
          state.start.clinics.some((c) => String(c.id) === next.clinicId) &&
          state.step === startStep(state.start)
        )
          form.clinicId = next.clinicId;
        const first = form.pets[0];
        if (first && next.speciesId && untouched(first.speciesId, before.speciesId) && state.start.species.some((entry) => next.speciesId! in entry))
          form.pets = [{ ...first, speciesId: next.speciesId }, ...form.pets.slice(1)];
        for (const field of CONTACT_FIELDS) if (next[field] && untouched(form[field], before[field])) form[field] = next[field]!;
        set({ form });
      },

      wentBack() {
        const state = get();
        if (!state.start || state.submitting) return;
        if (backLeavesFlow(state)) return options.onExit?.();
        switch (state.step) {
          case 'SelectAppointmentClinic':
          case 'SetPetDetails':
            if (state.step === 'SetPetDetails' && state.start.clinics.length !== 1) return goTo('SelectAppointmentClinic');
            return goTo('Welcome');
          case 'SetAppointmentDetails':
            patchForm({ appointmentTypeId: '', preferredClinician: '' });
            return goTo('SetPetDetails');
          case 'AppointmentTypeNotes':
            patchForm({ acceptTermsAndConditions: false });
            return goTo('SetAppointmentDetails');
          case 'SelectAppointmentTime':
            patchForm({ acceptTermsAndConditions: false, date: '', time: null });
            return goTo('SetAppointmentDetails', { hold: null });
          case 'SetMyDetails': {
            // Let the held time go at once: a hold is busy time for everyone, the holder's own
            // calendar included, so keeping it would hide the time they may want to pick again.
            const held = state.hold;
            const released = held && api.releaseHold ? api.releaseHold(held.holdId).catch(() => {}) : Promise.resolve();
            patchForm({ date: '', time: null });
            goTo('SelectAppointmentTime', { hold: null, submitError: null });
            // Then refresh the times, so the released time shows again.
            void released.then(loadSlots);
            return;
          }
          default:
            return;
        }
      },

      async typesRetried() {
        await loadTypes();
      },

      clinicChosen(clinicId) {
        patchForm({ clinicId, date: '', time: null });
        void loadSlots();
      },

      clientStatusChosen(statusId) {
        const { start } = get();
        // Returning needs a linked practice account: prompt to sign in / link instead.
        if (statusId === CLIENT_STATUS.Returning && !isLinked(start)) {
          set({ linkPrompt: true });
          return;
        }
        patchForm({ customerStatusId: statusId });
      },

      linkPromptClosed() {
        set({ linkPrompt: false });
      },

      petCountChosen(count) {
        const { form } = get();
        const pets = form.pets.slice(0, count);
        while (pets.length < count) pets.push(emptyPet());
        patchForm({ petCount: count, pets });
      },

      petChanged(index, change) {
        const { form, start } = get();
        const pets = form.pets.map((pet, i) => {
          if (i !== index) return pet;
          if (change.id !== undefined && change.id !== pet.id) {
            // Spec: choosing New Pet, or being a guest, clears the pet's name and species.
            if (change.id === NEW_PET || !start?.user) return { id: change.id, name: '', speciesId: '' };
            const saved = start.pets.find((p) => String(p.id) === change.id);
            // A saved pet brings its species when the API knows it; otherwise the visitor picks it.
            const speciesId = saved?.speciesId != null ? String(saved.speciesId) : '';
            return { id: change.id, name: saved?.name ?? '', speciesId };
          }
          return { ...pet, ...change };
        });
        patchForm({ pets });
      },

      appointmentTypeChosen(typeId) {
        patchForm({ appointmentTypeId: typeId, preferredClinician: NO_PREFERENCE, acceptTermsAndConditions: false });
        set({ clinicians: [] });
        if (get().start?.bookingConfig.allowSelectResource) void loadClinicians();
      },

      clinicianChosen(clinicianId) {
        patchForm({ preferredClinician: clinicianId });
      },

      acceptanceToggled(accepted) {
        patchForm({ acceptTermsAndConditions: accepted });
      },

      monthChanged(month) {
        // The server answers slots from this month to SLOT_MONTHS_AHEAD months on, no further.
        if (month < currentMonth || month > lastMonth(currentMonth)) return;
        patchForm({ month, date: '', time: null });
        void loadSlots();
      },

      dateChosen(date) {
        patchForm({ date, time: null });
      },

      timeChosen(time) {
        patchForm({ time });
        set({ submitError: null });
      },

      detailChanged(field, value) {
        patchForm({ [field]: value } as Partial<BookingForm>);
      },

      pageLeft() {
        const { hold, confirmation } = get();
        if (!hold || confirmation || !api.releaseHold) return;
        set({ hold: null });
        void api.releaseHold(hold.holdId, { leavingPage: true }).catch(() => {});
      },
    };

    return {
      status: 'idle',
      start: null,
      canExit: Boolean(options.onExit),
      step: 'Welcome',
      form: initialForm(currentMonth),
      appointmentTypes: [],
      typesStatus: 'idle',
      typesKey: '',
      clinicians: [],
      slots: {},
      slotsStatus: 'idle',
      hold: null,
      linkPrompt: false,
      submitting: false,
      submitError: null,
      confirmation: null,
      actions,
    };
  });
}

export type BookingStore = ReturnType<typeof createBookingStore>;

export const BookingStoreContext = createStoreContext<BookingState, BookingStoreOptions>('vet-booking', createBookingStore);
export const useBooking = BookingStoreContext.useSelector;
export const useBookingActions = () => BookingStoreContext.useSelector((state) => state.actions);
