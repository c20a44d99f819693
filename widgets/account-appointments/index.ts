// The account appointments list as a React component, for flows that embed it (the
// account area renders it inside <vet-account>, within its own WidgetRoot). Importing this
// defines no custom element; account-appointments.element.ts does that.
export { AccountAppointments, EMPTY, type AccountAppointmentsProps } from './AccountAppointments';
export { CANCEL_ERROR } from './store';
export { createAccountAppointmentsApi } from './api';
export type { AccountAppointmentsApi, Appointment, AppointmentPage } from './types';
