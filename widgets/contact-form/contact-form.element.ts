import { defineWidget } from '../kit/defineWidget';
import { ContactForm, type ContactFormProps } from './ContactForm';

export const ContactFormElement = defineWidget<ContactFormProps>({
  tag: 'vet-contact-form',
  component: ContactForm,
  attributes: { origin: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-contact-form': HTMLElement & ContactFormProps;
  }
}
