import {
  Briefcase,
  CheckCircle2,
  Circle,
  Code2,
  FileText,
  Gamepad2,
  GraduationCap,
  HeartPulse,
  Home,
  Image as ImageIcon,
  Leaf,
  ListChecks,
  Loader2,
  type LucideIcon,
  Palette,
  Paperclip,
  PenLine,
  Plane,
  Rocket,
  Sparkles,
  Wallet,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  type AttachedFile,
  type ConceptDraft,
  GENERATION_STAGES,
  type GenerationStage,
  IDEA_CATEGORIES,
  PROMPT_MAX_LENGTH,
  promptFromTemplate,
  type Template,
} from '../../../../contracts/builder.ts';
import { messages } from '../../../../contracts/messages.ts';
import type { GeneratedProject } from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { PlansLink } from '../../../components/ui/plans-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMb } from '../../../lib/format.ts';
import { isPlanLimit, planLimitToast } from '../../../lib/limits.ts';
import { streamGeneration, useInvalidateBuilder, useTemplates } from '../api.ts';
import { ConceptDraftCard } from './concept-draft-card.tsx';
import { ProjectResultCard } from './project-result-card.tsx';

const CATEGORY_ICONS: Record<(typeof IDEA_CATEGORIES)[number]['id'], LucideIcon> = {
  crm: Briefcase,
  'dev-productivity': Code2,
  education: GraduationCap,
  content: PenLine,
  'personal-finance': Wallet,
  health: HeartPulse,
  productivity: ListChecks,
  travel: Plane,
  entertainment: Gamepad2,
  environment: Leaf,
  home: Home,
  creative: Palette,
};

const HIGHLIGHTS = [
  {
    icon: Sparkles,
    title: 'Concepto completo',
    text: 'Nombre, categoría, funcionalidades, stack e historias de usuario.',
  },
  {
    icon: FileText,
    title: 'Especificación técnica',
    text: 'Un documento en Markdown con arquitectura, datos y riesgos.',
  },
  {
    icon: Rocket,
    title: 'Publicado al instante',
    text: 'Tu proyecto recibe una URL pública en /proyectos.',
  },
  {
    icon: ImageIcon,
    title: 'Vista previa',
    text: 'Una maqueta visual de la app con la paleta de su categoría.',
  },
];

type RunState =
  | { kind: 'idle' }
  | { kind: 'running'; reached: GenerationStage[]; draft?: ConceptDraft }
  | { kind: 'done'; project: GeneratedProject; reached: GenerationStage[] }
  | { kind: 'error'; message: string; reached: GenerationStage[]; limit: boolean };

