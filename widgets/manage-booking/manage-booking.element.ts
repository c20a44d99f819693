import { defineWidget } from '../kit/defineWidget';
import { ManageBooking, type ManageBookingProps } from './ManageBooking';

export const ManageBookingElement = defineWidget<ManageBookingProps>({
  tag: 'vet-manage-booking',
  component: ManageBooking,
  attributes: { bookingToken: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-manage-booking': HTMLElement & Omit<ManageBookingProps, 'now'>;
  }
}
