// Portal shell entry: twind styles for the light DOM (same config as the widgets), the
// widget loader (so the portal and its widgets share one React), then the app.
import { install } from '@twind/core';
import { createRoot } from 'react-dom/client';
import '../widgets/index';
import { config } from '../widgets/kit/twind';
import { App } from './App';

install(config);

createRoot(document.getElementById('root')!).render(<App />);
