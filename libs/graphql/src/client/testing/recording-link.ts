/**
 * Test harness for links: a terminating link that records what reached the network layer and
 * answers with scripted results or errors, plus a helper that runs one operation through a chain.
 * Not part of the public API.
 */
import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { lastValueFrom, Observable } from 'rxjs';

/** What the terminating link saw for one attempt. */
export interface RecordedCall {
  operationName: string | undefined;
  variables: OperationVariables;
  headers: Record<string, string>;
  at: number;
}

/** One scripted answer: a GraphQL result, or an error thrown by the "network". */
export type ScriptedAnswer = { result: ApolloLink.Result } | { error: unknown };

/**
 * A terminating link answering attempt n with `answers[n]` (the last answer repeats), after
 * recording the operation and its context headers.
 */
export function recordingLink(answers: ScriptedAnswer[]) {
  const calls: RecordedCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const { headers = {} } = operation.getContext();
        calls.push({
          operationName: operation.operationName,
          variables: operation.variables,
          headers,
          at: Date.now(),
        });
        const answer = answers[Math.min(calls.length, answers.length) - 1];
        if ('error' in answer) return observer.error(answer.error);
        observer.next(answer.result);
        observer.complete();
      }),
  );
  return { link, calls };
}

// ErrorLink reads the client's query manager, so operations need a real (unused) client.
const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

/** Runs one operation through `link` and resolves with its last result (rejects on error). */
export function runOperation(
  link: ApolloLink,
  query: DocumentNode,
  variables: OperationVariables = {},
  context: Record<string, unknown> = {},
): Promise<ApolloLink.Result> {
  return lastValueFrom(ApolloLink.execute(link, { query, variables, context }, { client }));
}

/** Stand-in for a failed `fetch` (what browsers and undici throw when the server is unreachable). */
export function networkError(): Error {
  return new TypeError('fetch failed');
}
