// Small string helpers shared by the spec, SVG and text generators.

/** Removes characters that are invalid in XML 1.0 (control chars, lone surrogates, U+FFFE/U+FFFF). */
export function stripInvalidXmlChars(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let drop = false;
    let width = 1;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) width = 2;
      else drop = true;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      drop = true;
    } else if (
      (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) ||
      c === 0xfffe ||
      c === 0xffff
    ) {
      drop = true;
    }
    if (drop) {
      out += text.slice(start, i);
      start = i + 1;
    }
    i += width - 1;
  }
  return start === 0 ? text : out + text.slice(start);
}

/** Escapes text for XML/SVG content and attribute values. */
export function escapeXml(text: string): string {
  return stripInvalidXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Collapses whitespace to single spaces and trims. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts text to at most `max` characters at a word boundary (never mid-word when a boundary
 * exists), appending `ellipsis` when something was removed. The ellipsis counts toward max.
 */
export function truncateWords(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - ellipsis.length);
  const slice = text.slice(0, room + 1);
  const cut = slice.lastIndexOf(' ');
  const head = (cut > 0 ? slice.slice(0, cut) : text.slice(0, room)).replace(/[\s,;:.\-–—]+$/u, '');
  return head.length > 0 ? `${head}${ellipsis}` : '';
}

/** Greedy word wrap into at most maxLines lines of ~maxChars; the last line gets "…" if needed. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const words = collapseSpaces(text)
    .split(' ')
    .filter((w) => w.length > 0);
  const lines: string[] = [];
  let current = '';
  let i = 0;
  for (; i < words.length; i++) {
    let word = words[i]!;
    if (word.length > maxChars) word = `${word.slice(0, Math.max(1, maxChars - 1))}…`;
    const candidate = current.length === 0 ? word : `${current} ${word}`;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current.length > 0) {
    lines.push(current);
    current = '';
    i = words.length;
  }
  if (i < words.length && lines.length > 0) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = truncateWords(`${last} …`, maxChars).replace(/\s*…$/u, '…');
    if (!lines[lines.length - 1]!.endsWith('…'))
      lines[lines.length - 1] = `${last.slice(0, maxChars - 1)}…`;
  }
  return lines.filter((l) => l.length > 0);
}

/** Escapes text for inline Markdown that may later be rendered to HTML. */
export function markdownText(text: string): string {
  return collapseSpaces(stripInvalidXmlChars(text))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
