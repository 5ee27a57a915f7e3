// Public API of the offline concept engine (Forja's embedded, no-network default "AI").
export { generateOfflineConcept, type OfflineFile } from './concept-engine.ts';
export { deriveDataModel } from './data-model.ts';
export { renderOfflinePreviewSvg } from './preview-svg.ts';
export { generateOfflineSpecification, type SpecificationInput } from './specification.ts';
export { generateOfflineText } from './text.ts';
