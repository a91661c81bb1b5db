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
 * them: web/src/shared/lib/use-hydrated.ts).
 * The web app writes it (web/src/prerender/page-document.ts) and the server allows exactly this
 * text by its hash in the content security policy (server/src/app.ts), so no other inline script
 * can run.
 */
export const DRAWN_PAGE_SCRIPTS_ID = 'kindred-scripts';

export const DRAWN_PAGE_STARTER =
  "(function(){var loaded=false,painted=false,started=false;function start(){if(started)return;started=true;var t=document.getElementById('" +
  DRAWN_PAGE_SCRIPTS_ID +
  "');if(t)document.head.appendChild(t.content.cloneNode(true))}" +
  // Both loaded and painted, then once the next frame (which draws the pictures the load event
  // waited for) is on screen, at the first idle moment: the scripts never count towards the
  // largest paint. A frame is on screen when the one after it begins, hence two frames.
  "function idle(){if(window.requestIdleCallback)requestIdleCallback(start,{timeout:500});else setTimeout(start,50)}" +
  "function maybe(){if(!loaded||!painted)return;if(window.requestAnimationFrame)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(idle,0)})});else idle()}" +
  "if(document.readyState==='complete')loaded=true;else addEventListener('load',function(){loaded=true;maybe()},{once:true});" +
  // The browser reports the first contentful paint only once it is on screen.
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();painted=true;maybe()}}).observe({type:'paint',buffered:true})}else{painted=true;maybe()}" +
  // Whatever happens (a tab opened in the background paints nothing), the app starts in the end.
  'setTimeout(start,5000)})()';
