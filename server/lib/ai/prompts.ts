import { CONCEPT_CATEGORIES, type Concept } from '../../../contracts/concept.ts';
import { type DataModel, FIELD_TYPE_LABELS, FIELD_TYPES } from '../../../contracts/data-model.ts';
import type { AiFileContext, SpecificationRequest } from './types.ts';

// Prompts for real models. The field list is spelled out because many OpenAI-compatible
// servers (Ollama, llama.cpp) honour JSON mode but not a JSON schema.

export const CONCEPT_SYSTEM = `Eres un arquitecto de producto que convierte ideas de aplicaciones en conceptos completos.
Responde EXCLUSIVAMENTE con un objeto JSON, sin texto adicional, con estos campos:
- "name": nombre comercial breve y original de la app (no repitas la idea literalmente).
- "category": exactamente uno de ${CONCEPT_CATEGORIES.map((c) => `"${c}"`).join(', ')}.
- "description": dos o tres frases que expliquen qué hace la app y para quién.
- "features": entre 5 y 8 funcionalidades concretas y específicas de esta idea.
- "techStack": entre 4 y 10 tecnologías adecuadas a la complejidad.
- "userStories": al menos 5 historias con la forma "Como <rol>, quiero <acción> para <beneficio>".
- "estimatedComplexity": exactamente "Simple", "Medium" o "Complex".
- "dataModel": el modelo de datos, {"entities": [...]}, con entre 2 y 8 entidades: las cosas que la app guarda según la idea (por ejemplo Herramienta, Préstamo, Valoración). Cada entidad lleva:
  - "key": identificador en plural, minúsculas, sin tildes ni espacios ("prestamos");
  - "label" en singular ("Préstamo") y "labelPlural" ("Préstamos");
  - "rule": "publica" (todos ven todos los registros), "catalogo" (la mantiene quien gestiona la app y todos la consultan) o "privada" (cada persona ve solo lo suyo);
  - "fields": de 2 a 12 campos, cada uno con "key" (minúsculas sin tildes, palabras unidas por "_": "fecha_inicio"), "label" ("Fecha de inicio"), "type" (uno de ${FIELD_TYPES.map((t) => `"${t}"`).join(', ')}), "required" (true o false), "options" (la lista de opciones si "type" es "choice"; si no, null) y "ref" (la "key" de la entidad a la que apunta si "type" es "reference"; si no, null).
  Relaciona las entidades con campos "reference" (un Préstamo apunta a su Herramienta).
Todo el texto va en español de España, con tildes correctas.`;

function filesBlock(files?: AiFileContext[]): string {
  if (!files || files.length === 0) return '';
  return `\n\nEl usuario adjuntó estos archivos como contexto:\n${files.map((f) => `- ${f.originalName} (${f.fileType})`).join('\n')}`;
}

export function conceptPrompt(prompt: string, files?: AiFileContext[]): string {
  return `Idea de la aplicación:\n"""\n${prompt}\n"""${filesBlock(files)}`;
}

export const SPEC_SYSTEM = `Eres un arquitecto de software. Escribe especificaciones técnicas en Markdown, en español, con secciones claras:
resumen, usuarios y roles, funcionalidades, modelo de datos, arquitectura y stack, API principal, seguridad y privacidad, riesgos y próximos pasos.
Cuando se te dé un modelo de datos, la sección de modelo de datos describe exactamente esas entidades, sus campos, tipos y relaciones, sin inventar otras.
No incluyas texto fuera del documento.`;

export function specificationPrompt(
  input: SpecificationRequest & { concept: Concept | undefined },
): string {
  const c = input.concept;
  const lines = [
    `Proyecto: ${c?.name ?? input.name}`,
    `Descripción: ${c?.description ?? input.description}`,
  ];
  if (input.prompt) lines.push(`Idea original: ${input.prompt}`);
  if (c) {
    lines.push(`Categoría: ${c.category}`, `Complejidad estimada: ${c.estimatedComplexity}`);
    lines.push(`Funcionalidades:\n${c.features.map((f) => `- ${f}`).join('\n')}`);
    lines.push(`Stack:\n${c.techStack.map((t) => `- ${t}`).join('\n')}`);
    lines.push(`Historias de usuario:\n${c.userStories.map((s) => `- ${s}`).join('\n')}`);
    if (c.dataModel) lines.push(`Modelo de datos:\n${dataModelLines(c.dataModel)}`);
  }
  return `Escribe la especificación técnica detallada de este proyecto.\n\n${lines.join('\n')}${filesBlock(input.files)}`;
}

