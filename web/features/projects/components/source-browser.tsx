import {
  ChevronDown,
  ChevronRight,
  Copy,
  Download,
  FileCode,
  FileText,
  Folder,
  FolderOpen,
  PackageOpen,
} from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fill, messages } from '../../../../contracts/messages.ts';
import type { SourceFile, SourceTree } from '../../../../contracts/projects.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatFileSize, formatNumber } from '../../../lib/format.ts';
import { useExportProject, useSourceTree } from '../api.ts';
import { highlightCode, tokensToReact } from '../highlight.ts';
import {
  ancestorsOf,
  buildSourceTree,
  firstFileToShow,
  languageOf,
  lineCount,
  looksBinary,
  type SourceRow,
  visibleRows,
} from '../source-files.ts';
import { toastError } from '../toast-error.ts';

// The body of "Ver Código Fuente", in its own chunk with the highlighter: it loads when the
// dialog opens, so the control panel's page does not carry it (docs/decisions/0190).

const t = messages.sourceViewer;

export default function SourceBrowser({ projectId }: { projectId: string }) {
  const tree = useSourceTree(projectId, true);
  if (tree.isPending) return <Spinner label={t.loading} />;
  if (tree.isError) {
    const noExport =
      tree.error instanceof ApiError &&
      tree.error.status === 404 &&
      tree.error.code === 'EXPORT_NOT_FOUND';
    return noExport ? (
      <NoExportYet projectId={projectId} />
    ) : (
      <div role="alert" className="space-y-3 text-sm text-stone-700">
        <p>{errorMessage(tree.error, messages.projects.loadError)}</p>
        <Button variant="outline" size="sm" onClick={() => tree.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (tree.data.files.length === 0) return <p className="text-sm text-stone-700">{t.empty}</p>;
  return <SourceExplorer source={tree.data} />;
}

/** Before the first export there is nothing to show: offer to make one here. */
function NoExportYet({ projectId }: { projectId: string }) {
  const run = useExportProject(projectId);
  // A missing export and a lost zip answer the same 404; a plain export request makes one in
  // both cases (the server regenerates when the stored zip is gone).
  const generate = () =>
    run.mutate(
      {},
      {
        onSuccess: () => toast.success(messages.controlPanel.exportGenerated),
        onError: (e) => toastError(messages.controlPanel.exportError, e),
      },
    );
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <PackageOpen className="h-6 w-6" aria-hidden="true" />
      </span>
      <h3 className="text-base font-semibold text-stone-950">{t.noExportTitle}</h3>
      <p className="max-w-md text-sm text-stone-700">{t.noExportBody}</p>
      <Button onClick={generate} disabled={run.isPending}>
        {run.isPending ? t.generating : t.generate}
      </Button>
    </div>
  );
}

function SourceExplorer({ source }: { source: SourceTree }) {
  const nodes = useMemo(() => buildSourceTree(source.files), [source.files]);
  const first = useMemo(() => firstFileToShow(source.files), [source.files]);
  const [selectedPath, setSelectedPath] = useState(first?.path ?? '');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(first ? ancestorsOf(first.path) : []),
  );
  const selected = source.files.find((f) => f.path === selectedPath) ?? first;

  return (
    <div className="grid gap-4 md:h-[65vh] md:grid-cols-[18rem_1fr]">
      <div className="flex min-h-0 flex-col gap-2">
        <a
          href={source.exportUrl}
          download
          className={buttonClass('outline', 'sm', 'w-full shrink-0')}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> {t.download}
        </a>
        <FileTree
          nodes={nodes}
          expanded={expanded}
          onExpandedChange={setExpanded}
          selectedPath={selected?.path ?? ''}
          onSelect={setSelectedPath}
        />
      </div>
      {selected ? <FileViewer key={selected.path} file={selected} /> : null}
    </div>
  );
}

/**
 * The WAI-ARIA tree pattern on the visible rows: one tab stop; arrows move, Right opens a
 * folder or enters it, Left closes it or goes up, Home/End jump, Enter and Space act.
 */
function FileTree({
  nodes,
  expanded,
  onExpandedChange,
  selectedPath,
  onSelect,
}: {
  nodes: ReturnType<typeof buildSourceTree>;
  expanded: ReadonlySet<string>;
  onExpandedChange: (next: ReadonlySet<string>) => void;
  selectedPath: string;
  onSelect: (path: string) => void;
}) {
  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const [focusPath, setFocusPath] = useState(selectedPath);
  const items = useRef(new Map<string, HTMLDivElement>());
  // The tab stop: the focused row if still visible, else the selected file, else the first row.
  const tabStop = rows.some((r) => r.node.path === focusPath)
    ? focusPath
    : rows.some((r) => r.node.path === selectedPath)
      ? selectedPath
      : rows[0]?.node.path;

  const toggle = (path: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(path);
    else next.delete(path);
    onExpandedChange(next);
  };
  const moveTo = (path: string | null | undefined) => {
    if (!path) return;
    setFocusPath(path);
    items.current.get(path)?.focus();
  };
  const activate = (row: SourceRow) => {
    if (row.node.kind === 'folder') toggle(row.node.path, !expanded.has(row.node.path));
    else onSelect(row.node.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, row: SourceRow) => {
    const index = rows.indexOf(row);
    const isFolder = row.node.kind === 'folder';
    const isOpen = isFolder && expanded.has(row.node.path);
    switch (e.key) {
      case 'ArrowDown':
        moveTo(rows[index + 1]?.node.path);
        break;
      case 'ArrowUp':
        moveTo(rows[index - 1]?.node.path);
        break;
      case 'Home':
        moveTo(rows[0]?.node.path);
        break;
      case 'End':
        moveTo(rows.at(-1)?.node.path);
        break;
      case 'ArrowRight':
        if (isFolder && !isOpen) toggle(row.node.path, true);
        else if (isOpen) moveTo(rows[index + 1]?.node.path);
        break;
      case 'ArrowLeft':
        if (isOpen) toggle(row.node.path, false);
        else moveTo(row.parentPath);
        break;
      case 'Enter':
      case ' ':
        activate(row);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  return (
    <div
      role="tree"
      aria-label={t.treeLabel}
      className="max-h-64 min-h-0 overflow-auto rounded-xl border border-stone-200 p-1 text-sm md:max-h-none md:flex-1"
    >
      {rows.map((row) => {
        const { node } = row;
        const isFolder = node.kind === 'folder';
        const isOpen = isFolder && expanded.has(node.path);
        const isSelected = !isFolder && node.path === selectedPath;
        const FolderIcon = isOpen ? FolderOpen : Folder;
        const Chevron = isOpen ? ChevronDown : ChevronRight;
        const FileIcon = node.name.endsWith('.md') ? FileText : FileCode;
        return (
          <div
            key={node.path}
            ref={(el) => {
              if (el) items.current.set(node.path, el);
              else items.current.delete(node.path);
            }}
            role="treeitem"
            aria-level={row.depth + 1}
            aria-setsize={row.setSize}
            aria-posinset={row.posInSet}
            aria-expanded={isFolder ? isOpen : undefined}
            aria-selected={isFolder ? undefined : isSelected}
            tabIndex={node.path === tabStop ? 0 : -1}
            onFocus={() => setFocusPath(node.path)}
            onKeyDown={(e) => onKeyDown(e, row)}
            onClick={() => {
              setFocusPath(node.path);
              activate(row);
            }}
            className={cn(
              'flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 font-mono text-xs',
              isSelected ? 'bg-brand-100 text-brand-900' : 'text-stone-800 hover:bg-stone-100',
            )}
            style={{ paddingLeft: `${4 + row.depth * 14}px` }}
          >
            {isFolder ? (
              <>
                <Chevron className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                <FolderIcon className="h-3.5 w-3.5 shrink-0 text-brand-700" aria-hidden="true" />
              </>
            ) : (
              <>
                <span className="w-3.5 shrink-0" />
                <FileIcon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              </>
            )}
            <span className="truncate">{node.name}</span>
          </div>
        );
      })}
    </div>
  );
}

function FileViewer({ file }: { file: SourceFile }) {
  const [copied, setCopied] = useState(false);
  const name = file.path.split('/').at(-1) ?? file.path;
  const binary = useMemo(() => looksBinary(file.content), [file.content]);
  const language = binary ? null : languageOf(file.path);
  const code = useMemo(() => {
    const tokens = highlightCode(file.content, language);
    return tokens ? tokensToReact(tokens) : null;
  }, [file.content, language]);
  const lines = lineCount(file.content);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(file.content);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast.success(t.copiedToast);
    } catch {
      toast.error(t.copyError);
    }
  };

  return (
    <div className="flex min-h-0 min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-all font-mono text-sm font-medium text-stone-950">{file.path}</h3>
          <p className="text-xs text-stone-600" data-testid="source-file-stats">
            {formatFileSize(file.size)}
            {binary
              ? null
              : ` · ${lines === 1 ? t.oneLine : fill(t.lines, { count: formatNumber(lines) })}`}
          </p>
        </div>
        {binary ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={copy}
            aria-label={fill(t.copyLabel, { name })}
          >
            <Copy className="h-4 w-4" aria-hidden="true" /> {copied ? t.copied : t.copy}
          </Button>
        )}
      </div>
      {code === null && language ? <p className="text-xs text-stone-600">{t.plainText}</p> : null}
      {binary ? (
        <p className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
          {t.binary}
        </p>
      ) : (
        <section
          aria-label={fill(t.codeLabel, { path: file.path })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable code must be reachable by keyboard (it scrolls with the arrows).
          tabIndex={0}
          className="max-h-[60vh] min-h-0 flex-1 overflow-auto rounded-xl bg-stone-950 md:max-h-none"
        >
          <pre className="source-code p-4 text-xs leading-relaxed text-stone-100">
            <code data-language={language ?? 'text'}>{code ?? file.content}</code>
          </pre>
        </section>
      )}
    </div>
  );
}
