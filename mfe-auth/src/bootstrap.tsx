// Standalone mode: this remote's routes on their own page (inside the shell, AuthRoutes is used).
import { renderStandalone } from '@sonic-nexus/ui';
import AuthRoutes from './AuthRoutes';

renderStandalone(AuthRoutes);
