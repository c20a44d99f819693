// Dot paths ('toxovax2Tooths.dosesRequired', 'authorisedPeople.0.name') into form values:
// the same keys valibot's issues and the reference API's 422 `issues` use, so one map of
// messages serves the form's own checks and the server's.

export function getAt(values: unknown, path: string): unknown {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `values` with `path` set; objects and arrays along the way are copied, not changed. */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const node = (values ?? {}) as Record<string, unknown> | unknown[];
  const next = rest.length === 0 ? value : setAt((node as Record<string, unknown>)[key], rest.join('.'), value);
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...node, [key]: next } as T;
}
