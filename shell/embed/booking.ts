// /embed/booking?vetId=…: only the booking flow, for clinic sites that prefer an iframe.
// The page tells its parent how tall it is (postMessage), so the host iframe grows with
// the flow and never scrolls inside; flow events are forwarded for the host's analytics.
import { embedMessage, parseEmbedQuery } from './protocol';

// The widget bundle is a separate build served beside this page: load it, don't bundle it.
const WIDGETS = '/widgets/vet-widgets.js';
void import(/* @vite-ignore */ WIDGETS);

const root = document.getElementById('embed')!;
const query = parseEmbedQuery(location.search);

if (!query.ok) {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.textContent = query.message;
  root.append(notice);
} else {
  const booking = document.createElement('vet-booking');
  booking.setAttribute('vet-id', query.vetId);
  booking.setAttribute('token-url', '/auth/token');
  // The prefills the snippet carries; a wrong one is the widget's to explain.
  for (const [name, value] of Object.entries(query.prefill)) booking.setAttribute(name, value);
  root.append(booking);
  for (const name of ['vet-booking:step-change', 'vet-booking:completed', 'vet-booking:error', 'vet-booking:ready'])
    booking.addEventListener(name, (event) => parent.postMessage(embedMessage('event', { name, detail: (event as CustomEvent).detail }), '*'));
}

let last = 0;
new ResizeObserver(() => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === last) return;
  last = height;
  parent.postMessage(embedMessage('height', { height }), '*');
}).observe(document.documentElement);
