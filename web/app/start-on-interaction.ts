// A server-rendered page is complete without JavaScript: it is read, scrolled and its links
// followed as plain HTML. React and the app (~180 KB, 200–300 ms of a phone's main thread)
// start on the first sign that someone is about to act — a pointer moving or pressing, a
// touch, a key, focus, the wheel, scrolling — and what they did before the app was ready is
// not lost (docs/decisions/0112-hydrate-on-interaction.md):
// - a click on a button, checkbox or radio is held and replayed on the same element once the
//   app has hydrated (hydration keeps the server's DOM nodes); links keep working as links;
// - a form submitted without a button click (Enter in a form with no submit button) is
//   submitted again;
// - text typed into a field is handed to the app, which would otherwise not see it.
// What works without the app is left to the browser (docs/decisions/0112, amendment of
// 2026-11-25): a button with an invoker command opens its dialog itself, and the switches of
// a form the server handles (contracts/forms.ts) toggle natively. Such a form is still held
// when submitted and sent by the app, which is faster than a new page on a phone (its files
// are prefetched); without scripts the browser posts it to the server.
// While a held click or submit waits, <html data-app-starting> shows that it was taken (a bar
// at the top and a progress cursor, web/styles.css): the html element is outside the root
// React hydrates, so marking it cannot make hydration mismatch.
// No import here: this runs in the page entry, before the first paint.

const WAKE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
];
/** What a held click may land on. Links (`a[href]`) are left to the browser. */
const CLICKABLE =
  'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="reset"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Controls the browser acts on by itself, which are not held for the app: invoker buttons
 * (a dialog or popover opens at once) and, in a form the server handles, its submit buttons,
 * checkboxes and radios.
 */
function actsNatively(el: HTMLElement): boolean {
  if (el.hasAttribute('commandfor') || el.hasAttribute('popovertarget')) return true;
  if (!el.closest('form[action]')) return false;
  if (el instanceof HTMLButtonElement) return el.type === 'submit';
  return el instanceof HTMLInputElement && ['submit', 'checkbox', 'radio'].includes(el.type);
}

/**
 * Runs `fn` once the next frame has been painted (a task after the frame's animation
 * callbacks); a hidden tab paints no frame, and the caller's own timer starts the app there.
 */
