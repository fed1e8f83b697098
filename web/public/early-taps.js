// Runs before the first paint, inlined into index.html's head by vite.config.ts (the server's CSP
// allows it by its hash). A tap on a control the server painted (`data-early-tap`) before the app
// has taken that control over is kept, not lost: the app carries it out once it has (one per
// control, however often it was tapped), in src/lib/early-taps.ts. Kept in step with that file.
// `kept`: [control, what was tapped in it] pairs.
(function (w) {
  var taps = (w.__earlyTaps = { live: new WeakSet(), kept: [] });
  w.addEventListener(
    'click',
    function (event) {
      var el = event.target instanceof Element && event.target.closest('[data-early-tap]');
      if (!el || taps.live.has(el)) return;
      // Before React's own listener: it must not also act on it, or the tap would count twice.
      event.preventDefault();
      event.stopImmediatePropagation();
      for (var i = 0; i < taps.kept.length; i++) if (taps.kept[i][0] === el) return;
      taps.kept.push([el, event.target]);
    },
    true,
  );
})(window);
