import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import {
  DEMO_CREDITS_PRICE_ID,
  DEMO_HEALTH_POLL_MS,
  DEMO_PURCHASE_CREDITS,
  type DemoCheckoutView,
  type DemoFile,
  type DemoHealth,
  type DemoNote,
  type DemoScrape,
  type DemoSeedResponse,
  type NoteStreamLine,
} from '../../../contracts/demo.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { postNdjson } from '../../lib/ndjson.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

const keys = {
  health: ['demo', 'health'] as const,
  credits: ['demo', 'credits'] as const,
  notes: ['demo', 'notes'] as const,
  files: ['demo', 'files'] as const,
  scrapes: ['demo', 'scrapes'] as const,
  checkout: (id: string) => ['demo', 'checkout', id] as const,
};

/** Polled every 30 s (docs/product-spec.md §9); a failure is the error state, not a toast. */
export function useDemoHealth(opts: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: keys.health,
    queryFn: async () => {
      const res = await fetch('/api/functions/demo-health', {
        headers: { accept: 'application/json' },
      });
      const body = (await res.json().catch(() => null)) as DemoHealth | null;
      if (!res.ok || !body || body.status !== 'ok') throw new Error('health check failed');
      return body;
    },
    refetchInterval: opts.poll === false ? false : DEMO_HEALTH_POLL_MS,
    retry: false,
  });
}

export function useSeedDemo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<DemoSeedResponse>('/api/functions/demo-seed', {
        method: 'POST',
        json: {},
      }),
    onSuccess: async (data) => {
      qc.setQueryData(keys.credits, { credits: data.credits });
      // The list may still be on its first read, begun before the seed wrote the welcome
      // note: invalidating would join that read (a query with no data yet is not refetched
      // while it loads) and keep its empty answer, so it is cancelled and read again.
      await qc.cancelQueries({ queryKey: keys.notes });
      await qc.invalidateQueries({ queryKey: keys.notes });
    },
  });
}

export function useDemoCredits() {
  return useQuery({
    queryKey: keys.credits,
    queryFn: () => apiFetch<{ credits: number }>('/api/demo/credits', { toastOnError: true }),
  });
}

// ---------------------------------------------------------------- notes

export function useDemoNotes() {
  return useQuery({
    queryKey: keys.notes,
    queryFn: () => apiFetch<{ notes: DemoNote[] }>('/api/demo/notes', { toastOnError: true }),
  });
}

/** Generates a note and exposes its text as it streams in. */
export function useGenerateNote() {
  const qc = useQueryClient();
  const [output, setOutput] = useState('');
  const [running, setRunning] = useState(false);

  const generate = useCallback(
    async (text: string): Promise<boolean> => {
      setRunning(true);
      setOutput('');
      try {
        let ok = false;
        try {
          await postNdjson<NoteStreamLine>(
            '/api/demo/notes',
            { text },
            (line) => {
              if (line.type === 'start') qc.setQueryData(keys.credits, { credits: line.credits });
              if (line.type === 'delta') setOutput((o) => o + line.text);
              if (line.type === 'reset') setOutput('');
              if (line.type === 'done') {
                qc.setQueryData(keys.credits, { credits: line.credits });
                ok = true;
              }
              if (line.type === 'error') {
                qc.setQueryData(keys.credits, { credits: line.credits });
                toast.error(line.message || messages.demo.noteError);
              }
            },
            { errorMessage: (m) => m ?? messages.demo.noteError },
          );
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          // A refused request says why (402: no credits left); a failed one that it failed.
          toast.error(error.status === 0 ? messages.demo.noteError : error.message);
          if (error.status === 402) qc.setQueryData(keys.credits, { credits: 0 });
          return false;
        }
        if (ok) {
          toast.success(messages.demo.noteGenerated);
          // The saved note now heads the list; the live preview has done its job.
          setOutput('');
        } else void qc.invalidateQueries({ queryKey: keys.credits });
        return ok;
      } catch {
        toast.error(messages.demo.noteError);
        void qc.invalidateQueries({ queryKey: keys.credits });
        return false;
      } finally {
        setRunning(false);
        void qc.invalidateQueries({ queryKey: keys.notes });
      }
    },
    [qc],
  );
  return { generate, output, running };
}

export function useDeleteNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/demo/notes/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => toast.success(messages.demoFlow.noteDeleted),
    onError: (e) =>
      toast.error(
        e instanceof ApiError && e.status !== 500 ? e.message : messages.demo.deleteError,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.notes }),
  });
}

