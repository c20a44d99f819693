// Where to go after signing in: a same-site path only, never another site (an open
// redirect would let a link on someone else's page send people anywhere after login).
export function safeCallback(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}
