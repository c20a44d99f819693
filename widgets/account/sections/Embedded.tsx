// Sections other flows build (appointments, pay online, linked accounts, feedback): their
// own tags, rendered inside this widget with the same vet group, API base and token. A flow
// that fails to load shows the loader's notice in its place.
import { createElement, useEffect } from 'react';
import { defineUnavailable } from '../../unavailable';
import { useWidget } from '../../kit/WidgetContext';

// The flows this widget embeds, imported here rather than through the loader's registry: the
// registry lists this widget, so reaching back to it would tie the two in a loop. Each import
// names the same module as the registry's, so the page still fetches one chunk per flow.
const embeddable = {
  'vet-account-appointments': () => import('../../account-appointments/account-appointments.element'),
  'vet-pay-online': () => import('../../pay-online/pay-online.element'),
  'vet-linked-accounts': () => import('../../linked-accounts/linked-accounts.element'),
  'vet-feedback': () => import('../../feedback/feedback.element'),
};

type EmbeddedTag = keyof typeof embeddable;

const started = new Set<string>();

/** Loads a tag's flow once (the page loader does not watch inside shadow roots). */
export function ensureTag(tag: EmbeddedTag): void {
  if (started.has(tag) || typeof customElements === 'undefined' || customElements.get(tag)) return;
  started.add(tag);
  embeddable[tag]().catch((error: unknown) => {
    console.error(`<${tag}> could not be loaded`, error);
    defineUnavailable(tag);
  });
}

export function Embedded({ tag, attributes = {} }: { tag: EmbeddedTag; attributes?: Record<string, string> }) {
  const { config } = useWidget();
  useEffect(() => ensureTag(tag), [tag]);
  const props: Record<string, string> = { 'vet-id': config.vetId, 'api-base': config.apiBase, ...attributes };
  if (config.token) props.token = config.token;
  if (config.tokenUrl) props['token-url'] = config.tokenUrl;
  return createElement(tag, props);
}
