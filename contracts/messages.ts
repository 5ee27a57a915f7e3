// The one catalogue of user-visible Spanish texts. Texts quoted from the product spec
// (sections 5 and 8) are kept exactly as the spec writes them; `fill` substitutes
// `{name}` placeholders.

export const PRODUCT_NAME = 'Forja';
export const PRODUCT_TAGLINE = 'De una idea en español a una app lista para lanzar';
export const CONTACT_EMAIL = 'hola@forja.app';
export const COPYRIGHT_YEAR = 2024;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

export const messages = {
  // Spec section 5: validation rules
  validation: {
    nameAndSlugRequired: 'Nombre y slug son requeridos',
    slugTaken: 'Este slug ya está en uso',
    slugTakenInline: 'Este slug ya está en uso. Por favor elige otro.',
    mustSignIn: 'Debes iniciar sesión',
    generationNeedsAuth: 'El usuario debe estar autenticado para generar aplicaciones',
    fileTooLarge: 'El archivo {filename} es demasiado grande. Tamaño máximo: {limit}MB.',
    fileTypeUnsupported: 'El tipo de archivo {extension} no está soportado.',
    emailFieldsRequired:
      'The "to", "subject", and either "html" or "text" fields are required.',
    invalidEmailResponse: 'Invalid response from email API',
    projectIdRequired: 'projectId is required',
    demoNeedsCredits: 'Necesitas créditos para generar notas',
    confirmDeleteProject: 'Estás seguro de eliminar este proyecto? Esta acción no se puede deshacer.',
  },
  // Spec section 8: error catalogue
  newsletter: {
    success: '¡Suscripción exitosa! Revisa tu correo.',
    failure: 'Error al suscribirse. Por favor, intenta de nuevo.',
  },
  builder: {
    uploadFailed: 'Error al subir {filename}',
    generationError: 'Error: {reason}',
    generationDefaultError: 'Error al generar la aplicación. Por favor, inténtalo de nuevo.',
  },
  controlPanel: {
    loadError: 'Error al cargar los datos del proyecto',
    launchSuccess: '¡Aplicación lanzada con éxito!',
    launchError: 'Error al lanzar la aplicación',
    designSaved: '¡Personalización de diseño guardada!',
    designError: 'Error al guardar la personalización de diseño',
    specLoaded: 'Especificación cargada',
    specGenerated: '¡Especificación generada con éxito!',
    specError: 'Error al generar la especificación',
    exportReused: 'Usando exportación existente',
    exportGenerated: '¡Exportación de código generada!',
    exportError: 'Error al exportar el código',
  },
  subscriptionReturn: {
    success: '¡Suscripción exitosa! Gracias por tu compra.',
    canceled: 'Pago cancelado. Puedes intentarlo nuevamente cuando quieras.',
  },
  billing: {
    checkoutError: 'Error al iniciar el pago. Inténtalo de nuevo.',
    portalError: 'Error al abrir el portal. Inténtalo de nuevo.',
    noSubscription: 'No se encontró información de suscripción.',
    mustSignInToSubscribe: 'Debes iniciar sesión para suscribirse',
    processing: 'Procesando...',
  },
  projects: {
    loadListError: 'Error al cargar proyectos',
    updateError: 'Error al actualizar proyecto',
    deleteError: 'Error al eliminar proyecto',
    createError: 'Error al crear el proyecto',
    notFound: 'Proyecto no encontrado',
    loadError: 'Error al cargar el proyecto',
    visibilityError: 'Error al actualizar visibilidad',
    archived: 'Proyecto archivado',
    restored: 'Proyecto restaurado',
    nowPublic: 'Proyecto ahora es público',
    nowPrivate: 'Proyecto ahora es privado',
    created: '¡Proyecto creado con éxito!',
    launched: '¡Proyecto lanzado exitosamente!',
    unpublished: 'Proyecto despublicado exitosamente',
    urlCopied: 'URL copiada al portapapeles',
  },
  tasks: {
    addError: 'Error al agregar tarea',
    updateError: 'Error al actualizar tarea',
    deleteError: 'Error al eliminar tarea',
    added: 'Tarea agregada',
    deleted: 'Tarea eliminada',
  },
  notesAndFiles: {
    saveNotesError: 'Error al guardar notas',
    uploadError: 'Error al subir archivo',
    notesSaved: 'Notas guardadas',
    fileUploaded: 'Archivo subido',
  },
  launchOwner: {
    launchError: 'Error al lanzar proyecto: {reason}',
    unpublishError: 'Error al despublicar proyecto',
  },
  publicPage: {
    notFound: 'Proyecto no encontrado',
    unavailable: 'Proyecto no disponible',
    loadError: 'Error al cargar el proyecto',
  },
  demo: {
    noteError: 'Error al generar nota',
    uploadError: 'Error al subir archivo',
    checkoutError: 'Error al abrir checkout',
    deleteError: 'Error al eliminar',
    emailError: 'Error al enviar email',
    scrapeError: 'Error al analizar sitio',
    needsCredits: 'Necesitas créditos para generar notas',
    noteGenerated: 'Nota generada correctamente',
    dataDeleted: 'Datos eliminados',
    siteAnalyzed: 'Sitio analizado',
  },
  dashboard: {
    loadError: 'Error al cargar el dashboard',
  },
  emailClient: {
    sendFailed: 'Failed to send email: {reason}',
    invalidResponse: 'Invalid response from email API',
  },
  // Texts of our own (the spec is silent): platform-wide errors and auth screens.
  errors: {
    badRequest: 'La petición no es válida.',
    invalidJson: 'El cuerpo de la petición no es JSON válido.',
    payloadTooLarge: 'La petición es demasiado grande.',
    unsupportedMediaType: 'Tipo de contenido no admitido.',
    unauthorized: 'Debes iniciar sesión',
    forbidden: 'No tienes permiso para hacer esto.',
    forbiddenOrigin: 'Origen de la petición no permitido.',
    notFound: 'Recurso no encontrado.',
    routeNotFound: 'Ruta no encontrada.',
    rateLimited: 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.',
    internal: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    network: 'No se pudo conectar con el servidor. Revisa tu conexión.',
  },
  auth: {
    signInTitle: 'Inicia sesión',
    signUpTitle: 'Crea tu cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    name: 'Nombre',
    signIn: 'Entrar',
    signUp: 'Crear cuenta',
    signOut: 'Salir',
    withGoogle: 'Continuar con Google',
    withGithub: 'Continuar con GitHub',
    invalidCredentials: 'Correo o contraseña incorrectos.',
    emailTaken: 'Ya existe una cuenta con ese correo.',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
    passwordTooLong: 'La contraseña no puede superar los 128 caracteres.',
    invalidEmail: 'Introduce un correo electrónico válido.',
    nameRequired: 'Escribe tu nombre.',
    welcome: '¡Bienvenido a Forja!',
    signedOut: 'Has cerrado sesión',
  },
} as const;
