/**
 * One of the site's inline scripts, at the end of every pre-rendered page: it asks for the page's code once the page
 * has painted.
 *
 * A pre-rendered page paints from its HTML and stylesheets; its scripts only take it over. Announced in the head, the
 * entry and its module preloads travel beside the stylesheets and the page's images, and a page-load simulation
 * (Lighthouse's) counts every request that ended before the largest paint as holding that paint back, whatever its
 * priority. So the pre-rendering keeps those tags inert in `<template id="page-code">` (scripts/build/page-head.mjs), and this
 * script copies them into the head, as they were written, in tasks after the first contentful paint has been shown
 * (the paint entry is reported once the frame is presented): the entry first, then each preload in a task of its own,
 * since starting a request costs the page a millisecond or more.
 *
 * It starts them at once where nothing would report that paint: a browser without paint timing, a page opened in a
 * background tab (which paints nothing until shown) or hidden before it painted. Inline rather than a file of its own,
 * so it costs no request; the Content-Security-Policy allows exactly this text by its hash (scripts/build/security-headers.mjs).
 */
import { createHash } from 'node:crypto';

/**
 * The id of the template that holds a pre-rendered page's script tags.
 * @type {string}
 */
export const PAGE_CODE_ID = 'page-code';

/** @type {string} */
export const PAGE_CODE_SCRIPT =
  `(function(){var t=document.getElementById('${PAGE_CODE_ID}');if(!t)return;var done=false;` +
  // One tag a task: starting a request takes the browser a millisecond or more, ten of them a long task.
  'function copy(tags,i){if(i>=tags.length)return;var tag=tags[i],c=document.createElement(tag.localName);' +
  'for(var j=0;j<tag.attributes.length;j++)c.setAttribute(tag.attributes[j].name,tag.attributes[j].value);' +
  'document.head.appendChild(c);setTimeout(function(){copy(tags,i+1)})}' +
  'function start(){if(done)return;done=true;copy(Array.prototype.slice.call(t.content.children),0)}' +
  "document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')start()});" +
  'try{var types=PerformanceObserver.supportedEntryTypes||[];' +
  "if(document.visibilityState==='hidden'||types.indexOf('paint')<0)return start();" +
  "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}})" +
  ".observe({type:'paint',buffered:true})}catch(e){start()}})()";

/**
 * The script's hash as a Content-Security-Policy source.
 * @type {string}
 */
export const PAGE_CODE_HASH = `'sha256-${createHash('sha256').update(PAGE_CODE_SCRIPT).digest('base64')}'`;
