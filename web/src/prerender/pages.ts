// What the server imports from the web build for Node (web/vite.render.config.ts): the pages it
// draws as HTML, public (decision 023) and signed-in (decision 031).
export { publicPageKind, renderPublicPage, type PublicPageKind } from './public-pages';
export { signedInPageKind, renderSignedInPage, type SignedInPageKind } from './signed-in-pages';
