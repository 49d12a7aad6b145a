// Entry of the feed's prerender bundle (dist/.prerender/pages.js, built by scripts/build-web.ts),
// which the feed's static server loads: a remote that draws pages on the server exports these two.
export { setApiOrigin } from '@sonic-nexus/api-client';
export { renderPage } from './render-page';
