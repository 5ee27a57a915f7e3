import { History, LogIn, Sparkles, Upload } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AttachedFile } from '../../../../contracts/builder.ts';
import { messages } from '../../../../contracts/messages.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../lib/session.ts';
import { CreatePanel } from './create-panel.tsx';
import { ProjectBrowser, type ProjectsPane } from './project-browser.tsx';
import { UploadPanel } from './upload-panel.tsx';

const tabTrigger =
  'inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-stone-700 hover:text-stone-950 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

type Tab = 'crear' | 'subir' | 'historial';

/**
 * The builder: /create and the landing modal render this same component.
 * `returnTo` is where sign-in brings a signed-out visitor back to.
 */
export function BuilderWorkspace({
  returnTo,
  onNavigate,
  projectsPane,
}: {
  returnTo: string;
  onNavigate?: () => void;
  /** The user's projects in the Historial tab, from the projects feature. */
  projectsPane: ProjectsPane;
}) {
  const { data: me, isLoading } = useMe();
  const [tab, setTab] = useState<Tab>('crear');
  const [prompt, setPrompt] = useState('');
  // Files uploaded in this session are attached to the next generation, then cleared.
  const [uploads, setUploads] = useState<AttachedFile[]>([]);
  const [attached, setAttached] = useState<AttachedFile[]>([]);

  if (isLoading) return <PageSpinner />;
  if (!me) return <SignInPrompt returnTo={returnTo} />;

  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <Tabs.List
        aria-label="Constructor"
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        <Tabs.Trigger value="crear" className={tabTrigger}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> Crear
        </Tabs.Trigger>
        <Tabs.Trigger value="subir" className={tabTrigger}>
          <Upload className="h-4 w-4" aria-hidden="true" /> Subir
          {attached.length > 0 ? (
            <span className="rounded-full bg-brand-100 px-1.5 text-xs text-brand-900">
              {attached.length}
            </span>
          ) : null}
        </Tabs.Trigger>
        <Tabs.Trigger value="historial" className={tabTrigger}>
          <History className="h-4 w-4" aria-hidden="true" /> Historial
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="crear" className="pt-6">
        <CreatePanel
          prompt={prompt}
          onPromptChange={setPrompt}
          attachments={attached}
          onDetach={(id) => setAttached((list) => list.filter((f) => f.id !== id))}
          onGenerated={() => setAttached([])}
          onNavigate={onNavigate}
        />
      </Tabs.Content>
      <Tabs.Content value="subir" className="pt-6">
        <UploadPanel
          files={uploads}
          onUploaded={(file) => {
            setUploads((list) => [file, ...list]);
            setAttached((list) => [...list, file]);
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="historial" className="pt-6">
        <ProjectBrowser
          projectsPane={projectsPane}
          onNavigate={onNavigate}
          onUseTemplate={(text) => {
            setPrompt(text);
            setTab('crear');
          }}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function SignInPrompt({ returnTo }: { returnTo: string }) {
  return (
    <div
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center"
      data-testid="builder-sign-in"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
        <LogIn className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-bold tracking-tight text-stone-950">
        {messages.builderFlow.signInToCreate}
      </h2>
      <p className="text-stone-700">{messages.builderFlow.signInToCreateHint}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to={`/login?redirect=${encodeURIComponent(returnTo)}`}
          className={buttonClass('primary', 'lg')}
        >
          Iniciar sesión
        </Link>
        <Link
          to={`/registro?redirect=${encodeURIComponent(returnTo)}`}
          className={buttonClass('outline', 'lg')}
        >
          Crear una cuenta
        </Link>
      </div>
    </div>
  );
}
