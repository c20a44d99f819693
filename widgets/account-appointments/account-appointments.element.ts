import { defineWidget } from '../kit/defineWidget';
import { AccountAppointments, type AccountAppointmentsProps } from './AccountAppointments';

export const AccountAppointmentsElement = defineWidget<AccountAppointmentsProps>({
  tag: 'vet-account-appointments',
  component: AccountAppointments,
  attributes: { bookUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-account-appointments': HTMLElement & Omit<AccountAppointmentsProps, 'now'>;
  }
}
