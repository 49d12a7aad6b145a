// Exposed as mfe_feed/FeedRoutes. Paths are absolute: the shell renders this module outside its
// own <Routes>, so the same table works in the shell and standalone.
import { Route, Routes } from 'react-router';
import { PlaylistDetailPage } from './detail/PlaylistDetailPage';
import { FireHistoryPage } from './history/FireHistoryPage';
import { HomePage } from './home/HomePage';
import { Top100Page } from './top-100/Top100Page';

/** The playlist page's route; the server's prerender matches paths against it too. */
export const PLAYLIST_PAGE_PATH = '/playlists/:id';

export default function FeedRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path={PLAYLIST_PAGE_PATH} element={<PlaylistDetailPage />} />
      <Route path="/top-100" element={<Top100Page />} />
      <Route path="/history" element={<FireHistoryPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