const RULE_WORDS: Record<DataModel['entities'][number]['rule'], string> = {
  publica: 'pública',
  catalogo: 'catálogo',
  privada: 'privada',
  formulario: 'formulario',
  propia: 'propia',
  vinculada: 'vinculada',
};

/**
 * The data model as the specification's author reads it: one line per entity, its fields
 * with their Spanish types, "obligatorio", the options and the entity a reference points to.
 */
export function dataModelLines(model: DataModel): string {
  const labels = new Map(model.entities.map((e) => [e.key, e.label]));
  return model.entities
    .map((e) => {
      const fields = e.fields.map((f) => {
        const detail = [FIELD_TYPE_LABELS[f.type]];
        if (f.type === 'reference' && f.ref) detail.push(`→ ${labels.get(f.ref) ?? f.ref}`);
        if (f.options) detail.push(f.options.join(' / '));
        if (f.required) detail.push('obligatorio');
        return `${f.label} [${f.key}] (${detail.join(', ')})`;
      });
      return `- ${e.label} [${e.key}], acceso ${RULE_WORDS[e.rule]}: ${fields.join('; ')}`;
    })
    .join('\n');
}

export function imagePrompt(concept: Concept, idea: string): string {
  return `Maqueta de interfaz limpia y moderna de la aplicación "${concept.name}" (${concept.category}): ${concept.description} Idea: ${idea}. Estilo de captura de pantalla de producto, sin texto ilegible.`;
}

export const APP_DEFINITION_SYSTEM = `Eres un diseñador de aplicaciones de gestión. A partir de un proyecto y su modelo de datos, defines la aplicación que funcionará en su dirección pública.
Responde EXCLUSIVAMENTE con un objeto JSON, sin texto adicional: {"entities": [...], "navigation": [...]}.
- "entities": las entidades del modelo de datos, con sus mismas claves, campos, tipos y reglas de acceso; puedes mejorar "label" y "labelPlural" (español de España, con tildes). Cada entidad lleva además "views":
  - "list": "searchFields" (claves de campos de texto donde busca el buscador), "filterFields" (hasta 10 campos "choice", "reference" o "boolean" que se ofrecen como filtros), "sortField" (la clave del campo por el que se ordena la lista, o "createdAt"), "sortDir" ("asc" o "desc"), "pageSize" (10, 20 o 50) y "columns" (hasta 8 claves que se muestran en la lista; la primera es el título);
  - "calendar": {"dateField": clave de un campo "date" o "datetime"} si la entidad se ve bien en un calendario; si no, null;
  - "board": {"statusField": clave de un campo "choice" de estado} si la entidad se ve bien como tablero; si no, null.
- "navigation": las claves de las entidades en el orden del menú de la app, la más importante primero.
Usa solo claves de campos que existan en su entidad.`;

export const APP_DEFINITION_SHAPE_HINT = `Forma exacta de la respuesta (sin comentarios):
{"entities":[{"key":"...","label":"...","labelPlural":"...","rule":"publica|catalogo|privada","fields":[{"key":"...","label":"...","type":"text","required":true,"options":null,"ref":null}],"views":{"list":{"searchFields":[],"filterFields":[],"sortField":"createdAt","sortDir":"desc","pageSize":20,"columns":[]},"calendar":null,"board":null}}],"navigation":["..."]}`;

/** The marker line tells a test server (and a person reading logs) what is asked. */
export function appDefinitionPrompt(input: {
  name: string;
  description: string;
  dataModel: DataModel;
}): string {
  return `Definición de la aplicación del proyecto:\nProyecto: ${input.name}\nDescripción: ${input.description || '(sin descripción)'}\n\nModelo de datos:\n${dataModelLines(input.dataModel)}\n\nModelo de datos en JSON:\n${JSON.stringify(input.dataModel)}`;
}

