import type { ProjectFile } from '../../../../contracts/projects.ts';
import { uploadWithProgress } from '../../../lib/upload.ts';
import { projectApiPath } from './keys.ts';

/** One project file, with upload progress; rejects with the server's Spanish message. */
export function uploadProjectFile(
  projectId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ProjectFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<{ file: ProjectFile }>(
    `${projectApiPath(projectId)}/files`,
    form,
    onProgress,
  ).then((r) => r.file);
}
