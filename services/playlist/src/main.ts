// Process entry: telemetry starts before ./server (and the libraries it patches) is loaded.
import { runServiceProcess } from '@sonic-nexus/service-kit/main';

runServiceProcess('playlist-service', () => import('./server'));
