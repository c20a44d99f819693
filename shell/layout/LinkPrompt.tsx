// The account-linking prompt (spec 1 section 2): placed only for a signed-in client whose
// linked-account status says displayPrompt. The <vet-link-prompt> widget owns the dialog
// and its Yes/No calls; the shell decides whether to place it at all, so signed-out
// visitors and linked clients load none of its code.
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

export function LinkPrompt() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!signedIn) {
      setShow(false);
      return;
    }
    const controller = new AbortController();
    // A failed status check is not the visitor's problem: no prompt, no message.
    shouldPromptLink(controller.signal).then(
      (prompt) => !controller.signal.aborted && setShow(prompt),
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn]);
  return show ? <Widget tag="vet-link-prompt" /> : null;
}
