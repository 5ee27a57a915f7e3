// Generic short Spanish answer for arbitrary text: an extractive summary plus three
// actionable bullets. Deterministic and dependency-free (used by demo notes).

import { foldText, stem } from './normalize.ts';
import { collapseSpaces, stripInvalidXmlChars, truncateWords } from './text-utils.ts';

const CHARS_PER_TOKEN = 4;

const STOPWORDS = new Set(
  (
    'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun aunque bien cada como con contra cual cuales cuando de del desde donde dos el ella ellas ello ellos en entre era eran es esa esas ese eso esos esta estaba estado estan estar estas este esto estos fue fueron ha habia han hasta hay la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o otra otras otro otros para pero poco por porque que quien se sea segun ser si sin sobre solo son su sus tambien tan tanto te tener tengo tiene tienen todo todos tu tus un una unas uno unos usted vez y ya yo hace hacer puede pueden debe deben seria sera esta estamos estoy fui ir va van vamos ver dar dice dijo etc the and for with' +
    ' resume resumen resumir texto siguiente siguientes notas nota favor'
  ).split(' '),
);

const ACTION_RE =
  /\b(hay que|tenemos que|tengo que|debemos|debo|pendiente|revisar|llamar|enviar|preparar|terminar|acordar|decidir|comprar|pagar|reservar|contactar|confirmar|entregar|publicar|actualizar|definir|organizar)\b/;

interface Sentence {
  text: string;
  index: number;
  words: string[];
}

function splitSentences(text: string): Sentence[] {
  const parts = text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => collapseSpaces(s.replace(/^[-*•\d.)\s]+/u, '')))
    .filter((s) => s.length > 0);
  return parts.map((s, index) => ({
    text: s,
    index,
    words: foldText(s)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3 && !STOPWORDS.has(w)),
  }));
}

function topKeywords(sentences: Sentence[], original: string): string[] {
  const freq = new Map<string, { count: number; first: number; surface: string }>();
  const surfaceWords = original.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  const surfaceByStem = new Map<string, string>();
  for (const w of surfaceWords) {
    const s = stem(foldText(w));
    if (!surfaceByStem.has(s)) surfaceByStem.set(s, w.toLowerCase());
  }
  let position = 0;
  for (const s of sentences) {
    for (const w of s.words) {
      if (w.length < 4 || /^\d+$/.test(w)) continue;
      const key = stem(w);
      const entry = freq.get(key);
      if (entry) entry.count++;
      else freq.set(key, { count: 1, first: position, surface: surfaceByStem.get(key) ?? w });
      position++;
    }
  }
  return [...freq.values()]
    .sort((a, b) => b.count - a.count || b.surface.length - a.surface.length || a.first - b.first)
    .map((e) => e.surface)
    .slice(0, 3);
}

function capitalizeFirst(s: string): string {
  return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
}

export function generateOfflineText(input: { prompt: string; maxTokens: number }): string {
  const raw = input && typeof input.prompt === 'string' ? input.prompt.slice(0, 20_000) : '';
  const tokens =
    input && Number.isFinite(input.maxTokens) && input.maxTokens > 0
      ? Math.floor(input.maxTokens)
      : 300;
  const budget = Math.max(40, tokens * CHARS_PER_TOKEN);
  let body = stripInvalidXmlChars(raw).trim();
  // Drop a leading instruction line such as "Resume estas notas:".
  const lines = body.split('\n');
  if (lines.length > 1 && /:\s*$/.test(lines[0]!) && lines[0]!.length < 120)
    body = lines.slice(1).join('\n').trim();

  const sentences = splitSentences(body);
  if (sentences.length === 0 || sentences.every((s) => s.words.length === 0)) {
    const empty =
      '**Resumen:** no hay texto suficiente para resumir.\n\n- Escribe o pega el contenido que quieres analizar.\n- Añade contexto: objetivo, personas implicadas y fechas.\n- Vuelve a pedir el resumen cuando tengas más detalle.';
    return truncateWords(empty, budget);
  }

  // Extractive summary: sentences scored by the frequency of their content words.
  const freq = new Map<string, number>();
  for (const s of sentences)
    for (const w of s.words) freq.set(stem(w), (freq.get(stem(w)) ?? 0) + 1);
  const scored = sentences
    .map((s) => ({
      s,
      score:
        s.words.reduce((acc, w) => acc + (freq.get(stem(w)) ?? 0), 0) /
          Math.sqrt(Math.max(1, s.words.length)) +
        (s.index === 0 ? 0.5 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.s.index - b.s.index);
  const picked = scored
    .slice(0, 2)
    .map((x) => x.s)
    .sort((a, b) => a.index - b.index);
  const summaryText = picked
    .map((s) => (/[.!?…]$/u.test(s.text) ? s.text : `${s.text}.`))
    .join(' ');
  const summary = truncateWords(
    summaryText,
    Math.min(320, Math.max(60, Math.floor(budget * 0.45))),
  );

  // Actionable bullets: explicit actions from the text first, then keyword-based ones.
  const bullets: string[] = [];
  for (const s of sentences) {
    if (bullets.length >= 2) break;
    if (ACTION_RE.test(foldText(s.text)) && !picked.includes(s)) {
      bullets.push(`Haz seguimiento: ${truncateWords(s.text.replace(/[.!?…]+$/u, ''), 110)}.`);
    }
  }
  const [k1, k2] = topKeywords(sentences, body);
  const templates = [
    k1
      ? `Prioriza lo relacionado con «${k1}»: define el siguiente paso concreto y ponle fecha.`
      : '',
    k2 ? `Revisa los puntos sobre «${k2}» y anota las dudas o decisiones pendientes.` : '',
    'Comparte este resumen con las personas implicadas y acordad un responsable para cada tarea.',
    'Programa una revisión en una semana para comprobar el avance.',
  ].filter((t) => t.length > 0);
  for (const t of templates) {
    if (bullets.length >= 3) break;
    bullets.push(t);
  }

  const out = `**Resumen:** ${capitalizeFirst(summary)}\n\n${bullets.map((b) => `- ${b}`).join('\n')}`;
  return truncateWords(out, budget);
}
