// Failed sign-ins are limited per email and address: 5 in 15 minutes, then 429 until the
// oldest failure ages out. In memory: one server process is the reference deployment.
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

export function createLoginLimiter(now: () => Date) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = now().getTime() - WINDOW_MS;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    failures.set(key, list);
    return list;
  };
  return {
    blocked: (key: string) => recent(key).length >= MAX_FAILURES,
    failed: (key: string) => void recent(key).push(now().getTime()),
    succeeded: (key: string) => void failures.delete(key),
  };
}
