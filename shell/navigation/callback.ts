// The shared rule (shared/format/callback.ts): the portal and the server's sign-in page judge
// a callbackUrl alike.
export { safeCallback } from '../../shared/format/callback';
