// The add-playlist area of the home page, toggled by the top bar's '+ Add Playlist' (spec §2):
// the form, then the 'Playlist Submitted!' card; Continue closes it and refetches the feed.
import { refreshPlaylistLists, type Playlist } from '@sonic-nexus/api-client';
import { toggleAddPlaylistForm, useAddPlaylistFormOpen } from '@sonic-nexus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AddPlaylistForm } from './AddPlaylistForm';
import { SubmittedCard } from './SubmittedCard';

export function AddPlaylistPanel() {
  const open = useAddPlaylistFormOpen();
  const client = useQueryClient();
  const [submitted, setSubmitted] = useState<Playlist | null>(null);
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
  return <AddPlaylistForm onSubmitted={setSubmitted} />;
}
