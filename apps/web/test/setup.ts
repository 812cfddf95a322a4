import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { tokenStore } from '../src/lib/token-store';
import { mockFetch } from './helpers/mock-fetch';

// jsdom has no fetch of its own, so Node's Request is used; a browser resolves a relative
// URL such as '/api/foods' against the page, and so does this one.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

// Pages are lazy chunks; on a busy two-core CI machine the first render of one can take
// longer than Testing Library's 1 s default, which says nothing about the app.
configure({ asyncUtilTimeout: 10_000 });

// ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
window.scrollTo = () => {};

// jsdom has the <dialog> element but not its showModal(). This does what a browser does that a
// test can see: the dialog opens with focus on its first control. That the page behind is
// inert is for the browser suite to show (e2e/keyboard.desktop.spec.ts).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
  this.querySelector<HTMLElement>(
    'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
  )?.focus();
};

// No test reaches a real server: a request nobody mocked fails ("No mocked response for …").
beforeEach(() => {
  mockFetch({});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Also forgets that a session expired, so no test starts where another ended.
  tokenStore.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
