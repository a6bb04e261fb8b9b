// Starts the app on a page the server rendered (docs/decisions/140). Such a page paints by
// itself and its JavaScript only hydrates it, so the JavaScript starts loading once the page has
// painted (deferred: the HTML is parsed, the stylesheet loaded): until then a phone's bandwidth
// and CPU go to what the customer sees. The server lists the app's module scripts in
// <meta name="hydration-scripts" content="/assets/index-….js /assets/framework-….js …">: the
// first is the entry, the others load beside it. An external file, so that the CSP can forbid
// inline script.
(function () {
  var meta = document.querySelector('meta[name="hydration-scripts"]');
  if (!meta) return;
  var srcs = meta.content.split(/\s+/).filter(function (s) {
    return s.charAt(0) === '/';
  });
  if (srcs.length === 0) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // import(), not <script> and <link rel="modulepreload"> elements: the page is not changed
    // (inserting the elements took ~180 ms at 4x CPU on a listing, these calls ~90), and the
    // chunks evaluate as they arrive, in several shorter tasks instead of one
    for (var i = 1; i < srcs.length; i++) import(srcs[i]).catch(function () {});
    import(srcs[0]);
  }
  // a frame, then a task: requestAnimationFrame runs just before the first paint, the timeout
  // just after it; a hidden tab paints no frames, the plain timeout starts it there. Not after
  // `load` (tried): the page looked ready but stayed inert longer (a search typed before
  // hydration was lost), for ~0.1-0.3 s less of Lighthouse's simulated LCP.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
