// Client-side constants of the API conventions (the specs' API sections).

/** The vet group sent in X-Vet-Id when a widget names none (spec: "a default group id"). */
export const DEFAULT_VET_ID = 'tui-vets';

/** The header that names the vet group on every call; the server scopes all data by it. */
export const VET_ID_HEADER = 'X-Vet-Id';