export function CreatePanel({
  prompt,
  onPromptChange,
  attachments,
  onDetach,
  onGenerated,
  onNavigate,
}: {
  prompt: string;
  onPromptChange: (value: string) => void;
  attachments: AttachedFile[];
  onDetach: (id: string) => void;
  onGenerated: () => void;
  onNavigate?: () => void;
}) {
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const textareaId = useId();
  const templates = useTemplates();
  const invalidate = useInvalidateBuilder();
  const running = run.kind === 'running';
  const blank = prompt.trim().length === 0;
  // Leaving the panel (closing the builder, navigating away) cancels the model request.
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const fillPrompt = (text: string) => {
    onPromptChange(text);
    document.getElementById(textareaId)?.focus();
  };

  const generate = async () => {
    if (blank || running) return;
    const reached: GenerationStage[] = [];
    let draft: ConceptDraft | undefined;
    const controller = new AbortController();
    inFlight.current = controller;
    setRun({ kind: 'running', reached: [] });
    try {
      const project = await streamGeneration(
        { prompt, fileIds: attachments.map((a) => a.id) },
        (line) => {
          if (line.type === 'progress') {
            reached.push(line.stage);
            setRun({ kind: 'running', reached: [...reached], draft });
          } else if (line.type === 'partial') {
            // A model is writing the concept: the card fills in as it goes.
            draft = line.concept;
            setRun({ kind: 'running', reached: [...reached], draft });
          }
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setRun({ kind: 'done', project, reached: [...reached] });
      onGenerated();
      await invalidate();
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = errorMessage(error, messages.builder.generationDefaultError);
      toast.error(message, planLimitToast(error));
      setRun({ kind: 'error', message, reached: [...reached], limit: isPlanLimit(error) });
    }
  };

  return (
    <div className="space-y-8">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void generate();
        }}
      >
        <label htmlFor={textareaId} className="block text-base font-semibold text-stone-900">
          Describe tu idea de app
        </label>
        <Textarea
          id={textareaId}
          value={prompt}
          onChange={(e) => onPromptChange(e.target.value)}
          rows={5}
          maxLength={PROMPT_MAX_LENGTH}
          placeholder="Por ejemplo: una app para que los gimnasios de barrio gestionen socios, clases y pagos mensuales…"
          className="min-h-32 resize-y text-base"
          disabled={running}
        />
        {attachments.length > 0 ? (
          <ul aria-label="Archivos adjuntos a la generación" className="flex flex-wrap gap-2">
            {attachments.map((a) => (
              <li
                key={a.id}
                className="inline-flex items-center gap-1.5 rounded-full border border-stone-200 bg-stone-50 py-1 pr-1 pl-3 text-sm text-stone-800"
              >
                <Paperclip className="h-3.5 w-3.5" aria-hidden="true" />
                {a.originalName} <span className="text-stone-500">({formatMb(a.fileSize)})</span>
                <button
                  type="button"
                  onClick={() => onDetach(a.id)}
                  disabled={running}
                  className="rounded-full p-1 text-stone-600 hover:bg-stone-200"
                  aria-label={`Quitar ${a.originalName}`}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={blank || running}>
            {running ? (
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles className="h-5 w-5" aria-hidden="true" />
            )}
            {running ? 'Generando…' : 'Generar'}
          </Button>
          <span className="text-sm text-stone-600">
            Tarda unos segundos. Se guarda en tus proyectos y se publica en su página pública.
          </span>
        </div>
      </form>

      {run.kind !== 'idle' ? (
        <ProgressList
          reached={run.reached}
          failed={run.kind === 'error'}
          complete={run.kind === 'done'}
        />
      ) : null}
      {run.kind === 'error' ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p>{run.message}</p>
          {run.limit ? <PlansLink onClick={onNavigate} /> : null}
        </div>
      ) : null}
      {run.kind === 'running' && run.draft ? <ConceptDraftCard draft={run.draft} /> : null}
      {run.kind === 'done' ? (
        <ProjectResultCard project={run.project} onNavigate={onNavigate} />
      ) : null}

      <section aria-labelledby="categorias-ideas">
        <h3 id="categorias-ideas" className="text-sm font-semibold text-stone-900">
          ¿Sin ideas? Empieza por una categoría
        </h3>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {IDEA_CATEGORIES.map((c) => {
            const Icon = CATEGORY_ICONS[c.id];
            return (
              <button
                key={c.id}
                type="button"
                disabled={running}
                onClick={() => fillPrompt(c.idea)}
                className="flex items-center gap-2 rounded-xl border border-stone-200 bg-white px-3 py-2.5 text-left text-sm font-medium text-stone-800 transition-colors hover:border-brand-300 hover:bg-brand-50 disabled:opacity-50"
              >
                <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {c.label}
              </button>
            );
          })}
        </div>
      </section>

      <section aria-label="Qué obtienes" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {HIGHLIGHTS.map((h) => (
          <div key={h.title} className="rounded-xl bg-stone-50 p-4">
            <h.icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
            <h3 className="mt-2 text-sm font-semibold text-stone-900">{h.title}</h3>
            <p className="mt-1 text-sm text-stone-700">{h.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="plantillas-crear">
        <h3 id="plantillas-crear" className="text-sm font-semibold text-stone-900">
          Parte de una plantilla
        </h3>
        {templates.isError ? (
          <p className="mt-2 text-sm text-red-700">No se pudieron cargar las plantillas.</p>
        ) : null}
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(templates.data ?? []).slice(0, 6).map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              disabled={running}
              onUse={() => fillPrompt(promptFromTemplate(t))}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

export function TemplateCard({
  template,
  onUse,
  disabled,
}: {
  template: Template;
  onUse: () => void;
  disabled?: boolean;
}) {
  return (
    <div
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-4"
      data-testid="template-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold text-stone-900">{template.name}</h4>
        {template.isFeatured ? (
          <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">
            Destacada
          </span>
        ) : null}
      </div>
      <p className="mt-1 line-clamp-3 flex-1 text-sm text-stone-700">{template.description}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3 self-start"
        onClick={onUse}
        disabled={disabled}
        aria-label={`Usar la plantilla ${template.name}`}
      >
        Usar plantilla
      </Button>
    </div>
  );
}

function ProgressList({
  reached,
  failed,
  complete,
}: {
  reached: GenerationStage[];
  failed: boolean;
  complete: boolean;
}) {
  const current = reached.length - 1;
  return (
    <div
      className="rounded-xl border border-stone-200 bg-white p-4"
      data-testid="generation-progress"
    >
      <p className="sr-only" role="status" aria-live="polite">
        {complete
          ? 'Generación completada'
          : reached.length > 0
            ? GENERATION_STAGES[current]?.message
            : 'Empezando la generación…'}
      </p>
      <ol className="space-y-2">
        {GENERATION_STAGES.map((s, i) => {
          const done = i < current || (complete && i === current);
          const active = i === current && !failed && !complete;
          const broken = i === current && failed;
          const pending = i > current;
          return (
            <li
              key={s.stage}
              data-stage={s.stage}
              data-state={pending ? 'pending' : active ? 'active' : broken ? 'failed' : 'done'}
              className={cn(
                'flex items-center gap-2 text-sm',
                pending ? 'text-stone-500' : broken ? 'text-red-700' : 'text-stone-900',
              )}
            >
              {active ? (
                <Loader2 className="h-4 w-4 animate-spin text-brand-700" aria-hidden="true" />
              ) : done ? (
                <CheckCircle2 className="h-4 w-4 text-green-700" aria-hidden="true" />
              ) : broken ? (
                <X className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Circle className="h-4 w-4" aria-hidden="true" />
              )}
              {s.message}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
