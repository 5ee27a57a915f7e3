import {
  Building2,
  Factory,
  GraduationCap,
  HeartPulse,
  Hotel,
  Landmark,
  type LucideIcon,
  ShoppingCart,
  Truck,
} from 'lucide-react';

// docs/product-spec.md §9: the landing page's marketing claims, quoted as the spec writes them.
export const CLAIMS = [
  { value: '2 min', label: 'de tu idea al concepto completo de la app' },
  { value: '100%', label: 'código con IA, listo para exportar' },
  { value: '$0', label: 'de hosting para publicar tu primera app' },
  { value: '99.9%', label: 'de disponibilidad (uptime) de la plataforma' },
] as const;

export const PHASES = [
  {
    title: 'Descubrir',
    text: 'Describes tu idea en español. Forja la analiza, detecta usuarios y categoría y propone nombre, funcionalidades y stack.',
  },
  {
    title: 'Especificar',
    text: 'Obtienes historias de usuario, complejidad estimada y una especificación técnica que cualquier equipo puede ejecutar.',
  },
  {
    title: 'Construir',
    text: 'Organizas el trabajo con tareas y notas, personalizas el diseño y exportas un proyecto React que arranca en local.',
  },
  {
    title: 'Lanzar y medir',
    text: 'Publicas tu app en su propia URL, la compartes y decides el siguiente paso con datos, solo o con nuestro equipo.',
  },
] as const;

export const SECTORS: { name: string; icon: LucideIcon }[] = [
  { name: 'Fintech y seguros', icon: Landmark },
  { name: 'Comercio electrónico', icon: ShoppingCart },
  { name: 'Salud y bienestar', icon: HeartPulse },
  { name: 'Educación', icon: GraduationCap },
  { name: 'Logística y transporte', icon: Truck },
  { name: 'Turismo y hostelería', icon: Hotel },
  { name: 'Industria', icon: Factory },
  { name: 'Sector público', icon: Building2 },
];

/** The sample concept shown in the hero: what a generation actually returns. */
export const SAMPLE_CONCEPT = {
  prompt:
    'App para fisioterapeutas autónomos: el paciente reserva y paga la señal desde el móvil y recibe un recordatorio el día antes.',
  name: 'FisioCita',
  category: 'Salud',
  complexity: 'Media',
  features: [
    'Reserva online con pago de señal',
    'Recordatorios automáticos 24 h antes',
    'Agenda diaria del profesional',
    'Notas clínicas por sesión',
  ],
  stack: ['React', 'Node.js', 'PostgreSQL', 'Stripe'],
};
