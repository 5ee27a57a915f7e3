// Words the change reader knows (issue 27): verbs by intent, field types, access rules,
// colours, themes and layouts. All folded (lowercase, no accents): the reader compares
// folded text. See docs/decisions/0180-reading-change-instructions.md.

import type { FieldType } from '../../../../contracts/data-model.ts';
import type { Layout, Theme } from '../../../../contracts/projects.ts';

export type Intent = 'add' | 'remove' | 'rename' | 'change' | 'make';

/** Verb forms (imperative, infinitive, first person, subjunctive), folded. */
export const VERB_INTENTS: Record<string, Intent> = {};
function verbs(intent: Intent, words: string): void {
  for (const w of words.split(/\s+/)) if (w) VERB_INTENTS[w] = intent;
}
verbs(
  'add',
  'anade anadir anada anadan anademe anadele anadeles agrega agregar agregue agreguen agregale agregame pon poner ponga ponle ponles ponme mete meter meta metele incluye incluir incluya incluyele crea crear cree creame anado agrego meto incluyo creo añade añadir añadele necesito quiero falta faltan hace pone anadimos agregamos ponemos metemos incluimos creamos anadas agregues pongas incluyas anadan pongan metan incluyan coloca colocar coloque coloquen colocale colocales incorpora incorporar incorpore incorporen incorporale incorporales suma sumar sume sumen sumale sumales asigna asignar asigne asignen asignale inclui anadi meti anadieran agregaran pusieran metieran incluyeran crearan anadiera agregara pusiera regala regalas regalan regalaria regalarias',
);
verbs(
  'remove',
  'quita quitar quite quitale quitame quitales borra borrar borre borrale elimina eliminar elimine eliminale saca sacar saque sacale suprime suprimir suprima retira retirar retire retiren retirad retirale retirales retiralo retirala retiralos retiralas sobra sobran quito borro elimino saco fuera quitamos borramos eliminamos sacamos quites borres elimines saques suprimas quiten borren eliminen saquen supriman suprimi quitaran borraran eliminaran sacaran suprimieran quitara borrara eliminara sacara',
);
verbs(
  'rename',
  'renombra renombrar renombre llama llamar llame llamese llamen renombramos renombres renombren renombraran renombrara',
);
verbs(
  'change',
  'cambia cambiar cambie cambiale convierte convertir convierta transforma pasa pasar cambiamos pasamos cambies cambien conviertan converti cambiaran cambiara',
);
verbs('make', 'haz hacer haga hazlo hazla ponlo ponla colocalo colocala');

/**
 * The intent of a verb as written, also with an enclitic pronoun ("agrégale", "añádeles",
 * "pásala", "ponele", "sacale"): the pronoun is dropped when what is left is a listed form.
 */
export function verbIntent(folded: string): Intent | undefined {
  const direct = listedForm(folded);
  if (direct) return direct;
  const m = /^(.{3,}?)(?:melo|mela|selo|sela|me|te|le|les|lo|la|los|las|nos)$/.exec(folded);
  return m ? listedForm(m[1]!) : undefined;
}

/**
 * The imperatives that also ask in the second person: "¿me agregás…?", "¿me quitas…?",
 * "¿le cambiás…?" (tú or vos, the imperative with "s").
 */
const ASKED = new Set(
  'agrega anade pone quita saca borra elimina cambia mete incluye renombra coloca suprime convierte'.split(
    ' ',
  ),
);

/**
 * A listed form, or the vosotros imperative of one ("quitad", "añadid", "poned": the listed
 * "quita", "añadi", "pone" with "d"), or a listed imperative with "s" ("agregás", "quitas").
 */
function listedForm(folded: string): Intent | undefined {
  const direct = VERB_INTENTS[folded];
  if (direct) return direct;
  const stem = folded.slice(0, -1);
  if (folded.endsWith('d') && stem.length >= 4 && /[aei]$/.test(stem)) return VERB_INTENTS[stem];
  if (folded.endsWith('s') && ASKED.has(stem)) return VERB_INTENTS[stem];
  return undefined;
}

/**
 * Verbs that say "leave it as it is": after "no" or "sin" (or "deja", "mantén" on their own)
 * they name what must not change, never a change.
 */
