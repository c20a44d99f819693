import { defineWidget } from '../kit/defineWidget';
import { Feedback, type FeedbackProps } from './Feedback';

export const FeedbackElement = defineWidget<FeedbackProps>({
  tag: 'vet-feedback',
  component: Feedback,
  attributes: { firstName: 'string', lastName: 'string', email: 'string', phone: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-feedback': HTMLElement & FeedbackProps;
  }
}
