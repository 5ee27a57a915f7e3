// The projects module's public face: what other modules may use (lint allows them this file
// only, decision 0200). Each use case lives in its own file; the routes import those directly.

export type { Project } from '../../../contracts/projects.ts';
export type { AppProjectDesign, AppProjectSource } from './app-source.ts';
// What the apps module (issue 20) reads about a project.
export {
  findAppProject,
  readAppDataModel,
  readAppDesign,
  saveAppDataModel,
} from './app-source.ts';
export { availableSlug, createProject, saveNewProject } from './create.ts';
// The design as the design card saves it, for the app's versions (issue 27); both take the
// caller's transaction as `db`.
export { readDesign as readProjectDesign, saveDesign as saveProjectDesign } from './design.ts';
// The ownership guard, for modules that act on a user's project (analytics, notifications).
export { projectNotFound, requireOwnedProject } from './ownership.ts';
// What the builder saves and shows (decision 0120).
export { toGeneratedProject } from './project-mapper.ts';
export { findProjectVisibility, isProjectPublished, listProjectIds } from './projects.ts';
export { publicUrlFor } from './records.ts';
