import type { ApolloClient } from '@apollo/client';
import { DeleteWorklogDocument } from '@/generated/worklogs';

/** The delete mutation behind shared/worklogs/worklog-delete.ts (its confirmation and message live there). */
export async function deleteWorklog(client: ApolloClient<unknown>, worklogId: number): Promise<void> {
  await client.mutate({ mutation: DeleteWorklogDocument, variables: { id: worklogId } });
}
