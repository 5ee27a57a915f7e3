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
// 2026-11-25): a button with an invoker command opens its dialog itself, and a form with a
// server action (contracts/forms.ts) is posted by the browser, its switches toggle natively.
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

  const wake = (event: Event) => {
    // A phone's finger also moves the pointer; only a mouse moving means someone is there.
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
    if (started) return;
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

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const el = target?.closest<HTMLElement>(CLICKABLE);
    if (!el || el.closest('a[href]') || actsNatively(el)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!clicks.includes(el)) clicks.push(el);
    showWaiting();
    // A click from assistive technology may come without pointer or key events.
    wake(event);
  };

  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    // The server handles this form: the browser posts it now, rather than after the app has
    // started; the bar at the top shows it was taken until the next page arrives.
    if (event.target.hasAttribute('action')) {
      showWaiting();
      return;
    }
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

  // Back to a page whose form was posted (the back/forward cache): nothing is waiting.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !clicks.length && !submits.length) hideWaiting();
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
