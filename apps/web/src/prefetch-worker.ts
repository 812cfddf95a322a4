/**
 * Brings a drawn page's chunks into the browser's cache off the page's main thread
 * (decision 047): links added from the page cost a cheap phone a task each. The page
 * sends the list; each answer is read to its end so that the cache keeps it, and a
 * failure only means the chunk is fetched when the code runs.
 */
self.addEventListener('message', (event: MessageEvent<string[]>) => {
  for (const href of event.data) {
    fetch(href)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
});
