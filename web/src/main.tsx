import '@/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '@/app/apollo';
import { NavigationBridge } from '@/app/navigation';
import { AppProviders } from '@/app/providers';
import { RootLayout } from '@/app/root-layout';

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client}>
      <BrowserRouter>
        <NavigationBridge />
        <RootLayout />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
