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
  // One file per task: asking for one took 2-12 ms in Lighthouse's traces here (four times that on
  // its simulated phone), so six per task were 50-90 ms tasks (decisions 041, 043).
  function oneByOne(list, then) {
    if (list.length) preload(list.shift());
    setTimeout(list.length ? oneByOne.bind(null, list, then) : then);
  }
  var pageCodeAsked;
  w.__pageCodeAsked = new Promise(function (resolve) {
    pageCodeAsked = resolve;
  });
  function load() {
    if (done) return;
    done = 1;
    var code = hrefs('data-preload').concat(entry);
    oneByOne(code.slice(), function () {
      hrefs('data-fetch').forEach(function (href) {
        add('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: href });
      });
      run(code);
      // Then the page's own code; the app waits for these before it loads the page's parts, or
      // its loader would ask for the rest of them in one long task (decision 043).
      oneByOne(hrefs('data-later'), pageCodeAsked);
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
