// Standalone mode: this remote's routes on their own page (inside the shell, ProfileRoutes is used).
import { renderStandalone } from '@sonic-nexus/ui';
import ProfileRoutes from './ProfileRoutes';

renderStandalone(ProfileRoutes);
