import { defineWidget } from '../kit/defineWidget';
import { BookingClassic, type BookingClassicProps } from './BookingClassic';

export const BookingClassicElement = defineWidget<BookingClassicProps>({
  tag: 'vet-booking-classic',
  component: BookingClassic,
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-booking-classic': HTMLElement;
  }
}
