// Loads the app after the first paint (decisions 032, 039). Short: it counts toward the JS budget.
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
    return d.head.appendChild(el);
  }
  // The libraries run, then the app: two tasks, not one long one (decision 039).
  function run(list) {
    var el = add('script', { type: 'module', crossorigin: '', src: list.shift() });
    if (list.length)
      el.onload = el.onerror = function () {
        run(list);
      };
  }
  function hrefs(name) {
    return (me.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  function preload(href) {
    add('link', { rel: 'modulepreload', crossorigin: '', href: href });
  }
  // Two files per task: asking for each costs up to ~4 ms on this machine (16 at 4x CPU), so six
  // per task were 50-90 ms tasks on a slow phone (decisions 041, 043).
  function inPairs(list, then) {
    list.splice(0, 2).forEach(preload);
    setTimeout(list.length ? inPairs.bind(null, list, then) : then);
  }
  function load() {
    if (done) return;
    done = 1;
    var code = hrefs('data-preload').concat(entry);
    inPairs(code.slice(), function () {
      hrefs('data-fetch').forEach(function (href) {
        add('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: href });
      });
      run(code);
      // Then the page's own code.
      inPairs(hrefs('data-later'), function () {});
    });
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
