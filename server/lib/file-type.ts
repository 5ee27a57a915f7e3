import type { FileTypeResult } from 'file-type';

/**
 * The type a file's bytes really have (magic numbers), or undefined when unknown.
 * `file-type` is loaded on the first upload rather than at start-up.
 */
export async function detectFileType(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
