// The portal as a React app: hydrated over the server's HTML when the page has parts only
// React runs (the server marked the root `data-hydrate`, with the content answers inline),
// rendered here when the server could not render the page. Loaded by ./main.ts.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { pageContentClient } from './content/ContentContext';
import { decodeAnswers, TRANSFER_ELEMENT_ID } from './content/transfer';
import { seedQueries } from './content/useQuery';
import { markLoaded } from './router/PageGone';

const root = document.getElementById('root')!;
markLoaded(window.location.pathname);
const transferred = document.getElementById(TRANSFER_ELEMENT_ID)?.textContent;

if (transferred && root.firstElementChild) {
  const client = pageContentClient();
  seedQueries(client, decodeAnswers(transferred));
  // As a transition React hydrates in slices and lets the reader's input in between: the page
  // is already painted and readable, so there is nothing to rush.
  startTransition(() => {
    hydrateRoot(root, <App client={client} />);
  });
} else {
  createRoot(root).render(<App />);
}
