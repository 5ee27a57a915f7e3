import {
  ArrowLeft,
  CalendarDays,
  Columns3,
  Download,
  List,
  Lock,
  Plus,
  Radio,
  WandSparkles,
} from 'lucide-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  type AppEntity,
  type AppField,
  type AppInfo,
  type AppRecord,
  canCreate,
  canRead,
  managesAll,
  ownValue,
  type RecordRole,
  readScope,
  readsAll,
  recordAccess,
} from '../../../../contracts/app-definition.ts';
import { parseFileValue } from '../../../../contracts/app-files.ts';
import { appMessages } from '../../../../contracts/app-messages.ts';
import { fill, messages } from '../../../../contracts/messages.ts';
import { publicPath } from '../../../../contracts/projects.ts';
import { RecordCardBody } from '../../../../kit/screens/record-card.tsx';
import {
  RecordTotals as KitRecordTotals,
  RecordFields,
} from '../../../../kit/screens/record-detail.tsx';
import {
  RecordName as KitRecordName,
  RelatedRecords as KitRelatedRecords,
} from '../../../../kit/screens/related-records.tsx';
import {
  fieldsInTitle,
  namedBy,
  recordName,
  type TitleParts,
  titleParts,
} from '../../../../kit/titles.ts';
import { referrersOf } from '../../../../kit/totals.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, apiFetch, errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useServerStatus } from '../../../lib/server-state.ts';
import { useMe } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  csvHref,
  useAppEvents,
  useAppInfo,
  useDeleteRecord,
  useDeleteVisitorRecords,
  useRecord,
  useRecords,
  useRecordTotals,
  useSaveRecord,
} from '../api.ts';
import { appControlColors, appStyle, LIST_LAYOUT, surface } from '../theme.ts';
import { AppTabs } from './app-tabs.tsx';
import { RecordForm } from './record-form.tsx';

// Only the owner sees "Pide un cambio": visitors never download it.
// The CSV import, for the owner and equipo only.
const CsvImportButton = lazy(() =>
  import('./csv-import.tsx').then((m) => ({ default: m.CsvImportButton })),
);
// The board (its drag and drop and «Mover a…»), only when it is opened.
const BoardView = lazy(() => import('./board-view.tsx').then((m) => ({ default: m.BoardView })));
const ChangeCard = lazy(() => import('./change-card.tsx').then((m) => ({ default: m.ChangeCard })));

// The running app (issue 20) at /proyectos/{slug}/app: navigation between the entities,
// a list (search, filters, sort, more), detail, form, calendar and board, drawn with the
// project's design. Who may do what comes from the definition's rules; the server enforces
// the same ones. Sign-in and sign-up open in a dialog, so the visitor never leaves the app.

const r = appMessages.runtime;
export type AuthMode = 'sign-in' | 'sign-up';
export type RenderAuth = (props: {
  mode: AuthMode;
  onDone: () => void;
  onSwitch: (mode: AuthMode) => void;
  /** The app's name: the dialog speaks as the app. */
  appName: string;
}) => ReactNode;

type View = 'lista' | 'calendario' | 'tablero';

export function AppRuntime({ slug, renderAuth }: { slug: string; renderAuth: RenderAuth }) {
  const serverStatus = useServerStatus(useLocation().pathname);
  const info = useAppInfo(slug);
  useAppEvents(info.data?.projectId, slug);
  if (serverStatus === 404 && !info.data) return <AppMissing />;
  if (info.isPending) return <PageSpinner />;
  if (info.isError || !info.data) {
    const missing = info.error instanceof ApiError && info.error.status === 404;
    return (
      <div className="mx-auto max-w-lg px-4 py-20">
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-stone-900">
            {missing ? appMessages.errors.notFound : errorMessage(info.error)}
          </p>
        </Card>
      </div>
    );
  }
  return <AppShell app={info.data} renderAuth={renderAuth} />;
}

/** What the team bar says: the role, in the app's own words when it has them. */
function teamBar(app: AppInfo): string {
  const name =
    app.teamRole === 'equipo' ? app.definition.team?.equipoLabel : app.definition.team?.lectorLabel;
  if (name) return fill(app.teamRole === 'equipo' ? r.equipoBarNamed : r.lectorBarNamed, { name });
  return app.teamRole === 'equipo' ? r.equipoBar : r.lectorBar;
}

/**
 * A signed-in visitor whose email is not confirmed sees no `vinculada` record: this bar sends
 * the confirmation link (better-auth's, through the platform's mailer), which brings them back
 * here confirmed (decision 0245).
 */
