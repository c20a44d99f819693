// Portal shell entry. The full shell (routes, header, blocks) is built in the portal issue;
// until then this page introduces the product and links to the demo clinic site.
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
