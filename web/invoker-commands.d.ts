// Invoker commands (HTML; Chromium 135+): a button opens or closes a dialog or popover by
// itself, without scripts — `<button commandfor="id" command="show-modal">`. React passes the
// lowercase attributes through; its types do not list them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover';
  }
}