export const KEEP_VERBS = new Set(
  'toca tocar toques toque deja dejes deje dejar manten mantener mantenga conserva conservar conserve respeta respetar cambies'.split(
    ' ',
  ),
);

/** Words that never name a target: articles, prepositions, politeness. */
export const FILLER = new Set(
  'el la los las lo un una unos unas al del de a en para por con y e o u que se me te le les nos mi mis su sus tu tus porfa favor porfavor please gracias también tambien tb ademas además otro otra otros otras nuevo nueva nuevos nuevas ahora ya solo sólo esto este esta estos estas ese esa cada'.split(
    ' ',
  ),
);

/** Words that say "a field" / "an entity". */
export const FIELD_WORDS = new Set([
  'campo',
  'campos',
  'dato',
  'datos',
  'columna',
  'columnas',
  'atributo',
  'atributos',
  'propiedad',
  'propiedades',
]);
export const ENTITY_WORDS = new Set([
  'entidad',
  'entidades',
  'tabla',
  'tablas',
  'seccion',
  'secciones',
  'coleccion',
  'colecciones',
  'apartado',
  'apartados',
  'modulo',
  'modulos',
  'pestana',
  'pestanas',
]);

/** How an owner names a field type (folded, longest first when matching). */
export const TYPE_WORDS: [string, FieldType][] = [
  ['texto largo', 'longtext'],
  ['texto corto', 'text'],
  ['fecha y hora', 'datetime'],
  ['fecha con hora', 'datetime'],
  ['si o no', 'boolean'],
  ['si/no', 'boolean'],
  ['si no', 'boolean'],
  ['numero de telefono', 'phone'],
  ['lista de opciones', 'choice'],
  ['lista desplegable', 'choice'],
  ['parrafo', 'longtext'],
  ['texto', 'text'],
  ['numero', 'number'],
  ['numerico', 'number'],
  ['entero', 'number'],
  ['cantidad', 'number'],
  ['importe', 'money'],
  ['dinero', 'money'],
  ['moneda', 'money'],
  ['euros', 'money'],
  ['precio', 'money'],
  ['fecha', 'date'],
  ['dia', 'date'],
  ['hora', 'datetime'],
  ['booleano', 'boolean'],
  ['casilla', 'boolean'],
  ['check', 'boolean'],
  ['interruptor', 'boolean'],
  ['opciones', 'choice'],
  ['opcion', 'choice'],
  ['desplegable', 'choice'],
  ['seleccion', 'choice'],
  ['lista', 'choice'],
  ['imagen', 'image'],
  ['foto', 'image'],
  ['fotografia', 'image'],
  ['archivo', 'file'],
  ['fichero', 'file'],
  ['adjunto', 'file'],
  ['pdf', 'file'],
  ['audio', 'file'],
  ['email', 'email'],
  ['correo', 'email'],
  ['e-mail', 'email'],
  ['mail', 'email'],
  ['telefono', 'phone'],
  ['movil', 'phone'],
  ['enlace', 'url'],
  ['url', 'url'],
  ['link', 'url'],
  ['web', 'url'],
  ['valoracion', 'rating'],
  ['puntuacion', 'rating'],
  ['estrellas', 'rating'],
  ['nota', 'rating'],
  ['referencia', 'reference'],
];

