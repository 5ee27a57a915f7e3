import { History, Undo2, WandSparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ChangeSuggestion } from '../../../../contracts/app-changes.ts';
import { INSTRUCTION_MAX_LENGTH } from '../../../../contracts/app-changes.ts';
import { fill, messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { PanelCard } from '../../../components/ui/panel-card.tsx';
import { PlansLink } from '../../../components/ui/plans-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { isPlanLimit } from '../../../lib/limits.ts';
import { messageAllowance, useSubscription } from '../../../lib/subscription.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  type AppVersion,
  type ChangeProposal,
  nothingToChange,
  suggestionsOf,
  useApplyChange,
  useAppVersions,
  useProposeChange,
  useRestoreVersion,
  useVersionEvents,
} from '../api.ts';

// "Pide un cambio" (issue 27): the owner writes what to change in Spanish, reads what Forja
// understood (nothing changes before «Aplicar»), confirms when data would be hidden, and
// goes back through "Historial de cambios" («Deshacer», «Restaurar»). A refusal offers up to
// three "¿Querías decir…?" changes (issue 39 item 3): one tap proposes it, through the same
// review and confirmation. Used on the project's control panel and in the owner's view of
// the running app.

const c = messages.appChanges;

type Notice = {
  kind: 'refusal' | 'error' | 'done';
  text: string;
  limit?: boolean;
  /** A refusal because the app is already as asked. */
  already?: boolean;
} | null;

function versionText(v: AppVersion): string {
  if (v.instruction) return v.instruction;
  if (v.kind === 'restore') return fill(c.kinds.restore, { version: v.restoredFrom ?? '' });
  if (v.kind === 'repair')
    return v.restoredFrom === null
      ? c.kinds.repairFromModel
      : fill(c.kinds.repair, { version: v.restoredFrom });
  if (v.kind === 'change') return '';
  return c.kinds[v.kind];
}

