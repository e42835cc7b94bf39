// One registry change from the console: the server answers the site's new state, which replaces the cached
// one, and the remote's history is read again. Never retried (a rollback sent twice undoes two changes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRemotesAnswer } from '@dating/shared/contract';
import { remoteHistoryKey, remotesKey, type RegistrySiteKey } from './remote-calls';

export function useRegistryChange<T>(
  site: RegistrySiteKey,
  remote: string,
  change: (input: T) => Promise<StaffRemotesAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(remotesKey(site), answer);
      void queryClient.invalidateQueries({ queryKey: remoteHistoryKey(site, remote) });
    },
  });
}
