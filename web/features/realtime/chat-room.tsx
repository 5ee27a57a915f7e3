import { MessageCircle, Send, Users } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CHAT_MAX_LENGTH, type ChatMessage } from '../../../contracts/realtime.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { RealtimeClosedError, type RealtimeStatus } from '../../lib/realtime-client.ts';
import { useRecentMessages } from './api.ts';
import { useRealtimeChannel } from './use-realtime-channel.ts';

// Colours come from the page's --d-* variables (the demo's light/dark theme).

export const STATUS_LABELS: Record<RealtimeStatus, string> = {
  disconnected: 'Desconectado',
  connecting: 'Conectando…',
  connected: 'Conectado',
  subscribed: 'En la sala',
};

export function StatusDot({ status }: { status: RealtimeStatus }) {
  return (
    <span
      className={cn(
        'inline-block h-2.5 w-2.5 rounded-full',
        status === 'subscribed' && 'bg-emerald-500',
        status === 'connected' && 'bg-amber-500',
        status === 'connecting' && 'animate-pulse bg-amber-400',
        status === 'disconnected' && 'bg-stone-400',
      )}
      aria-hidden="true"
    />
  );
}

export function ChatRoom({ channel, userId }: { channel: string; userId: string }) {
  const history = useRecentMessages(channel);
  const live = useRealtimeChannel(channel);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  // After a reconnect (another instance, a network drop) reload the history, so messages
  // sent while this browser was away appear too.
  const subscribedBefore = useRef(false);
  const refetchHistory = history.refetch;
  useEffect(() => {
    if (live.status !== 'subscribed') return;
    if (subscribedBefore.current) void refetchHistory();
    subscribedBefore.current = true;
  }, [live.status, refetchHistory]);

  const all = useMemo(() => {
    const seen = new Set<string>();
    const merged: ChatMessage[] = [];
    for (const m of [...(history.data?.messages ?? []), ...live.messages]) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      merged.push(m);
    }
    return merged;
  }, [history.data, live.messages]);

  useEffect(() => {
    const el = listRef.current;
    if (el && all.length > 0) el.scrollTop = el.scrollHeight;
  }, [all.length]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setSending(true);
    try {
      await live.publish(value);
      setText('');
    } catch (error) {
      toast.error(
        error instanceof RealtimeClosedError
          ? 'No se pudo enviar: se ha perdido la conexión. Reintentando…'
          : (error as Error).message,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-2 font-medium" data-testid="realtime-status">
          <StatusDot status={live.status} />
          {STATUS_LABELS[live.status]}
        </span>
        <span className="inline-flex items-center gap-1.5 text-(--d-muted)">
          <Users className="h-4 w-4" aria-hidden="true" />
          {live.users.length === 1
            ? '1 persona en la sala'
            : `${live.users.length} personas en la sala`}
        </span>
      </div>
      {live.users.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Personas en la sala">
          {live.users.map((u) => (
            <li
              key={u.userId}
              className="rounded-full border border-(--d-border) px-2.5 py-0.5 text-xs text-(--d-muted)"
            >
              {u.metadata.displayName}
              {u.userId === userId ? ' (tú)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <ol
        ref={listRef}
        className="min-h-48 flex-1 space-y-2 overflow-y-auto rounded-xl border border-(--d-border) bg-(--d-bg) p-3"
        aria-label="Mensajes de la sala"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable log must be reachable by keyboard.
        tabIndex={0}
      >
        {all.length === 0 ? (
          <li className="flex h-full flex-col items-center justify-center gap-2 py-8 text-center text-sm text-(--d-muted)">
            <MessageCircle className="h-6 w-6" aria-hidden="true" />
            Aún no hay mensajes. ¡Saluda a la sala!
          </li>
        ) : (
          all.map((m) => {
            const mine = m.userId === userId;
            return (
              <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                <span className="text-xs text-(--d-muted)">
                  {mine ? 'Tú' : m.metadata.displayName} · {formatDateTime(m.timestamp)}
                </span>
                <span
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3 py-1.5 text-sm break-words',
                    mine
                      ? 'bg-brand-700 text-white'
                      : 'border border-(--d-border) bg-(--d-surface)',
                  )}
                >
                  {m.data.text}
                </span>
              </li>
            );
          })
        )}
      </ol>
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor="chat-text" className="sr-only">
          Mensaje para la sala
        </label>
        <input
          id="chat-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={CHAT_MAX_LENGTH}
          placeholder="Escribe un mensaje…"
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-lg border border-(--d-border) bg-(--d-surface) px-3 text-sm text-(--d-text) placeholder:text-(--d-muted) focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit" disabled={sending || !text.trim()} aria-label="Enviar mensaje">
          <Send className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Enviar</span>
        </Button>
      </form>
    </div>
  );
}
