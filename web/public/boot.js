// Loads the app after the first paint (decision 032); keeps an early install offer.
/* global document, requestAnimationFrame, window */
(function (d, w) {
  w.addEventListener('beforeinstallprompt', function (e) {
    e.preventDefault();
    w.__installOffer = e;
  });
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
})(document, window);