function VerifyEmailBar({ appName, email }: { appName: string; email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setState('sending');
    setError(null);
    try {
      await apiFetch('/api/auth/send-verification-email', {
        method: 'POST',
        json: { email, callbackURL: `${window.location.pathname}${window.location.search}` },
      });
      setState('sent');
    } catch (e) {
      setError(errorMessage(e));
      setState('idle');
    }
  };
  return (
    <div
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
      style={surface}
      data-testid="verify-email"
      role="status"
    >
      <p>
        {state === 'sent'
          ? fill(r.verifySent, { email })
          : fill(r.verifyNeeded, { app: appName, email })}
        {error ? <span className="block text-red-700">{error}</span> : null}
      </p>
      {state === 'sent' ? null : (
        <Button size="sm" onClick={send} disabled={state === 'sending'}>
          {state === 'sending' ? r.verifySending : r.verifySend}
        </Button>
      )}
    </div>
  );
}

/** The app's initial, for its mark in the header: the first letter or digit of its name. */
function initialOf(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? '·').toLocaleUpperCase('es');
}

function AppMissing() {
  return (
    <div className="mx-auto max-w-lg px-4 py-20">
      <Card className="p-8 text-center" role="alert">
        <p className="font-medium text-stone-900">{appMessages.errors.notFound}</p>
      </Card>
    </div>
  );
}

