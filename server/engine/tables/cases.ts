// The engine's word tables carry their own examples (decision 0276): each group of a table's
// words with the ideas where they matter and the ideas where they must not apply, run on whole
// ideas by one generic test (tables.test.ts).

/**
 * An idea and a line its app shows (an example) or never shows (a counter-example). The test
 * writes the app's name as «Nombre: …», each field of the app as «Lista.Campo:tipo [Opción|…] · equipo» («· equipo»: only the
 * team fills it in), and each option of a choice as «Lista.Campo ∋ Opción»; `shows` is a piece
 * of one such line: «.Kilos de miel:number», «Se vende por:choice [Libra|Docena»,
 * «Producto.Tipo ∋ Libra».
 */
export interface IdeaCase {
  idea: string;
  shows: string;
}

/** Some of a table's words, and the ideas that show what they do. */
export interface WordGroup {
  /** The words as the table holds them: folded, singular. */
  words: string[];
  /** Ideas that say one of the words, and what their app shows because of it. */
  examples: IdeaCase[];
  /** Ideas where the table must not apply, and what their app therefore never shows. */
  counterExamples: IdeaCase[];
}
