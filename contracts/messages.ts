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
    emailFieldsRequired: 'The "to", "subject", and either "html" or "text" fields are required.',
    invalidEmailResponse: 'Invalid response from email API',
    projectIdRequired: 'projectId is required',
    demoNeedsCredits: 'Necesitas créditos para generar notas',
    confirmDeleteProject:
      'Estás seguro de eliminar este proyecto? Esta acción no se puede deshacer.',
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
  // Builder texts of our own (the spec is silent on them).
  builderFlow: {
    promptRequired: 'Describe tu idea para generar la aplicación.',
    aiTimeout: 'El servicio de IA tardó demasiado en responder.',
    aiUnavailable: 'El servicio de IA no está disponible en este momento.',
    aiMalformed: 'La IA devolvió una respuesta con un formato no válido.',
    aiNotConfigured: 'El proveedor de IA no está configurado correctamente.',
    fileNotAttachable: 'Uno de los archivos adjuntos no existe o no te pertenece.',
    uploadMissingFile: 'No se ha recibido ningún archivo.',
    uploadContentMismatch: 'El contenido del archivo {filename} no corresponde a su extensión.',
    projectNotFound: 'Proyecto no encontrado',
    confirmDelete: '¿Seguro que quieres eliminar este proyecto? Esta acción no se puede deshacer.',
    deleted: 'Proyecto eliminado',
    signInToCreate: 'Inicia sesión para crear tu app',
    signInToCreateHint:
      'Necesitas una cuenta para generar aplicaciones y guardarlas en tus proyectos. Al entrar volverás aquí.',
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
  // Credits and quotas (docs/product-spec.md §9); texts of our own.
  credits: {
    monthlyMessagesExhausted:
      'Has agotado los créditos de mensajes de tu plan este mes. Podrás seguir en el próximo ciclo de facturación o mejorando tu plan.',
    monthlyIntegrationsExhausted:
      'Has agotado los créditos de integración de tu plan este mes. Podrás seguir en el próximo ciclo de facturación o mejorando tu plan.',
    freeDailyCapReached:
      'Has alcanzado el límite diario de 5 mensajes del plan Free. Vuelve mañana o mejora tu plan para seguir creando.',
  },
  // Billing texts of our own (the spec is silent on them).
  billingFlow: {
    planNotFound: 'El plan elegido no existe.',
    freePlanNotPurchasable: 'El plan Free no necesita pago.',
    priceMismatch: 'El precio no corresponde al plan elegido.',
    checkoutNotFound: 'No se encontró la sesión de pago.',
    checkoutClosed: 'Esta sesión de pago ya no está abierta.',
    providerUnavailable: 'El proveedor de pagos no está disponible en este momento.',
    invalidSignature: 'Firma del evento de pago no válida.',
    invalidReturnUrl: 'La URL de retorno no es válida.',
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
  // Demo texts of our own (the spec is silent on them).
  demoFlow: {
    noteTextRequired: 'Escribe un texto para generar la nota.',
    noteTextTooLong: 'El texto no puede superar los 2000 caracteres.',
    noteNotFound: 'Nota no encontrada',
    noteDeleted: 'Nota eliminada',
    fileNotFound: 'Archivo no encontrado',
    fileDeleted: 'Archivo eliminado',
    fileMissing: 'No se ha recibido ningún archivo.',
    fileContentMismatch: 'El contenido del archivo {filename} no corresponde a su extensión.',
    fileUploaded: 'Archivo subido',
    urlRequired: 'Escribe la URL del sitio que quieres analizar.',
    urlInvalid: 'La URL no es válida. Usa una dirección completa, por ejemplo https://ejemplo.com.',
    urlSchemeNotAllowed: 'Solo se pueden analizar direcciones http o https.',
    urlBlocked:
      'Esa dirección no está permitida: solo se pueden analizar sitios públicos de Internet.',
    urlDnsFailed: 'No se ha podido encontrar ese dominio.',
    urlTimeout: 'El sitio ha tardado demasiado en responder.',
    urlTooLarge: 'La página es demasiado grande para analizarla (máximo 1 MB).',
    urlNotHtml: 'La dirección no devuelve una página HTML.',
    urlTooManyRedirects: 'El sitio redirige demasiadas veces.',
    urlHttpError: 'El sitio ha respondido con un error ({status}).',
    urlUnreachable: 'No se ha podido conectar con el sitio.',
    emailSubjectTooLong: 'El asunto no puede superar los 150 caracteres.',
    emailTextTooLong: 'El mensaje no puede superar los 5000 caracteres.',
    emailSubject: 'Tu correo de prueba de la demo de Forja',
    emailText:
      'Hola, {name}:\n\nEste es el correo de prueba que has pedido desde la demo de Forja. Si lo estás leyendo, el envío de correo funciona.\n\nEl equipo de Forja',
    emailSent: 'Correo enviado a {email}',
    priceInvalid: 'El producto indicado no existe.',
    checkoutNotFound: 'Pago no encontrado',
    checkoutClosed: 'Este pago ya se ha cerrado.',
    checkoutPromo: 'Usa el código promocional {code} para obtener un 100 % de descuento.',
    checkoutCompleted: '¡Compra completada! Se han añadido {credits} créditos.',
    checkoutCanceled: 'Pago cancelado. Tus créditos no han cambiado.',
    channelNotAllowed: 'Ese canal no existe.',
    notSubscribed: 'Primero tienes que unirte al canal.',
    chatTooLong: 'El mensaje no puede superar los 500 caracteres.',
    chatTooFast: 'Estás enviando mensajes demasiado rápido. Espera unos segundos.',
    chatInvalidFrame: 'Mensaje no válido.',
    chatUnauthorized: 'Debes iniciar sesión para entrar en la sala.',
  },
  dashboard: {
    loadError: 'Error al cargar el dashboard',
  },
  // Projects texts of our own (the spec is silent on them).
  projectsFlow: {
    nameRequired: 'El nombre es obligatorio.',
    nameTooLong: 'El nombre no puede superar los 120 caracteres.',
    slugTooLong: 'El slug no puede superar los 80 caracteres.',
    slugInvalid: 'El slug solo puede contener letras minúsculas, números y guiones.',
    descriptionTooLong: 'La descripción no puede superar los 2000 caracteres.',
    invalidField: 'Hay un campo con un valor no válido.',
    invalidStatus: 'El estado indicado no es válido.',
    nothingToUpdate: 'No hay cambios que guardar.',
    taskTitleRequired: 'Escribe el título de la tarea.',
    taskTitleTooLong: 'El título de la tarea no puede superar los 300 caracteres.',
    taskNotFound: 'Tarea no encontrada',
    invalidOrder: 'El nuevo orden no coincide con las tareas del proyecto.',
    noteTooLong: 'Las notas no pueden superar los 50.000 caracteres.',
    fileMissing: 'No se ha recibido ningún archivo.',
    fileNotFound: 'Archivo no encontrado',
    fileContentMismatch: 'El contenido del archivo {filename} no corresponde a su extensión.',
    deploymentTypeInvalid: 'El tipo de despliegue debe ser «launch».',
    slugMismatch: 'El slug no corresponde a este proyecto.',
    archivedCannotLaunch: 'Un proyecto archivado no se puede lanzar. Restáuralo primero.',
    domainTypeInvalid: 'El tipo de dominio debe ser subdominio o personalizado.',
    customDomainInvalid: 'Introduce un dominio válido, por ejemplo app.midominio.com.',
    customDomainTaken: 'Ese dominio ya está en uso por otro proyecto.',
    customDomainReserved: 'Ese dominio pertenece a la plataforma y no se puede usar.',
    colorInvalid: 'Los colores deben tener el formato #rrggbb.',
    themeInvalid: 'El tema debe ser moderno, minimalista, clásico u oscuro.',
    layoutInvalid: 'El diseño debe ser cuadrícula, flexible, barra lateral o panel.',
    cssTooLong: 'El CSS personalizado no puede superar los 20.000 caracteres.',
    noExportYet: 'Todavía no hay ninguna exportación. Genera una con «Exportar Código».',
    exportFileNotFound: 'La exportación ya no está disponible. Regenérala.',
    specNotFound: 'Este proyecto aún no tiene especificación.',
    confirmUnlaunch:
      '¿Seguro que quieres despublicar este proyecto? Dejará de estar disponible en su URL pública.',
    unavailableTitle: 'Proyecto no disponible',
    unavailableBody: 'Este proyecto no existe o no es público.',
    projectSaved: 'Proyecto actualizado',
    projectDeleted: 'Proyecto eliminado',
    fileDeleted: 'Archivo eliminado',
    starterTasks: [
      'Definir el alcance del proyecto',
      'Diseñar las pantallas principales',
      'Preparar el lanzamiento',
    ],
    starterNote:
      '# Notas del proyecto\n\nEscribe aquí tus ideas, decisiones y pendientes. Admite **Markdown**:\n\n- Listas\n- [Enlaces](https://www.markdownguide.org/basic-syntax/)\n- `código`\n',
    deployLogValidating: 'Validando el proyecto',
    deployLogUrl: 'Asignando la URL pública',
    deployLogRecord: 'Registrando el lanzamiento',
    deployLogLive: 'Proyecto publicado',
  },
  // The builder's concept on the owner and public pages, and a generated project's starter
  // content (texts of our own; the spec is silent on them).
  concept: {
    cardTitle: 'Concepto',
    offlineEngine: 'Generado con el motor offline',
    aiEngine: 'Generado con IA',
    category: 'Categoría',
    complexity: 'Complejidad',
    features: 'Funcionalidades clave',
    techStack: 'Stack tecnológico',
    userStories: 'Historias de usuario',
    detailedSpec: 'Especificación técnica',
    showSpec: 'Ver la especificación técnica',
    originalPrompt: 'Idea original',
    previewAlt: 'Vista previa de {name}',
    starterTask: 'Implementar: {feature}',
    starterNoteNextSteps: 'Próximos pasos',
    starterNoteSteps: [
      'Revisa la especificación técnica en el panel de control y ajústala a tu caso.',
      'Cada funcionalidad clave es una tarea: márcala cuando esté lista.',
      'Personaliza el diseño de la página pública y compártela.',
    ],
  },
  emailClient: {
    sendFailed: 'Failed to send email: {reason}',
    invalidResponse: 'Invalid response from email API',
  },
  // Marketing site texts of our own: newsletter validation and the contact form.
  site: {
    newsletterEmailInvalid: 'Introduce un correo electrónico válido.',
    newsletterWelcomeSubject: 'Te has suscrito a la newsletter de Forja',
    newsletterWelcomeText: [
      '¡Hola!',
      '',
      'Gracias por suscribirte a la newsletter de Forja. Una vez al mes te enviaremos guías prácticas para pasar de una idea a una app publicada, novedades del producto y casos reales.',
      '',
      'Si no has sido tú o quieres darte de baja en cualquier momento, escribe a {privacyEmail} y te borraremos de la lista en un plazo máximo de 48 horas.',
      '',
      'El equipo de Forja',
    ].join('\n'),
    contactMailSubject: '[Contacto web] {topic}: {name}',
    contactNameRequired: 'Escribe tu nombre.',
    contactNameTooLong: 'El nombre no puede superar los 100 caracteres.',
    contactEmailInvalid: 'Introduce un correo electrónico válido.',
    contactMessageTooShort: 'Cuéntanos un poco más: el mensaje debe tener al menos 20 caracteres.',
    contactMessageTooLong: 'El mensaje no puede superar los 5000 caracteres.',
    contactCompanyTooLong: 'El nombre de la empresa no puede superar los 120 caracteres.',
    contactTopicInvalid: 'Elige un motivo de contacto de la lista.',
    contactSent: '¡Mensaje enviado! Te responderemos en un día laborable.',
    contactFailed: 'No hemos podido enviar tu mensaje. Inténtalo de nuevo o escríbenos a {email}.',
  },
  // ---- analytics + notifications (issue 8) ----
  analytics: {
    eventsRequired: 'Envía entre 1 y 100 eventos en el campo "events".',
    tooManyEvents: 'Un lote admite como máximo 100 eventos.',
    eventInvalid: 'El evento {index} no es válido: {reason}.',
    typeRequired: 'falta el tipo',
    timestampInvalid: 'la fecha no es válida',
    fieldNotText: 'el campo {field} debe ser texto',
    screenWidthInvalid: 'el ancho de pantalla debe ser un número entero',
    propertiesTooLarge: 'las propiedades ocupan demasiado',
    daysInvalid: 'El periodo debe ser de 7, 30 o 90 días.',
    adminOnly: 'Solo el equipo de administración puede ver esta página.',
    loadError: 'Error al cargar la analítica',
  },
  notifications: {
    // Spec section 7: the exact text of the provider's client (English in the spec).
    fieldsRequired: 'The "to", "subject", and either "html" or "text" fields are required.',
    invalidRecipient: 'La dirección "{address}" no es un correo electrónico válido.',
    tooManyRecipients: 'Puedes enviar a un máximo de 10 destinatarios por correo.',
    subjectTooLong: 'El asunto no puede superar los 200 caracteres.',
    bodyTooLong: 'El contenido del correo no puede superar los 100.000 caracteres.',
    attachmentNotOurs: 'Solo se pueden adjuntar archivos guardados en este proyecto.',
    dailyCapReached:
      'Has alcanzado el límite diario de {cap} correos de tu plan. Vuelve a intentarlo mañana.',
    sendFailed: 'Error al enviar email',
    historyError: 'Error al cargar el historial de envíos',
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
  // ---- ai (issue 12): real local models, streamed concepts and specifications ----
  aiModels: {
    truncated: 'La respuesta de la IA quedó incompleta: el modelo alcanzó su límite de longitud.',
    cancelled: 'La generación se canceló.',
    writingConcept: 'La IA está escribiendo el concepto…',
    writingSpec: 'La IA está escribiendo la especificación…',
    writingNote: 'La IA está escribiendo la nota…',
  },
  // ---------- hardening (issue 10) ----------
  hardening: {
    passwordTooWeak:
      'Esa contraseña es demasiado fácil de adivinar. Usa al menos 8 caracteres que no sean solo números ni una contraseña común.',
    nameTooLong: 'El nombre no puede superar los 80 caracteres.',
    imageUrlInvalid:
      'La imagen tiene que ser una dirección https:// o un archivo subido a Forja (/files/…).',
    passwordHint: 'Mínimo 8 caracteres; no vale solo números ni una contraseña común.',
    jsonTooDeep: 'El cuerpo de la petición tiene demasiados niveles anidados.',
    accountThrottled: (seconds: number) =>
      `Demasiados intentos fallidos para esta cuenta. Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} antes de volver a intentarlo.`,
    paymentsOff: 'Los pagos no están disponibles en esta instalación.',
    paymentsModeStripe: 'Pagos seguros con Stripe.',
    paymentsModeTest: 'Los pagos están en modo de prueba: ninguna compra genera cargos reales.',
    paymentsModeOff:
      'Los pagos no están activados en esta instalación: por ahora no se pueden contratar planes.',
  },
  // --- storage (issue 10 storage, issue 13 upload pipeline) ---
  storage: {
    malformedUpload:
      'No hemos podido leer el archivo: el envío está incompleto o dañado. Vuelve a intentarlo.',
    emptyFile: 'El archivo {filename} está vacío.',
    rangeNotSatisfiable: 'El rango pedido no existe en este archivo.',
    tooManyMisses: 'Demasiadas peticiones de archivos inexistentes. Espera un minuto.',
    storageUnavailable:
      'No hemos podido guardar ni leer el archivo ahora mismo. Inténtalo de nuevo en unos minutos.',
  },
} as const;
