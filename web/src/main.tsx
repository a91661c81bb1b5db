import '@fontsource-variable/fraunces/full.css';
import '@fontsource-variable/manrope';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker, startInstallPromptCapture } from './features/pwa';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Before the first render: the browser's install offer arrives once, early, and must not be missed.
startInstallPromptCapture();
registerServiceWorker();

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