/** Access rules in everyday words. */
export const RULE_PATTERNS: [RegExp, 'publica' | 'catalogo' | 'privada' | 'propia'][] = [
  [
    /\bsolo (?:lo |la |los |las )?(?:pueda |pudiera |pudiese |quiero |queremos )?(?:vea|veo|ver|mire|miro|vere|consulte|viera|viese) yo\b/,
    'privada',
  ],
  // "los árbitros que los vea solo yo", "que las vea yo solo".
  [
    /\b(?:lo|la|los|las) (?:vea|veo|pueda ver|pudiera ver) (?:solo yo|yo solo|solamente yo|unicamente yo)\b/,
    'privada',
  ],
  // "que los abonados puedan reservar ellos mismos", "que se apunten solos": self-service.
  [
    /\b(?:(?:los|las) [a-z]+ )?(?:se )?(?:pueda|puedan|pudiera|pudieran) (?:reservar|apuntar|apuntarse|inscribirse|registrarse|anotarse|pedir|crear|anadir|agregar|hacer|dar de alta|darse de alta)(?:los|las|lo|la)? (?:ellos mismos|ellas mismas|por su cuenta|por si mismos|por si mismas)\b/,
    'publica',
  ],
  // "que cada voluntario pueda apuntar el suyo": each person adds their own.
  [
    /\bcada [a-z]+ (?:pueda|pudiera|puede) (?:apuntar|anotar|anadir|agregar|crear|registrar|poner|meter|subir|hacer|reservar|dar de alta)(?:se)? (?:el suyo|la suya|los suyos|las suyas|sus [a-z]+)\b/,
    'publica',
  ],
  [
    /\bsolo yo (?:pueda |puedo |podre |vaya a |voy a )?(?:ver|vea|veo|consultar|consulte|mirar|leer)\b/,
    'privada',
  ],
  [
    /\b(?:privad[oa]s?|para mi solo|solo para mi|nadie mas (?:pueda )?(?:ver|vea|lo vea|la vea|los vea|las vea)|que nadie (?:lo |la |los |las )?vea|ocult[oa]s?|secret[oa]s?)\b/,
    'privada',
  ],
  [
    /\bsolo (?:yo|el dueno|la duena|el administrador|el admin|tu) (?:lo |la |los |las )?(?:pueda |puedo |podre |va a |puede )?(?:tocar(?:lo|la|los|las)?|toque|toco|anadir|anada|cargar|cargue|crear|cree|publicar|publique|subir|suba|poner|ponga|meter|meta|editar|edite|gestionar|gestione|dar de alta|registrar|registre|agregar|agregue|modificar|modifique|escribir|escriba|cambiar|cambie|organizar|organice|programar|programe|convocar|convoque)\b/,
    'catalogo',
  ],
  [
    /\b(?:los demas|el resto|la gente|los visitantes|los usuarios|los socios|los clientes) (?:solo )?(?:puedan |pueden |podran )?(?:ver|vean|mirar|miren|consultar|consulten|leer|lean)(?:lo|la|los|las)?\b/,
    'catalogo',
  ],
  [
    /\b(?:solo|solamente|unicamente) (?:yo |tu )?(?:lo |la |los |las )?(?:pueda |puedo |podre |puede |debo poder |deberia poder |tengo que poder |quiero poder |quiero |queremos )?(?:tocar|anadir|anada|anadirlos|anadirlas|cargar|cargue|crear|cree|crearlos|crearlas|publicar|publique|subir|suba|poner|ponga|meter|meta|editar|edite|gestionar|apuntar|apunte|apuntarlos|registrar|registre|agregar|agregue|modificar|escribir|dar de alta|organizar|organice|programar|programe|convocar|convoque)(?:los|las|lo|la)?(?: yo)?\b/,
    'catalogo',
  ],
  // "que nadie más que yo vea los monitores", "no quiero que la vea nadie de fuera, solo yo".
  [
    /\bnadie (?:mas|de fuera|salvo yo|excepto yo|aparte de mi|mas que yo)(?: que yo)? (?:lo |la |los |las )?(?:vea|vean|pueda ver|puedan ver)\b/,
    'privada',
  ],
  [/\b(?:lo|la|los|las) (?:vea|pueda ver) nadie\b/, 'privada'],
  // "las reseñas, que las escriba solo yo": the order after the pronoun.
  [
    /\b(?:lo|la|los|las) (?:escriba|anada|cree|publique|suba|ponga|meta|edite|apunte|cargue|agregue) (?:solo yo|yo solo|solamente yo|unicamente yo)\b/,
    'catalogo',
  ],
  // "las reseñas las quiero subir yo": I mean to be the one who adds them.
  [
    /\b(?:lo|la|los|las) (?:quiero|queremos|voy a|vamos a|prefiero) (?:subir|anadir|crear|poner|meter|publicar|cargar|apuntar|dar de alta|gestionar|editar) (?:yo|nosotros)\b/,
    'catalogo',
  ],
  [/\b(?:catalogo|solo lectura|de solo ver)\b/, 'catalogo'],
  // Each sees their own: propia since the six rules (issue 38; decision 0235).
  [
    /\b(?:vea|ve|vean|ven|pueda ver|puedan ver) (?:solo )?(?:lo suyo|los suyos|las suyas|sus)\b/,
    'propia',
  ],
  [
    // "los libros solo los añado yo".
    /\bsolo (?:lo |la |los |las )?(?:anado|cargo|creo|pongo|meto|subo|publico|edito|gestiono|apunto|registro|agrego|escribo|modifico|toco|cambio|organizo|programo) yo\b/,
    'catalogo',
  ],
  [
    /\b(?:cualquiera|cualquier persona|cualquier usuario|cualquier [a-z]+|todo el mundo|todos|todas|la gente|los usuarios|los socios|los clientes|los visitantes|cada usuario|cada uno) (?:pueda |puedan |puede |pueden |podra |podran |pudiera |pudieran |se pueda |se puedan |se pudiera |se pudieran )?(?:apuntar|apuntarse|apuntarme|apunte|apunten|anotar|anote|anoten|pedir|pida|pidan|hacer|haga|hagan|crear|cree|creen|anadir|anada|anadan|publicar|publique|publiquen|subir|suba|suban|reservar|reserve|reserven|escribir|escriba|escriban|poner|ponga|pongan|meter|agregar|registrar|registrarse|proponer|proponga|propongan|dejar|deje|dejen|participar|inscribirse|inscribir|sumarse|unirse|dar de alta|meta|metan)(?:los|las|lo|la)?\b(?! de ser)/,
    'publica',
  ],
  [
    // "las reservas que cualquiera las pueda hacer", "que las reservas las pueda hacer cualquiera".
    /\b(?:cualquiera|todo el mundo|la gente) (?:lo|la|los|las) (?:pueda|puedan|pudiera|pudieran|puede|pueden) (?:hacer|crear|anadir|agregar|meter|poner|apuntar|reservar|registrar|subir|dar de alta|publicar|escribir)\b|\b(?:lo|la|los|las) (?:pueda|puedan|pudiera|pudieran|puede|pueden) (?:hacer|dar de alta) (?:cualquiera|todo el mundo|la gente)\b/,
    'publica',
  ],
  [
    // "que los encargos los pudieran hacer los propios clientes": the people themselves.
    /\b(?:pueda|puedan|pudiera|pudieran|puede|pueden) (?:hacer|crear|anadir|agregar|meter|poner|apuntar|reservar|registrar|subir|dar de alta)(?:los|las|lo|la|se)? (?:(?:los|las) )?propi(?:os|as)(?: [a-z]+)?\b/,
    'publica',
  ],
  [
    // "que los vecinos se puedan apuntar solos", "que la gente pueda apuntarse sola".
    /\b(?:(?:se )?(?:pueda|puedan|pudiera|pudieran|puede|pueden) (?:apuntar|inscribir|registrar|dar de alta)(?:se)?|apuntarse|inscribirse|registrarse|darse de alta) sol[oa]s?\b/,
    'publica',
  ],
  // "abiertos a todo el mundo", "abiertas a cualquiera".
  [
    /\b(?:public[oa]s?|abiert[oa]s? a (?:todos|todas|todo el mundo|cualquiera)|para todos|de todos)\b/,
    'publica',
  ],
  [
    // "que los veterinarios los pueda añadir cualquiera", "… los puedan ver y añadir todos":
    // the verb before who may do it.
    /\b(?:lo |la |los |las )?(?:pueda|puedan|puede|pueden|podra|podran) (?:(?:ver|leer|consultar|mirar) (?:y|e) )?(?:anadir|cargar|crear|publicar|subir|apuntar|apuntarse|reservar|escribir|poner|meter|agregar|registrar|proponer|dejar)(?:los|las|lo|la|se)? (?:cualquiera|cualquier persona|todo el mundo|todos|todas|la gente|quien quiera)(?: (?:los|las) [a-z]+)?\b/,
    'publica',
  ],
];

