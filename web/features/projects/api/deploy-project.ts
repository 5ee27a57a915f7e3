import type { DeployResponse, ProjectDetail } from '../../../../contracts/projects.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { projectApiPath } from './keys.ts';

/**
 * docs/product-spec.md §7's project-deploy. Its reply is `{error, logs}` even when a step fails, so
 * it is read here rather than through apiFetch; a thrown ApiError means the call itself failed.
 */
export async function deployProject(input: {
  projectId: string;
  slug: string;
}): Promise<DeployResponse> {
  let res: Response;
  try {
    res = await fetch('/api/functions/project-deploy', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...input, deploymentType: 'launch' }),
    });
  } catch {
    throw new ApiError('NETWORK', '', 0);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  const body = data as { error?: unknown; logs?: unknown } | null;
  if (body && Array.isArray(body.logs)) {
    const result = body as DeployResponse;
    if (res.ok && !result.error) return result;
    throw Object.assign(new ApiError('DEPLOY_FAILED', String(result.error ?? ''), res.status), {
      logs: result.logs,
    });
  }
  const e = (body?.error ?? null) as { code?: string; message?: string } | null;
  throw new ApiError(e?.code ?? 'HTTP_ERROR', e?.message ?? '', res.status);
}

export function launchProjectDirectly(projectId: string) {
  return apiFetch<{ project: ProjectDetail }>(`${projectApiPath(projectId)}/launch`, {
    method: 'POST',
    json: {},
  });
}
