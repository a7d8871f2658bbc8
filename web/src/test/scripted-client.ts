import { ApolloClient, ApolloLink, type FetchResult, InMemoryCache, Observable } from '@apollo/client';

export type Answer = (variables: Record<string, unknown>) => FetchResult;
export type Seen = { name: string; variables: Record<string, unknown> }[];

/**
 * An Apollo client that answers each operation by name from `answers` (an error for any other) and
 * records every operation it was asked, in order, into `seen`.
 */
export function scriptedClient(answers: Record<string, Answer>, seen: Seen = []) {
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        seen.push({ name: op.operationName, variables: op.variables });
        const answer = answers[op.operationName];
        observer.next(answer ? answer(op.variables) : { errors: [{ message: `unexpected ${op.operationName}` }] });
        observer.complete();
      }),
  );
  return new ApolloClient({ cache: new InMemoryCache(), link });
}
