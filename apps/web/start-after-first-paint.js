// The app's start on the pages the server draws a first paint for (the sign-in card; the shell's frame
// with the catalogs heading): their module scripts wait in <template id="app-scripts"> until the
// browser has painted, so that on a slow link they do not share it with the stylesheet the paint
// waits for. Cloned into the head, they load and run as if they had been there all along.
// Copied into the build with a hash of its content by scripts/lib/start-after-paint.mjs.
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const scripts = document.getElementById('app-scripts');
    if (scripts instanceof HTMLTemplateElement) document.head.append(document.importNode(scripts.content, true));
  };
  // A frame's callbacks run just before its paint; a task they queue runs after it.
  requestAnimationFrame(() => setTimeout(start));
  // A page that is hidden paints no frames (a background tab): it starts at once, or when hidden.
  if (document.visibilityState === 'hidden') start();
  else document.addEventListener('visibilitychange', start, { once: true });
})();
