// The add-playlist area of the home page, toggled by the top bar's '+ Add Playlist' (spec §2):
// the form, then the 'Playlist Submitted!' card; Continue closes it and refetches the feed.
import { refreshPlaylistLists, type Playlist } from '@sonic-nexus/api-client';
import { toggleAddPlaylistForm, useAddPlaylistFormOpen } from '@sonic-nexus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SubmittedCard } from './SubmittedCard';

// The form's Form, InputNumber and Select are in antd's later module: a guest never downloads them.
const loadForm = () => import('./AddPlaylistForm');
const AddPlaylistForm = lazy(() => loadForm().then((m) => ({ default: m.AddPlaylistForm })));

/** Rendered for signed-in users only: fetches the form's code at once, before it is opened. */
export function AddPlaylistPanel() {
  const open = useAddPlaylistFormOpen();
  const client = useQueryClient();
  const [submitted, setSubmitted] = useState<Playlist | null>(null);
  useEffect(() => void loadForm(), []);
  if (!open) return null;
  if (submitted) {
    return (
      <SubmittedCard
        playlist={submitted}
        onContinue={() => {
          setSubmitted(null);
          toggleAddPlaylistForm(false);
          void refreshPlaylistLists(client);
        }}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <AddPlaylistForm onSubmitted={setSubmitted} />
    </Suspense>
  );
}
