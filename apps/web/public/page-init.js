/*
 * Runs in <head> before the first paint (external, so the CSP can forbid inline script).
 * 1. The theme: the stored or system theme on <html>, so a dark page never flashes light.
 * 2. A server-rendered page (docs/decisions/140) paints before its JavaScript arrives; that
 *    JavaScript loads only after the page's `load` (the largest picture is in by then). Until
 *    the app has hydrated, a tap on a button and a form's submission are kept, not lost: they
 *    are held in `window.__earlyInput.queue` and the app replays them once it is live
 *    (apps/web/src/app/early-input.ts), with whatever was typed meanwhile. Links are left
 *    alone until hydration starts: they work without JavaScript (every storefront page is
 *    rendered on the server).
 */
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark = stored
      ? stored === 'dark'
      : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    /* storage unavailable: light theme */
  }

  // What a tap before hydration means: a button, or a control that acts on a click.
  var ACTS_ON_CLICK =
    'button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"], ' +
    '[role="radio"], [role="switch"], input[type="checkbox"], input[type="radio"], ' +
    'input[type="submit"], input[type="button"], label, summary, a:not([href])';
  var early = { live: false, hydrating: false, failed: false, queue: [] };
  var IMPORTS_PER_TASK = 6;
  window.__earlyInput = early;

  /** The server-rendered app's element holding `node`, or null (nothing to keep). */
  function ssrRootOf(node) {
    var root = document.getElementById('root');
    return root && root.hasAttribute('data-ssr') && root.contains(node) ? root : null;
  }
  /**
   * A link works without JavaScript, so it is left alone until hydration starts. From then
   * until the app is live React listens but cannot act yet (a router link would stop the
   * browser's navigation and lose its own): a plain click on a link in the page is held too.
   */
  function heldLink(event) {
    if (!early.hydrating || event.button !== 0) return null;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
    var link = event.target.closest('a[href]');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download'))
      return null;
    return link.origin === window.location.origin ? link : null;
  }
  function hold(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  document.addEventListener(
    'click',
    function (event) {
      if (early.live || early.failed || !(event.target instanceof Element)) return;
      var target = event.target.closest(ACTS_ON_CLICK) || heldLink(event);
      if (!target || !ssrRootOf(target)) return;
      hold(event);
      early.queue.push({ type: 'click', target: target });
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (early.live || early.failed || !(form instanceof HTMLFormElement)) return;
      // a form with its own action works without JavaScript: let it go
      if (!ssrRootOf(form) || form.hasAttribute('action')) return;
      hold(event);
      early.queue.push({ type: 'submit', target: form, submitter: event.submitter || null });
    },
    true,
  );

  // Enter in a field outside any form (the quantity stepper): nothing happens without the app,
  // so it is only noted, and the app is given it once live.
  document.addEventListener(
    'keydown',
    function (event) {
      if (early.live || early.failed || event.key !== 'Enter') return;
      var field = event.target;
      if (!(field instanceof HTMLInputElement) || field.form || !ssrRootOf(field)) return;
      early.queue.push({ type: 'key', target: field, key: 'Enter' });
    },
    true,
  );

  // The app's modules, named by the server in <meta name="app-modules"> (server-rendered pages
  // only; other pages load them from their own <script type="module">).
  var started = false;
  function start() {
    if (started) return;
    var meta = document.querySelector('meta[name="app-modules"]');
    if (!meta) return;
    started = true;
    var urls = meta.getAttribute('content').split(' ');
    function failed() {
      // no app today (offline, a failed deploy): stop holding taps, the page stays as it is
      early.failed = true;
      early.queue.length = 0;
    }
    // A few modules per task: thirty import() calls in one task held the main thread for
    // 25 ms on a desktop, 100 ms on a slow phone (docs/decisions/140, "Fifth pass").
    var next = 0;
    (function importSome() {
      urls.slice(next, (next += IMPORTS_PER_TASK)).forEach(function (url) {
        import(url).catch(failed);
      });
      if (next < urls.length) setTimeout(importSome, 0);
    })();
  }
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start);
    // a picture that never finishes must not keep the page inert
    window.addEventListener('DOMContentLoaded', function () {
      setTimeout(start, 3000);
    });
  }
})();
