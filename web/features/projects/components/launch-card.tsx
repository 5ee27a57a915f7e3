import { Globe } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../contracts/messages.ts';
import type { DomainType, LaunchState } from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { PanelCard } from '../../../components/ui/panel-card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSaveLaunchConfig } from '../api/save-launch-config.ts';
import { toastError } from '../toast-error.ts';

export function LaunchBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800',
      )}
    >
      {active ? 'Activa' : 'Sin Lanzar'}
    </span>
  );
}

/** "Lanzar App": subdomain or custom domain; the custom one applies only with type custom and a value. */
export function LaunchCard({
  projectId,
  launch,
  disabled,
}: {
  projectId: string;
  launch: LaunchState;
  disabled: boolean;
}) {
  const save = useSaveLaunchConfig(projectId);
  const [domain, setDomain] = useState<DomainType>(launch.domain);
  const [customDomain, setCustomDomain] = useState(launch.customDomain ?? '');
  const domainId = useId();
  useEffect(() => {
    setDomain(launch.domain);
    setCustomDomain(launch.customDomain ?? '');
  }, [launch.domain, launch.customDomain]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { domain, customDomain: domain === 'custom' ? customDomain.trim() : undefined },
      {
        onSuccess: () => toast.success(messages.controlPanel.launchSuccess),
        onError: (err) => toastError(messages.controlPanel.launchError, err),
      },
    );
  };

  return (
    <PanelCard
      icon={Globe}
      title="Lanzar App"
      badge={<LaunchBadge active={launch.status === 'active'} />}
    >
      <form onSubmit={onSubmit} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">Tipo de dominio</legend>
          {(['subdomain', 'custom'] as const).map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={`dominio-${projectId}`}
                value={d}
                checked={domain === d}
                onChange={() => setDomain(d)}
                className="accent-brand-700"
              />
              {d === 'subdomain' ? 'Ruta de la plataforma (/proyectos/…)' : 'Dominio personalizado'}
            </label>
          ))}
        </fieldset>
        {domain === 'custom' ? (
          <div className="space-y-1">
            <label htmlFor={domainId} className="text-sm font-medium text-stone-800">
              Dominio
            </label>
            <Input
              id={domainId}
              value={customDomain}
              onChange={(e) => setCustomDomain(e.target.value)}
              placeholder="app.midominio.com"
              inputMode="url"
            />
            <p className="text-xs text-stone-600">
              Apunta el DNS de tu dominio a este servidor. Sin dominio se usará la ruta de la
              plataforma.
            </p>
          </div>
        ) : null}
        {launch.absoluteUrl ? (
          <p className="text-xs break-all text-stone-600">URL activa: {launch.absoluteUrl}</p>
        ) : null}
        <Button type="submit" disabled={save.isPending || disabled} className="w-full">
          {save.isPending
            ? 'Lanzando…'
            : launch.status === 'active'
              ? 'Actualizar lanzamiento'
              : 'Lanzar App'}
        </Button>
      </form>
    </PanelCard>
  );
}
