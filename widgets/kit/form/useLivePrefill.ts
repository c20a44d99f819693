// Prefill attributes are live: a host often sets them after its own user data
// loads, when the form already shows. A field still empty, or still showing the previous
// prefill, takes the new value; a field the visitor typed in keeps what they typed.
import { useEffect, useRef } from 'react';

export function useLivePrefill<V extends object>(
  prefill: Partial<Record<keyof V & string, string>>,
  values: V,
  set: (field: string, value: string) => void,
): void {
  const key = JSON.stringify(prefill);
  const applied = useRef<Record<string, string | undefined>>(prefill);
  const latest = useRef<Record<string, unknown>>(values as Record<string, unknown>);
  latest.current = values as Record<string, unknown>;
  useEffect(() => {
    const before = applied.current;
    const next = JSON.parse(key) as Record<string, string | undefined>;
    applied.current = next;
    for (const [field, value] of Object.entries(next)) {
      if (!value || value === before[field]) continue;
      const shown = latest.current[field];
      if (shown === '' || shown === before[field]) set(field, value);
    }
  }, [key, set]);
}
