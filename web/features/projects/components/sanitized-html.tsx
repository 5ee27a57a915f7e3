import { MARKDOWN_CLASS } from '../markdown-class.ts';

/**
 * HTML the server produced from Markdown through its allow-list sanitiser
 * (server/modules/projects/markdown.ts). Only ever pass such HTML here.
 */
export function SanitizedHtml({ html, as: Tag = 'div' }: { html: string; as?: 'div' | 'article' }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
  return <Tag className={MARKDOWN_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
