import { createHash } from 'node:crypto';
import { type ExportInput, exportFiles, templatesDigest } from './generate.ts';
import { readZipFiles, zipFiles } from './zip.ts';

// The export generator's entry point (loaded on the first export, not at start-up).

export type { ExportInput, ExportSeed, ExportSeedImage } from './generate.ts';
export { readZipFiles };

/**
 * What an export is made from, as a short hash: the same project state, options and templates
 * give the same key, and the same zip. Exports are reused by it.
 */
export function exportStateKey(input: ExportInput): string {
  return createHash('sha256')
    .update(templatesDigest())
    .update('\0')
    .update(
      JSON.stringify({
        ...input,
        // Images by their content's hash, not their bytes.
        seedImages: input.seedImages?.map((i) => ({
          name: i.name,
          sha256: createHash('sha256').update(i.bytes).digest('hex'),
        })),
      }),
    )
    .digest('hex')
    .slice(0, 24);
}

/** Reads the templates now, so that the first export does not. */
export function preload(): void {
  templatesDigest();
}

export async function buildExport(input: ExportInput): Promise<Buffer> {
  return zipFiles(exportFiles(input));
}
