// Portal shell entry: the portal's build-time stylesheet (same design vocabulary as the
// widgets, scripts/twind-css.ts), the widget loader (so the portal and its widgets share one
// React), then the app.
import 'virtual:vet-portal.css';
import { createRoot } from 'react-dom/client';
import '../widgets/index';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
