import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from './query-client';

/**
 * For a lazily loaded widget that queries (the search forms' comboboxes): the query client around it, or the
 * app's one when it renders on the home page's first screen, which starts without the query library
 * (decision 062).
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  return client ? children : <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
