import { type DomainType, publicPath } from '../../../contracts/projects.ts';
import type { LaunchesTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';

// How a project's URL and launch record are made: one function each, used by the create use
// case (create.ts) and the launch (launch.ts). The badge is the mapper's (project-mapper.ts).

/** docs/product-spec.md §9: {base}/proyectos/{slug}, the one absolute URL of a project's public page. */
export function publicUrlFor(config: Pick<AppDeps['config'], 'publicBaseUrl'>, slug: string) {
  return `${config.publicBaseUrl}${publicPath(slug)}`;
}

export type LaunchSpec = {
  projectId: string;
  userId: string;
  slug: string;
  /** The URL the launch serves: the public page, or the custom domain's. */
  absoluteUrl: string;
  domain: DomainType;
  customDomain: string | null;
  ssl: boolean;
  launchedFrom: 'create' | 'builder' | 'deploy' | 'fallback' | 'panel';
  note: string;
  now: string;
};

/** The one active launch record of a project (a new row; launchProject updates in place). */
export function launchRow(id: string, spec: LaunchSpec): LaunchesTable {
  return {
    id,
    projectId: spec.projectId,
    userId: spec.userId,
    launchType: 'public',
    launchUrl: publicPath(spec.slug),
    absoluteUrl: spec.absoluteUrl,
    launchStatus: 'active',
    launchConfig: JSON.stringify({
      domain: spec.domain,
      customDomain: spec.customDomain,
      ssl: spec.ssl,
      launchedFrom: spec.launchedFrom,
      timestamp: spec.now,
      note: spec.note,
    }),
    customDomain: spec.customDomain,
    createdAt: spec.now,
    updatedAt: spec.now,
  };
}
