// Labelled app ideas for the offline engine bench: varied Spanish (es-ES, es-MX, es-AR),
// with and without accents, with stray English words. `keywords` are accent-free stems that
// a relevant feature list should mention (matched on folded text, prefix-wise).
import type { ConceptCategory } from '../contracts/concept.ts';

export interface LabelledIdea {
  prompt: string;
  category: ConceptCategory;
  keywords: string[];
}

export const IDEAS: LabelledIdea[] = [
  {
    prompt:
      'Una app para una clínica veterinaria donde los dueños de mascotas pidan citas y reciban recordatorios de vacunas',
    category: 'Health',
    keywords: ['mascota', 'cita', 'vacuna', 'veterin'],
  },
  {
    prompt: 'aplicacion para controlar mis gastos y ahorrar plata cada mes',
    category: 'Finance',
    keywords: ['gasto', 'ahorro', 'presupuesto'],
  },
  {
    prompt: 'Marketplace de ropa de segunda mano con pagos y chat entre comprador y vendedor',
    category: 'E-commerce',
    keywords: ['vendedor', 'anuncio', 'pago', 'chat'],
  },
  {
    prompt: 'CRM sencillo para que mi equipo comercial haga seguimiento de leads y oportunidades',
    category: 'CRM',
    keywords: ['cliente', 'embudo', 'seguimiento', 'venta'],
  },
  {
    prompt:
      'Quiero una app de tareas con recordatorios y listas compartidas para organizar mi semana',
    category: 'Productivity',
    keywords: ['tarea', 'recordatorio', 'calendario'],
  },
  {
    prompt: 'plataforma de cursos online de programacion con videos, quizzes y certificados',
    category: 'Education',
    keywords: ['curso', 'leccion', 'certificado', 'cuestionario'],
  },
  {
    prompt: 'App de fitness para el gym: rutinas de entrenamiento, registro de series y progreso',
    category: 'Health',
    keywords: ['entrenamiento', 'serie', 'progreso', 'plan'],
  },
  {
    prompt: 'Un juego de trivia multijugador para jugar con amigos en fiestas, con ranking',
    category: 'Entertainment',
    keywords: ['partida', 'ranking', 'torneo', 'jugador'],
  },
  {
    prompt:
      'Red social para vecinos del barrio donde compartir avisos, prestar cosas y organizar quedadas',
    category: 'Social',
    keywords: ['barrio', 'vecin', 'anuncio', 'evento'],
  },
  {
    prompt: 'Software de facturación para autónomos con IVA, presupuestos y control de cobros',
    category: 'Business',
    keywords: ['factura', 'cobro', 'iva', 'presupuesto'],
  },
  {
    prompt: 'Blog de recetas de cocina con newsletter semanal y buscador por ingredientes',
    category: 'Content',
    keywords: ['receta', 'ingrediente', 'newsletter', 'cocina'],
  },
  {
    prompt:
      'sistema de turnos para un consultorio medico, los pacientes sacan turno desde el celular',
    category: 'Health',
    keywords: ['cita', 'paciente', 'historia', 'recordatorio'],
  },
  {
    prompt:
      'tienda online de artesanías mexicanas con carrito, envíos a todo el país y pagos con Mercado Pago',
    category: 'E-commerce',
    keywords: ['catalogo', 'carrito', 'pedido', 'pago', 'envio'],
  },
  {
    prompt: 'app para dividir gastos entre amigos cuando nos vamos de viaje',
    category: 'Finance',
    keywords: ['gasto', 'deuda', 'grupo', 'divis'],
  },
  {
    prompt:
      'Gestión de inventario y stock para una ferretería con código de barras y pedidos a proveedores',
    category: 'Business',
    keywords: ['stock', 'proveedor', 'codigo de barras', 'almacen'],
  },
  {
    prompt:
      'Aplicativo para que los profesores pongan notas y pasen lista, y los padres vean los deberes',
    category: 'Education',
    keywords: ['calificacion', 'asistencia', 'deber', 'familia'],
  },
  {
    prompt: 'App de meditación y diario emocional para reducir la ansiedad',
    category: 'Health',
    keywords: ['meditacion', 'animo', 'respiracion', 'diario'],
  },
  {
    prompt: 'Plataforma para organizar eventos y vender entradas con QR',
    category: 'Entertainment',
    keywords: ['evento', 'entrada', 'qr', 'invitado'],
  },
  {
    prompt:
      'Delivery de comida para restaurantes de mi ciudad con seguimiento del repartidor en el mapa',
    category: 'Business',
    keywords: ['repartidor', 'mapa', 'pedido', 'entrega'],
  },
  {
    prompt: 'un dashboard para que mi pyme vea ventas, empleados y KPIs en tiempo real',
    category: 'Business',
    keywords: ['panel', 'metrica', 'empleado', 'informe'],
  },
  {
    prompt: 'App para aprender inglés con vocabulario diario y conversación con nativos',
    category: 'Education',
    keywords: ['vocabulario', 'conversacion', 'nativo', 'leccion'],
  },
  {
    prompt: 'Podcast y newsletter para creadores de contenido con estadísticas de audiencia',
    category: 'Content',
    keywords: ['newsletter', 'publicacion', 'estadistica', 'suscriptor'],
  },
  {
    prompt: 'Helpdesk de soporte con tickets, SLA y base de conocimiento para atención al cliente',
    category: 'CRM',
    keywords: ['ticket', 'incidencia', 'conocimiento', 'satisfaccion'],
  },
  {
    prompt: 'Gestor de proyectos con tableros kanban, sprints y asignación de tareas al equipo',
    category: 'Productivity',
    keywords: ['kanban', 'tarea', 'equipo', 'proyecto'],
  },
  {
    prompt: 'app de citas para conocer gente soltera con intereses en común',
    category: 'Social',
    keywords: ['perfil', 'match', 'chat', 'afinidad'],
  },
  {
    prompt: 'seguimiento de inversiones en bolsa y criptomonedas con alertas de precio',
    category: 'Finance',
    keywords: ['cartera', 'inversion', 'alerta', 'rentabilidad'],
  },
  {
    prompt: 'Reserva de pistas de pádel para un club deportivo con pagos online',
    category: 'Business',
    keywords: ['reserva', 'pista', 'pago', 'franja'],
  },
  {
    prompt: 'Carta digital con QR y comandas a cocina para mi restaurante',
    category: 'Business',
    keywords: ['carta', 'comanda', 'mesa', 'qr'],
  },
  {
    prompt:
      'Una app tipo Letterboxd para llevar registro de las pelis y series que veo y hacer reseñas',
    category: 'Entertainment',
    keywords: ['pelicula', 'resena', 'pendiente', 'recomendacion'],
  },
  {
    prompt: 'Plataforma de voluntariado que conecte ONGs con voluntarios y permita donaciones',
    category: 'Social',
    keywords: ['voluntari', 'donacion', 'ong', 'causa'],
  },
  {
    prompt:
      'Agenda online para peluquería y barbería: los clientes reservan turno y eligen estilista',
    category: 'Business',
    keywords: ['cita', 'servicio', 'agenda', 'profesional'],
  },
  {
    prompt:
      'App para mi taller mecánico: historial de cada carro, presupuestos y aviso de revisiones',
    category: 'Business',
    keywords: ['vehiculo', 'reparacion', 'revision', 'presupuesto'],
  },
  {
    prompt: 'portal inmobiliario para alquilar departamentos con fotos, mapa y visitas agendadas',
    category: 'Business',
    keywords: ['inmueble', 'visita', 'mapa', 'alquiler'],
  },
  {
    prompt: 'App de recordatorio de medicamentos para personas mayores y sus cuidadores',
    category: 'Health',
    keywords: ['toma', 'medicamento', 'cuidado', 'recordatorio'],
  },
  {
    prompt: 'Herramienta de notas tipo Notion con wiki del equipo y documentos compartidos',
    category: 'Productivity',
    keywords: ['nota', 'conocimiento', 'compartid', 'busqueda'],
  },
  {
    prompt:
      'app para registrar habitos diarios como beber agua, leer y hacer ejercicio, con rachas',
    category: 'Productivity',
    keywords: ['habito', 'racha', 'recordatorio', 'estadistica'],
  },
  {
    prompt: 'Plataforma de clases particulares: los alumnos buscan profesor por materia y reservan',
    category: 'Education',
    keywords: ['profesor', 'materia', 'reserva', 'clase'],
  },
  {
    prompt:
      'Portal del empleado para pedir vacaciones, fichar la jornada y ver el cuadrante de turnos',
    category: 'Business',
    keywords: ['vacaciones', 'fichaje', 'turno', 'empleado'],
  },
  {
    prompt: 'Galería y portfolio para fotógrafos con álbumes privados para clientes',
    category: 'Content',
    keywords: ['galeria', 'album', 'foto', 'imagen'],
  },
  {
    prompt: 'Playlist colaborativa para fiestas donde los invitados votan las canciones que suenan',
    category: 'Entertainment',
    keywords: ['lista de reproduccion', 'cancion', 'invitado', 'evento'],
  },
  {
    prompt: 'programa de puntos y fidelización para los clientes de mi cafetería',
    category: 'CRM',
    keywords: ['punto', 'recompensa', 'cupon', 'cliente'],
  },
  {
    prompt: 'App de nutrición con plan de comidas semanal, calorías y lista de la compra',
    category: 'Health',
    keywords: ['comida', 'caloria', 'lista de la compra', 'menu'],
  },
  {
    prompt: 'carpooling para ir a la universidad compartiendo coche y gastos de gasolina',
    category: 'Social',
    keywords: ['trayecto', 'coste', 'pasajero', 'conductor'],
  },
  {
    prompt: 'Club de lectura online con debates por capítulo y reto anual de libros',
    category: 'Entertainment',
    keywords: ['lectura', 'libro', 'club', 'reto'],
  },
  {
    prompt: 'plataforma e-learning para preparar oposiciones con tests y simulacros de examen',
    category: 'Education',
    keywords: ['cuestionario', 'simulacro', 'examen', 'repaso'],
  },
  {
    prompt:
      'App para la comunidad de propietarios: incidencias, votaciones y reserva de la piscina',
    category: 'Social',
    keywords: ['incidencia', 'votacion', 'zona', 'reserva'],
  },
  {
    prompt: 'Booking de mesas y delivery para una pizzería con pagos con tarjeta',
    category: 'Business',
    keywords: ['reserva', 'mesa', 'repartidor', 'pago'],
  },
  {
    prompt: 'Control de horas por proyecto para freelancers con cronómetro y facturación de horas',
    category: 'Productivity',
    keywords: ['cronometro', 'hora', 'proyecto', 'informe'],
  },
];

