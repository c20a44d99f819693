import { defineWidget } from '../kit/defineWidget';
import { BookAppointmentForm, type BookAppointmentFormProps } from './BookAppointmentForm';

export const BookAppointmentFormElement = defineWidget<BookAppointmentFormProps>({
  tag: 'vet-book-appointment-form',
  component: BookAppointmentForm,
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-book-appointment-form': HTMLElement;
  }
}
