// A page the server drew is readable before any script runs. Its app starts once the browser
// reports the page's first paint on the screen, so that paint waits for no JavaScript
// (downloading, compiling or running it). A hidden tab never paints: there it starts at once.
(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Without its code the page stays as drawn: readable, its links working.
    import(entry).catch(function (err) {
      console.error('The page could not load its code', err);
    });
  }
  if (document.visibilityState === 'hidden') return start();
  var reportsPaint =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (!reportsPaint) {
    // After the next frame: as close to "painted" as such a browser can tell.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A paint that is never reported (the tab hidden meanwhile) must not leave the page inert.
  setTimeout(start, 3000);
  document.addEventListener('visibilitychange', start, { once: true });
})();