/**
 * Words owners cut short, full form (folded) → the short one: a list «Bicicleta» is named «las
 * bicis» (hand test of 7 Dec 2026). Only the head word of a name, and only clips that name no
 * field of their own: «foto» (a photo field), «profe» (read as a second list beside the one
 * named, team-25/030) stay out.
 */
export const CLIPPED: Readonly<Record<string, string>> = {
  bicicleta: 'bici',
  motocicleta: 'moto',
};

/** Colour names (folded) and the hex each one means. */
/** Colour names (folded) and the hex each one means: eval/changes/README.md's table (Tailwind 600). */
export const COLOURS: Record<string, string> = {
  rojo: '#dc2626',
  roja: '#dc2626',
  naranja: '#ea580c',
  amarillo: '#ca8a04',
  amarilla: '#ca8a04',
  verde: '#16a34a',
  turquesa: '#0d9488',
  celeste: '#0284c7',
  'azul claro': '#0284c7',
  azul: '#2563eb',
  // A shade owners name as a colour of its own (hand test of 7 Dec 2026): Tailwind blue-900.
  'azul marino': '#1e3a8a',
  anil: '#4f46e5',
  indigo: '#4f46e5',
  morado: '#9333ea',
  morada: '#9333ea',
  violeta: '#9333ea',
  purpura: '#9333ea',
  lila: '#9333ea',
  rosa: '#db2777',
  marron: '#92400e',
  cafe: '#92400e',
  gris: '#4b5563',
  negro: '#000000',
  negra: '#000000',
  blanco: '#ffffff',
  blanca: '#ffffff',
};

