/**
 * The one inline script of the web app's pages, in the prerendered /login page. The web build
 * writes it into the page (apps/web/build/login-shell.ts) and the server's CSP allows exactly this
 * text by its SHA-256 hash (apps/server/src/http/security-headers.ts): script-src stays 'self'
 * plus this hash, never 'unsafe-inline'. Plain text, no zod: the web build reads it in Node.
 *
 * It does two things the page's HTML and CSS cannot:
 * - A visitor who is already signed in must not see the prerendered sign-in form while the app
 *   loads only to send them on. Run before the first paint, it marks <html> when a session token
 *   is stored; the page's CSS then hides the form, and the app shows its loader and redirects.
 * - It starts the app once the prerendered screen has been painted (its first contentful paint):
 *   it asks for the login route's chunks (data-preload, as modulepreload links) and imports the
 *   entry (data-entry), all at once, so they arrive together rather than one after the other.
 *   The page's HTML names no script: a module script would run as soon as the document is parsed,
 *   before the first paint when its file came first, and the code's download would share the slow
 *   network with the CSS and the font the first paint needs. Without paint timing it waits for one
 *   frame. A hidden tab paints nothing, nor does the signed-in visitor's hidden screen: those
 *   start at once. After 3 s it starts whatever happened.
 * - The prerendered screen is English. A reader whose page opens in another language (?lang=,
 *   their stored choice, else the first of their browser's languages MyVoyce speaks, as
 *   i18n/language.ts decides) is marked like a signed-in visitor: the English form stays hidden
 *   and the app starts at once, so no English flashes before their language.
 */

import { LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages.ts';
import { SESSION_TOKEN_STORAGE_KEY } from './session-token.ts';

/** The attribute set on <html> when a session token is stored. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** The attribute set on <html> when the page opens in a language other than English. */
export const OTHER_LANGUAGE_ATTRIBUTE = 'data-other-language';

/** The script element's attribute holding the entry module's address. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/** The script element's attribute holding the login route's chunks, space-separated. */
export const PRELOAD_ATTRIBUTE = 'data-preload';

// Storage may be unavailable (private mode, blocked storage): then the form shows, as signed out.
export const LOGIN_PAGE_SCRIPT = [
  '(function(script){',
  'var html=document.documentElement,entry=script.getAttribute(' + JSON.stringify(ENTRY_ATTRIBUTE) + '),started=false;',
  'try{localStorage.getItem(' +
    JSON.stringify(SESSION_TOKEN_STORAGE_KEY) +
    ')&&html.setAttribute(' +
    JSON.stringify(SIGNED_IN_ATTRIBUTE) +
    ',"")}catch(e){}',
  // The page's language: ?lang=, the stored choice, else the browser's first language MyVoyce speaks.
  'try{var known=' +
    JSON.stringify(LANGUAGES) +
    ',lang=new URLSearchParams(location.search).get("lang")||localStorage.getItem(' +
    JSON.stringify(LANGUAGE_STORAGE_KEY) +
    ');',
  'if(!lang){var tags=navigator.languages||[navigator.language];for(var i=0;i<tags.length&&!lang;i++){var base=String(tags[i]).split(/[-_;]/)[0].toLowerCase();if(known.indexOf(base)>=0)lang=base}}',
  'lang&&lang!=="en"&&html.setAttribute(' + JSON.stringify(OTHER_LANGUAGE_ATTRIBUTE) + ',"")}catch(e){}',
  'function start(){if(started)return;started=true;',
  '(script.getAttribute(' + JSON.stringify(PRELOAD_ATTRIBUTE) + ')||"").split(" ").forEach(function(href){if(!href)return;',
  'var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});',
  'import(entry)}',
  'function painted(list){list.getEntries().some(function(e){return e.name==="first-contentful-paint"})&&start()}',
  'document.addEventListener("DOMContentLoaded",function(){',
  'if(document.hidden||html.hasAttribute(' +
    JSON.stringify(SIGNED_IN_ATTRIBUTE) +
    ')||html.hasAttribute(' +
    JSON.stringify(OTHER_LANGUAGE_ATTRIBUTE) +
    '))return start();',
  'document.addEventListener("visibilitychange",start);',
  'setTimeout(start,3000);',
  'if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)new PerformanceObserver(painted).observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(function(){setTimeout(start)})',
  '})',
  '})(document.currentScript)',
].join('');
