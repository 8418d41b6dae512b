// The search index is loaded when the reader first reaches for the search (hovers the search button or
// focuses its field, which the "/" and Ctrl+K shortcuts do), not on every page: decoding it took about a
// fifth of each page's CPU time in the browser. Set on a script element the page left without a source,
// typedoc's own script sees it load and decodes it as it would have on the page's load.
(() => {
  const script = document.getElementById('tsd-search-script');
  const field = document.getElementById('tsd-search-input');
  const status = document.getElementById('tsd-search-status');
  const trigger = document.getElementById('tsd-search-trigger');
  if (!script?.dataset.src || !field || !status) return;
  const load = () => {
    if (script.src) return;
    status.textContent = 'Loading the search index…';
    // typedoc empties the status once the index is ready: what was typed meanwhile is then searched.
    new MutationObserver((_, observer) => {
      if (status.textContent !== '') return;
      observer.disconnect();
      if (field.value.trim() !== '') field.dispatchEvent(new Event('input'));
    }).observe(status, { childList: true, characterData: true, subtree: true });
    script.src = script.dataset.src;
  };
  field.addEventListener('focus', load);
  trigger?.addEventListener('pointerenter', load);
})();
