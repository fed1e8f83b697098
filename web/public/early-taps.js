// Runs before the first paint, inlined into index.html's head by vite.config.ts (the server's CSP
// allows it by its hash). A tap on a control the server painted (`data-early-tap`) before the app
// has taken that control over is kept, not lost: once the app has started, it offers the tap to
// React at once (`hand`), which hydrates the tapped part first; a tap React cannot take yet is
// carried out when the control is attached (one per control, however often it was tapped), in
// src/lib/early-taps.ts. Kept in step with that file.
// `kept`: [control, what was tapped in it] pairs. `passing`: the click the app is handing to React.
(function (w) {
  var taps = (w.__earlyTaps = { live: new WeakSet(), kept: [], passing: null, hand: null });
  w.addEventListener(
    'click',
    function (event) {
      if (event === taps.passing) return;
      var el = event.target instanceof Element && event.target.closest('[data-early-tap]');
      if (!el || taps.live.has(el)) return;
      // Before React's own listener: it must not also act on it, or the tap would count twice.
      event.preventDefault();
      event.stopImmediatePropagation();
      // Set off by a click the app is offering to React (a label's on its radio), which React could
      // not take: that tap stays kept as it was.
      if (taps.passing) return;
      for (var i = 0; i < taps.kept.length; i++) if (taps.kept[i][0] === el) return;
      taps.kept.push([el, event.target]);
      if (taps.hand) setTimeout(taps.hand, 0);
    },
    true,
  );
})(window);
