// Sign out with the toasts of spec §8: used by the shell's username menu and Account Settings.
import { useLogout } from '@sonic-nexus/api-client';
import { errorToasts, successToasts } from '@sonic-nexus/contract';
import { showMessageToast, showToast } from './toast';

export function useSignOut() {
  const logout = useLogout();
  // mutateAsync, not mutate callbacks: signing out unmounts the caller, which would drop them.
  const signOut = () =>
    logout.mutateAsync().then(
      () => showMessageToast(successToasts.logout),
      () => showToast({ title: errorToasts.logout.title }),
    );
  return { signOut, pending: logout.isPending };
}
