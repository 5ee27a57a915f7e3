import { z } from 'zod';
import type { GeneratedProject } from './projects.ts';

// The builder's API: generation (NDJSON stream), uploads and templates. Shared by the
// server routes and the web feature; the projects themselves are contracts/projects.ts'.

export const PROMPT_MAX_LENGTH = 4000;
export const MAX_ATTACHED_FILES = 10;

export const generateRequestSchema = z.object({
  prompt: z
    .string({ error: 'Describe tu idea para generar la aplicación.' })
    .trim()
    .min(1, 'Describe tu idea para generar la aplicación.')
    .max(PROMPT_MAX_LENGTH, `La idea no puede superar los ${PROMPT_MAX_LENGTH} caracteres.`),
  fileIds: z
    .array(z.string().min(1).max(64))
    .max(MAX_ATTACHED_FILES, `Puedes adjuntar como máximo ${MAX_ATTACHED_FILES} archivos.`)
    .optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

// docs/product-spec.md §4: the five progress messages, in this order.
export const GENERATION_STAGES = [
  { stage: 'analyze', message: 'Analizando tu idea…' },
  { stage: 'specification', message: 'Creando la especificación técnica…' },
  { stage: 'save', message: 'Guardando el proyecto…' },
  { stage: 'launch-url', message: 'Asignando la URL de lanzamiento…' },
  { stage: 'preview', message: 'Generando la vista previa…' },
] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number]['stage'];

export type AttachedFile = {
  id: string;
  name: string;
  originalName: string;
  fileType: string;
  fileSize: number;
  storageUrl: string;
};

/**
 * The concept as the model has written it so far (issue 12): every field optional, the last
 * string possibly cut mid-word. Category and complexity are the schema's values once known.
 */
export type ConceptDraft = {
  name?: string;
  category?: string;
  description?: string;
  features?: string[];
  techStack?: string[];
  userStories?: string[];
  estimatedComplexity?: string;
};

export type GenerationLine =
  | { type: 'progress'; stage: GenerationStage; message: string }
  | { type: 'partial'; concept: ConceptDraft }
  | { type: 'result'; project: GeneratedProject }
  | { type: 'error'; message: string };

export type Template = {
  id: string;
  name: string;
  description: string;
  category: string;
  isFeatured: boolean;
  previewUrl: string | null;
  prompt: string;
};

export type UploadedFileRecord = AttachedFile & { userId: string; createdAt: string };

// docs/product-spec.md §5: the builder uploader's limits.
export const BUILDER_UPLOAD_MAX_MB = 10;
export const BUILDER_UPLOAD_MAX_BYTES = BUILDER_UPLOAD_MAX_MB * 1024 * 1024;
export const BUILDER_UPLOAD_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.zip', '.pdf'] as const;

/** The extension as the spec's alert shows it: lowercase with its dot, or the whole name. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot).toLowerCase() : '';
}

export function isAllowedBuilderExtension(fileName: string): boolean {
  return (BUILDER_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** "Pick a template" fills the prompt with a request to build it from its description. */
export function promptFromTemplate(template: Pick<Template, 'name' | 'description'>): string {
  return `Crea una aplicación basada en la plantilla «${template.name}»: ${template.description}`;
}

// docs/product-spec.md §2: the twelve idea categories of the Crear tab, each with an example idea.
export const IDEA_CATEGORIES = [
  {
    id: 'crm',
    label: 'CRM',
    idea: 'Un CRM para una agencia inmobiliaria pequeña: registrar compradores e inquilinos, seguir cada visita a un piso, programar recordatorios de llamada y ver un embudo de ventas con el valor de cada operación.',
  },
  {
    id: 'dev-productivity',
    label: 'Productividad para desarrolladores',
    idea: 'Una herramienta para equipos de desarrollo que reúna las pull requests pendientes de revisión, avise cuando una lleva más de dos días esperando y muestre métricas de tiempo de ciclo por sprint.',
  },
  {
    id: 'education',
    label: 'Educación',
    idea: 'Una plataforma para que profesores de secundaria creen cuestionarios de repaso, los asignen por grupo, corrijan automáticamente y vean qué temas le cuestan más a cada alumno.',
  },
  {
    id: 'content',
    label: 'Generación de contenido',
    idea: 'Una app que ayude a pequeños comercios a planificar su calendario de publicaciones en redes sociales, redactar textos con su tono de marca y programar cada publicación.',
  },
  {
    id: 'personal-finance',
    label: 'Finanzas personales',
    idea: 'Una app de finanzas personales para parejas: registrar gastos compartidos, fijar un presupuesto mensual por categoría, repartir los gastos comunes y ver cuánto ahorran cada mes.',
  },
  {
    id: 'health',
    label: 'Salud',
    idea: 'Una app para una clínica de fisioterapia donde los pacientes reservan citas, reciben su plan de ejercicios en casa con vídeos y registran su nivel de dolor tras cada sesión.',
  },
  {
    id: 'productivity',
    label: 'Productividad',
    idea: 'Un gestor de tareas para equipos pequeños con tableros kanban, fechas límite, asignación de responsables y un resumen semanal por correo de lo completado y lo pendiente.',
  },
  {
    id: 'travel',
    label: 'Planificación de viajes',
    idea: 'Un planificador de viajes en grupo: proponer destinos, votar las fechas, construir el itinerario día a día, guardar reservas de vuelos y hoteles y dividir los gastos del viaje.',
  },
  {
    id: 'entertainment',
    label: 'Entretenimiento',
    idea: 'Una app para organizar noches de juegos de mesa con amigos: catálogo de juegos de cada uno, votación del juego de la noche, registro de partidas y ranking de ganadores.',
  },
  {
    id: 'environment',
    label: 'Medio ambiente',
    idea: 'Una app para que los vecinos de un barrio registren su reciclaje, calculen la huella de carbono de su hogar, se unan a retos de residuo cero y vean el impacto colectivo.',
  },
  {
    id: 'home',
    label: 'Gestión del hogar',
    idea: 'Una app para gestionar el hogar en familia: reparto de tareas domésticas con turnos, lista de la compra compartida, menú semanal y recordatorios de facturas y mantenimientos.',
  },
  {
    id: 'creative',
    label: 'Herramientas creativas',
    idea: 'Una herramienta para ilustradores freelance: portafolio online, gestión de encargos con bocetos y revisiones del cliente, presupuestos y cobro de señales por adelantado.',
  },
] as const;