function AppShell({ app, renderAuth }: { app: AppInfo; renderAuth: RenderAuth }) {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const [auth, setAuth] = useState<AuthMode | null>(null);
  // "Pide un cambio" opens on demand: the owner's app stays the app.
  const [askOpen, setAskOpen] = useState(false);
  useEffect(() => {
    document.title = app.name;
  }, [app.name]);
  // The sign-up dialog and the toasts are drawn outside the app's root: the document wears
  // the app's control colours while the app is open.
  useEffect(() => {
    const root = document.documentElement;
    const colors = appControlColors(app.design);
    for (const [name, value] of Object.entries(colors)) root.style.setProperty(name, value);
    root.setAttribute('data-app-chrome', '');
    return () => {
      for (const name of Object.keys(colors)) root.style.removeProperty(name);
      root.removeAttribute('data-app-chrome');
    };
  }, [app.design]);
  const role: RecordRole = app.isOwner
    ? 'owner'
    : (app.teamRole ?? (me.data ? 'visitor' : 'anonymous'));
  // A visitor sees the tabs they may read or send to (signed out: those they could once signed
  // in); the owner and the team see every one, the private ones marked (issue 41 §1).
  const usable = (e: AppEntity, who: RecordRole) => canRead(e, who) || canCreate(e, who);
  const entities = app.definition.navigation
    .map((key) => app.definition.entities.find((e) => e.key === key))
    .filter((e): e is AppEntity => Boolean(e))
    .filter(
      (e) => readsAll(role) || usable(e, role) || (role === 'anonymous' && usable(e, 'visitor')),
    );
  const isPrivate = (e: AppEntity) => readsAll(role) && !usable(e, 'visitor');
  const entity = entities.find((e) => e.key === params.get('seccion')) ?? entities[0];
  const go = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged);
  };
  return (
    <div
      className="flex min-h-screen flex-col"
      style={appStyle(app.design)}
      data-testid="app-runtime"
      data-app-chrome=""
    >
      <header
        className="px-4 pb-0 pt-5"
        style={{ background: 'var(--app-primary)', color: 'var(--app-on-primary)' }}
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="grid h-10 w-10 shrink-0 place-items-center rounded-xl border-2 text-lg font-extrabold"
              style={{ borderColor: 'currentColor' }}
            >
              {initialOf(app.name)}
            </span>
            <div className="min-w-0">
              <h1 className="break-words text-xl font-extrabold tracking-tight sm:text-2xl">
                {app.name}
              </h1>
              <Link
                to={publicPath(app.slug)}
                className="inline-flex items-center gap-1 text-xs font-medium underline-offset-2 hover:underline"
              >
                <ArrowLeft className="h-3.5 w-3.5" aria-hidden="true" /> {r.backToProject}
              </Link>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span
              className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs"
              style={{ borderColor: 'currentColor' }}
              title={r.live}
            >
              <Radio className="h-3.5 w-3.5" aria-hidden="true" /> {r.live}
            </span>
            {me.data ? (
              <span
                className="rounded-full border px-3 py-0.5 text-xs"
                style={{ borderColor: 'currentColor' }}
                data-testid="app-user"
              >
                {fill(r.signedInAs, { name: me.data.name || me.data.email })}
              </span>
            ) : (
              <>
                <button
                  type="button"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold"
                  style={{ background: 'var(--app-on-primary)', color: 'var(--app-primary)' }}
                  onClick={() => setAuth('sign-in')}
                >
                  {r.signIn}
                </button>
                <button
                  type="button"
                  className="rounded-lg border-2 px-3 py-1 text-sm font-semibold"
                  style={{ borderColor: 'currentColor' }}
                  onClick={() => setAuth('sign-up')}
                >
                  {r.signUp}
                </button>
              </>
            )}
          </div>
        </div>
        <AppTabs label={app.name} current={entity?.key}>
          {entities.map((e) => (
            <button
              key={e.key}
              type="button"
              onClick={() =>
                go({
                  seccion: e.key,
                  registro: null,
                  editar: null,
                  nuevo: null,
                  vista: null,
                  con: null,
                })
              }
              aria-current={e.key === entity?.key ? 'page' : undefined}
              className={cn(
                'relative inline-flex shrink-0 items-center gap-1.5 rounded-t-lg px-4 py-2 text-sm font-semibold',
                e.key === entity?.key ? '' : 'underline-offset-4 hover:underline',
              )}
              style={
                e.key === entity?.key
                  ? { background: 'var(--app-bg)', color: 'var(--app-fg)' }
                  : undefined
              }
              data-testid={`tab-${e.key}`}
            >
              {isPrivate(e) ? <Lock className="h-3.5 w-3.5" aria-hidden="true" /> : null}
              {e.labelPlural}
              {isPrivate(e) ? <span className="sr-only"> ({r.privateTab})</span> : null}
            </button>
          ))}
        </AppTabs>
      </header>
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {app.isOwner ? (
          <div
            className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
            style={{ ...surface, color: 'var(--app-muted)' }}
          >
            <p>
              {r.ownerBar} {app.isLive ? null : r.notLive}
            </p>
            <button
              type="button"
              aria-expanded={askOpen}
              onClick={() => setAskOpen(!askOpen)}
              className={buttonClass('secondary', 'sm')}
              data-testid="open-change-card"
            >
              <WandSparkles className="h-4 w-4" aria-hidden="true" /> {messages.appChanges.title}
            </button>
          </div>
        ) : null}
        {role === 'visitor' &&
        app.emailVerified === false &&
        me.data &&
        app.definition.entities.some((e) => e.rule === 'vinculada') ? (
          <VerifyEmailBar appName={app.name} email={me.data.email} />
        ) : null}
        {app.teamRole ? (
          <p
            className="mb-4 rounded-lg border px-3 py-2 text-sm"
            style={{ ...surface, color: 'var(--app-muted)' }}
            data-testid="team-bar"
          >
            {teamBar(app)}
          </p>
        ) : null}
        {app.isOwner && askOpen ? (
          <div className="mb-6" id="pide-un-cambio">
            <Suspense fallback={<Spinner />}>
              <ChangeCard projectId={app.projectId} listen={false} />
            </Suspense>
          </div>
        ) : null}
        {entity ? (
          <EntityScreen
            key={entity.key}
            app={app}
            entity={entity}
            entities={entities}
            role={role}
            userId={me.data?.id ?? null}
            params={params}
            go={go}
            askSignIn={() => setAuth('sign-in')}
          />
        ) : (
          <p className="py-8 text-center" style={{ color: 'var(--app-muted)' }}>
            {role === 'anonymous' ? appMessages.errors.signInToRead : r.privateSection}
          </p>
        )}
      </div>
      <footer className="px-4 pb-6 text-center text-xs" style={{ color: 'var(--app-muted)' }}>
        <a href="/" className="underline-offset-2 hover:underline">
          {r.madeWith}
        </a>
      </footer>
      <Modal
        open={auth !== null}
        onOpenChange={(open) => setAuth(open ? (auth ?? 'sign-in') : null)}
        title={fill(auth === 'sign-up' ? r.signUpTitle : r.signInTitle, { app: app.name })}
        size="sm"
      >
        {auth
          ? renderAuth({
              mode: auth,
              onDone: () => setAuth(null),
              onSwitch: (mode) => setAuth(mode),
              appName: app.name,
            })
          : null}
      </Modal>
    </div>
  );
}