/** Shades outside the table: the reader refuses them rather than guess a hex. */
export const UNKNOWN_SHADES =
  /\b(?:oscuro|oscura|claro|clara|marino|palo|pastel|chillon|fuerte|suave|electrico|fosforito|botella|cielo|agua|menta|oliva)\b/;

export const THEME_WORDS: [string, Theme][] = [
  ['modo oscuro', 'dark'],
  ['oscuro', 'dark'],
  ['oscura', 'dark'],
  ['modo noche', 'dark'],
  ['nocturno', 'dark'],
  ['dark', 'dark'],
  ['minimalista', 'minimal'],
  ['minimal', 'minimal'],
  ['minimo', 'minimal'],
  ['sencillo', 'minimal'],
  ['sencilla', 'minimal'],
  ['sencillita', 'minimal'],
  ['sencillito', 'minimal'],
  ['simple', 'minimal'],
  ['limpio', 'minimal'],
  ['clasico', 'classic'],
  ['clasica', 'classic'],
  ['classic', 'classic'],
  ['tradicional', 'classic'],
  ['elegante', 'classic'],
  ['moderno', 'modern'],
  ['moderna', 'modern'],
  ['modern', 'modern'],
  ['actual', 'modern'],
];

export const LAYOUT_WORDS: [string, Layout][] = [
  ['barra lateral', 'sidebar'],
  ['menu lateral', 'sidebar'],
  ['menu a la izquierda', 'sidebar'],
  ['menu a un lado', 'sidebar'],
  ['menu al lado', 'sidebar'],
  ['menu a un costado', 'sidebar'],
  ['lateral', 'sidebar'],
  ['sidebar', 'sidebar'],
  ['cuadricula', 'grid'],
  ['rejilla', 'grid'],
  ['tarjetas', 'grid'],
  ['mosaico', 'grid'],
  ['grid', 'grid'],
  ['panel de control', 'dashboard'],
  ['panel', 'dashboard'],
  ['dashboard', 'dashboard'],
  ['tablero', 'dashboard'],
  ['flexible', 'flex'],
  ['flex', 'flex'],
  ['fluido', 'flex'],
  ['fluida', 'flex'],
];

/**
 * `\bword\b` for a word of these lists (THEME_WORDS, LAYOUT_WORDS …), compiled once per word:
 * the readers test every word of a list on every clause. No flags: it keeps no state.
 */
const wordPatterns = new Map<string, RegExp>();
export function wordPattern(w: string): RegExp {
  let re = wordPatterns.get(w);
  if (!re) {
    re = new RegExp(`\\b${w}\\b`);
    if (wordPatterns.size >= 5_000) wordPatterns.clear();
    wordPatterns.set(w, re);
  }
  return re;
}
