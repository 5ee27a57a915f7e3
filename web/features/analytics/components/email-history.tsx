import { Mail } from 'lucide-react';
import { messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useEmailHistory } from '../api.ts';

const STATUS = {
  sent: { label: 'Enviado', className: 'bg-green-50 text-green-800 border-green-200' },
  failed: { label: 'Fallido', className: 'bg-red-50 text-red-800 border-red-200' },
  sending: { label: 'Enviando', className: 'bg-amber-50 text-amber-900 border-amber-200' },
} as const;

/** "Historial de envíos": the project's outbound emails (POST /api/notifications/…/email). */
export function EmailHistory({ projectId }: { projectId: string }) {
  const history = useEmailHistory(projectId);
  return (
    <Card className="space-y-4 p-5">
      <h3 className="flex items-center gap-2 text-base font-semibold text-stone-950">
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Mail className="h-4 w-4" aria-hidden="true" />
        </span>
        Historial de envíos
      </h3>
      {history.isPending ? (
        <Spinner label="Cargando el historial…" />
      ) : history.isError ? (
        <div role="alert">
          <p className="font-medium text-red-800">{messages.notifications.historyError}</p>
          <Button variant="outline" className="mt-3" onClick={() => history.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-stone-600">
          Todavía no has enviado correos desde este proyecto. Cada envío con{' '}
          <code className="text-xs">POST /api/notifications/{'{projectId}'}/email</code> aparece
          aquí y usa un crédito de integración.
        </p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {history.data.map((e) => (
            <li
              key={e.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900">{e.subject}</p>
                <p className="truncate text-stone-600">
                  Para {e.recipients.join(', ')} · {formatDateTime(e.createdAt)}
                </p>
              </div>
              <span
                className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS[e.status].className}`}
              >
                {STATUS[e.status].label}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
