// Sections other flows build (appointments, pay online, linked accounts, feedback): their
// own tags, rendered inside this widget with the same vet group, API base and token. A flow
// that fails to load shows the loader's notice in its place.
import { createElement, useEffect } from 'react';
import { flows, type WidgetTag } from '../../registry';
import { defineUnavailable } from '../../unavailable';
import { useWidget } from '../../kit/WidgetContext';

const started = new Set<string>();

/** Loads a tag's flow once (the page loader does not watch inside shadow roots). */
export function ensureTag(tag: WidgetTag): void {
  if (started.has(tag) || typeof customElements === 'undefined' || customElements.get(tag)) return;
  started.add(tag);
  flows[tag]().catch((error: unknown) => {
    console.error(`<${tag}> could not be loaded`, error);
    defineUnavailable(tag);
  });
}

export function Embedded({ tag, attributes = {} }: { tag: WidgetTag; attributes?: Record<string, string> }) {
  const { config } = useWidget();
  useEffect(() => ensureTag(tag), [tag]);
  const props: Record<string, string> = { 'vet-id': config.vetId, 'api-base': config.apiBase, ...attributes };
  if (config.token) props.token = config.token;
  if (config.tokenUrl) props['token-url'] = config.tokenUrl;
  return createElement(tag, props);
}
