import { defineWidget } from '../kit/defineWidget';
import { Enquiry, type EnquiryProps } from './Enquiry';

export const EnquiryElement = defineWidget<EnquiryProps>({
  tag: 'vet-enquiry',
  component: Enquiry,
  attributes: { origin: 'string', heading: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-enquiry': HTMLElement & EnquiryProps;
  }
}
