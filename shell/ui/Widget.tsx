// Renders a widget's custom element with the portal's vet group and token proxy. Created
// with createElement so any registry tag and its flow-specific attributes (origin, section,
// category...) pass through as attributes.
import { createElement, type ReactNode } from 'react';
import { flows } from '../../widgets/registry';
import { site } from '../site';

export type WidgetAttributes = Record<string, string | number | boolean | null | undefined>;

export function isRegisteredTag(tag: string): boolean {
  return tag.startsWith('vet-') && Object.prototype.hasOwnProperty.call(flows, tag);
}

/** `children`: what shows until the widget's code has loaded (its shadow root hides them). */
export function Widget({
  tag,
  attributes = {},
  className,
  children,
}: {
  tag: string;
  attributes?: WidgetAttributes;
  className?: string;
  children?: ReactNode;
}) {
  if (!isRegisteredTag(tag)) return null;
  // No api-base: the portal loads the widgets from its own origin, which is their default, and
  // the server-rendered HTML must not depend on the origin a visitor typed (localhost or
  // 127.0.0.1) or the browser's hydration would disagree with it.
  const props: Record<string, string> = { 'vet-id': site.vetId, 'token-url': site.tokenUrl };
  for (const [name, value] of Object.entries(attributes)) {
    // Attribute names are kebab-case words; anything else (on*, odd characters) is dropped.
    if (!/^[a-z][a-z0-9-]*$/.test(name) || name.startsWith('on') || value === null || value === undefined || value === false) continue;
    props[name] = value === true ? '' : String(value);
  }
  if (className) props.className = className;
  return createElement(tag, props, children);
}
