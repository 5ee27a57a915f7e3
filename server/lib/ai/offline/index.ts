// Public API of the offline concept engine (Forja's embedded, no-network default "AI").

export { deriveDataModel } from '../../../engine/index.ts';
export {
  type ApplyResult,
  applyOperations,
  type ChangeDesign,
  summarize as summarizeChanges,
  typeChangeLosesValues,
} from './change-apply.ts';
export { type ChangeReading, type ChangeRefusal, readChange } from './change-reader.ts';
export { suggestChanges } from './change-suggest.ts';
export { generateOfflineConcept, ideaAsksForPhone, type OfflineFile } from './concept-engine.ts';
export { warmMorphology } from './morphology.ts';
export { renderOfflinePreviewSvg } from './preview-svg.ts';
export { generateOfflineSpecification, type SpecificationInput } from './specification.ts';
export { generateOfflineText } from './text.ts';
