import { defineWidget } from '../kit/defineWidget';
import { Notifications, type NotificationsProps } from './Notifications';

export const NotificationsElement = defineWidget<NotificationsProps>({ tag: 'vet-notifications', component: Notifications });

declare global {
  interface HTMLElementTagNameMap {
    'vet-notifications': HTMLElement;
  }
}
