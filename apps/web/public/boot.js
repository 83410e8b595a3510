// The app's code for a page the server has drawn (packages/api/src/plugins/server-render.ts): asked for once the
// page has been painted, so that on a slow link the page's stylesheet and images come first. A tab opened in the
// background (where frames wait) loads it after half a second all the same.
(() => {
  const boot = document.currentScript;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const href of boot.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(load, 0));
  setTimeout(load, 500);
})();
