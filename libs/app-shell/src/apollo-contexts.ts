import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

/** The per-request Apollo client: loaders fill its cache, the render reads it, the page carries it. */
export const apolloRouterContext = createRouterContext<ApolloClient>();

/** Set by entry.server only; null in the browser. */
export const ServerApolloContext = createContext<ApolloClient | null>(null);
