// JSON for request bodies that a host page's old libraries cannot bend. Prototype.js
// and friends give Array.prototype (and String, Number, Boolean) a `toJSON` that
// JSON.stringify obeys: arrays would go as strings and the server would refuse every
// booking with pets. Those members are set aside for the one synchronous call and put back after.
const PROTOTYPES = [Array.prototype, String.prototype, Number.prototype, Boolean.prototype] as const;

export function jsonText(value: unknown): string {
  const removed: [object, PropertyDescriptor][] = [];
  for (const proto of PROTOTYPES) {
    const own = Object.getOwnPropertyDescriptor(proto, 'toJSON');
    if (own?.configurable) {
      removed.push([proto, own]);
      delete (proto as { toJSON?: unknown }).toJSON;
    }
  }
  try {
    return JSON.stringify(value);
  } finally {
    for (const [proto, descriptor] of removed) Object.defineProperty(proto, 'toJSON', descriptor);
  }
}