/**
 * Held-out ideas: written after the knowledge base was tuned on IDEAS and never used for
 * tuning, so their accuracy is a fairer estimate of behaviour on new prompts.
 */
export const HELD_OUT: LabelledIdea[] = [
  {
    prompt:
      'Quiero una app donde los dueños de perros encuentren paseadores de confianza cerca de casa',
    category: 'Health',
    keywords: ['mascota', 'paseo', 'mapa', 'cerca'],
  },
  {
    prompt:
      'aplicación para llevar la contabilidad de mi kiosco: ventas del día, caja y proveedores',
    category: 'Business',
    keywords: ['caja', 'proveedor', 'venta', 'stock'],
  },
  {
    prompt:
      'una plataforma para que los estudiantes de la uni compartan apuntes y resuelvan dudas en foros',
    category: 'Education',
    keywords: ['apunte', 'nota', 'foro', 'duda'],
  },
  {
    prompt: 'App de presupuesto familiar para saber cuánta lana gastamos en el súper',
    category: 'Finance',
    keywords: ['gasto', 'presupuesto', 'ahorro'],
  },
  {
    prompt: 'Sistema de reservas para un hotel rural con pago por adelantado y check-in online',
    category: 'Business',
    keywords: ['reserva', 'pago', 'confirmacion', 'calendario'],
  },
  {
    prompt: 'app para organizar torneos de videojuegos entre amigos con brackets y chat',
    category: 'Entertainment',
    keywords: ['torneo', 'partida', 'ranking', 'chat'],
  },
  {
    prompt: 'newsletter de noticias locales con suscripción premium',
    category: 'Content',
    keywords: ['newsletter', 'suscrip', 'publicacion'],
  },
  {
    prompt: 'app para que los pacientes de fisioterapia hagan sus ejercicios en casa con videos',
    category: 'Health',
    keywords: ['ejercicio', 'paciente', 'video', 'entrenamiento'],
  },
  {
    prompt: 'herramienta para que las agencias de marketing gestionen a sus clientes y campañas',
    category: 'CRM',
    keywords: ['cliente', 'seguimiento', 'campana', 'embudo'],
  },
  {
    prompt: 'app de intercambio de libros usados entre vecinos',
    category: 'Social',
    keywords: ['libro', 'vecin', 'anuncio', 'intercambio'],
  },
  {
    prompt: 'calendario compartido para la familia con tareas de casa y lista de la compra',
    category: 'Productivity',
    keywords: ['calendario', 'tarea', 'lista', 'compartid'],
  },
  {
    prompt: 'tienda de suscripción de café de especialidad con envíos mensuales',
    category: 'E-commerce',
    keywords: ['suscrip', 'envio', 'pedido', 'catalogo'],
  },
];
