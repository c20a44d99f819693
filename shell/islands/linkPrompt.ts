// The account-linking prompt: placed only for a signed-in client whose linked-account status
// says displayPrompt. The <vet-link-prompt> widget owns the dialog and its Yes/No calls; this
// decides whether to place it at all, so signed-out visitors and linked clients load none of
// its code. It asks once a browser session, and never on the Linked Accounts page itself,
// where Yes leads (it would open over that page). Loaded by the islands script only for a
// signed-in client.
import * as v from 'valibot';
import { createApiClient } from '../../shared/api/http';
import { createLinkedAccountsApi, PMS_ACCOUNT_TYPE } from '../../shared/api/linkedAccounts';
import { LinkedAccountSchema } from '../../shared/schemas/linkedAccounts';
import { tokenProvider } from '../../widgets/kit/session';
import { site } from '../site';

/** Set once the prompt has been placed in this browser session (sessionStorage). */
export const PROMPTED_KEY = 'vet-link-prompt-shown';
const LINKED_ACCOUNTS_PATH = '/account/linked-accounts';

export async function shouldPromptLink(signal?: AbortSignal): Promise<boolean> {
  const client = createApiClient({ apiBase: site.apiBase, vetId: site.vetId, token: tokenProvider({ tokenUrl: site.tokenUrl, vetId: site.vetId }) });
  const status = v.safeParse(LinkedAccountSchema, await createLinkedAccountsApi(client).status(PMS_ACCOUNT_TYPE, { signal }));
  return status.success && status.output.displayPrompt;
}

function promptedThisSession(): boolean {
  try {
    return sessionStorage.getItem(PROMPTED_KEY) === '1';
  } catch {
    return false; // storage blocked: ask, as before
  }
}

function rememberPrompted(): void {
  try {
    sessionStorage.setItem(PROMPTED_KEY, '1');
  } catch {
    /* storage blocked: nothing to remember in */
  }
}

let asking: AbortController | undefined;

/** Places the prompt on this page if the client should see it (a signed-in client only). */
export async function promptLinkIfDue(pathname: string): Promise<void> {
  asking?.abort();
  if (pathname.toLowerCase().startsWith(LINKED_ACCOUNTS_PATH)) for (const open of document.querySelectorAll('vet-link-prompt')) open.remove();
  if (pathname.toLowerCase().startsWith(LINKED_ACCOUNTS_PATH) || promptedThisSession() || document.querySelector('vet-link-prompt')) return;
  const controller = (asking = new AbortController());
  // A failed status check is not the visitor's problem: no prompt, no message.
  const prompt = await shouldPromptLink(controller.signal).catch(() => false);
  if (!prompt || controller.signal.aborted) return;
  rememberPrompted();
  const element = document.createElement('vet-link-prompt');
  element.setAttribute('vet-id', site.vetId);
  element.setAttribute('token-url', site.tokenUrl);
  document.body.append(element);
}