type ScreenProps = {
  app: AppInfo;
  entity: AppEntity;
  entities: AppEntity[];
  role: RecordRole;
  userId: string | null;
  params: URLSearchParams;
  go: (next: Record<string, string | null>) => void;
  askSignIn: () => void;
};

/** An anonymous submission's private token, from the link's fragment (never sent to a server log). */
function tokenFromHash(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('clave');
}

function EntityScreen(props: ScreenProps) {
  const { app, entity, role, params, go } = props;
  const recordId = params.get('registro');
  const save = useSaveRecord(app.projectId, entity.key);
  // What a visitor without an account just sent: its private link, shown once.
  const [sent, setSent] = useState<{ id: string; token: string } | null>(null);
  if (sent) {
    const link = `${window.location.origin}${window.location.pathname}?seccion=${entity.key}&registro=${sent.id}#clave=${sent.token}`;
    return (
      <Card className="space-y-3 p-6" style={surface} data-testid="record-sent">
        <p className="font-semibold">{r.sent}</p>
        <p className="text-sm">{r.privateLink}</p>
        <a className="block break-all text-sm underline" href={link}>
          {link}
        </a>
        <Button variant="outline" onClick={() => setSent(null)}>
          {r.sendAnother}
        </Button>
      </Card>
    );
  }
  if (recordId && !canRead(entity, role) && tokenFromHash())
    return <RecordDetail {...props} recordId={recordId} />;
  // A form open to visitors without an account (formulario with `anonymous`): the form itself.
  const anonymousForm = !canRead(entity, role) && canCreate(entity, role);
  if (params.get('nuevo') === '1' || anonymousForm) {
    if (!canCreate(entity, role)) return <AddButton {...props} />;
    // «Añadir» of a related list: `con=campo:id` fills the reference to the record it came from.
    const [viaKey, parentId] = (params.get('con') ?? '').split(':');
    const via = entity.fields.find((f) => f.type === 'reference' && f.key === viaKey && f.ref);
    const parent = via && parentId ? { entity: via.ref as string, id: parentId } : null;
    return (
      <Card className="p-5" style={surface}>
        <h2 className="mb-4 text-lg font-bold">{fill(r.add, { entity: entity.label })}</h2>
        <RecordForm
          projectId={app.projectId}
          entity={entity}
          role={role}
          entities={props.entities}
          initial={via && parentId ? { [via.key]: parentId } : undefined}
          pending={save.isPending}
          onCancel={() =>
            go(
              parent
                ? { nuevo: null, con: null, seccion: parent.entity, registro: parent.id }
                : { nuevo: null, con: null },
            )
          }
          onSubmit={async (data) => {
            try {
              const { record, access } = await save.mutateAsync({ data });
              showToast('success', r.created);
              if (access) setSent({ id: record.id, token: access.token });
              // Back to the record it was added to, where it now appears.
              else if (parent)
                go({ nuevo: null, con: null, seccion: parent.entity, registro: parent.id });
              else go({ nuevo: null, registro: record.id });
              return null;
            } catch (error) {
              return errorMessage(error);
            }
          }}
        />
      </Card>
    );
  }
  if (!canRead(entity, role))
    return (
      <Card className="p-6 text-center" style={surface}>
        <p>
          {entity.rule === 'privada'
            ? r.privateSection
            : fill(r.signInToSeeYours, { entity: entity.labelPlural.toLowerCase() })}
        </p>
        {role === 'anonymous' ? (
          <Button className="mt-3" onClick={props.askSignIn}>
            {r.signIn}
          </Button>
        ) : null}
      </Card>
    );
  if (recordId) return <RecordDetail {...props} recordId={recordId} />;
  return <RecordList {...props} />;
}

function AddButton({ entity, role, go, askSignIn }: ScreenProps) {
  if (canCreate(entity, role))
    return (
      <Button onClick={() => go({ nuevo: '1', con: null })} data-testid="add-record">
        <Plus className="h-4 w-4" aria-hidden="true" /> {fill(r.add, { entity: entity.label })}
      </Button>
    );
  if (role === 'anonymous' && canCreate(entity, 'visitor'))
    return (
      <button type="button" onClick={askSignIn} className="text-sm font-medium underline">
        {fill(r.signInToAdd, { entity: entity.labelPlural.toLowerCase() })}
      </button>
    );
  return (
    <p className="text-sm" style={{ color: 'var(--app-muted)' }}>
      {fill(r.ownerOnly, { entity: entity.labelPlural.toLowerCase() })}
    </p>
  );
}

