import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no fetch of its own, so Node's Request is used; a browser resolves a relative
// URL such as '/api/foods' against the page, and so does this one.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

// ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