export const CHANGE_SYSTEM = `Eres el asistente que cambia una aplicación de gestión ya en marcha. El dueño pide un cambio en español y tú lo traduces en operaciones sobre su definición, sin aplicar nada.
Responde EXCLUSIVAMENTE con un objeto JSON: {"operations": [...]}. Cada operación lleva "op" y todas las demás propiedades, con null donde no apliquen:
- "addEntity": "label" (singular), "labelPlural", "rule" o null, "fields" (los campos nuevos, cada uno {"label", "type", "required", "options", "ref"}).
- "removeEntity", "renameEntity" ("label" nuevo): "entity" es la clave de la entidad.
- "addField": "entity" y "newField" ({"label", "type", "required", "options" si es "choice", "ref" con la clave de la entidad si es "reference"}).
- "removeField", "renameField" ("label" nuevo), "setRequired" ("required": true u false): "entity" y "field" son claves existentes.
- "changeFieldType": "entity", "field", "type" y, si hace falta, "options" o "ref".
- "addOptions", "removeOptions": "entity", "field" y "options".
- "setRule": "entity" y "rule": "publica" (cualquiera ve y crea), "catalogo" (solo el dueño crea, todos ven), "privada" (solo el dueño ve), "formulario" (los visitantes envían y cada uno ve solo lo suyo; con "anonymous": true también sin cuenta), "propia" (cada persona con cuenta crea y ve solo lo suyo) o "vinculada" (cada registro lo ve la persona a la que apunta su campo de referencia "linkField"; esa entidad necesita "setAccountField").
- "setAccountField": "entity" (las personas) y "field" (su campo de email que es la cuenta de cada una).
- "setNotify": "entity", "onCreate" (true: avisar por email al dueño de cada registro nuevo; false: dejar de avisar; null: sin cambio) y "onChangeOf" (la clave de un campo de opciones: avisar a quien envió el registro cuando cambie; "" para dejar de avisar; null: sin cambio).
- "addTotal": "entity" (donde se muestra), "from" (la entidad cuyos registros apuntan a ella), "via" (su campo de referencia a "entity", o null para el primero), "field" (un campo de número o dinero de "from" para sumarlo, o null para contar), "label" (el nombre del total) y "minus" (para un saldo, lo que se resta de esa suma: { "from", "via", "field" } de otra entidad que apunta a "entity", con un campo del mismo tipo, como lo cargado menos lo pagado; si no, null). "removeTotal": "entity" y "label".
- "setDesign": "primaryColor" o "secondaryColor" (hexadecimal #rrggbb), "theme" (${'"modern", "minimal", "classic" o "dark"'}), "layout" (${'"grid", "flex", "sidebar" o "dashboard"'}).
Tipos de campo: ${FIELD_TYPES.map((t) => `"${t}"`).join(', ')}.
Usa solo claves de entidades y campos que existan en la definición, y no cambies nada que el dueño no haya nombrado. Si la petición no se entiende o puede referirse a dos cosas, responde {"operations": []}.`;

/** The marker line tells a test server (and a person reading logs) what is asked. */
export function changePrompt(input: {
  instruction: string;
  dataModel: DataModel;
  design: { primaryColor: string; secondaryColor: string; theme: string; layout: string };
}): string {
  const d = input.design;
  return `Cambio pedido en la aplicación:\n"""\n${input.instruction}\n"""\n\nDefinición actual:\n${dataModelLines(input.dataModel)}\n\nDefinición en JSON:\n${JSON.stringify(input.dataModel)}\n\nDiseño actual: color principal ${d.primaryColor}, secundario ${d.secondaryColor}, tema ${d.theme}, disposición ${d.layout}.`;
}

export const CHANGE_SHAPE_HINT = `Forma exacta de la respuesta (sin comentarios):
{"operations":[{"op":"addField","entity":"clientes","field":null,"label":null,"labelPlural":null,"rule":null,"anonymous":null,"linkField":null,"onCreate":null,"onChangeOf":null,"type":null,"required":null,"options":null,"ref":null,"newField":{"label":"Teléfono","type":"phone","required":false,"options":null,"ref":null},"fields":null,"primaryColor":null,"secondaryColor":null,"theme":null,"layout":null}]}`;
