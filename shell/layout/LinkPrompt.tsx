// The account-linking prompt: placed only for a signed-in client whose
// linked-account status says displayPrompt. The <vet-link-prompt> widget owns the dialog
// and its Yes/No calls; the shell decides whether to place it at all, so signed-out
// visitors and linked clients load none of its code. It asks once a browser session, and
// never on the Linked Accounts page itself, where Yes leads (issue 18: it opened over it).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { createApiClient } from '../../shared/api/http';
import { createLinkedAccountsApi, PMS_ACCOUNT_TYPE } from '../../shared/api/linkedAccounts';
import { LinkedAccountSchema } from '../../shared/schemas/linkedAccounts';
import { tokenProvider } from '../../widgets/kit/session';
import { useSession } from '../session';
import { site } from '../site';
import { Widget } from '../ui/Widget';

export async function shouldPromptLink(signal?: AbortSignal): Promise<boolean> {
  const client = createApiClient({ apiBase: site.apiBase, vetId: site.vetId, token: tokenProvider({ tokenUrl: site.tokenUrl }) });
  const status = v.safeParse(LinkedAccountSchema, await createLinkedAccountsApi(client).status(PMS_ACCOUNT_TYPE, { signal }));
  return status.success && status.output.displayPrompt;
}

/** Set once the prompt has been placed in this browser session (sessionStorage). */
export const PROMPTED_KEY = 'vet-link-prompt-shown';
const LINKED_ACCOUNTS_PATH = '/account/linked-accounts';

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

export function LinkPrompt({ pathname }: { pathname: string }) {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const [show, setShow] = useState(false);
  const onLinkedAccounts = pathname.toLowerCase().startsWith(LINKED_ACCOUNTS_PATH);
  useEffect(() => {
    if (!signedIn || onLinkedAccounts || (promptedThisSession() && !show)) {
      setShow(false);
      return;
    }
    const controller = new AbortController();
    // A failed status check is not the visitor's problem: no prompt, no message.
    shouldPromptLink(controller.signal).then(
      (prompt) => {
        if (controller.signal.aborted) return;
        if (prompt) rememberPrompted();
        setShow(prompt);
      },
      () => undefined,
    );
    return () => controller.abort();
    // `show` is read, not watched: a prompt on screen stays until the widget closes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, onLinkedAccounts]);
  return show ? <Widget tag="vet-link-prompt" /> : null;
}
