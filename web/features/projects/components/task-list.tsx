import { Eye, EyeOff, GripVertical, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fill, messages } from '../../../../contracts/messages.ts';
import { TASK_TITLE_MAX_LENGTH, type Task } from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAddTask } from '../api/add-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useReorderTasks } from '../api/reorder-tasks.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { toastError } from '../toast-error.ts';

function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Tasks: add with Enter, toggle, delete, reorder by dragging or with the arrow keys on the
 * handle, and show or hide each on the public page (decision 0230).
 */
export function TaskList({ projectId, publicPath }: { projectId: string; publicPath: string }) {
  const tasks = useTasks(projectId);
  const add = useAddTask(projectId);
  const reorder = useReorderTasks(projectId);
  const [title, setTitle] = useState('');
  const [dragId, setDragId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const inputId = useId();

  const submit = () => {
    const clean = title.trim();
    // docs/product-spec.md §5: an empty new task is ignored.
    if (!clean || add.isPending) return;
    add.mutate(clean, {
      onSuccess: () => {
        setTitle('');
        toast.success(messages.tasks.added);
      },
      onError: (e) => toastError(messages.tasks.addError, e),
    });
  };

  const list = tasks.data ?? [];
  const ids = list.map((t) => t.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    const id = ids[from];
    reorder.mutate(moved(ids, from, to), {
      onSuccess: () => {
        setAnnouncement(`«${list[from].title}» movida a la posición ${to + 1} de ${ids.length}`);
        requestAnimationFrame(() => handles.current.get(id)?.focus());
      },
      onError: (e) => toastError(messages.tasks.updateError, e),
    });
  };

  const onHandleKey = (e: KeyboardEvent, index: number) => {
    if (e.key === 'ArrowUp') {
      e.preventDefault();
      move(index, index - 1);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      move(index, index + 1);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700" data-testid="tasks-public-hint">
        {fill(messages.ownerPage.tasksPublic, { path: publicPath })}
      </p>
      <div>
        <label htmlFor={inputId} className="sr-only">
          Nueva tarea
        </label>
        <Input
          id={inputId}
          placeholder="Añade una tarea y pulsa Intro"
          value={title}
          maxLength={TASK_TITLE_MAX_LENGTH}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          disabled={add.isPending}
        />
      </div>
      {tasks.isPending ? (
        <Spinner label="Cargando tareas…" />
      ) : tasks.isError ? (
        <p className="text-sm text-red-700" role="alert">
          {messages.projects.loadError}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-600">No hay tareas todavía.</p>
      ) : (
        <ul
          className="divide-y divide-stone-100 rounded-xl border border-stone-200"
          aria-label="Tareas"
        >
          {list.map((task, index) => (
            <TaskRow
              key={task.id}
              task={task}
              projectId={projectId}
              index={index}
              count={list.length}
              dragging={dragId === task.id}
              handleRef={(el) => {
                if (el) handles.current.set(task.id, el);
                else handles.current.delete(task.id);
              }}
              onHandleKey={onHandleKey}
              onDragStart={() => setDragId(task.id)}
              onDragEnd={() => setDragId(null)}
              onDrop={() => {
                if (dragId) move(ids.indexOf(dragId), index);
                setDragId(null);
              }}
            />
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function TaskRow({
  task,
  projectId,
  index,
  count,
  dragging,
  handleRef,
  onHandleKey,
  onDragStart,
  onDragEnd,
  onDrop,
}: {
  task: Task;
  projectId: string;
  index: number;
  count: number;
  dragging: boolean;
  handleRef: (el: HTMLButtonElement | null) => void;
  onHandleKey: (e: KeyboardEvent, index: number) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}) {
  const update = useUpdateTask(projectId);
  const remove = useDeleteTask(projectId);
  const [over, setOver] = useState(false);
  const checkId = useId();
  return (
    <li
      data-testid="task"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', task.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onDrop();
      }}
      className={cn(
        'flex items-center gap-2 bg-white px-2 py-2 first:rounded-t-xl last:rounded-b-xl',
        dragging && 'opacity-50',
        over && 'bg-brand-50',
      )}
    >
      <button
        ref={handleRef}
        type="button"
        className="cursor-grab rounded p-1 text-stone-500 hover:bg-stone-100 active:cursor-grabbing"
        aria-label={`Reordenar «${task.title}», posición ${index + 1} de ${count}. Usa las flechas arriba y abajo.`}
        onKeyDown={(e) => onHandleKey(e, index)}
      >
        <GripVertical className="h-4 w-4" aria-hidden="true" />
      </button>
      <input
        id={checkId}
        type="checkbox"
        checked={task.done}
        onChange={(e) =>
          update.mutate(
            { id: task.id, done: e.target.checked },
            { onError: (err) => toastError(messages.tasks.updateError, err) },
          )
        }
        className="h-4 w-4 accent-brand-700"
      />
      <label
        htmlFor={checkId}
        className={cn(
          'flex-1 text-sm',
          task.done ? 'text-stone-500 line-through' : 'text-stone-900',
        )}
      >
        {task.title}
      </label>
      <button
        type="button"
        aria-pressed={task.isPublic}
        aria-label={fill(
          task.isPublic ? messages.ownerPage.hideTask : messages.ownerPage.showTask,
          { title: task.title },
        )}
        title={fill(task.isPublic ? messages.ownerPage.hideTask : messages.ownerPage.showTask, {
          title: task.title,
        })}
        onClick={() =>
          update.mutate(
            { id: task.id, isPublic: !task.isPublic },
            { onError: (err) => toastError(messages.tasks.updateError, err) },
          )
        }
        className={cn(
          'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-xs font-medium',
          task.isPublic
            ? 'bg-emerald-50 text-emerald-900 hover:bg-emerald-100'
            : 'bg-stone-100 text-stone-700 hover:bg-stone-200',
        )}
      >
        {task.isPublic ? (
          <Eye className="h-3.5 w-3.5" aria-hidden="true" />
        ) : (
          <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
        )}
        <span aria-hidden="true">
          {task.isPublic ? messages.ownerPage.taskPublic : messages.ownerPage.taskPrivate}
        </span>
      </button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Eliminar la tarea «${task.title}»`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(task.id, {
            onSuccess: () => toast.success(messages.tasks.deleted),
            onError: (e) => toastError(messages.tasks.deleteError, e),
          })
        }
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
