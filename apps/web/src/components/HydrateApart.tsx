import { Suspense, use, type ReactNode } from 'react';

/**
 * A part of a page the server drew that React hydrates, and commits, on its own. Hydration below Suspense
 * boundaries goes one boundary at a time, so a long page (twenty Discover cards) is several short tasks on a
 * phone instead of one long one that holds up a tap. On a page the browser draws itself it is a plain wrapper.
 *
 * `seenAs`: the part is hydrated only once it comes near the screen (or a pointer or focus reaches it), so a
 * phone that shows two cards does not spend its first seconds on the eighteen below them. Until then it is the
 * server's HTML, links and all. The value names the part among the page's waiting parts (a card: its item), and
 * the part must not receive new props or context before it is seen (React would then draw it afresh): give it
 * props that stay the same, as a memo'd card does.
 */
export function HydrateApart({ children, seenAs }: { children: ReactNode; seenAs?: string }) {
  if (seenAs === undefined) return <Suspense fallback={null}>{children}</Suspense>;
  return (
    <div data-hydrate-when-seen={seenAs} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <AwaitSight name={seenAs}>{children}</AwaitSight>
      </Suspense>
    </div>
  );
}

function AwaitSight({ name, children }: { name: string; children: ReactNode }) {
  const sight = sightOf(name);
  if (sight) use(sight);
  return children;
}

/** How far below (or above) the screen a part starts hydrating: it is ready by the time it is scrolled to. */
const AHEAD = '50%';
/** What reaches a part before it is seen (a keyboard's Tab, a mouse over it, a finger): it is hydrated at once. */
const EARLY_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/** The server's parts that still wait to be seen, by name: filled once, before hydration starts. */
const waiting = new Set<string>();
const sights = new Map<string, { wrapper: HTMLElement; promise: Promise<void>; settle: () => void }>();

/** Before hydrateRoot (main.tsx): the parts of the server's HTML that wait to be seen. */
export function holdUnseenParts(root: ParentNode): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-hydrate-when-seen]'))
    waiting.add(node.dataset.hydrateWhenSeen!);
  if (waiting.size > 0) releaseOnNavigation();
}

/**
 * Lets every part still waiting be hydrated now. For a page whose parts are about to get new props: React updates a
 * hydrated part in place, where it would drop a waiting part's server HTML and draw it afresh, and a frame between
 * the two can show the page without it.
 */
export function releaseWaitingParts(): void {
  waiting.clear();
  for (const sight of [...sights.values()]) sight.settle();
}

/**
 * A move to another address (a link, a filter kept in the URL, Back) releases every part still waiting. The router
 * renders a navigation as a transition, and React holds a transition back while a part it has to update is still
 * the server's HTML and waits: the new page would never show.
 */
function releaseOnNavigation(): void {
  const { pushState, replaceState } = window.history;
  const release = () => {
    window.history.pushState = pushState;
    window.history.replaceState = replaceState;
    window.removeEventListener('popstate', release);
    releaseWaitingParts();
  };
  window.addEventListener('popstate', release);
  window.history.pushState = function (...args: Parameters<History['pushState']>) {
    release();
    return pushState.apply(this, args);
  };
  // The router also replaces the current entry to mark it, at the same address: only a new address counts.
  window.history.replaceState = function (...args: Parameters<History['replaceState']>) {
    const [, , url] = args;
    if (url != null && new URL(url, window.location.href).href !== window.location.href) release();
    return replaceState.apply(this, args);
  };
}

/**
 * The promise a waiting part suspends on; null for a part to render at once: one the browser draws itself, one
 * already seen, or one whose server HTML is gone (the page moved on, and this is a new part of the same name).
 */
function sightOf(name: string): Promise<void> | null {
  if (!waiting.has(name)) return null;
  const existing = sights.get(name);
  if (existing) {
    if (existing.wrapper.isConnected) return existing.promise;
    existing.settle();
    return null;
  }
  const wrapper = document.querySelector<HTMLElement>(`[data-hydrate-when-seen="${CSS.escape(name)}"]`);
  const parts = wrapper ? [...wrapper.children] : [];
  if (!wrapper || parts.length === 0 || typeof IntersectionObserver === 'undefined') {
    waiting.delete(name);
    return null;
  }
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    const intersection = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && settle(), {
      rootMargin: `${AHEAD} 0px`,
    });
    for (const part of parts) intersection.observe(part);
    // React drew the part afresh after all (it got new props): its server HTML is gone, nothing to wait for.
    const mutation = new MutationObserver(() => parts.some((part) => !part.isConnected) && settle());
    mutation.observe(wrapper, { childList: true });
    const early = new AbortController();
    for (const type of EARLY_EVENTS)
      wrapper.addEventListener(type, () => settle(), { capture: true, passive: true, signal: early.signal });
    settle = () => {
      intersection.disconnect();
      mutation.disconnect();
      early.abort();
      waiting.delete(name);
      sights.delete(name);
      resolve();
    };
  });
  sights.set(name, { wrapper, promise, settle: () => settle() });
  return promise;
}
