// Portal shell entry: the portal's build-time stylesheet (same design vocabulary as the
// widgets, scripts/twind-css.ts), the widget loader (so the portal and its widgets share one
// React), then the app: hydrated over the server's HTML when the server rendered the page
// (shell/entry-server.tsx), rendered here otherwise.
import 'virtual:vet-portal.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../widgets/index';
import { App } from './App';
import { pageContentClient } from './content/ContentContext';
import { decodeAnswers, TRANSFER_ELEMENT_ID } from './content/transfer';
import { seedQueries } from './content/useQuery';

const root = document.getElementById('root')!;
const transferred = document.getElementById(TRANSFER_ELEMENT_ID)?.textContent;

if (transferred && root.firstElementChild) {
  const client = pageContentClient();
  seedQueries(client, decodeAnswers(transferred));
  // As a transition React hydrates in slices and lets the reader's input in between: the page
  // is already painted and readable, so there is nothing to rush (issue 20).
  startTransition(() => {
    hydrateRoot(root, <App client={client} />);
  });
} else {
  createRoot(root).render(<App />);
}