// ---------------------------------------------------------------- files

export function useDemoFiles() {
  return useQuery({
    queryKey: keys.files,
    queryFn: () => apiFetch<{ files: DemoFile[] }>('/api/demo/files', { toastOnError: true }),
  });
}

/** Uploads with XMLHttpRequest, the one browser API that reports upload progress. */
export async function uploadDemoFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<DemoFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await uploadWithProgress<{ file: DemoFile }>('/api/demo/files', form, onProgress, {
    fallbackMessage: messages.demo.uploadError,
  });
  return body.file;
}

export function useUploadDemoFile() {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadDemoFile(file, setProgress);
    },
    onSuccess: () => toast.success(messages.demoFlow.fileUploaded),
    onError: (e) => toast.error(e.message || messages.demo.uploadError),
    onSettled: () => {
      setProgress(null);
      return qc.invalidateQueries({ queryKey: keys.files });
    },
  });
  return { ...mutation, progress };
}

export function useDeleteDemoFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/demo/files/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => toast.success(messages.demoFlow.fileDeleted),
    onError: (e) =>
      toast.error(
        e instanceof ApiError && e.status !== 500 ? e.message : messages.demo.deleteError,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.files }),
  });
}

// ---------------------------------------------------------------- URL analysis

export function useDemoScrapes() {
  return useQuery({
    queryKey: keys.scrapes,
    queryFn: () => apiFetch<{ scrapes: DemoScrape[] }>('/api/demo/scrapes', { toastOnError: true }),
  });
}

export function useScrape() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      apiFetch<{ scrape: DemoScrape }>('/api/demo/scrape', {
        method: 'POST',
        json: { url },
      }),
    onSuccess: () => toast.success(messages.demo.siteAnalyzed),
    onError: (e) =>
      toast.error(e instanceof ApiError && e.status < 500 ? e.message : messages.demo.scrapeError),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.scrapes }),
  });
}

// ---------------------------------------------------------------- email, delete

export function useSendDemoEmail() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ success: boolean; to: string }>('/api/demo/send-email', {
        method: 'POST',
        json: {},
      }),
    onSuccess: (data) => {
      if (!data?.success) {
        toast.error(messages.demo.emailError);
        return;
      }
      toast.success(fill(messages.demoFlow.emailSent, { email: data.to }));
    },
    onError: (e) =>
      toast.error(e instanceof ApiError && e.status === 429 ? e.message : messages.demo.emailError),
  });
}

export function useDeleteDemoData() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ credits: number }>('/api/demo/delete-my-data', {
        method: 'POST',
        json: {},
      }),
    onSuccess: () => toast.success(messages.demo.dataDeleted),
    onError: () => toast.error(messages.demo.deleteError),
    onSettled: () =>
      qc
        .invalidateQueries({ queryKey: ['demo'] })
        .then(() => qc.invalidateQueries({ queryKey: ['realtime'] })),
  });
}

// ---------------------------------------------------------------- checkout

export function useStartDemoCheckout() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<{ url: string; promoCode: string }>('/api/functions/demo-stripe-checkout', {
        method: 'POST',
        // docs/product-spec.md §7's body; the server ignores metadata and decides the credits itself.
        json: {
          priceId: DEMO_CREDITS_PRICE_ID,
          successUrl: `${window.location.origin}/demo/app`,
          cancelUrl: `${window.location.origin}/demo/app`,
          metadata: { user_id: userId, credits: DEMO_PURCHASE_CREDITS },
        },
      }),
    onError: () => toast.error(messages.demo.checkoutError),
  });
}

export function useDemoCheckout(id: string | null) {
  return useQuery({
    queryKey: keys.checkout(id ?? ''),
    queryFn: () => apiFetch<DemoCheckoutView>(`/api/demo/checkout/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useFinishDemoCheckout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'complete' | 'cancel' }) =>
      apiFetch<{ credits: number; added: number } | undefined>(
        `/api/demo/checkout/${encodeURIComponent(id)}/${action}`,
        { method: 'POST', json: {}, toastOnError: true },
      ),
    onSuccess: (data, { action }) => {
      if (action === 'complete' && data) {
        qc.setQueryData(keys.credits, { credits: data.credits });
        toast.success(fill(messages.demoFlow.checkoutCompleted, { credits: data.added }));
      } else {
        toast.info(messages.demoFlow.checkoutCanceled);
      }
    },
    onSettled: (_d, _e, { id }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.credits }),
        qc.invalidateQueries({ queryKey: keys.checkout(id) }),
      ]),
  });
}