export function ChangeCard({
  projectId,
  listen = true,
}: {
  projectId: string;
  /** Follow the app's event stream (false where the page already does: the running app). */
  listen?: boolean;
}) {
  const [instruction, setInstruction] = useState('');
  const [proposal, setProposal] = useState<ChangeProposal | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [suggestions, setSuggestions] = useState<ChangeSuggestion[]>([]);
  // What is left of the plan's messages, next to the note that a change spends one (B9).
  const subscription = useSubscription();
  /** The instruction the suggestions answer (kept for the version history). */
  const [asked, setAsked] = useState('');
  const propose = useProposeChange(projectId);
  const apply = useApplyChange(projectId);
  const restore = useRestoreVersion(projectId);
  const versions = useAppVersions(projectId);
  useVersionEvents(projectId, listen);
  const id = useId();
  const busy = propose.isPending || apply.isPending || restore.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = instruction.trim();
    setNotice(null);
    setProposal(null);
    setSuggestions([]);
    if (!text) {
      setNotice({ kind: 'error', text: c.errors.empty });
      return;
    }
    propose.mutate(text, {
      onSuccess: setProposal,
      onError: (error) => {
        setNotice({
          kind:
            error instanceof ApiError && error.code === 'CHANGE_NOT_UNDERSTOOD'
              ? 'refusal'
              : 'error',
          text: errorMessage(error),
          already: nothingToChange(error),
        });
        setSuggestions(suggestionsOf(error));
        setAsked(text);
      },
    });
  };

  const takeSuggestion = (suggestion: ChangeSuggestion) => {
    propose.mutate(
      { operations: suggestion.operations, instruction: asked || undefined },
      {
        onSuccess: (change) => {
          setNotice(null);
          setSuggestions([]);
          setProposal(change);
        },
        onError: (error) => {
          setSuggestions([]);
          setNotice({ kind: 'error', text: errorMessage(error), limit: isPlanLimit(error) });
        },
      },
    );
  };

  const applyProposal = (confirm: boolean) => {
    if (!proposal) return;
    apply.mutate(
      { id: proposal.id, confirm },
      {
        onSuccess: ({ version }) => {
          setProposal(null);
          setInstruction('');
          setNotice({ kind: 'done', text: fill(c.applied, { version }) });
        },
        onError: (error) => {
          // A conflict or an expired proposal cannot be applied again: ask anew.
          if (error instanceof ApiError && error.status !== 409) setProposal(null);
          if (error instanceof ApiError && error.code === 'CHANGE_CONFLICT') {
            setProposal(null);
            // The app has a newer version: show it in the history.
            void versions.refetch();
          }
          setNotice({ kind: 'error', text: errorMessage(error), limit: isPlanLimit(error) });
        },
      },
    );
  };

  const restoreTo = (version: number) => {
    setNotice(null);
    restore.mutate(version, {
      onSuccess: (written) => {
        setProposal(null);
        const text = fill(c.restored, { version, next: written.version });
        setNotice({ kind: 'done', text });
        showToast('success', text);
      },
      onError: (error) =>
        setNotice({ kind: 'error', text: errorMessage(error), limit: isPlanLimit(error) }),
    });
  };

  const list = versions.data ?? [];
  const previous = list[1];

  return (
    <PanelCard icon={WandSparkles} title={c.title}>
      <div data-testid="change-card" className="flex flex-col gap-4">
        <p className="text-sm text-stone-700">{c.intro}</p>
        <form onSubmit={submit} className="space-y-2" noValidate>
          <label htmlFor={`${id}-instruction`} className="block text-sm font-medium text-stone-800">
            {c.label}
          </label>
          <Textarea
            id={`${id}-instruction`}
            rows={3}
            value={instruction}
            maxLength={INSTRUCTION_MAX_LENGTH}
            placeholder={c.placeholder}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setInstruction(e.target.value)}
          />
          <p className="text-right text-xs text-stone-600 tabular-nums" aria-live="off">
            {fill(c.charCount, { count: instruction.length, max: INSTRUCTION_MAX_LENGTH })}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={`${id}-hint`} className="text-xs text-stone-600">
              {c.creditNote}
              {subscription.data ? (
                <>
                  {' '}
                  <span data-testid="message-allowance">{messageAllowance(subscription.data)}</span>
                </>
              ) : null}
            </p>
            <Button type="submit" disabled={busy}>
              {propose.isPending ? c.proposing : c.propose}
            </Button>
          </div>
        </form>

        <div aria-live="polite">
          {notice ? (
            <div
              role={notice.kind === 'done' ? 'status' : 'alert'}
              data-testid={`change-${notice.kind}`}
              className={
                notice.kind === 'done'
                  ? 'rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
                  : 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950'
              }
            >
              {notice.kind === 'refusal' ? (
                <p className="font-semibold">
                  {notice.already ? c.nothingToChangeTitle : c.notUnderstoodTitle}
                </p>
              ) : null}
              <p className="whitespace-pre-line break-words">{notice.text}</p>
              {notice.kind === 'error' && notice.limit ? <PlansLink className="mt-2" /> : null}
              {notice.kind === 'refusal' && suggestions.length > 0 ? (
                <div className="mt-3" data-testid="change-suggestions">
                  <p className="font-semibold">{c.suggestionsTitle}</p>
                  <ul className="mt-2 space-y-2">
                    {suggestions.map((suggestion) => (
                      <li key={JSON.stringify(suggestion.operations)}>
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => takeSuggestion(suggestion)}
                          className="flex w-full min-h-11 items-center justify-between gap-3 rounded-lg border border-amber-300 bg-white px-3 py-2 text-left text-sm text-stone-900 hover:border-brand-500 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
                        >
                          <span className="min-w-0 break-words">
                            {suggestion.summary.join('. ')}
                          </span>
                          <span className="shrink-0 font-medium text-brand-700">
                            {c.suggestionUse}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ) : null}
          {proposal ? (
            <section
              aria-labelledby={`${id}-summary`}
              data-testid="change-proposal"
              className="rounded-lg border border-stone-200 bg-stone-50 p-3"
            >
              <h4 id={`${id}-summary`} className="text-sm font-semibold text-stone-900">
                {c.summaryTitle}
              </h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
                {proposal.summary.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
              {proposal.removesData ? (
                <p className="mt-2 text-sm font-medium text-amber-900">{c.removesData}</p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {proposal.removesData ? (
                  <ConfirmDialog
                    trigger={<Button disabled={busy}>{c.apply}</Button>}
                    title={c.confirmTitle}
                    description={c.confirmBody}
                    confirmLabel={c.confirmApply}
                    onConfirm={() => applyProposal(true)}
                  />
                ) : (
                  <Button disabled={busy} onClick={() => applyProposal(false)}>
                    {apply.isPending ? c.applying : c.apply}
                  </Button>
                )}
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => {
                    setProposal(null);
                    setNotice(null);
                  }}
                >
                  {c.discard}
                </Button>
              </div>
            </section>
          ) : null}
        </div>

        <section aria-labelledby={`${id}-history`} className="border-t border-stone-200 pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4
              id={`${id}-history`}
              className="flex items-center gap-1.5 text-sm font-semibold text-stone-900"
            >
              <History className="h-4 w-4" aria-hidden="true" /> {c.historyTitle}
            </h4>
            {previous ? (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                title={fill(c.undoHint, { version: previous.version })}
                onClick={() => restoreTo(previous.version)}
              >
                <Undo2 className="h-4 w-4" aria-hidden="true" /> {c.undo}
              </Button>
            ) : null}
          </div>
          {versions.isPending ? (
            <Spinner label={c.historyTitle} />
          ) : versions.isError ? (
            <p className="mt-2 text-sm text-red-800" role="alert">
              {errorMessage(versions.error)}
            </p>
          ) : list.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{c.historyEmpty}</p>
          ) : (
            <ol className="mt-2 max-h-72 space-y-1.5 overflow-y-auto" data-testid="change-history">
              {list.map((v, i) => (
                <li
                  key={v.version}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">
                      {fill(c.version, { version: v.version })}
                      {i === 0 ? (
                        <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                          {c.current}
                        </span>
                      ) : null}
                    </p>
                    <p className="break-words text-stone-700">{versionText(v)}</p>
                    <p className="text-xs text-stone-600">
                      <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
                    </p>
                  </div>
                  {i > 0 ? (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={fill(c.restoreLabel, { version: v.version })}
                      onClick={() => restoreTo(v.version)}
                    >
                      {c.restore}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </PanelCard>
  );
}
