import '@fontsource-variable/fraunces/full.css';
import '@fontsource-variable/manrope';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startEarlyFetches } from './app/early-fetches';
import { applyDeferredStyles } from './app/deferred-styles';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { registerServiceWorker, startInstallPromptCapture } from './features/pwa';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Before the first render: the browser's install offer arrives once, early, and must not be missed.
startInstallPromptCapture();
registerServiceWorker();

const queryClient = createQueryClient();
startEarlyFetches(queryClient, window.location.pathname);
const router = createAppRouter();

// The requests above are already on their way; the first render waits only for the styles.
void applyDeferredStyles().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
