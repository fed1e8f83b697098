// Server-rendered pages (home, trail pages) load the app's code with this script, after the first
// paint: the HTML already shows the page, so the code's download must not hold that paint back.
// The server names the entry module and the modules to fetch alongside it (api/src/modules/site).
/* global document, requestAnimationFrame, setTimeout */
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  function add(tag, attrs) {
    var el = document.createElement(tag);
    for (var k in attrs) el.setAttribute(k, attrs[k]);
    document.head.appendChild(el);
  }
  function load() {
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (href) add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: entry });
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
