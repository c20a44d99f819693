import { defineWidget } from '../kit/defineWidget';
import { Registration, type RegistrationProps } from './Registration';

export const RegistrationElement = defineWidget<RegistrationProps>({
  tag: 'vet-registration',
  component: Registration,
  attributes: { type: 'string', termsSlug: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-registration': HTMLElement & RegistrationProps;
  }
}
