// The app's code for a page the server has drawn (packages/api/src/plugins/server-render.ts): asked for once the
// page has been painted, so that on a slow link the page's stylesheet and images come first. A tab opened in the
// background (where frames wait) loads it after half a second all the same.
//
// Every script is fetched at once (modulepreload), but run in stages: the chunks the entry and the page import
// (`data-stages`, each after what it imports, as the browser would run them) one at a time, yielding to the
// browser between them once a stage has taken a slice of the main thread, then the entry. As one module graph
// they ran as one long task, which a phone's user feels as a page that ignores them.
(() => {
  // A friend's ?ref= is kept at once, as the app does on every page (src/lib/referral.ts: the same key, shape and
  // record): a visitor who follows a link before the app is live (a plain page load then) keeps it for the sign-up.
  try {
    const code = (new URLSearchParams(location.search).get('ref') ?? '').trim().toUpperCase();
    if (/^[A-Z0-9]{4,32}$/.test(code))
      localStorage.setItem('wallcraft.referral', JSON.stringify({ code, at: Date.now() }));
  } catch {
    // Storage refused: the app tries again once it runs.
  }
  const boot = document.currentScript;
  const list = (value) => (value ?? '').split(' ').filter(Boolean);
  const SLICE_MS = 10;
  const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
  let started = false;
  const runEntry = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    document.head.append(script);
  };
  const load = async () => {
    if (started) return;
    started = true;
    for (const href of list(boot.dataset.preload)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    let slice = performance.now();
    try {
      for (const href of list(boot.dataset.stages)) {
        await import(href);
        if (performance.now() - slice > SLICE_MS) {
          await yieldToBrowser();
          slice = performance.now();
        }
      }
    } catch {
      // A stage that failed to load is asked for again by the entry, which reports it as the app would.
    }
    runEntry();
  };
  requestAnimationFrame(() => setTimeout(load, 0));
  setTimeout(load, 500);
})();
