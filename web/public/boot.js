// Loads the app after the first paint (decision 032). Short: it counts toward the JS budget.
(function (d, w) {
  w.addEventListener('beforeinstallprompt', function (e) {
    e.preventDefault();
    w.__installOffer = e;
  });
  var me = d.currentScript,
    entry = me && me.getAttribute('data-entry'),
    done;
  function add(tag, attrs) {
    var el = d.createElement(tag);
    for (var k in attrs) el.setAttribute(k, attrs[k]);
    d.head.appendChild(el);
  }
  function load() {
    if (done) return;
    done = 1;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (href) add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    (me.getAttribute('data-fetch') || '').split(' ').forEach(function (href) {
      if (href) add('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: entry });
  }
  if (!entry) return;
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(load, 0);
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(load, 3000); // no paint reported (a hidden tab)
  } catch {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
})(document, window);
