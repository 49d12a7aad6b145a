// Exposed as mfe_feed/FeedRoutes. Paths are absolute: the shell renders this module outside its
// own <Routes>, so the same table works in the shell and standalone.
import { PlaceholderPage } from '@sonic-nexus/ui';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from './home/HomePage';

export default function FeedRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/playlists/:id" element={<PlaceholderPage title="Playlist" testId="playlist-page" />} />
      <Route path="/top-100" element={<PlaceholderPage title="Top 100" testId="top-100-page" />} />
      <Route path="/history" element={<PlaceholderPage title="Fire History" testId="history-page" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
