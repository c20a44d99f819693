import { defineWidget } from '../kit/defineWidget';
import { Booking, type BookingProps } from './Booking';

export const BookingElement = defineWidget<BookingProps>({
  tag: 'vet-booking',
  component: Booking,
  attributes: {
    clinic: 'string',
    species: 'string',
    petName: 'string',
    appointmentType: 'string',
    firstName: 'string',
    lastName: 'string',
    email: 'string',
    phone: 'string',
    backUrl: 'string',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-booking': HTMLElement & Omit<BookingProps, 'now'>;
  }
}
