import type { ClientDirective } from 'astro';

/**
 * `client:popover` (issue 34, the pages' JavaScript budget): an island inside a native popover
 * hydrates when the visitor heads for it, not with the page. The first sign of intent wins: the
 * pointer over or the focus on a button that opens it (`popovertarget`), a touch on one, or the
 * popover opening. Until then its server-rendered HTML works on its own (a plain form, say).
 * Outside a popover (shown in the page) it hydrates when the browser is idle, as `client:idle`.
 */
const popoverDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    stop();
    await (
      await load()
    )();
  };
  const popover = el.closest<HTMLElement>('[popover]');
  if (!popover) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate());
    else setTimeout(() => void hydrate(), 200);
    return;
  }
  const triggers = popover.id ? [...document.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`)] : [];
  const onIntent = () => void hydrate();
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  function stop() {
    popover!.removeEventListener('beforetoggle', onIntent);
    for (const trigger of triggers) for (const type of intents) trigger.removeEventListener(type, onIntent);
  }
  popover.addEventListener('beforetoggle', onIntent);
  for (const trigger of triggers) for (const type of intents) trigger.addEventListener(type, onIntent, { passive: true });
  // Already open (or focused) by the time this runs: now.
  if (popover.matches(':popover-open') || triggers.some((trigger) => trigger.matches(':focus, :hover'))) void hydrate();
};

export default popoverDirective;
