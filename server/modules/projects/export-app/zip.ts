import JSZip from 'jszip';

// The export's zip: files at the root in path order, every entry with the same fixed date and
// no folder entries, so the same files always give the same bytes.

/** The date written on every entry (JSZip stores it as UTC DOS time). */
const ENTRY_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

export async function zipFiles(files: [string, string][]): Promise<Buffer> {
  const zip = new JSZip();
  for (const [path, content] of files)
    zip.file(path, content, { date: ENTRY_DATE, createFolders: false });
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    platform: 'UNIX',
  });
}

/** An export zip read back as text files, for "Ver Código Fuente". */
export async function readZipFiles(
  data: Buffer,
): Promise<{ path: string; size: number; content: string }[]> {
  const zip = await JSZip.loadAsync(data);
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  const out = await Promise.all(
    entries.map(async (f) => {
      const content = await f.async('string');
      return { path: f.name, size: Buffer.byteLength(content), content };
    }),
  );
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
