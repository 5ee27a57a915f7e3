/** Typography for server-rendered Markdown, kept next to its only user instead of global CSS. */
const MARKDOWN_CLASS = [
  'forja-markdown space-y-3 text-sm leading-relaxed break-words',
  '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1',
  '[&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-black/5 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:overflow-auto [&_pre]:rounded-lg [&_pre]:bg-black/5 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-current/20 [&_blockquote]:pl-3 [&_blockquote]:italic',
  '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-current/20 [&_td]:p-1.5 [&_th]:border [&_th]:border-current/20 [&_th]:p-1.5 [&_th]:text-left',
  '[&_hr]:my-4 [&_hr]:border-current/20 [&_img]:max-w-full',
].join(' ');

/**
 * HTML the server produced from Markdown through its allow-list sanitiser
 * (server/modules/projects/markdown.ts). Only ever pass such HTML here.
 */
export function SanitizedHtml({ html, as: Tag = 'div' }: { html: string; as?: 'div' | 'article' }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
  return <Tag className={MARKDOWN_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
