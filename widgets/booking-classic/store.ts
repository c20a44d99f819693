// The <vet-booking-classic> store: one per widget instance. The older wizard:
// Next validates the step's fields (1 pets, 2 booking info, 3 personal
// info) before moving on, Back goes one step without validating, the last submit posts the
// booking and shows the confirmation.
import { createStore } from 'zustand/vanilla';
import {
  CLASSIC_DATE_REQUIRED,
  CLASSIC_LOCATION_REQUIRED,
  CLASSIC_PETS_REQUIRED,
  CLASSIC_REASON_REQUIRED,
  NOTES_TOO_LONG,
  PET_NAME_REQUIRED,
  PET_TYPE_REQUIRED,
  contactErrors,
} from '../../shared/schemas/appointments';
import { CONTACT_FIELDS } from '../../shared/schemas/contactDetails';
import { APPOINTMENT_NOTES_MAX } from '../../shared/domain/limits';
import { currentMonthKey } from '../../shared/format/dates';
import { createStoreContext } from '../kit/createStoreContext';
import type { OpeningHours } from './times';
import type { ClassicApi, ClassicStart } from './types';

export const STEPS = ['Select pet', 'Booking info', 'Personal info', 'Confirmation'] as const;
export const SIGNED_IN_PETS_MESSAGE = 'Please select at least one pet to continue';
export const SIGNED_OUT_PETS_MESSAGE = 'Please enter at least one pet and complete all the required details to continue';
export const BOOKING_ERROR = 'Error when booking appointment';
export const MAX_PETS = 3;

/** Lookup ids the older API takes (shared/schemas CLASSIC_PET_TYPES, CLASSIC_GENDERS). */
export const PET_TYPES = [
  { value: '1', label: 'Dog' },
  { value: '2', label: 'Cat' },
  { value: '3', label: 'Other' },
] as const;
export const OTHER_TYPE = '3';
export const GENDERS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: 'Unknown' },
] as const;

export interface ClassicPet {
  name: string;
  type: string;
  otherPetType: string;
  breed: string;
  gender: string;
  dateOfBirth: string;
  weight: string;
  desexed: '' | 'yes' | 'no';
}

export const emptyPet = (): ClassicPet => ({ name: '', type: '', otherPetType: '', breed: '', gender: '', dateOfBirth: '', weight: '', desexed: '' });

