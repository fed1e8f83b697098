// Loads the app's code after the first paint of a server-rendered page (decision 032).
/* global document, requestAnimationFrame */
(function (d) {
  var me = d.currentScript,
    entry = me && me.getAttribute('data-entry');
  function add(tag, attrs) {
    var el = d.createElement(tag);
    for (var k in attrs) el.setAttribute(k, attrs[k]);
    d.head.appendChild(el);
  }
  if (entry)
    requestAnimationFrame(function () {
      setTimeout(function () {
        (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
          if (href) add('link', { rel: 'modulepreload', crossorigin: '', href: href });
        });
        add('script', { type: 'module', crossorigin: '', src: entry });
      }, 0);
    });
})(document);
