/**
 * How a page drawn on the server (login, share, sign-in problem, not found, a dater's home and
 * profile) starts its scripts.
 *
 * Such a page is whole from its HTML, stylesheets, fonts and pictures, so its scripts wait until
 * those have loaded (the window's load event) and the page has painted: on a slow phone network
 * they would otherwise share the bandwidth with what the first paint and the largest picture
 * need. The server keeps the page's module script and preloads in an inert <template>, and this
 * one inline script moves them into the document then (after five seconds at the latest). Until
 * the scripts have run, the drawn page cannot submit anything (the e-mail form's button waits for
 * them: web/src/shared/hooks/use-hydrated.ts).
 * The web app writes it (web/src/prerender/page-document.ts) and the server allows exactly this
 * text by its hash in the content security policy (server/src/app.ts), so no other inline script
 * can run.
 */
export const DRAWN_PAGE_SCRIPTS_ID = 'kindred-scripts';

/**
 * The `elementtiming` name of a drawn page's main picture (home's first photo, the shared card).
 * The starter waits until the browser reports it on screen, when the page has one.
 */
export const DRAWN_PAGE_PICTURE_TIMING = 'first-picture';

export const DRAWN_PAGE_STARTER = "(function(){var loaded=false,painted=false,pictured=false,started=false;function start(){if(started)return;started=true;var t=document.getElementById('" +
  DRAWN_PAGE_SCRIPTS_ID +
  "');if(!t)return;var all=[].slice.call(t.content.cloneNode(true).childNodes);" +
  // The module script and the marks of the written stylesheets go in at once; the preloads (about
  // fifty on home) a few per task, as each one inserted costs the main thread a moment, and fifty
  // at once made a task long enough to hold a tap on a phone (docs/performance/web.md).
  "function isPreload(n){return n.rel==='modulepreload'}var later=all.filter(isPreload);" +
  'document.head.append.apply(document.head,all.filter(function(n){return !isPreload(n)}));' +
  '(function next(){if(!later.length)return;document.head.append.apply(document.head,later.splice(0,8));setTimeout(next,0)})()}' +
  // Loaded, painted and the main picture on screen, then at the first idle moment: the scripts
  // never share the network with what the largest paint needs, nor count towards it.
  'function maybe(){if(!loaded||!painted||!pictured)return;if(window.requestIdleCallback)requestIdleCallback(start,{timeout:500});else setTimeout(start,50)}' +
  "if(document.readyState==='complete')loaded=true;else addEventListener('load',function(){loaded=true;maybe()},{once:true});" +
  // The browser reports the first contentful paint, and an element's paint, only once on screen.
  'var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];' +
  'function seen(type,test,then){if(types.indexOf(type)<0)return then();new P(function(list,observer){if(list.getEntries().some(test)){observer.disconnect();then()}}).observe({type:type,buffered:true})}' +
  "seen('paint',function(e){return e.name==='first-contentful-paint'},function(){painted=true;maybe()});" +
  // A picture that fails to load is never painted: the page goes on without it.
  'var pic=document.querySelector(\'img[elementtiming="' +
  DRAWN_PAGE_PICTURE_TIMING +
  '"]\');function pictureDone(){pictured=true;maybe()}' +
  "if(!pic||(pic.complete&&!pic.naturalWidth))pictured=true;else{pic.addEventListener('error',pictureDone,{once:true});seen('element',function(e){return e.identifier==='" +
  DRAWN_PAGE_PICTURE_TIMING +
  "'},pictureDone)}" +
  // Whatever happens (a tab opened in the background paints nothing), the app starts in the end.
  'setTimeout(start,5000)})()';
