// Widget events are CustomEvents named `vet-<flow>:<what>` that bubble out of the shadow
// root (composed) so hosts can listen on the tag or on document for analytics.
// Flows add their events to this map with declaration merging:
//   declare module '../kit/events' { interface WidgetEventMap { 'vet-booking:completed': {...} } }
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the flows' declaration merging
export interface WidgetEventMap {}

export type WidgetEventName = keyof WidgetEventMap;

/** Dispatches a typed event; returns false when a listener cancelled a cancelable one. */
export function emitWidgetEvent<K extends WidgetEventName>(
  target: EventTarget,
  name: K,
  detail: WidgetEventMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }));
}
