// Run by Next.js once as the CMS's server starts: every request is stamped with the address it
// came from before Payload reads it (src/clientAddress.ts), for the sign-in limits.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./clientAddress')).stampEveryRequest();
}
