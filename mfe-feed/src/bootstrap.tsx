// Standalone mode: the feed's routes on their own page (inside the shell, FeedRoutes is used).
import { renderStandalone } from '@sonic-nexus/ui';
import FeedRoutes from './FeedRoutes';

renderStandalone(FeedRoutes);
