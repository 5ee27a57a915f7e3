import { Switch } from 'radix-ui';
import { useId } from 'react';

/** One cookie category with its switch: used by the banner's dialog and the cookies page. */
export function PrefRow(props: {
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
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
      <Switch.Root
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-stone-400 transition-colors disabled:opacity-60 data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </li>
  );
}