export interface ClassicForm {
  /** Saved pets chosen (signed in). */
  petIds: string[];
  /** Pets typed in (signed out, or signed in without saved pets). */
  pets: ClassicPet[];
  clinicId: string;
  month: string;
  date: string;
  time: string;
  comment: string;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type Errors = Record<string, string>;

export interface ClassicState {
  status: 'loading' | 'ready' | 'error';
  start: ClassicStart | null;
  hours: Map<string, OpeningHours[]>;
  step: number;
  form: ClassicForm;
  errors: Errors;
  /** The step's summary message (pets step). */
  stepError: string | null;
  /** How many times Next was refused: each refusal brings its messages into view and focus (a count, so a second one does again). */
  refusals: number;
  submitting: boolean;
  booked: boolean;
  actions: ClassicActions;
}

export interface ClassicActions {
  loaded(): Promise<void>;
  /** Validates the step; resolves to false (errors set) when it may not move on. */
  next(): Promise<boolean>;
  back(): void;
  changed<K extends keyof ClassicForm>(field: K, value: ClassicForm[K]): void;
  petToggled(id: string, chosen: boolean): void;
  petChanged(index: number, change: Partial<ClassicPet>): void;
  petAdded(): void;
  petRemoved(index: number): void;
  clinicChosen(clinicId: string): void;
  monthChanged(month: string): void;
  dateChosen(date: string): void;
}

export interface ClassicOptions {
  api: ClassicApi;
  now: () => Date;
  onStepChange?: (step: number) => void;
  onError?: (message: string) => void;
  onCompleted?: (booking: { clinicId: string; date: string }) => void;
}

export const hasSavedPets = (start: ClassicStart | null) => Boolean(start?.user) && (start?.pets.length ?? 0) > 0;

export function petErrors(state: Pick<ClassicState, 'start' | 'form'>): { errors: Errors; message: string | null } {
  const { form, start } = state;
  if (hasSavedPets(start)) {
    return form.petIds.length ? { errors: {}, message: null } : { errors: { petIds: CLASSIC_PETS_REQUIRED }, message: SIGNED_IN_PETS_MESSAGE };
  }
  const errors: Errors = {};
  form.pets.forEach((pet, i) => {
    if (!pet.name.trim()) errors[`pets.${i}.name`] = PET_NAME_REQUIRED;
    if (!pet.type) errors[`pets.${i}.type`] = PET_TYPE_REQUIRED;
  });
  if (!form.pets.length) errors.pets = CLASSIC_PETS_REQUIRED;
  const failed = Object.keys(errors).length > 0;
  return { errors, message: failed ? (start?.user ? SIGNED_IN_PETS_MESSAGE : SIGNED_OUT_PETS_MESSAGE) : null };
}

export function bookingInfoErrors(form: ClassicForm): Errors {
  const errors: Errors = {};
  if (!form.clinicId) errors.clinicId = CLASSIC_LOCATION_REQUIRED;
  if (!form.date) errors.date = CLASSIC_DATE_REQUIRED;
  if (!form.time) errors.time = CLASSIC_DATE_REQUIRED;
  if (!form.comment.trim()) errors.comment = CLASSIC_REASON_REQUIRED;
  else if (form.comment.trim().length > APPOINTMENT_NOTES_MAX) errors.comment = NOTES_TOO_LONG;
  return errors;
}

/** Step 3's messages: the contact fields (the title is optional). */
export function personalErrors(form: ClassicForm): Errors {
  return contactErrors(form);
}

export function createClassicStore(options: ClassicOptions) {
  const { api } = options;
  return createStore<ClassicState>()((set, get) => {
    const patch = (changes: Partial<ClassicForm>) => set((s) => ({ form: { ...s.form, ...changes } }));
    // A field's message goes as soon as the field is put right, and stays (or changes) while
    // it is still wrong, as on the contact form; fields not yet complained about
    // get no message before the next Continue.
    const stepErrors = (state: ClassicState): Errors =>
      state.step === 0 ? petErrors(state).errors : state.step === 1 ? bookingInfoErrors(state.form) : state.step === 2 ? personalErrors(state.form) : {};
    const recheck = () =>
      set((s) => {
        const shown = Object.keys(s.errors);
        if (!shown.length) return s;
        const now = stepErrors(s);
        const errors = Object.fromEntries(Object.entries(now).filter(([key]) => shown.includes(key)));
        return { errors, stepError: Object.keys(errors).length ? s.stepError : null };
      });
    const refused = () => {
      set((s) => ({ refusals: s.refusals + 1 }));
      return false;
    };
    const goTo = (step: number) => {
      set({ step, errors: {}, stepError: null });
      options.onStepChange?.(step);
    };

    async function submit(): Promise<boolean> {
      const { form, start, submitting } = get();
      if (submitting) return false;
      set({ submitting: true });
      const person = {
        title: form.title,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        phone: form.phone.trim(),
        email: form.email.trim(),
        comment: form.comment.trim(),
        // NZ wall-clock time: the server reads it in Pacific/Auckland.
        date: `${form.date}T${form.time}`,
        clinicId: form.clinicId,
      };
      try {
        if (start?.user) {
          const pets = hasSavedPets(start)
            ? // Spec 1 section 3: each pet goes as { id, name, type }, the type as its older-flow id.
              start.pets.filter((p) => form.petIds.includes(String(p.id))).map((p) => ({ id: p.id, name: p.name, type: p.type?.id ?? null }))
            : form.pets.map((p) => ({ name: p.name.trim(), type: Number(p.type) }));
          await api.book({ ...person, pets });
        } else {
          // The spec: type, gender and desexed as ids; desexed becomes a boolean.
          await api.bookAnonymous({
            ...person,
            pets: form.pets.map((p) => ({
              name: p.name.trim(),
              type: Number(p.type),
              otherPetType: p.type === OTHER_TYPE ? p.otherPetType.trim() : '',
              breed: p.breed.trim(),
              gender: p.gender ? Number(p.gender) : null,
              dateOfBirth: p.dateOfBirth || null,
              weight: p.weight.trim() ? Number(p.weight) : null,
              desexed: p.desexed === '' ? null : p.desexed === 'yes',
            })),
          });
        }
      } catch {
        set({ submitting: false });
        options.onError?.(BOOKING_ERROR);
        return false;
      }
      set({ submitting: false, booked: true });
      goTo(3);
      options.onCompleted?.({ clinicId: form.clinicId, date: person.date });
      return true;
    }

    const actions: ClassicActions = {
      async loaded() {
        set({ status: 'loading' });
        try {
          const [start, hours] = await Promise.all([api.start(), api.openingHours()]);
          const form = { ...get().form };
          if (start.clinics.length === 1) form.clinicId = String(start.clinics[0]!.id);
          if (start.user) {
            const profile = await api.profile();
            if (profile) for (const key of CONTACT_FIELDS) form[key] = profile[key] ?? '';
          }
          set({ status: 'ready', start, hours, form });
        } catch {
          set({ status: 'error' });
        }
      },
      async next() {
        const state = get();
        if (state.step === 0) {
          const { errors, message } = petErrors(state);
          set({ errors, stepError: message });
          if (message) return refused();
          goTo(1);
          return true;
        }
        if (state.step !== 1 && state.step !== 2) return false;
        // Booking info, then personal info: the step's field checks, then on (or send, the last).
        const errors = stepErrors(state);
        set({ errors });
        if (Object.keys(errors).length) return refused();
        if (state.step === 2) return submit();
        goTo(2);
        return true;
      },
      back() {
        const { step, submitting } = get();
        if (step === 0 || step === 3 || submitting) return;
        goTo(step - 1);
      },
      changed(field, value) {
        patch({ [field]: value } as Partial<ClassicForm>);
        recheck();
      },
      petToggled(id, chosen) {
        const { petIds } = get().form;
        const next = chosen ? [...new Set([...petIds, id])] : petIds.filter((p) => p !== id);
        patch({ petIds: next });
        recheck();
      },
      petChanged(index, change) {
        const pets = get().form.pets.map((pet, i) => {
          if (i !== index) return pet;
          const updated = { ...pet, ...change };
          // The 'other' text only applies (and is only enabled) when the type is Other.
          if (change.type !== undefined && change.type !== OTHER_TYPE) updated.otherPetType = '';
          return updated;
        });
        patch({ pets });
        recheck();
      },
      petAdded() {
        const { pets } = get().form;
        if (pets.length < MAX_PETS) patch({ pets: [...pets, emptyPet()] });
      },
      petRemoved(index) {
        const { pets } = get().form;
        if (pets.length > 1) patch({ pets: pets.filter((_, i) => i !== index) });
      },
      clinicChosen(clinicId) {
        // Another clinic may be closed on the day chosen: choose the day again.
        patch({ clinicId, date: '', time: '' });
        recheck();
      },
      monthChanged(month) {
        if (month < currentMonthKey(options.now())) return;
        patch({ month, date: '', time: '' });
      },
      dateChosen(date) {
        patch({ date, time: '' });
        recheck();
      },
    };

    return {
      status: 'loading',
      start: null,
      hours: new Map(),
      step: 0,
      form: {
        petIds: [],
        pets: [emptyPet()],
        clinicId: '',
        month: currentMonthKey(options.now()),
        date: '',
        time: '',
        comment: '',
        title: '',
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
      },
      errors: {},
      stepError: null,
      refusals: 0,
      submitting: false,
      booked: false,
      actions,
    };
  });
}

export const ClassicStore = createStoreContext<ClassicState, ClassicOptions>('vet-booking-classic', createClassicStore);
export const useClassic = ClassicStore.useSelector;
export const useClassicActions = () => ClassicStore.useSelector((s) => s.actions);