function RecordList(props: ScreenProps) {
  const { app, entity, params, go } = props;
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const view = (params.get('vista') as View | null) ?? 'lista';
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState('');
  const listParams = useMemo(() => {
    const p: Record<string, string> = { limit: view === 'lista' ? '20' : '100' };
    if (search) p.q = search;
    if (sort) p.sort = sort;
    if (view === 'calendario' && entity.views.calendar) p.sort = entity.views.calendar.dateField;
    for (const [k, v] of Object.entries(filters)) if (v) p[k] = v;
    return p;
  }, [search, sort, filters, view, entity]);
  const list = useRecords(app.projectId, entity.key, listParams);
  const columns = entity.views.list.columns
    .map((k) => entity.fields.find((f) => f.key === k))
    .filter((f): f is AppField => f !== undefined);
  const filterFields = entity.views.list.filterFields
    .map((k) => entity.fields.find((f) => f.key === k))
    .filter((f): f is AppField => f !== undefined && f.type !== 'reference');
  const views: [View, string, typeof List][] = [['lista', r.list, List]];
  if (entity.views.calendar) views.push(['calendario', r.calendar, CalendarDays]);
  if (entity.views.board) views.push(['tablero', r.board, Columns3]);
  const records = list.data ?? [];
  return (
    <section aria-labelledby="entity-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="entity-title" className="text-xl font-bold">
          {entity.labelPlural}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {readsAll(props.role) ? (
            <a
              className={buttonClass('outline', 'sm')}
              href={csvHref(app.projectId, entity.key)}
              data-testid="csv-export"
            >
              <Download className="h-4 w-4" aria-hidden="true" /> {appMessages.owner.downloadCsv}
            </a>
          ) : null}
          {managesAll(props.role) ? (
            <Suspense fallback={null}>
              <CsvImportButton projectId={app.projectId} entity={entity} />
            </Suspense>
          ) : null}
          <AddButton {...props} />
        </div>
      </div>
      {readScope(entity, props.role) === 'own' || readScope(entity, props.role) === 'linked' ? (
        <p className="text-sm" style={{ color: 'var(--app-muted)' }} data-testid="scope-note">
          {fill(readScope(entity, props.role) === 'own' ? r.onlyYours : r.onlyLinked, {
            entity: entity.labelPlural.toLowerCase(),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="search"
          aria-label={r.search}
          placeholder={fill(r.searchPlaceholder, { entity: entity.labelPlural.toLowerCase() })}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="max-w-xs"
        />
        {filterFields.map((f) => (
          <select
            key={f.key}
            aria-label={f.label}
            value={ownValue(filters, f.key) ?? ''}
            onChange={(e) => setFilters((old) => ({ ...old, [f.key]: e.target.value }))}
            className="h-10 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900"
          >
            <option value="">
              {f.label}: {r.allOptions}
            </option>
            {(f.type === 'boolean' ? ['true', 'false'] : (f.options ?? [])).map((o) => (
              <option key={o} value={o}>
                {o === 'true' ? r.yes : o === 'false' ? r.no : o}
              </option>
            ))}
          </select>
        ))}
        <select
          aria-label={r.sort}
          value={sort}
          onChange={(e) => setSort(e.target.value)}
          className="h-10 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900"
        >
          <option value="">{r.newest}</option>
          <option value="createdAt">{r.oldest}</option>
          {columns.map((f) => (
            <option key={f.key} value={f.key}>
              {f.label}
            </option>
          ))}
        </select>
        {views.length > 1 ? (
          <div className="ml-auto flex gap-1">
            {views.map(([key, label, Icon]) => (
              <Button
                key={key}
                size="sm"
                variant={view === key ? 'secondary' : 'outline'}
                onClick={() => go({ vista: key === 'lista' ? null : key })}
                aria-pressed={view === key}
              >
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error)}
        </p>
      ) : records.length === 0 ? (
        <p className="py-8 text-center" style={{ color: 'var(--app-muted)' }}>
          {search ? r.emptySearch : fill(r.empty, { entity: entity.labelPlural.toLowerCase() })}
        </p>
      ) : view === 'calendario' && entity.views.calendar ? (
        <CalendarView entity={entity} records={records} go={go} />
      ) : view === 'tablero' && entity.views.board ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          }
        >
          <BoardView
            projectId={app.projectId}
            entity={entity}
            records={records}
            role={props.role}
            userId={props.userId}
            open={(id) => go({ registro: id })}
          />
        </Suspense>
      ) : (
        <ul className={LIST_LAYOUT[app.design.layout] ?? LIST_LAYOUT.grid} data-testid="records">
          {records.map((record) => {
            // What names the card, worked out once for its name and the fields it leaves out.
            const parts = titleParts(entity, record);
            return (
              <li key={record.id}>
                <button
                  type="button"
                  onClick={() => go({ registro: record.id })}
                  className="block w-full border p-4 text-left transition hover:shadow-md"
                  style={surface}
                  data-testid="record-card"
                >
                  <RecordCardBody
                    entity={entity}
                    data={record.data}
                    inTitle={fieldsInTitle(parts)}
                    title={
                      <RecordName
                        app={app}
                        entities={props.entities}
                        entity={entity}
                        record={record}
                        parts={parts}
                      />
                    }
                    badge={
                      record.isExample ? (
                        <span
                          className="shrink-0 rounded-full border px-2 py-0.5 text-xs"
                          style={surface}
                        >
                          {r.example}
                        </span>
                      ) : null
                    }
                    note={
                      record.authorName ? (
                        <span
                          className="mt-1 block text-xs"
                          style={{ color: 'var(--app-muted)' }}
                          data-testid="record-author"
                        >
                          {fill(r.byAuthor, { name: record.authorName })}
                        </span>
                      ) : null
                    }
                    readFile={parseFileValue}
                    reference={(f, id) =>
                      // The title the server sent with the record, else asked for.
                      record.refTitles?.[f.key] ?? (
                        <ReferenceTitle
                          app={app}
                          entities={props.entities}
                          refKey={f.ref}
                          id={id}
                        />
                      )
                    }
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {view === 'lista' && list.hasNextPage ? (
        <div className="text-center">
          <Button
            variant="outline"
            onClick={() => list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {r.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ReferenceTitle({
  app,
  entities,
  refKey,
  id,
}: {
  app: AppInfo;
  entities: AppEntity[];
  refKey: string | undefined;
  id: AppRecord['data'][string] | undefined;
}) {
  // The tabs' entities, and a people entity a verified account may be one of: a family reads
  // its own child's record without the children's tab (decision 0247).
  const target =
    entities.find((e) => e.key === refKey) ??
    (app.emailVerified
      ? app.definition.entities.find((e) => e.key === refKey && e.accountField)
      : undefined);
  const canSee = Boolean(target && typeof id === 'string' && id);
  const record = useRecord(app.projectId, target?.key ?? '', canSee ? String(id) : null);
  // A reference into a section this visitor cannot read shows no title.
  if (!canSee || record.isError) return <span style={{ color: 'var(--app-muted)' }}>—</span>;
  if (!target || !record.data) return <span style={{ color: 'var(--app-muted)' }}>…</span>;
  // Named as its own card is: a repair by its customer and bike, not its entry date.
  return <span>{recordName(target, record.data, namedBy(record.data.refTitles))}</span>;
}

const monthFmt = () => new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric' });
const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];

function CalendarView({
  entity,
  records,
  go,
}: {
  entity: AppEntity;
  records: AppRecord[];
  go: ScreenProps['go'];
}) {
  const field = entity.views.calendar?.dateField ?? '';
  const [month, setMonth] = useState(() => {
    const now = new Date();
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1));
  });
  const byDay = new Map<string, AppRecord[]>();
  for (const record of records) {
    const v = ownValue(record.data, field);
    if (typeof v !== 'string') continue;
    const day = v.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), record]);
  }
  const first = month.getUTCDay() === 0 ? 6 : month.getUTCDay() - 1;
  const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const cells = Array.from({ length: Math.ceil((first + days) / 7) * 7 }, (_, i) => i - first + 1);
  const shift = (n: number) =>
    setMonth(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + n, 1)));
  return (
    <div className="border p-3" style={surface} data-testid="calendar">
      <div className="mb-3 flex items-center justify-between">
        <Button size="sm" variant="outline" onClick={() => shift(-1)} aria-label="Mes anterior">
          ‹
        </Button>
        <p className="font-semibold">
          {/* "noviembre de 2026" → "Noviembre de 2026": only the first letter. */}
          {monthFmt()
            .format(month)
            .replace(/^./, (c) => c.toUpperCase())}
        </p>
        <Button size="sm" variant="outline" onClick={() => shift(1)} aria-label="Mes siguiente">
          ›
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-xs">
        {WEEKDAYS.map((d) => (
          <div
            key={d}
            className="py-1 text-center font-semibold"
            style={{ color: 'var(--app-muted)' }}
          >
            {d}
          </div>
        ))}
        {cells.map((n) => {
          const inMonth = n >= 1 && n <= days;
          const key = inMonth
            ? `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`
            : `x${n}`;
          return (
            <div
              key={key}
              className={cn('min-h-16 rounded border p-1', !inMonth && 'opacity-30')}
              style={{ borderColor: 'var(--app-border)' }}
            >
              {inMonth ? <span className="text-[11px]">{n}</span> : null}
              {(byDay.get(key) ?? []).map((record) => (
                <button
                  key={record.id}
                  type="button"
                  onClick={() => go({ registro: record.id })}
                  className="mt-0.5 block w-full truncate rounded px-1 text-left text-[11px] text-white"
                  style={{ background: 'var(--app-primary)' }}
                  // A phone's day is narrow: the whole name on a long press or a hover.
                  title={recordName(entity, record, namedBy(record.refTitles))}
                >
                  {recordName(entity, record, namedBy(record.refTitles))}
                </button>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function RecordDetail(props: ScreenProps & { recordId: string }) {
  const { app, entity, role, userId, go, recordId } = props;
  const record = useRecord(app.projectId, entity.key, recordId, tokenFromHash());
  const save = useSaveRecord(app.projectId, entity.key);
  const remove = useDeleteRecord(app.projectId, entity.key);
  const removeVisitor = useDeleteVisitorRecords(app.projectId);
  const editing = props.params.get('editar') === '1';
  const back = (
    <button
      type="button"
      onClick={() => go({ registro: null, editar: null })}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {r.back}
    </button>
  );
  if (record.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (record.isError || !record.data)
    return (
      <div>
        {back}
        <p role="alert">{errorMessage(record.error)}</p>
      </div>
    );
  const data = record.data;
  const mayChange = recordAccess(entity, role, {
    isAuthor: userId !== null && data.authorId === userId,
    isLinked: false,
    managed: data.managed,
  }).change;
  if (editing && mayChange)
    return (
      <Card className="p-5" style={surface}>
        {back}
        <RecordForm
          projectId={app.projectId}
          entity={entity}
          role={role}
          entities={props.entities}
          record={data}
          pending={save.isPending}
          onCancel={() => go({ editar: null })}
          onSubmit={async (changes) => {
            try {
              await save.mutateAsync({ id: data.id, data: changes });
              showToast('success', r.updated);
              go({ editar: null });
              return null;
            } catch (error) {
              return errorMessage(error);
            }
          }}
        />
      </Card>
    );
  return (
    <article className="border p-5" style={surface} data-testid="record-detail">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="break-words text-xl font-bold">
          <RecordName app={app} entities={props.entities} entity={entity} record={data} />
        </h2>
        {data.isExample ? (
          <span className="rounded-full border px-2 py-0.5 text-xs" style={surface}>
            {r.example}
          </span>
        ) : null}
      </div>
      {data.authorName ? (
        <p
          className="mt-1 text-sm"
          style={{ color: 'var(--app-muted)' }}
          data-testid="record-author"
        >
          {fill(r.byAuthor, { name: data.authorName })}
        </p>
      ) : null}
      <RecordFields
        entity={entity}
        data={data.data}
        readFile={parseFileValue}
        className="mt-4"
        token={tokenFromHash()}
        reference={(f, id) => (
          <ReferenceTitle app={app} entities={props.entities} refKey={f.ref} id={id} />
        )}
      />
      {entity.totals?.length ? (
        <RecordTotals app={app} entities={props.entities} entity={entity} record={data} />
      ) : null}
      {!mayChange && data.managed && userId !== null && data.authorId === userId ? (
        <p className="mt-5 text-sm" style={{ color: 'var(--app-muted)' }}>
          {r.managed}
        </p>
      ) : null}
      {mayChange ? (
        <div className="mt-5 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => go({ editar: '1' })}>
            {r.edit}
          </Button>
          <ConfirmDialog
            trigger={<Button variant="danger">{r.delete}</Button>}
            title={r.delete}
            description={r.confirmDelete}
            confirmLabel={r.delete}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(data.id);
                showToast('success', r.deleted);
                go({ registro: null, editar: null });
              } catch (error) {
                showToast('error', errorMessage(error));
              }
            }}
          />
        </div>
      ) : null}
      {role === 'owner' && !data.isExample && data.authorId !== userId ? (
        <div className="mt-3">
          <ConfirmDialog
            trigger={
              <Button variant="outline" data-testid="delete-visitor-records">
                {r.deleteVisitorRecords}
              </Button>
            }
            title={r.deleteVisitorRecords}
            description={r.confirmDeleteVisitorRecords}
            confirmLabel={r.confirmDeleteVisitorRecordsAction}
            onConfirm={async () => {
              try {
                const count = await removeVisitor.mutateAsync(data.authorId);
                showToast('success', fill(r.visitorRecordsDeleted, { count }));
                go({ registro: null, editar: null });
              } catch (error) {
                showToast('error', errorMessage(error));
              }
            }}
          />
        </div>
      ) : null}
      {!mayChange && role !== 'anonymous' && entity.rule === 'publica' ? (
        <p className="mt-5 text-sm" style={{ color: 'var(--app-muted)' }} data-testid="not-yours">
          {appMessages.errors.notYourRecord}
        </p>
      ) : null}
      {referrersOf(props.entities, entity).map(({ from, via }) =>
        canRead(from, role) ? (
          <RelatedRecords
            key={`${from.key}.${via.key}`}
            {...props}
            from={from}
            via={via}
            parent={data}
          />
        ) : null,
      )}
    </article>
  );
}

/**
 * A record's name: its text, or for a join entity without text the title of the record it
 * points at (other than `exclude`, the side the viewer came from).
 */
function RecordName({
  app,
  entities,
  entity,
  record,
  exclude,
  parts,
}: {
  app: AppInfo;
  entities: AppEntity[];
  entity: AppEntity;
  record: AppRecord;
  exclude?: string;
  parts?: TitleParts;
}) {
  return (
    <KitRecordName
      entity={entity}
      record={record}
      exclude={exclude}
      parts={parts}
      reference={(f, id) => <ReferenceTitle app={app} entities={entities} refKey={f.ref} id={id} />}
    />
  );
}

/** The counts and sums of the records that refer to this one (decision 0237). */
function RecordTotals({
  app,
  entities,
  entity,
  record,
}: {
  app: AppInfo;
  entities: AppEntity[];
  entity: AppEntity;
  record: AppRecord;
}) {
  const totals = useRecordTotals(app.projectId, entity.key, record.id, true, tokenFromHash());
  return (
    <KitRecordTotals
      totals={totals.data ?? []}
      entities={entities}
      readFile={parseFileValue}
      className="mt-5"
    />
  );
}

/**
 * The records of `from` whose `via` points at `parent`: the list endpoint filtered by the
 * reference, so only what the viewer may read; «Añadir» opens the form with it filled.
 */
function RelatedRecords(
  props: ScreenProps & { from: AppEntity; via: AppField; parent: AppRecord },
) {
  const { app, from, via, parent, role, go, entity } = props;
  const list = useRecords(app.projectId, from.key, { limit: '10', [via.key]: parent.id });
  return (
    <KitRelatedRecords
      from={from}
      via={via}
      parentTitle={
        // The record's own heading says it so: the record it belongs to first («Pista 2 · Lucía»).
        <RecordName app={app} entities={props.entities} entity={entity} record={parent} />
      }
      records={list.isPending || list.isError ? undefined : (list.data ?? [])}
      status={
        list.isPending ? (
          <Spinner />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(list.error)}
          </p>
        )
      }
      add={
        canCreate(from, role) ? (
          <Button
            size="sm"
            variant="outline"
            data-testid="related-add"
            onClick={() =>
              go({
                seccion: from.key,
                registro: null,
                editar: null,
                vista: null,
                nuevo: '1',
                con: `${via.key}:${parent.id}`,
              })
            }
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> {fill(r.add, { entity: from.label })}
          </Button>
        ) : null
      }
      row={(record, { className, children }) => (
        <button
          type="button"
          onClick={() => go({ seccion: from.key, registro: record.id, editar: null, vista: null })}
          className={className}
          data-testid="related-record"
        >
          {children}
        </button>
      )}
      footer={
        list.hasNextPage ? (
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {r.loadMore}
          </Button>
        ) : null
      }
      reference={(f, id) => (
        <ReferenceTitle app={app} entities={props.entities} refKey={f.ref} id={id} />
      )}
      readFile={parseFileValue}
      className="mt-6 border-t pt-4"
    />
  );
}
