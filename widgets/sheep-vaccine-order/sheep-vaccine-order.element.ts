import { defineWidget } from '../kit/defineWidget';
import { SheepVaccineOrder, type SheepVaccineOrderProps } from './SheepVaccineOrder';

export const SheepVaccineOrderElement = defineWidget<SheepVaccineOrderProps>({
  tag: 'vet-sheep-vaccine-order',
  component: SheepVaccineOrder,
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-sheep-vaccine-order': HTMLElement;
  }
}
