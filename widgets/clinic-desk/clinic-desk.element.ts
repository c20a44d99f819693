import { defineWidget } from '../kit/defineWidget';
import { ClinicDesk, type ClinicDeskProps } from './ClinicDesk';

export const ClinicDeskElement = defineWidget<ClinicDeskProps>({
  tag: 'vet-clinic-desk',
  component: ClinicDesk,
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-clinic-desk': HTMLElement;
  }
}
