import { Check, Loader2, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../../contracts/messages.ts';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../contracts/projects.ts';
import {
  normalizeManualSlug,
  SLUG_MAX_LENGTH,
  SLUG_MIN_CHECK_LENGTH,
  slugFromName,
} from '../../../../contracts/slug.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { checkSlugAvailability } from '../api/check-slug-availability.ts';
import { useCreateProject } from '../api/create-project.ts';
import { toastError } from '../toast-error.ts';

/** docs/product-spec.md §4: slug check states. */
type SlugState = 'unknown' | 'checking' | 'available' | 'taken';

function useSlugAvailability(slug: string): [SlugState, (s: SlugState) => void] {
  const [state, setState] = useState<SlugState>('unknown');
  useEffect(() => {
    if (slug.length < SLUG_MIN_CHECK_LENGTH) {
      setState('unknown');
      return;
    }
    setState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkSlugAvailability(slug, controller.signal)
        .then((r) => setState(r.available ? 'available' : 'taken'))
        .catch(() => {
          if (!controller.signal.aborted) setState('unknown');
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug]);
  return [state, setState];
}

export function NewProjectForm() {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [slugState, setSlugState] = useSlugAvailability(slug);
  const create = useCreateProject();
  const navigate = useNavigate();

  const onName = (value: string) => {
    setName(value);
    if (!slugEdited) setSlug(slugFromName(value).slice(0, SLUG_MAX_LENGTH));
  };
  const onSlug = (value: string) => {
    setSlugEdited(true);
    setSlug(normalizeManualSlug(value).slice(0, SLUG_MAX_LENGTH));
  };

  // docs/product-spec.md §5: disabled while either field is empty, while saving, or while the slug is taken.
  const disabled = !name.trim() || !slug || create.isPending || slugState === 'taken';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    create.mutate(
      { name: name.trim(), slug, description: description.trim() || undefined },
      {
        onSuccess: ({ project }) => {
          toast.success(messages.projects.created);
          navigate(`/proyecto/${encodeURIComponent(project.slug)}`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setSlugState('taken');
            toast.error(messages.validation.slugTaken);
          } else {
            toastError(messages.projects.createError, error);
          }
        },
      },
    );
  };

  const slugHint =
    slugState === 'checking' ? (
      <span className="inline-flex items-center gap-1.5">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Comprobando disponibilidad…
      </span>
    ) : slugState === 'available' ? (
      <span className="inline-flex items-center gap-1.5 text-emerald-800">
        <Check className="h-4 w-4" aria-hidden="true" /> Slug disponible
      </span>
    ) : (
      `Tu proyecto se publicará en /proyectos/${slug || 'tu-slug'}. Solo minúsculas, números y guiones.`
    );

  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <Field label="Nombre del proyecto">
        {(p) => (
          <Input
            {...p}
            value={name}
            onChange={(e) => onName(e.target.value)}
            maxLength={NAME_MAX_LENGTH}
            placeholder="Mi app de reservas"
            autoFocus
            required
          />
        )}
      </Field>
      <Field
        label="Slug"
        hint={slugHint}
        error={slugState === 'taken' ? messages.validation.slugTakenInline : null}
      >
        {(p) => (
          <div className="relative">
            <Input
              {...p}
              value={slug}
              onChange={(e) => onSlug(e.target.value)}
              maxLength={SLUG_MAX_LENGTH}
              placeholder="mi-app-de-reservas"
              required
              className="pr-9"
            />
            {slugState === 'taken' ? (
              <X
                className="absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-red-700"
                aria-hidden="true"
              />
            ) : null}
          </div>
        )}
      </Field>
      <Field label="Descripción (opcional)">
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={DESCRIPTION_MAX_LENGTH}
            placeholder="¿Qué problema resuelve tu app?"
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={disabled}>
          {create.isPending ? 'Creando…' : 'Crear proyecto'}
        </Button>
      </div>
    </form>
  );
}