function afterNextPaint(fn: () => void) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/** Whether a click follows a link to another page in this tab (the page is leaving). */
function followsLink(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[href]');
  if (!link || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const url = new URL(link.href, location.href);
  return (
    url.origin !== location.origin ||
    url.pathname !== location.pathname ||
    url.search !== location.search
  );
}

/** Inputs whose value is not typed: held clicks cover them, and a file's cannot be set. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

function isTypedField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Hands a value typed before hydration to the app: React tracks the value it last saw, and
 * it saw the typed one when it hydrated, so the field is set back to empty through React's
 * tracked setter and to the value through the element's own, and the event React listens
 * to is fired.
 */
function replayValue(field: Field, value: string) {
  if (!field.isConnected) return;
  const proto = Object.getPrototypeOf(field) as object;
  const nativeSetter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!nativeSetter) return;
  field.value = '';
  nativeSetter.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Calls `fn` once `<html data-app="ready">` is set (web/app/layout.tsx marks it after hydration). */
function whenAppReady(fn: () => void) {
  const root = document.documentElement;
  if (root.dataset.app === 'ready') return fn();
  const observer = new MutationObserver(() => {
    if (root.dataset.app !== 'ready') return;
    observer.disconnect();
    fn();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app'] });
}

/**
 * Waits for an interaction to call `start` (which loads and hydrates the app); holds the
 * clicks, submits and typed values that happen before the app is ready and replays them then.
 * `start` failing (offline) releases what is held and waits for the next interaction.
 */
export function startOnInteraction(start: () => Promise<unknown>) {
  const clicks: HTMLElement[] = [];
  const submits: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  const values = new Map<Field, string>();
  let started = false;
  const passive = { capture: true, passive: true } as const;

  const root = document.documentElement;
  const showWaiting = () => {
    root.dataset.appStarting = '';
  };
  const hideWaiting = () => {
    delete root.dataset.appStarting;
  };

  /** The app's start, waiting for the click of the tap that woke it (see `wake`). */
  let afterTap: ReturnType<typeof setTimeout> | null = null;
  /** A link is being followed: the page is leaving, the app is not started. */
  let leaving = false;

  const startNow = () => {
    if (afterTap !== null) clearTimeout(afterTap);
    afterTap = null;
    if (started || leaving) return;
    started = true;
    start().catch(() => {
      // The app could not load: what was held is dropped (replaying it after a later start
      // would act long after the visitor gave up), and the next interaction retries.
      release();
      clicks.length = 0;
      submits.length = 0;
      started = false;
      listen();
    });
  };

  /** Starts the app `ms` from now, unless something else starts it (or ends it) first. */
  const startSoon = (ms: number) => {
    if (afterTap !== null) clearTimeout(afterTap);
    afterTap = setTimeout(startNow, ms);
  };

  const wake = (event: Event) => {
    // A phone's finger also moves the pointer; only a mouse moving means someone is there.
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
    if (started) return;
    // A press is answered first: evaluating the app takes the main thread for a few hundred
    // milliseconds on a phone, and the click that follows the press would wait behind it
    // (the menu opening, a form posting, a link followed). The app starts once that click
    // has been handled (see onClick), or after a long press that brings no click. Scrolling
    // starts it once the page has been still for a moment, so a tap right after scrolling
    // is answered first too.
    if (event.type === 'pointerdown' || event.type === 'touchstart') return startSoon(700);
    if (event.type === 'scroll' || event.type === 'wheel') return startSoon(300);
    // A held click or submit: the mark that it was taken is painted before the app's work.
    if (event.type === 'click' || event.type === 'submit') return afterNextPaint(startNow);
    startNow();
  };

  /**
   * After a click's own handling has been painted (a dialog open): start the app, unless the
   * click is taking the page away.
   */
  const afterClick = (event: MouseEvent) => {
    if (started || afterTap === null) return;
    afterNextPaint(() => {
      if (!leaving && !event.defaultPrevented && followsLink(event)) leaving = true;
      if (leaving) {
        if (afterTap !== null) clearTimeout(afterTap);
        afterTap = null;
        return;
      }
      startNow();
    });
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const el = target?.closest<HTMLElement>(CLICKABLE);
    if (!el || el.closest('a[href]') || actsNatively(el)) return afterClick(event);
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!clicks.includes(el)) clicks.push(el);
    showWaiting();
    // A click from assistive technology may come without pointer or key events.
    wake(event);
  };

  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    submits.push({ form: event.target, submitter: event.submitter });
    showWaiting();
    wake(event);
  };

  const onInput = (event: Event) => {
    if (isTypedField(event.target)) values.set(event.target, event.target.value);
  };

  function listen() {
    for (const type of WAKE_EVENTS) window.addEventListener(type, wake, passive);
    window.addEventListener('click', onClick, true);
    window.addEventListener('submit', onSubmit, true);
    window.addEventListener('input', onInput, true);
    window.addEventListener('change', onInput, true);
  }

  function release() {
    hideWaiting();
    for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, passive);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('input', onInput, true);
    window.removeEventListener('change', onInput, true);
  }

  // Back to a page that was left (the back/forward cache): nothing is waiting, and the next
  // interaction starts the app.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    leaving = false;
    if (!clicks.length && !submits.length) hideWaiting();
  });

  listen();
  whenAppReady(() => {
    // After the hydration commit's own effects and re-renders. Until then what is typed is
    // still recorded: a key pressed between hydration and the replay must not be undone by
    // replaying an older value.
    setTimeout(() => {
      release();
      for (const [field, value] of values) replayValue(field, value);
      for (const { form, submitter } of submits) {
        if (!form.isConnected) continue;
        try {
          form.requestSubmit(submitter?.isConnected ? submitter : null);
        } catch {
          form.requestSubmit();
        }
      }
      for (const el of clicks) if (el.isConnected) el.click();
    }, 0);
  });
}
