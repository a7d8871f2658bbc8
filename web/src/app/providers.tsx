import { type ApolloClient, ApolloProvider } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useDialogEntries } from '@/shared/dialogs/dialog-store';
import { toaster } from '@/shared/notify';
import { system } from '@/shared/theme/root-system';

// Toasts and shared dialogs load on first use, with the full theme: the login page stays small.
const Toaster = lazy(() => import('@/shared/toaster'));
const DialogHost = lazy(() => import('@/shared/dialogs/dialog-host'));

let toastSeen = false;
const subscribeToasts = (onChange: () => void) =>
  toaster.subscribe(() => {
    toastSeen = true;
    onChange();
  });

/** Mounts the toaster once the first toast exists; it then shows the toasts already queued. */
function ToasterGate() {
  const show = useSyncExternalStore(subscribeToasts, () => toastSeen || toaster.getVisibleToasts().length > 0);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function DialogGate() {
  const open = useDialogEntries().length > 0;
  return open ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}

export function AppProviders({ client, children }: { client: ApolloClient<unknown>; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        {children}
        <DialogGate />
        <ToasterGate />
      </ApolloProvider>
    </ChakraProvider>
  );
}
