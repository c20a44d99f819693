// The set-up panel's store, one per panel: which form is open and what the manager has typed in
// it, its messages and the notice after a save. The clinicians and types themselves are server
// data, kept in the widget's query cache; a save hands back what the server answered so the
// panel can put it there.
import { createStore } from 'zustand/vanilla';
import { errorMessage, isApiError } from '../../../shared/api/errors';
import type { DeskSetup, DeskSetupApi, OutsideHours, SetupClinician, SetupType } from '../../../shared/api/deskSetup';
import { serverIssues } from '../../kit/form';
import { createStoreContext } from '../../kit/createStoreContext';
import {
  checkClinician,
  checkType,
  clinicianBody,
  clinicianDraft,
  clinicianIssueKey,
  typeBody,
  typeDraft,
  typeIssueKey,
  type ClinicianDraft,
  type FieldErrors,
  type TypeDraft,
} from './drafts';

export const SAVE_FAILED = 'We could not save the changes. Please try again.';
/** A 422 that names no field of the form. */
export const SAVE_REFUSED = 'Please check the form: the server did not accept it.';

export type SetupKind = 'clinician' | 'type';

export type Editing =
  /** `clinicIds`: the group's clinics in order, the order the body lists them in. */
  { kind: 'clinician'; id: number | null; draft: ClinicianDraft; clinicIds: string[] } | { kind: 'type'; id: number | null; draft: TypeDraft };

export type SaveOutcome<T> = { ok: true; saved: T } | { ok: false };

export interface SetupState {
  editing: Editing | null;
  /** Field messages by key (drafts.ts), and the form's own message. */
  errors: FieldErrors;
  failure: string | null;
  /** After the first save: every change checks the form again, so a message goes once fixed. */
  attempted: boolean;
  busy: boolean;
  /** The form just closed: focus goes back to this row's Edit button, else the section's heading. */
  closed: { kind: SetupKind; id: number | null } | null;
  /** What the last save did, shown above its list. */
  notice: { kind: SetupKind; text: string; outsideHours: OutsideHours } | null;
  actions: SetupActions;
}

export interface SetupActions {
  clinicianOpened(clinician: SetupClinician | null, clinics: DeskSetup['clinics']): void;
  typeOpened(type: SetupType | null): void;
  clinicianEdited(change: (draft: ClinicianDraft) => ClinicianDraft): void;
  typeEdited(change: (draft: TypeDraft) => TypeDraft): void;
  cancelled(): void;
  focusReturned(): void;
  /** `onSaved` runs before the form closes, so the list already holds the row focus goes back to. */
  saveClinician(onSaved?: (clinician: SetupClinician) => void): Promise<SaveOutcome<SetupClinician>>;
  saveType(onSaved?: (type: SetupType) => void): Promise<SaveOutcome<SetupType>>;
}

export function createSetupStore({ api }: { api: DeskSetupApi }) {
  return createStore<SetupState>()((set, get) => {
    const fresh = { errors: {}, failure: null, attempted: false, busy: false, closed: null, notice: null };

    function refused(e: unknown, issueKey: (path: string, message: string) => string) {
      const invalid = isApiError(e) && e.status === 422;
      const fields: FieldErrors = {};
      for (const [path, message] of Object.entries(invalid ? serverIssues(e.data) : {})) {
        const key = issueKey(path, message);
        if (key) fields[key] ??= message;
      }
      // The server's sentence stays at the form as well: it may name a rule no field shows.
      set({ busy: false, errors: { ...get().errors, ...fields }, failure: errorMessage(e, invalid ? SAVE_REFUSED : SAVE_FAILED) });
    }

    return {
      editing: null,
      ...fresh,
      actions: {
        clinicianOpened: (clinician, clinics) =>
          set({
            ...fresh,
            editing: { kind: 'clinician', id: clinician?.id ?? null, draft: clinicianDraft(clinician, clinics), clinicIds: clinics.map((c) => c.id) },
          }),
        typeOpened: (type) => set({ ...fresh, editing: { kind: 'type', id: type?.id ?? null, draft: typeDraft(type) } }),
        clinicianEdited: (change) => {
          const { editing, attempted } = get();
          if (editing?.kind !== 'clinician' || get().busy) return;
          const draft = change(editing.draft);
          set({ editing: { ...editing, draft }, errors: attempted ? checkClinician(draft, editing.clinicIds, editing.id !== null) : {} });
        },
        typeEdited: (change) => {
          const { editing, attempted } = get();
          if (editing?.kind !== 'type' || get().busy) return;
          const draft = change(editing.draft);
          set({ editing: { ...editing, draft }, errors: attempted ? checkType(draft) : {} });
        },
        cancelled: () => {
          const { editing } = get();
          if (!editing || get().busy) return;
          set({ ...fresh, editing: null, closed: { kind: editing.kind, id: editing.id } });
        },
        focusReturned: () => set({ closed: null }),

        async saveClinician(onSaved) {
          const { editing, busy } = get();
          if (editing?.kind !== 'clinician' || busy) return { ok: false };
          const errors = checkClinician(editing.draft, editing.clinicIds, editing.id !== null);
          set({ attempted: true, errors, failure: null });
          if (Object.keys(errors).length) return { ok: false };
          const body = clinicianBody(editing.draft, editing.clinicIds);
          set({ busy: true });
          try {
            const { clinician, outsideHours } =
              editing.id === null ? await api.createClinician(body) : await api.updateClinician(editing.id, { ...body, active: editing.draft.active });
            onSaved?.(clinician);
            set({
              ...fresh,
              editing: null,
              closed: { kind: 'clinician', id: clinician.id },
              notice: { kind: 'clinician', text: `Saved ${clinician.name}.`, outsideHours },
            });
            return { ok: true, saved: clinician };
          } catch (e) {
            refused(e, (path) => clinicianIssueKey(path, body));
            return { ok: false };
          }
        },

        async saveType(onSaved) {
          const { editing, busy } = get();
          if (editing?.kind !== 'type' || busy) return { ok: false };
          const errors = checkType(editing.draft);
          set({ attempted: true, errors, failure: null });
          if (Object.keys(errors).length) return { ok: false };
          const body = typeBody(editing.draft);
          set({ busy: true });
          try {
            const type = editing.id === null ? await api.createType(body) : await api.updateType(editing.id, body);
            onSaved?.(type);
            set({ ...fresh, editing: null, closed: { kind: 'type', id: type.id }, notice: { kind: 'type', text: `Saved ${type.name}.`, outsideHours: [] } });
            return { ok: true, saved: type };
          } catch (e) {
            refused(e, typeIssueKey);
            return { ok: false };
          }
        },
      },
    };
  });
}

const context = createStoreContext('desk set-up', createSetupStore);
export const SetupStoreProvider = context.Provider;
export const useSetup = context.useSelector;
export const useSetupActions = () => context.useSelector((s) => s.actions);
