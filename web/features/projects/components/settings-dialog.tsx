import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../../contracts/messages.ts';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type ProjectDetail,
} from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDeleteProject } from '../api/delete-project.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { toastError } from '../toast-error.ts';

/** "Configuración del Proyecto": name, description, and deletion. */
export function SettingsDialog({
  project,
  open,
  onOpenChange,
}: {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const navigate = useNavigate();
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description ?? '');
  useEffect(() => {
    if (open) {
      setName(project.name);
      setDescription(project.description ?? '');
    }
  }, [open, project.name, project.description]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: project.id, input: { name: name.trim(), description: description.trim() } },
      {
        onSuccess: () => {
          toast.success(messages.projectsFlow.projectSaved);
          onOpenChange(false);
        },
        onError: (err) => toastError(messages.projects.updateError, err),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Configuración del proyecto"
      description={`Slug: /${project.slug} (no se puede cambiar)`}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <Field label="Nombre">
          {(p) => (
            <Input
              {...p}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={NAME_MAX_LENGTH}
              required
            />
          )}
        </Field>
        <Field label="Descripción">
          {(p) => (
            <Textarea
              {...p}
              rows={4}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={DESCRIPTION_MAX_LENGTH}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={!name.trim() || update.isPending}>
            {update.isPending ? 'Guardando…' : 'Guardar cambios'}
          </Button>
        </div>
      </form>
      <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
        <h3 className="text-sm font-semibold text-red-900">Zona peligrosa</h3>
        <p className="mt-1 text-sm text-red-900">
          Se eliminarán el proyecto, sus tareas, notas, archivos y exportaciones.
        </p>
        <ConfirmDialog
          trigger={
            <Button variant="danger" className="mt-3" disabled={remove.isPending}>
              Eliminar proyecto
            </Button>
          }
          title="Eliminar proyecto"
          description={messages.validation.confirmDeleteProject}
          confirmLabel="Eliminar"
          onConfirm={() =>
            remove.mutate(project.id, {
              onSuccess: () => {
                toast.success(messages.projectsFlow.projectDeleted);
                navigate('/mis-proyectos');
              },
              onError: (err) => toastError(messages.projects.deleteError, err),
            })
          }
        />
      </div>
    </Modal>
  );
}
