import { Palette } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../contracts/messages.ts';
import {
  CUSTOM_CSS_MAX_LENGTH,
  type Design,
  type DesignInput,
  LAYOUT_LABELS,
  LAYOUTS,
  type Layout,
  THEME_LABELS,
  THEMES,
  type Theme,
} from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { PanelCard } from '../../../components/ui/panel-card.tsx';
import { useSaveDesign } from '../api/save-design.ts';
import { toastError } from '../toast-error.ts';

const select =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

const PREVIEW_THEME: Record<
  Theme,
  { bg: string; fg: string; card: string; radius: string; font: string }
> = {
  modern: { bg: '#fafaf9', fg: '#1c1917', card: '#ffffff', radius: '12px', font: 'inherit' },
  minimal: { bg: '#ffffff', fg: '#111827', card: '#ffffff', radius: '3px', font: 'inherit' },
  classic: { bg: '#f8f5ef', fg: '#292524', card: '#fffdf8', radius: '5px', font: 'Georgia, serif' },
  dark: { bg: '#0c0a09', fg: '#f5f5f4', card: '#1c1917', radius: '10px', font: 'inherit' },
};

/** A miniature of the public page with the chosen colours, theme and layout. */
function DesignPreview({ design }: { design: DesignInput }) {
  const t = PREVIEW_THEME[design.theme];
  const blocks = design.layout === 'dashboard' ? 4 : 3;
  const grid =
    design.layout === 'sidebar'
      ? { display: 'grid', gridTemplateColumns: '30% 1fr', gap: 6 }
      : design.layout === 'flex'
        ? { display: 'flex', flexWrap: 'wrap' as const, gap: 6 }
        : {
            display: 'grid',
            gridTemplateColumns:
              design.layout === 'dashboard' ? 'repeat(4, 1fr)' : 'repeat(2, 1fr)',
            gap: 6,
          };
  return (
    <div
      aria-label="Vista previa del diseño"
      role="img"
      className="overflow-hidden border border-stone-200"
      style={{ background: t.bg, color: t.fg, borderRadius: t.radius, fontFamily: t.font }}
    >
      <div
        className="px-3 py-3 text-sm font-semibold text-white"
        style={{
          background: `linear-gradient(135deg, ${design.primaryColor}, ${design.secondaryColor})`,
        }}
      >
        Tu proyecto
      </div>
      <div className="p-3" style={grid}>
        {Array.from({ length: blocks }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            key={i}
            className="h-8"
            style={{
              background: t.card,
              borderRadius: t.radius,
              border: `1px solid ${i === 0 ? design.primaryColor : 'rgba(120,113,108,0.25)'}`,
              flex: design.layout === 'flex' ? '1 1 40%' : undefined,
            }}
          />
        ))}
      </div>
    </div>
  );
}

export function DesignCard({ projectId, design }: { projectId: string; design: Design }) {
  const save = useSaveDesign(projectId);
  const [draft, setDraft] = useState<DesignInput>(design);
  const ids = {
    primary: useId(),
    secondary: useId(),
    theme: useId(),
    layout: useId(),
    css: useId(),
  };
  useEffect(() => setDraft(design), [design]);
  const set = <K extends keyof DesignInput>(key: K, value: DesignInput[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        primaryColor: draft.primaryColor,
        secondaryColor: draft.secondaryColor,
        theme: draft.theme,
        layout: draft.layout,
        customCss: draft.customCss,
      },
      {
        onSuccess: () => toast.success(messages.controlPanel.designSaved),
        onError: (err) => toastError(messages.controlPanel.designError, err),
      },
    );
  };

  return (
    <PanelCard
      icon={Palette}
      title="Personalizar Diseño"
      badge={
        <span className="text-xs font-medium text-stone-600">
          {design.status === 'active' ? 'Personalizado' : 'Predeterminado'}
        </span>
      }
    >
      <form onSubmit={onSubmit} className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <ColorField
            id={ids.primary}
            label="Color primario"
            value={draft.primaryColor}
            onChange={(v) => set('primaryColor', v)}
          />
          <ColorField
            id={ids.secondary}
            label="Color secundario"
            value={draft.secondaryColor}
            onChange={(v) => set('secondaryColor', v)}
          />
          <div className="space-y-1">
            <label htmlFor={ids.theme} className="text-sm font-medium text-stone-800">
              Tema
            </label>
            <select
              id={ids.theme}
              className={select}
              value={draft.theme}
              onChange={(e) => set('theme', e.target.value as Theme)}
            >
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {THEME_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={ids.layout} className="text-sm font-medium text-stone-800">
              Diseño
            </label>
            <select
              id={ids.layout}
              className={select}
              value={draft.layout}
              onChange={(e) => set('layout', e.target.value as Layout)}
            >
              {LAYOUTS.map((l) => (
                <option key={l} value={l}>
                  {LAYOUT_LABELS[l]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <DesignPreview design={draft} />
        <div className="space-y-1">
          <label htmlFor={ids.css} className="text-sm font-medium text-stone-800">
            CSS personalizado
          </label>
          <Textarea
            id={ids.css}
            rows={4}
            value={draft.customCss}
            maxLength={CUSTOM_CSS_MAX_LENGTH}
            onChange={(e) => set('customCss', e.target.value)}
            placeholder="h1 { letter-spacing: -0.02em; }"
            className="font-mono text-xs"
            spellCheck={false}
          />
          <p className="text-xs text-stone-600">
            Se aplica solo a tu página pública. Por seguridad se ignoran @import, url() externas y
            scripts.
          </p>
        </div>
        <Button type="submit" disabled={save.isPending} className="w-full">
          {save.isPending ? 'Guardando…' : 'Guardar diseño'}
        </Button>
      </form>
    </PanelCard>
  );
}

function ColorField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <input
        id={props.id}
        type="color"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="h-10 w-full cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
      />
    </div>
  );
}
