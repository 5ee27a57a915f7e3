import { messages } from '../../../contracts/messages.ts';
import type {
  DeployLog,
  DomainType,
  LaunchConfigInput,
  LaunchState,
  ProjectDetail,
} from '../../../contracts/projects.ts';
import type { ProjectRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { closeVisitorStreams } from '../apps/service.ts';
import { notifyCustomDomainsChanged } from './domain-events.ts';
import {
  customDomainUsedElsewhere,
  deactivateLaunches,
  findActiveLaunch,
  findLatestLaunch,
  insertLaunch,
  updateLaunch,
} from './launches.repo.ts';
import { requireOwnedProject } from './ownership.ts';
import { toProjectDetail } from './project-mapper.ts';
import { launchRow, publicUrlFor } from './records.ts';
import * as repo from './repo.ts';

// Launching (docs/product-spec.md §§4, 7): the deploy function, its direct-update fallback and
// the control panel's launch card all end in one place, `launchProject`.

const t = messages.projectsFlow;
type Deps = Pick<AppDeps, 'db' | 'config' | 'events'>;

type StoredConfig = { domain?: DomainType; customDomain?: string | null; ssl?: boolean };

function readConfig(json: string | null | undefined): StoredConfig {
  try {
    const v = JSON.parse(json ?? '{}');
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

export async function getLaunchState(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<LaunchState> {
  await requireOwnedProject(deps.db, userId, projectId);
  const active = await findActiveLaunch(deps.db, projectId);
  const source = active ?? (await findLatestLaunch(deps.db, projectId));
  const cfg = readConfig(source?.launchConfig);
  return {
    status: active ? 'active' : 'none',
    domain: cfg.domain === 'custom' ? 'custom' : 'subdomain',
    customDomain: cfg.customDomain ?? null,
    ssl: cfg.ssl !== false,
    launchUrl: active?.launchUrl ?? null,
    absoluteUrl: active?.absoluteUrl ?? null,
    updatedAt: active?.updatedAt ?? null,
  };
}

function platformHosts(config: AppDeps['config']): string[] {
  return [new URL(config.publicBaseUrl).hostname, 'localhost', '127.0.0.1'];
}

/**
 * Marks the project launched and public with its URLs set, and creates or updates its one
 * active launch record. `config` comes from the control panel; the deploy keeps what exists.
 */
export async function launchProject(
  deps: Deps,
  opts: {
    userId: string;
    projectId: string;
    from: 'deploy' | 'fallback' | 'panel';
    config?: LaunchConfigInput;
  },
) {
  const project = await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  return launchOwnedProject(deps, project, opts);
}

/** launchProject on a row the caller has already read as the user's (one read per deploy). */
async function launchOwnedProject(
  deps: Deps,
  project: ProjectRow,
  opts: { userId: string; from: 'deploy' | 'fallback' | 'panel'; config?: LaunchConfigInput },
) {
  if (project.status === 'archived') throw badRequest(t.archivedCannotLaunch, 'PROJECT_ARCHIVED');
  const now = nowIso();
  const url = publicUrlFor(deps.config, project.slug);
  const existing = await findActiveLaunch(deps.db, project.id);
  const previous = readConfig(existing?.launchConfig);
  const domain: DomainType = opts.config?.domain ?? previous.domain ?? 'subdomain';
  // docs/product-spec.md §2: the custom domain applies only when the type is custom and a value is given.
  const customDomain =
    domain === 'custom'
      ? opts.config
        ? opts.config.customDomain || null
        : (previous.customDomain ?? null)
      : null;
  if (customDomain) {
    if (platformHosts(deps.config).includes(customDomain))
      throw badRequest(t.customDomainReserved, 'CUSTOM_DOMAIN_RESERVED');
    if (await customDomainUsedElsewhere(deps.db, customDomain, project.id))
      throw conflict(t.customDomainTaken, 'CUSTOM_DOMAIN_TAKEN');
  }
  const ssl = opts.config?.ssl ?? previous.ssl ?? true;
  const absoluteUrl = customDomain ? `${ssl ? 'https' : 'http'}://${customDomain}/` : url;
  const patch = {
    isLaunched: 1,
    isPublic: 1,
    launchedAt: project.isLaunched === 1 && project.launchedAt ? project.launchedAt : now,
    launchUrl: url,
    liveUrl: absoluteUrl,
    publicUrl: url,
    updatedAt: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateOwnedProject(trx, opts.userId, project.id, patch);
    const row = launchRow(existing?.id ?? newId(), {
      projectId: project.id,
      userId: opts.userId,
      slug: project.slug,
      absoluteUrl,
      domain,
      customDomain,
      ssl,
      launchedFrom: opts.from,
      note:
        opts.from === 'fallback'
          ? 'Actualización directa tras un fallo del despliegue'
          : 'Lanzamiento',
      now,
    });
    if (existing) {
      const { id: _id, projectId: _p, userId: _u, createdAt: _c, ...fields } = row;
      await updateLaunch(trx, existing.id, fields);
    } else await insertLaunch(trx, row);
  });
  if (customDomain || previous.customDomain) notifyCustomDomainsChanged(deps.events);
  return {
    // The row as just written: the detail needs no second read.
    project: toProjectDetail({ ...project, ...patch }),
    url,
    absoluteUrl,
    domain,
    customDomain,
  };
}

/**
 * What docs/product-spec.md §7's project-deploy did: its log either way and, when it failed, why. A
 * failed step is logged and reported here, not thrown: the caller answers `{error, logs[]}`.
 */
export type DeployResult =
  | { deployed: true; logs: DeployLog[]; project: ProjectDetail }
  | { deployed: false; logs: DeployLog[]; failure: AppError };

/** docs/product-spec.md §7's project-deploy; a project the user does not own throws like everywhere. */
export async function deployProject(
  deps: Deps,
  opts: { userId: string; projectId: string; slug: string },
): Promise<DeployResult> {
  const logs: DeployLog[] = [];
  const log = (
    level: DeployLog['level'],
    message: string,
    metadata: Record<string, unknown> = {},
  ) => logs.push({ level, timestamp: nowIso(), message, metadata });
  const fail = (failure: AppError): DeployResult => ({ deployed: false, logs, failure });

  const project = await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  log('info', t.deployLogValidating, {
    projectId: project.id,
    slug: project.slug,
    deploymentType: 'launch',
  });
  if (project.slug !== opts.slug) {
    log('error', t.slugMismatch, { expected: project.slug, received: opts.slug });
    return fail(
      new AppError('SLUG_MISMATCH', { userMessage: t.slugMismatch, kind: 'UNPROCESSABLE' }),
    );
  }
  if (project.status === 'archived') {
    log('error', t.archivedCannotLaunch, { status: project.status });
    return fail(
      new AppError('PROJECT_ARCHIVED', {
        userMessage: t.archivedCannotLaunch,
        kind: 'UNPROCESSABLE',
      }),
    );
  }
  const url = publicUrlFor(deps.config, project.slug);
  log('info', t.deployLogUrl, { url });
  try {
    const result = await launchOwnedProject(deps, project, { userId: opts.userId, from: 'deploy' });
    log('info', t.deployLogRecord, {
      launchStatus: 'active',
      domain: result.domain,
      customDomain: result.customDomain,
    });
    log('info', t.deployLogLive, { url: result.absoluteUrl });
    return { deployed: true, logs, project: result.project };
  } catch (error) {
    const failure =
      error instanceof AppError
        ? error
        : new AppError('INTERNAL', { userMessage: messages.errors.internal, cause: error });
    log('error', failure.userMessage, {});
    return fail(failure);
  }
}

/** docs/product-spec.md §4: unlaunch sets isLaunched and isPublic to 0 and deactivates every active launch. */
export async function unlaunchProject(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<ProjectDetail> {
  const project = await requireOwnedProject(deps.db, userId, projectId);
  const patch = { isLaunched: 0, isPublic: 0, updatedAt: nowIso() };
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateOwnedProject(trx, userId, projectId, patch);
    await deactivateLaunches(trx, projectId, patch.updatedAt);
  });
  notifyCustomDomainsChanged(deps.events);
  // Its running app's visitors lose their live streams at once (issue 40 §6).
  closeVisitorStreams(deps, projectId);
  return toProjectDetail({ ...project, ...patch });
}
