import { useId } from 'react';

/**
 * One cookie category with its switch: used by the banner's preferences and the cookies page.
 * A native checkbox (`role="switch"`) inside the consent form, so it toggles and is posted
 * without scripts; `name` is the form field (contracts/forms.ts consentFromForm).
 */
export function PrefRow(props: {
  title: string;
  text: string;
  name?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  onChange?: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-2">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-900">
          {props.title}
        </label>
        <p className="text-sm text-stone-600">{props.text}</p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox's state is its own (HTML-ARIA); a static aria-checked would go stale without scripts.
          role="switch"
          name={props.name}
          value="si"
          checked={props.checked}
          defaultChecked={props.defaultChecked}
          disabled={props.disabled}
          onChange={props.onChange ? (e) => props.onChange?.(e.target.checked) : undefined}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-default"
        />
        <span
          aria-hidden="true"
          className="block h-6 w-11 rounded-full bg-stone-400 transition-colors peer-checked:bg-brand-700 peer-disabled:opacity-60 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:block after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
    </li>
  );
}
