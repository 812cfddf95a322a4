import { PAGE_CODE_ID } from './lib/page-state';

/**
 * The only script in the head of a page rendered on the server (src/entry-server.tsx). The
 * page is on screen from its HTML and CSS alone; its code (the entry, React and the page's
 * chunks, about 130 KB gzip) would otherwise share a slow connection with the stylesheet
 * and the first photo, and hold the first paint back. The server keeps the page's
 * `<script>` and `modulepreload` tags in a `<template>`; once the page has painted, they go
 * into the head and the app hydrates the page.
 */

let loaded = false;

function loadPageCode(): void {
  if (loaded) return;
  loaded = true;
  const template = document.getElementById(PAGE_CODE_ID);
  if (template instanceof HTMLTemplateElement)
    document.head.append(template.content.cloneNode(true));
}

// A frame's callback runs just before it is painted, a task it queues just after.
requestAnimationFrame(() => setTimeout(loadPageCode));
// A page opened in the background is painted only once shown: its code need not wait.
if (document.visibilityState === 'hidden') loadPageCode();
