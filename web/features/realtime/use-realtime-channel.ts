import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, PresenceUser } from '../../../contracts/realtime.ts';
import { RealtimeChannel, type RealtimeStatus } from '../../lib/realtime-client.ts';

/** Joins `channel` while mounted: status, live messages, presence and a publish function. */
export function useRealtimeChannel(
  channel: string,
  opts: { onError?: (error: string) => void } = {},
) {
  const [status, setStatus] = useState<RealtimeStatus>('disconnected');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [users, setUsers] = useState<PresenceUser[]>([]);
  const ref = useRef<RealtimeChannel | null>(null);
  const onError = useRef(opts.onError);
  onError.current = opts.onError;

  useEffect(() => {
    const client = new RealtimeChannel(channel, {
      onStatus: setStatus,
      onMessage: (m) =>
        setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m].slice(-200))),
      onPresence: setUsers,
      onError: (e) => onError.current?.(e),
    });
    ref.current = client;
    client.subscribe();
    return () => {
      client.close();
      ref.current = null;
    };
  }, [channel]);

  const publish = useCallback((text: string) => {
    if (!ref.current) return Promise.reject(new Error('connection closed'));
    return ref.current.publish(text);
  }, []);
  const ping = useCallback(() => {
    if (!ref.current) return Promise.reject(new Error('connection closed'));
    return ref.current.ping();
  }, []);

  return { status, messages, users, publish, ping };
}
