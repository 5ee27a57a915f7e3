// Written by `node scripts/train-category.ts --write`: do not edit by hand. Decision 0150.
// softmax λ=0.0003 prefijo=0 norm=no equipo=sí · mezcla modelo 6 léxico 1 base 0.1; trained on 2384 ideas; cross-validation 86.9 %.
import type { CategoryWeights } from './category-model.ts';

export const CATEGORY_WEIGHTS: CategoryWeights = {
  options: { prefix: 0, normalize: false },
  mix: { model: 6, lexicon: 1, knowledge: 0.1 },
  model: {
    kind: 'softmax',
    bias: [-0.756, -0.333, -0.268, 0.61, -0.067, -0.041, 0.404, 0.205, 0.035, -0.27, 0.481],
    scale: 0.0300124,
    features:
      '3x3 abandonado abandonar abastecer abdominal abierta abierto abogado abogar abonado abonar ' +
      'abonos abrir abuela abuelo aburrar aburrir acabar academia academico acampada acampar ' +
      'acceso accesorio accion accionar aceitar aceite aceituna aceituno aceptar acepto acertar ' +
      'acertijo acido acoger acogido acompanamiento acompanar aconcagua acondicionar aconsejar ' +
      'acorde acta activar actividad activo actuacion actualizar acuarela acuario acuerdo ' +
      'acumular adaptacion adaptar adelantado adelantar adivinanza adivinar adjunto adolescente ' +
      'adopcion adoptar adorno adulto aeropuerto afectado afectar aficion aficionado aficionar ' +
      'afilador afiliado afiliar aforar agencia agenciar agenda agendar agente agostar agosto ' +
      'agradecer agricola agricultor agua aguar aguinaldo ahi ahorrar ahorro airar aire aislado ' +
      'aislar ajedrez alarma alarmar albanil albergar albergue album alcohol aleman alergeno ' +
      'alergia alerta alertar alfabetizacion alfajor alfombra alfombrar alguien alimentacion ' +
      'alimentar alimentario alimento almacen almazara alojado alojamiento alojar alquilar ' +
      'alquiler alrededor alta alto altura alumno alzheimer amantar amante amarrar amarre amateur ' +
      'ambientar ambiente ambulancia ambulante amenities america amgos amigar amigo amortizacion ' +
      'anada anadir analisis analitica analitico analogico anatomia anciano andando andino ' +
      'anecdota anemia animal animar animo aniversario ano anonimo anotador anotar ansiedad ' +
      'antepasado anterior antibiotico anticipada anticipado anticipar anticoagulante ' +
      'anticonceptiva antidepresivo antiguedad antiguo anual anuncios aparcar aparecer ' +
      'apartamento apartar api apicultor apicultura aportacion aportar apostar apoyar aprender ' +
      'aprendiz aprendizaje aprobado aprobar apuntado apuntar apunte arbitraje arbitro arbol ' +
      'arbolar archivar archivo arcilla arcillar arepas armar armario aromatico arquitecto ' +
      'arquitectura arreglar arreglo arte arterial artesanal artesania artesano articulo artrosis ' +
      'asado asamblea asar ascensor asegurado asegurar asesinato asesor asesoria asiento asignado ' +
      'asignar asignatura asignaturas asistencia asma asociar aspirador astronomia atacar ' +
      'atencion atender atletismo atopico atras atrasado atrasar audio audioguia audiolibro ' +
      'audiovisual auditoria auditorio aula ausencia autenticar autismo auto autobus autobuses ' +
      'autocaravana autoescuela autoevaluacion automatica automatico autonomo autopista ' +
      'autopublicados autor auxilio avance avanzar ave averia averiar avisar aviso avistamiento ' +
      'avon ayuda ayudar ayuntamiento azafata azucar azul b2 bachillerato bailar baile baja bajar ' +
      'bajo balance balcon baloncesto banado banar bancal bancario banco banda bandeja bandera ' +
      'bano bar barato barbacoa barberia barbero barco bariatrica barniz barra barrar barrer ' +
      'barrica barriga barril barrio basal basar base basico basura bateria bazar bebe bebedero ' +
      'beber bebido beca becar becario bello beneficiar beneficio benefico biblia biblioteca bici ' +
      'bicicleta bienestar bienvenida bienvenido billar bimestre bingo bipolar bisabuelo ' +
      'bisuteria bitacora bizcochar bizcocho blanco bloc blog bloque bloquear bloqueo bocadillos ' +
      'boda bodega bogota boletin bolleria bolo bolso bombero bombillas bombona bondi bono bonsai ' +
      'bonsais bootcamp bordado bordar borrador bosque botanico botar bote botiquin boton ' +
      'boutique boxear boxeo boxes brackets braille bricolaje bros brotar brote bucal bucear ' +
      'buceo bueno bufanda bungalow busca buscador buscar buscarla busqueda butaca butano caballo ' +
      'cabecero caber cabina cabra cachorro cactus cadena caducar caducidad caer cafe cafeina ' +
      'cafeteria cafetero caido caja cajera cajero calcetin calculador calcular calculo caldera ' +
      'calendario calidad calientitas calificaciones call callar calle callejero calor caloria ' +
      'calzado calzar cama camara camarero cambiar cambio caminante caminar caminata camino ' +
      'camion camiseta campamento campana campano campar campeonato campera campero camping campo ' +
      'campus canal canalon canario cancelar cancha cancion candado candar candidato canina ' +
      'canino cansado cansar cantabrico cantar cantidad canto capital capitular capitulo ' +
      'captacion captura capturar caracol carbohidrato carbon cardiaco cardiologo carga cargar ' +
      'carnaval carne carnet carniceria carnivoro carpa carpeta carpinteria carpintero carpir ' +
      'carrera carreta carrete carril carrito carro carta cartel cartelero cartera cartero carton ' +
      'cartucho casa casar cascar casco casera casero caseta caso cata catalogar catalogo catar ' +
      'categoria catequesis catering cebar cebo cegar celiaco celiaquia celular cena cenar cenir ' +
      'center central centrar centro cepillar cepo cera ceramica ceramico cero cerrada cerrado ' +
      'cerrar certificaciones certificado certificar cervecero cerveza cesta cetogenica cetona ' +
      'chacra chal chalar chale champions chapa chapar chapo charla charlar chat chaval che ' +
      'checklist chica chico chile chimenea chiringuito chistar chiste chocolate churro ciar ' +
      'ciclar ciclismo ciclista ciclo ciego cien ciencia cientifico cierre cierto cifrado cifrar ' +
      'cinco cine circo cita citar ciudad ciudadano civico clara claro clase clasica clasico ' +
      'clasificar clienta cliente clinica clinico clorar cloro closet club coach cobertura cobra ' +
      'cobrar cobre cobro coche cocina cocinar coctel codigo cofradia cola colaborar colada colar ' +
      'colchon coleccion coleccionables coleccionar colectar colegiar colegio colesterol colico ' +
      'colmena colon color colorar columnista comandar comarca comarcar combustible comedero ' +
      'comedir comedor comedy comentar comentario comer comercial comerciar comercio comic comida ' +
      'comido comision comisionar comite comodin compaginar companero compania comparador ' +
      'comparar comparsa compartido compartir compas compatibilidad compatriota competencia ' +
      'competicion complemento composicion compra comprador comprar compraventa comprension ' +
      'computador comun comunicacion comunicado comunicar comunidad comunion comunitario ' +
      'concentrado concentrar concertar concesionario concierto concretar concreto concursar ' +
      'condicion condicionar conducir conductor conejo confianza confirmar congelado congelador ' +
      'congelar congreso conjuntar conjunto conmemorativas conocer conocimiento consejo ' +
      'consentimiento conserje conserva conservar conservatorio consigna consignar consola ' +
      'constante construccion constructor consulta consultar consultoria consumar consumidor ' +
      'consumir contabilidad contactar contactos contado contador contar contener contenido ' +
      'contestar contexto contextos continuar continuo contralto contrasena contrasenar contratar ' +
      'contratos control controlar conversacion convertir convocatoria convocatorio convulsion ' +
      'convulsionar cooperativa cooperativo coordinar copa copar cordero coreano coro corporal ' +
      'corporativo corral correar correccion corredor correduria corregir correr correspondencia ' +
      'cortacesped cortado cortar corte cortes cortina corto cortometraje cosecha cosechar ' +
      'cosmetico costar coste costo costura costurera cotidiano cotizacion covid coworking crear ' +
      'creativo crecimiento credito creer crema cria criadero crianza criar crio cripto ' +
      'criptomoneda crisis cristal critica criticar critico crm crochet cromo cronica cronico ' +
      'cronograma cronometrar croquis crossfit crucero crucigrama cruz cuaderno cuadra cuadrante ' +
      'cuadrar cuadrillas cuadro cuajado cuajar cuanto cuartar cuarto cuatro cubrir cuchillo ' +
      'cuenta cuento cuero cuesta cuestionario cuidado cuidador cuidar cultivar cultivo cultura ' +
      'cultural culturar cumpleanos cumplir cuna cunar cuota cupon curacion currar curro cursar ' +
      'curso curva curvar curvo da dado dan danar dano danza danzar dar dardo darle das dato ' +
      'debajo debatir deber decants decidir decima decimo decir decision declaracion decoracion ' +
      'dedal dedicar dedicatoria dedicatorio deduccion deducibles defectos degustar deja dejar ' +
      'dejo dele delegar demandar demas demasiado demencia demo dental dentar dentista dentro ' +
      'departamento dependiente depilacion deportar deportista deportivo depositar depositos ' +
      'depresion derecho dermatologia derrama derramar desarrollar desarrollo desayunar desayunos ' +
      'descansar descanso descargables descargar descartar descongelar desconocer descontar ' +
      'descripcion descuentos deseo desfilar desfile designar despachar despacho ' +
      'desparasitaciones desparasitar despedida despedir despensa despertar desplazamiento ' +
      'destenir destinar detallar detalle detective detector deuda deudo devolucion devoluciones ' +
      'devolver dia diabetes diabeticos diagrama diagramar diario dibujar dibujo dictado dictar ' +
      'didactico diente dieta dietar diez dificultad dificultar digital digitalizar dinero ' +
      'diploma diplomar direccion directa directamente directivo directo director disco ' +
      'discografia disenador disenar diseno disfraz disfrazar dislexia disney disponer ' +
      'disponibilidad disponibles distancia distanciar distinto distraccion distribuidor ' +
      'distribuir divertido divertir dividendo dividir divisa divisar divulgacion dni docena ' +
      'doceno doctor doctoral doctorar documentacion documentado documental documentar documento ' +
      'doler dolor dolorosa doloroso domesticar domestico domiciliar domicilio dominar domingo ' +
      'domino dona donacion donante donar donativo dormida dormir dorsal dosis doy dragons dron ' +
      'dropshipping duda dudar duelo duena dueno dulce dungeons duracion durante durar echar ' +
      'ecografia ecologico economia edad edicion edificio editor editorial educacion educador ' +
      'educativo eeuu efectivo efecto efemerides egresar ejemplo ejercicio eleccion electoral ' +
      'electricista electrico electrodomestico electronico elegir elemento elijar eliminatoria ' +
      'eliminatorio elo embalsar embalse embarazado embarazar embarazo embotellar embudar embudo ' +
      'embutido embutir emergencia emigrante emocion emocional emocionar emojis empanado empanar ' +
      'emparejamiento empeorar empezar empleado emplear empleo emprendedor emprendimiento empresa ' +
      'empresas encadenado encadenar encamar encargado encargar encargos enchufar enchufe ' +
      'enciclopedia encontrado encontrar encuentro encuestar endocrino endometriosis energia ' +
      'enfermedad enfermeria enfermero enlace enlazar enmarcar ensayar ensayos ensenar entender ' +
      'enterar entrada entrado entrar entrega entregada entregar entrenador entrenamiento ' +
      'entrenar entrevistar entrevisto envasar envase enviado enviar envio envoltorio epilepsia ' +
      'episodio epoc equilibrio equipacion equipar equipo equitacion erasmus escalada escalado ' +
      'escalar escalera escandallo escanear escapar escape escasez escena escenario esclerosis ' +
      'escolar escoliosis esconder escribir escrita escrito escritor escritorio escritura ' +
      'escriturar escuchar escuela eslora espaciar espacio espalda espana espanol especial ' +
      'especialidad especie espectaculo espera esperar esquejar esqueje esquela esqui estacion ' +
      'estadistica estadistico estado estampado estampar estan estancar estanque estanteria esten ' +
      'estetica esteticista estetico estilar estilista estilo estimar estiramiento estirar estoy ' +
      'estrategia estrella estrellar estreno estudiante estudiar estudio estuve etapa etiqueta ' +
      'etiquetar euro eurovision euskera evaluacion evaluar evento evolucion ex exalumnos examen ' +
      'excedente excel exclusivo excursion exhibicion expedientar expediente experiencia ' +
      'experimentar experimento explicacion explicar explicativo exposicion express extra ' +
      'extraescolar extranjero extraordinaria extraordinario fabrica fabricar facil factura ' +
      'facturacion facturar facu facultad facultar fallecer fallecido fallido fallo falta faltar ' +
      'falto familia familiar famoso fans fantasy fanzine farmacia fas fase favor favorito febril ' +
      'fecha fechar federacion feedback felicitacion felicitar femenino feria feriar fermentacion ' +
      'ferreteria fertil fertilidad festival fiado fianza fiar fibra ficha fichaje fichar ' +
      'fidelidad fidelizacion fidelizar fiebre fiel fiesta fifa figura figurar fijar fijo fila ' +
      'filar filtrar filtro fin final financiero finanza finar finca fincar finde fines ' +
      'finiquitar finiquito firma firmar firme fiscal fisica fisico fisio fisioterapeuta ' +
      'fisioterapia flashcards flor flora floral florar florero floristeria flota flotar flujo ' +
      'fodmap folclore fondo fontanero food formacion formar formula formular formulario foro ' +
      'forum forzar foto fotografia fotografiar fotografico fotografo fp fragmento frances ' +
      'francia frangir franja franjar frase frecuencia frecuentar frecuente freelance freelancers ' +
      'fregar freno frente fresca fresco friega frigorifico fronton fruta frutal frutar fruto fue ' +
      'fuente fuera fuerza fui fumar fumigar funcion funcionar funda fundacion fundar fundir ' +
      'fundo funeral furgoneta futbol futbolin gadgets gafar gafe gafo gala galicia gallego ' +
      'gallina gana ganado ganador ganancia ganar ganir gantt garaje garantia garrafa gas gasoil ' +
      'gasolina gasolinera gastado gastar gasto gastronomico gato gemelo genealogico general ' +
      'generar genero gente geografia geolocalizacion gestion gestionar gestor gestoria gimnasio ' +
      'gincana ginecologica gira girar giro gitano glaucoma glosario glucemia glucosa gluten gol ' +
      'golf golosina golosinar gordo gota gp gps grabacion grabado grabar gracia gradar grado ' +
      'graduacion grafica grafico grafiti granada granado granar grand grande granel granja grano ' +
      'gratis gratuito gremio gripe grua grupo gtd guadalajara guardado guardamuebles guardar ' +
      'guarderia guardia guia guiado guiar guion guitarra gustar gusto habitacion habito habitual ' +
      'habla hablar hacendar halloween hamburgues hamburguesa hamster harry he hecha hecho ' +
      'hectarea helada helado helar hemeroteca hemodialisis hemos herencia hermanar hermandad ' +
      'hermandar hermano herramienta herrar hice hidratar hielo hierro higiene hijo hilar hilo ' +
      'hincha hinchar hinchir hipertension hipico hipoteca hipotecar historia historial historiar ' +
      'historico hito hogar hoja hombre hombro homeopatia hora horario hornada hornear horno ' +
      'hortaliza hospital hostal hosteleria hotel hoy hoyo hucha huerta huerto huesped huevar ' +
      'huevo humar humedad humo humor humorista iberico ibi ictus idear idioma iglesia ' +
      'ilustraciones ilustrado ilustrador ilustrar imagen imei importadores importantes importar ' +
      'imprenta impresion impreso imprimible impuesto incendiar incendio incidencia independiente ' +
      'independientes independizar indexar indicador indigena industrial infantil infartar ' +
      'infarto influencer informacion informar informatica informatico informe ingle ingles ' +
      'ingrediente ingresar ingreso inhalador inmersion inmigrante inmobiliaria inmobiliario ' +
      'inquilino inscripcion inscrito insistente inspeccion inspeccionar inspector instagram ' +
      'instalacion instalador instituto instruccion instructor instrumentar instrumento ' +
      'insuficiencia insulina intensidad interactivos intercambiar interes interesado interesar ' +
      'interior internacional internar internet interno intervalo intolerancia intraocular ' +
      'inundacion inusuales inventariar inventario invernadero inversion inversiones ' +
      'investigacion invierno invisible invitacion invitado invitar inyeccion irme irpf ' +
      'irregulares irritar itinerario itv iva jabon jabonar japon japones jardin jardinera ' +
      'jardinero jaula jazz jefe jornada jornal jornalar jornalero joven joya jubilacion jubilado ' +
      'jubilar juega juego jueves jugador jugar jugo juguete junta juntar junto jurado jurar ' +
      'justificante justificar juvenil kanban karaoke kart kawaii kayak kayaks kilometro ' +
      'kinesiologo kiosco kit laboral laboratorio laburo lactancia lactosa lamina laminar lampar ' +
      'lampara lana lanar lanzamiento lanzar largar largo laser lata latinar latino latinoamerica ' +
      'latir lato lavadero lavado lavador lavanda lavar leads leccion leche lector lectura leer ' +
      'leido lena lenar lenceria lengua lenguaje lentilla lesion lesionar letra letrado levantar ' +
      'leyenda liar libra librar libre libreta libro licencia licenciar licor liga ligar limitado ' +
      'limitar limite limonero limpiador limpiar limpieza limpio linea linear lineo linkedin ' +
      'liquidacion liquidar lisboa lista listado listar listening listo literario literatura ' +
      'litro llamada llamado llamar llanta llave llavero llega llegada llegado llegar llena ' +
      'llenar lleno lleva llevar llover lluvia local logistica logistico logo logopedia lonja ' +
      'looks lote loteria lucir lucrar lucro ludoteca lugar luna lunes luz maceta macro madera ' +
      'madre madrid maestra maestro magia magic maillots mal maleta mama mamar mamografia manana ' +
      'manar manda mandar mandarin mando manejar manejo manicuristas mano manta mantener ' +
      'mantenimiento manual manualidad mapa maqueta maquetar maqueto maquillaje maquina maquinar ' +
      'maquinaria mar maraton marca marcado marcador marcar marco marea marear margen maridajes ' +
      'marido mario mariposa marisco marketing marketplace marte masa masaje masar mascota master ' +
      'matcha matematica matematico materia material matricula matricular matriz matrona maximo ' +
      'mayor mayorista mazo mecanica mecanico medalla media mediar medicacion medicamento medicar ' +
      'medicina medicinal medicinar medico medida medio medir meditacion meditar mediterraneo ' +
      'mejor mejora mejorar meme memoria menopausia mensaje mensajeria menstruacion menstrual ' +
      'mensual mensualidad mental mentor mentorias menu mercado mercancia mercar merceria merch ' +
      'merendero merma mermar mermelada mes mesa mesar meta meter metodo metro metronomo mexicano ' +
      'mezclar miar micro microrrelatos miel miembro mientras migrana mil mimica mimico ' +
      'mindfulness minecraft mineral minuto mio mirador mirar misa misar misterio mitad mixto ml ' +
      'mochila mochilero moda modelar modelo moderacion modulo moldar molde molestar molestia ' +
      'moneda monedar monitor monologo montajes montana montanismo montano montar monte monterrey ' +
      'montura monumento morder moroso mosca moscar mosco mostrador mostrar moto movil movilidad ' +
      'movimiento mucho mudanza mudar mueblar mueble muestra mujer multiple multiplicar mundial ' +
      'mundo municipal municipio mural murar muro mus muscular museo musica musical musico ' +
      'mutualidad nacer nacimiento nacionalidad nadar naranja narrar natacion natillera nativo ' +
      'natural naturaleza navidad necesario necesidad negativa negativo negociar negocio negro ' +
      'neopreno netflix neto neumatico neurologo nevera newsletter nidada nieto ninera ninero ' +
      'nino nivel nivelar noche nochevieja nocturno nomada nombrar nombre nomina nominar nordico ' +
      'norma nota notar notario noticia noticiar notificacion noto novedad novel novela novelar ' +
      'novio nuestro nueva nueve nuevo numerar numero numeroso nutricion nutricionista nutriente ' +
      'obeso objecion objetivar objetivo objeto obligatorio obra obrador obrar observacion ' +
      'observar oca ocasion ocasionar ociar ocio ocupada ocupar odontograma oferta ofertar ' +
      'oficina oficio ofrecer oftalmologo ojo ola olimpiada oliva olivar olivo olvidar olvido ong ' +
      'online operacion operar operario opinar opinion oportunidad oposicion opositor optico ' +
      'oracion oral orden ordenado ordenador ordenar ordeno organico organizacion organizado ' +
      'organizador organizar orientacion orientador origen orquesta orquestar ortodoncia ' +
      'ortografia oscar osteopata otonar otono oveja ovillo oxigenar oxigeno paciente packs ' +
      'pactar paddle padel padre paella paga pagado pagar paginar pago pais paisaje paises pajaro ' +
      'palabra palet palets pan pana panaderia panal panel panico panificadora pantalla papa ' +
      'papar papel papeleria papeleta papelitos papo paquete paqueteria parafarmacia parametro ' +
      'parar parcela parcelar parchis pareja parejo parir parking paro parque parroquia parte ' +
      'participante participativo particular partida partido partir partitura parto pasa pasado ' +
      'pasajero pasaportar pasaporte pasar pasear paseo pasillo paso pasta pastel pasteleria ' +
      'pastillas patata patin patinaje patinar patio patrimonio patrocinador patrocinio patron ' +
      'patronal pausa pausar pdf peaje pecera pecero pechar pecho pediatra pedido pedir pelar ' +
      'pelicula pelis pelo peluqueria peluquero pelvico pena penar pendiente pensar pension ' +
      'pensionar pequenito pequeno perder perdida perdido perfumar perfume periodico periodista ' +
      'permiso permitir pernoctar perro persiana persiano persistente persona personaje personal ' +
      'personalizables personalizacion personalizar personar peru peruano pesar pesca pescador ' +
      'pescar peso pestana petanca pez ph piano picar picnic piel pienso pieza pila pilar pilates ' +
      'piloto ping pins pintar pintor pintura pintureria pique pirata pisar piscina piso pista ' +
      'pistar pizarra pizza pizzeria placa placar plaga plagar plan planchar planear ' +
      'planificacion planificador planificar planir planner plano planta plantar plantilla ' +
      'plantillar planton plastico plata plato playa plaza plazos ple pleno plusvalia poblar poda ' +
      'podar podcast podcasts podologia podrian poema poesia poeta pokemon poker polen policia ' +
      'polideportivo politico poliza pollo pomodoro ponente poner pong popular porcelana porra ' +
      'porro portafolio portal portfolio portugues posible posparto postal postrar postre posts ' +
      'postura posventa potable potencial potter practica practicar practico preciar precio ' +
      'prediccion predicciones preescolar preferencia preferir pregunta preguntar prematuro ' +
      'premiar premio prenda prendar prender prensa prensar preocupar preparacion preparar ' +
      'presentacion presentar presente preservar presion prestamo prestar preste presto ' +
      'presupuestar presupuesto prevenir preventa preventivo previo prima primar primario ' +
      'primavera primer primerizo primero primo principiante prioridad priorizar privada privado ' +
      'privar probado probador probar problema procedencia procedimiento procesal procesar ' +
      'procesion procesiones proceso produccion productividad producto productor profe ' +
      'profesional profesor profundar programa programacion programar progresar progresion ' +
      'progresivo progreso promo promocion promotores pronosticar pronunciacion propietario ' +
      'propinar propio proponer proporcion propuesto prospectos proteccion protector proteger ' +
      'protegido proteina proveedor provincia provocar proximo proyeccion proyectar proyecto ' +
      'prueba psicologia psicologico psicologo psiquiatra publica publicacion publicar publicidad ' +
      'publico pueblo puede pueden puerta puerto puesta puesto puja pujar pulsacion pulsar ' +
      'pulsera pulso puntar punto puntuacion puntuar pure purgar python qr quechua queda quedar ' +
      'quedo queja quejar quemada quemar quesera queso quimica quimico quimio quimioterapia ' +
      'quince quincena quinceno quiniela quinta quintar quinto quiz racha rachar racion racionar ' +
      'radiador radiar radio rally ramo ranking rapido raro raza reacondicionada reacondicionadas ' +
      'reactivarlos reading real rebanar recado recambio recargar recaudacion recaudar recepcion ' +
      'recepcionista receta recetar recetario rechazar recibir recibo reciclaje recien recital ' +
      'reclamacion recoger recogida recogido recomendacion recomendar recompensa recompensar ' +
      'reconocimientos recopilar recordar recordatorio records recrear recreo recuerdo ' +
      'recuperacion recuperar recurrente recursos red redaccion redar reencontrar reencuentro ' +
      'referir reflexion reflexionar reformar reforzar refrescar refresco refrigerar refuerzo ' +
      'refugiado refugiar refugio regalar regalo regante regar regatas region registrar registro ' +
      'rehabilitacion reina reinar reir relacion relacionar relajacion relajante relato religion ' +
      'rellenar relleno reloj remar remesar remo renal rendir renovacion renovar renta ' +
      'rentabilidad rentar reparacion repartidor repartir repartos repasar repaso repertorio ' +
      'repeticion repeticiones repetir reponer reportaje reportar reposicion repositorio ' +
      'reposteria representante repuesto resaltar resenar reserva reservado reservar residencia ' +
      'residenciar residente residuo resistencia resolver respetuoso respiracion responder ' +
      'responsabilidad responsable respuesta restar restaurante restaurar restaurnte resto ' +
      'resuelto resultado resultar resumen resumir retar retencion retirar reto retrasar retro ' +
      'reunion reuniones reutilizar revelar reveler revestir revisar revision revisiones revista ' +
      'revistar revisto rey riego rifa rifar rio ritmar ritmo robo robot robotica rock roda ' +
      'rodaje rodar rol romper ronda rondar room roomie ropa rosca roscar roscon rotar rotativo ' +
      'rubrica rubricar rueda rugby ruido rural ruta rutar rutina sabado sabana saber sabor sacar ' +
      'saco saga sal sala salar saldar saldo salga salgar salida salido salir salita salsa salso ' +
      'salud saludables saludar sangrar sangre santa santiago santo sastre satisfaccion saturar ' +
      'scout scouts seca secar seco secundar secundario segmentar seguido seguidor seguimiento ' +
      'seguir segun segunda segundar segundo segur seguridad seguro seis seleccion selectividad ' +
      'sellar sello semana semanal sembrar semilla senal senalar sencillez sencillo senderismo ' +
      'senor sentar sentir separado separar seriar serie sermon serrar service serviciar servicio ' +
      'servidor servir sesion sesionar seta setlist sexto sexual siembra siempre sierra siesta ' +
      'signo siguiente silaba silabar silla simple simulacro simulador sindicato sintoma ' +
      'situacion smash sms sobra sobrar sobrino social socio socorrista sofoco software sol solar ' +
      'soldadura soldar solicitud solidar solidario soltar soltero solucion solucionar somo ' +
      'sonado sonar sonido sonoro sopa sopar soportar soporte soprano sordo sorpresa sortear ' +
      'sorteo sostener souvenirs soy spa spoilers spotify squash stand star startup stock suave ' +
      'subasta subastar subir subtareas subtitulos suculento sucursal sudadera suegra suegro ' +
      'sueldo suelo suelta suelto sueno sugerencia sugerir suma sumar sumir sumo super ' +
      'superheroes superior supermercado surf suscribir suscripcion suscriptor sushi suyo tabla ' +
      'tablar tablatura tablero tablet tablets tablon tachar tactico taladrar taladro talavera ' +
      'talento talla tallar taller tamales tamano tanda tapa tapar taperes tapiceria tararear ' +
      'tardar tarde tardo tarea tarifa tarifar tarjeta tarrinas tarta tatuador tatuaje taxi taza ' +
      'tazar tdah teatro tecnica tecnico tecnologia tecnologico tejado tejar tejer tejida tejido ' +
      'tele telecomunicacion telefonico telefono telemedicina telescopio teletrabajo tema temario ' +
      'tematica tematico temer temperatura temporada temporal temporizador tender tenia tenido ' +
      'tenir tenor tension tentativa tentativo teoria teorico tequenos terapeuta terapeutico ' +
      'terapia tercero terminar termino termometro terraza terror tesis tesoreria tesoro test ' +
      'tests textil texto ticket tickets tiempo tienda tiendita tierra tiktok tintar tinte ' +
      'tintorera tipico tirada tirado tirar tiroides tisana toalla tobillo toca tocar toefl toldo ' +
      'toma tomado tomar tomate tomo toque tornear torneo torta tortillas tortuga tostador tostar ' +
      'total tour tours trabajado trabajador trabajar trabajo tracks tractor tractorar ' +
      'tradicional traduccion traductor traer tramitar tramite transcripcion transcrito ' +
      'transferencia transfusion transportar transporte transportista traslado trasplantar ' +
      'trastero trastornar trastorno tratamiento tratar trato travesio trazable tren tres ' +
      'triatlon trimestral trimestre tripulacion trivia trivial trocar tropico trucar truck truco ' +
      'trueque tueste tupperware turismo turista turistico turnar turno tute tutelar tutor ' +
      'tutorar tutoria tutorial ubicacion ubrique ukelele ultimar ultimo unico unidad uniformar ' +
      'uniforme universidad universitario up urbanizacion urbano urgencia urgente urico usado ' +
      'usar uso usuario util va vacacion vaciar vacuna vacunar vacunatorio vacuno valor ' +
      'valoracion vamos van vaquita variar vario vaso ve vecino vegano vehiculo vela velar velero ' +
      'velocidad ven vencer vencida vencimiento vendar vendedor vender vendimia vendimiar vending ' +
      'vendo venir venta ventana ver veranar verano verbena verbo verdad verdura verificacion ' +
      'version versionar vertical vertigo vestido vestir veterano veterinario vi via viajar viaje ' +
      'viajero vial vid video videoblog videojuego videollamada viejo viernes vigilancia ' +
      'vigilante vigilar vineta vinilo vino vintage violin vip virtual visibilidad visita ' +
      'visitante visitar vista visto visual vital vitamina vivero vivienda vivir vivo vocabulario ' +
      'voleibol voley volumen voluntariado voluntario volver vomito votacion votar voto voy voz ' +
      'vuelta vuelto vulcanizadora wars wattpad webinar wedding whatsap whatsapp wifi wiki yoga ' +
      'youtube zapatero zapatillas zapato zombies zona',
    weights:
      'AP8AAAAAAAP/AAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAA/wD+AAAAAAAABAAA/gAAAAAGAAAA/wgAAAD///7//wD/DP' +
      '//BP/8/v/9//4EDf79/v/8/f4C/gQN/v3+//z9/gL+AAAAAP8AAAAAAwD//v7//QD9/wACCv4CAv////7//wMDCxb9' +
      '/P38+P3+/vv+FAUH///6/vn89/oHAAD2AAkL+vQHAAAAAP8F//8AAAAAAAAA/wX//wAAAAQA/f8AAAD/AgAAEfX6+h' +
      'EU9fX6Bfn//wD//w78/wD//AD+AP4AAAAABwD+//3//P/9//0HAAr///7++Qf///8N/v//Cv////////3/BQr5+xv8' +
      '+fz9+/n5Cvz8Hv35/f7++f//Af/+//7//v8L//8B//7//v/+/wv//v/+///9/v8GCP/+//7///3+/wYIBwAAAP0AAA' +
      'AA/gAHAAAA/QAAAAD+AAAAAAAAAAAC/wAAAAAAAAAAAAIAAAAAAAD+AAAFAAAA/wAAAAAAAAAAAgAAAAAAAAAAAAAC' +
      'AAAA/////////wgA///+//7//v7/Dv//AAAA/wD/BQAAAP///QD9///9//8GBwD////////+Cv//AAAAAgACAP8AAA' +
      'D///8M//////v//wD9/v8A/wr///8A/BT79voT9v4Q+vMA/f7/AP8K////AP/9/xP//v7+/v3+//8Q+v////////8A' +
      'AAAAAAT+AAAAAAD/AP8AAP///wAGDhL9/fv+/P37/fwAAAD/AP8ABf8A//3/AAD/Cv0A/wAAAAAAAAAD/gAAAAAAAA' +
      'MA/wAAAAAA//7/A//9/vsQAP79//3//vz//hL9AP/+/vn7/vz+Hv7//AD/AP8ABAAA/wAA/f799/oEIPkG/PcAAAAD' +
      'AP8AAAAA/wf/AAD///4A/wD///3///8AAP7//gz//P/7/iT1/v7++v/9////////AP8LAP7//wAAAAAJ//4A/v//AA' +
      'AAAAn//v//AAD/AP8AAAAE/v7//f7+/gMS/P3+/v/9/v7+AxL8/QX/AP8AAAAAAP8ADP8ABP//+P///v8M/wAE///4' +
      '///+//8AAAAA+wAAAAcAFvv+/vv++v7+Bf4W+/7++/76/v4F/gAa/Pnz+P0I6BYF/xn8+fL5AAjoFQQL/////gD///' +
      'wA/wAAAAAAAAD/AwAAAAAAAAAAAP8DAAAJAAD+/QD//wAAAAX//f/+//7//gv9A/8FBf///////P79/f////sG+v76' +
      'Fv39////+wb6/voW/v3//Rf9/vz+//7/AAD8AP8A/wkAAP35/Pku+wL7+v73/vv9+i39+vz7/vj++/4F/P37//8DD/' +
      '77/gX8/fv//wMPAAAAAAAAAAACAAAAAAAAAAAAAAIAAP78/vwIEPoB//78/gj++v39AP36BQr+CP76/f0A/foFCgAA' +
      'AAAGAAAAAPwAAAD/AAD/AP8ABQAAAP8AAP8A/wAFAAH5/fb8/fwP9/4ZAP8AAAAABAAAAAD//f/8/hT+/v7+/gAAAw' +
      'AAAAAAAP8ADfn//f32Ifv++ff9B/z6Ef35/AMJ9/0H/PoR/fn8Awn3AAAAAAAC/wAAAAAAAAAAAAAAAAAAAAEAAAAA' +
      'AAAAAAAAAQAAAAAAAAAAAAAA/wAA//gAAAwAAP/9//z8/RT9/vwG/wAAAP/7CwAAAP79/////foT/////v7///37/Q' +
      '7+C/z8/v/3//v++/v/IfwAAAEAAAAAAAAAAAAAAAAAAAAAAAAA//7///7//P8B/wwAAAAAAAAAAAAAAP/9//4K/v39' +
      '/hL1/un7+BL49vf7LAgA/wD///8A/wcA/wD/AP8ACAAA/gD///sA/gAI//79AAYAAAD/AP8FAAAA/wvw9/3wUfnwC/' +
      'HsAP8AAAAABAD/AAAA/wD+AP8AAAYA/wD/AP4A/wAABgD///8A/wQA/wAAAv///wD/BAD/AAAC/wAAAAAAAAAAAAAA' +
      'AP8A/wAH/wD+AP8A/wD/AAf/AP4A/wAAAAAAAAAAAAEABf8A/wAAAAAA/wAH//4AAAAAAAD+//////3/BP8L/f/9AA' +
      'AA/wAA/wX/AP8F/f/+AP/+9xP/+/rr9QME7/E3HvX1AP///wz//v///f8AAAD/AAD/AP/9BwAAAP8AAP8A//0H/f3+' +
      'Bvz9GPz++v3/AAAAAAADAAAAAP8AAAAAAAMAAAAA////C/////////z+/v/+/gsA//////8AAAAAAAMAAAAA//4A/v' +
      '/+/gAKAP8AAAEAAAAAAAAAAAD//wr+/wD//QD//f8A//7/C/////8M//wL/Pv+/v7+/gj5+gIC9AgHCvr5/f3//QD9' +
      'G/n//v0K/wAA/wD/AAAA+w4G+wUJAPD69/IQAP///gAL/v3////+Ef/////+///9/CL49/0C/Qj7+vz6/f39+v7+JP' +
      '7++/gAAP/2AP//AAAADwX//wD+Bv////7//v8AAP//BwAAAP8AAAAABAD/AAD///8ABgD/AAAAAP4A/f4S/wP//v//' +
      '+P4AAAAA/wAFAAAA/v/+/////xH////4AP8A//8ACP8AAP0V///9/v7//f39/gT7CRX69vf++vsJCv///g7/+P///P' +
      'wA/wAGAAAAAPwAAP77//79/f3+/P4bAAAAAwAAAAAAAP4A+QAA/gAA/v8MAPr7C/wV/v3+/vz9AAAAB/8A//8A/AAA' +
      '//8K///////+//8AAwAAAAAAAAAAEPv89yj8+Pn5+fkH/f/7Gfz8/fr++/////39/v0U/f/+/fz++/0H+v0W/v77Af' +
      'vs+GHq7vnz//4AAAD/CP4AAP8AAAAAAAABAAAAAAD7/wAAAAD/AAAJAP7+//7++/7//xT+AAIAAAAAAAAAAAD9M+/o' +
      '6/3w8wnwNf/5/wD/Ef///f/9AAAAAAAAAAAAAAAAAAD/AP///f8J/wT///X//v7///8SBP///gD//////wT9/P0u/P' +
      'z69/z9+f0L/Sj8/Pr3+v30//8FAAAAAAAAAP///wUAAAAAAAAA/wAABAAAAAAAAP4AAAAAAAABAAAAAAAB/v8A/wD/' +
      'AAD7Cv8ACP/+AAD/////AP//CAD/////AP4F/P/+AAMAAAAAAP/y/////f7/Bf4UAfgC/P34+v0FCBH+/g0V/vD+/f' +
      '39/gD/AAD/AAYAAP/+/v8J//7//v//Av7//wP8EP3///76//38DgIM+/z6/PQJ/P8BLfz6+/v5+fkAAAAAAP8CAAAA' +
      'AP4AAwAAAAAAAP8AAAAAAAAAAAAAAAD+AAMAAAAAAAD/AP/+//0I/v7+9xP7AQAAAAAAAAAAAAABAAAAAAAAAAAAAA' +
      'AAAAAAAAAD/wAABP8AAAAA/wAAAP8K/v///wD+AAD+AP8AAP////8J///+AAP/+v79//7+D//+//74/AP8/v0a/P8U' +
      '///+/fz///z9AP8AAAAI+wAAAAD//P/8+yD0/f4F+v//AP/9/w3///79/QX8DxH8+Q7s+/r//f/+///8//8ADwD/AP' +
      '//AAAABQD//v3//fz7Iv7//vT8APoO/wAA/wD+AAUA/gAAAAAAAP//AAAAAQAAAAAAAAAAAAAA//8IAAD+///+/v33' +
      '//4G/f8SAAEAAAEAAAD//wAAAQAAAQAAAP//APz8/Bz8BQn69vz5/wD9CwD/AP///gD//v8S///+//j//wEAAAAAAA' +
      'AAAAAAAAYA/wD/AP8AAP0ABgD/AP8A/wAA/f34/vr7J/38/P/9//8A/v//////C/4AAAEAAAAAAAAAAAAAAAAAAAAA' +
      'AgAAAP4A/////f8BCP8AAAD/AP0ABQAAABX+//z9/v79///+//v/AP7//v//AgsC/wD/AP////8F//////3/DP7///' +
      '//AgAA/wIAAAAAAAD/B/4FBf79/v/+/AIB/fsY/ff9/wL7BP8AAAD9/gAAAwAAAAEAAAAAAAAAAP///Bf9/P/++//+' +
      '//7///8JAP//AP///wD//f7+/wAMAP//AP/9/v7/AAwA//8AAv///v8A/wb//wD////9AAAL/P//AP////0AAAv8Hw' +
      'f29f7//vf+Av4FGPT/+/oC+wvzAAD/AAD/AP4AAP8GCAD5AAAAAAAAAAD8/PwBAv0N/Az9+Pr6+gD9CQn6Gfz1//v9' +
      'FP4C/v32/gf/AAAA/wAAAAACAP79BP37/hX+//39///+//z//f///w8AAAAAAAEAAAAAAAD+AP//DPv//////v///P' +
      '4D9QQS/f/////9/gT+BAX+/wf+/PoE/gr9/QD+BPsF9AD6I/r5BvIG/Af9Af0F/PsH+AAAAAABAAAAAAAA/vz//P7+' +
      '+/3+/hr/+P/+Cf/7Bgb+/gD///7///////8J/////gH////+/wkAAAAAAAAAAAAAAwAAAAADAAAAAAD/+gT6Dg4B9P' +
      'YS+vX+/v4V/v39Cfj9+/8HAf//AAD//v//AAAAAAAEAP4AAAAABP//AgD7AP8AA/7s8f79+PgeFwf9/wAABf4AAAAA' +
      'AAAAAAP/AwAAAP7+AAH+//7///b//hb///7//v//9v/+Fv/9Df0MA/z7/foD+AAAAAAAAAEAAAAAAP8AAP8A/gAAAA' +
      'UA/gj/Bf/+/v0D/AD+CP8F//7+/QP8+vUK//jz+hMZ+f3/AP8AAAAAAAADAAAAAAAA/wIAAAAAAAD+AAAAAAAABf77' +
      '9wMA9PT8FRz2AQD+AAD+AA0AAPr+G/78Bvz9/Pz6/f0b/vwG/P38/Pr9/QAAAPz/Cf4AAP8A/wv//////v36/wYAAA' +
      'AAAAP+AAAAAAD/CP8A////AP///AYF+vr8BfkS+/0A/wAAAAD+AAAABPcIAff2+iD1DgPz/QD9AAAA/gD/DP7//wAA' +
      'Cv79AAD//v//AAAK/v0AAP/+APkAAAAA/wAACQD//wMK/vv///////8A8gARAAAAAP8A/wDyABEAAAAA/wD/AP7//w' +
      'AABwD/AAAAAP8A/QAF/wAA+/j6HPcM+PcI9Qf++v4Q+vv+9Qn5Ef3+Ffj+/f39/gMCAP8A////Cv////0EAAAD////' +
      '///+AAQAAAP///////4AAP//AAAAAAD/BQAAAAD//wf///8AAP7+/ff7/fwx9Pz7AAAAAAAAAgAAAP8A//8H//////' +
      '8A/wAAAQAAAAAAAAAA/w//+////v7/AP4A/wj///////8A/gD/CP///////wD+AAAABQD//wD/////AgAAAAAAAAAA' +
      'APv3+mL29fb49Pjs/w3//f8C/f/+//4ADf/+///+///+/gACAAAAAP8AAAAAAAAC/wAAAAX8/wADDQ36+/n6Bvv8/w' +
      'z9+v39/vr9/QgK//4EAAAAAAAAAP////8V/f///vf///8ACQAAAAD//vsAAAAA//8A/wX//wAAAAsA/QAAAAD/+/8G' +
      '//7+BQX/+//9AP8AAP8A/gAAAAUA/QAA/wD/AAAABwAAAAAAAAAAAAAAF/oD+Q33Avz8+voA/wD////9AP8ACAAAAA' +
      'AAAAAAAgAA//8A//8I////AP8A/wUAAAAAAAD9AAD/BQAAAAAAAP0AAAEAAAAAAAAAAAAAAAD/AP8ABv8A/wAA/ggA' +
      'AAAAAAD9/wABAAgA///9AP7/AAEACAD///0A/v38//7//Bz//vz6AAQA/wD/AAAAAP8DAAD/AAAAAAAA/wAAAAACAA' +
      'AAAAAAAAAAAAIAAAAAAAAAAAAAAAD/AAACAAAAAP8A/wADAAAAAAAAAAAD/gD/AAAAAQAHAP8A/wAA/QAAAAAAAAAC' +
      'AAAAAAAAAP//CAAA/v8AAAAA//8IAAD+/wAAAAMAAP8AAAAAAAAA/f8I//8A//8AAAD9/wj//wD///8A/wv///////' +
      '7+/wAGAP8AAP4A/wD//wAA/wAAAP4EAAb/AP//AAAA/gAA/QkGGPz9/vr2/foC/w//+fv78Rr7+/f/CwYAAP8A/f//' +
      '///9+P7+/SD6/vsAAP8AAAAABwD8AAD9AAD/AP8AAAAH+P8D/AT3DP//CP3//QAAAAANAP/6AAAAAP/+AAgAAP7+//' +
      '//////8f//GP8AAAD//gAIAAD+/gj/AAD//wAAAP/9AP8A/QAA//8A/wgc/fb9/v/78/8DCf8C///9AA3//v/5/Aj/' +
      '/f37Cf7+BvwAAP////0J//8A//0DCf39/fr+BvsIAP8AAAAAAwAAAP8W+AD9BPz48gkH+QAOAAAAAP8AAAD2AAD///' +
      '/9Cf//AP/48wj1Mfn29fQADgD+AAAAAP8AAAUAAP4AAAAA/wAABQAAAAIA/wAAAAD/AAD///8I////////+/r7+jIG' +
      '9fz6/Pb9/f79Fgj4/vz//P/9AP//AP3//wAK+DDx+fD+9hfpAAwA/wD//v/4/wAS/PcADP8AAAAAAP8A/////v4S+/' +
      '7///0G//8A/wD//wAAAP/+//3//v8DD//5//7//f/+/wMP//kAAAAAAAAAAAIAAP8A//8AAP8ABQAA//7//fz+HP/+' +
      '+/oAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAD/AAD/AP8ABQD+/v8K/P7z/v8OBP74+/kMBvf7+h37/gb79fn5A/4I+R' +
      'n8Bgb4//sCBAn5/gAAAAAAAAAAAgAA/vv++/v9G/0J/vf+///9//4G/v//B//+//7+/wr+Cv/5/v79/f4J/v39D/z8' +
      '/B36+/77+v3+BwkM/v39Cvr9+QT1Dvr4///4+gIGAwYO+vj///j6AgYDBv4B/gX+9vv+/QUP/v7+Afz9+x76/P3/AA' +
      'MAAAAAAAD/AP8AAwAAAAAAAP8A//8DAP8AAAD+AgD+Af4F/vb7/v0FDwD8//3/DP////8A//v+Kf/4+/36/PoA/gAA' +
      '/wD+AAAABwD+AP////7///8L/wAAAAgA/AAAAP8AAAAAAAAA/wIAAPvy/Bf7APod+vz4AAAAAAAAAAMAAP8AAAAAAA' +
      'AAAwAA/wP///z//f7//w3///8A/wAA/QD/Cf///wD/AAD9AP8J/wD/AAAA/gb/AAAAAP8AAAD+Bv8AAAAAAAAKAAD/' +
      '////+wAAAAAAAv8AAAAAAP8EAAAAAAAA/wAAAAAAAAL/AAAAAAAAAAAABAD+AAAA/f//+f///wkH/v/8APsY+/n7/w' +
      'z6/AcAAAAA+gAAAAAA/QP+Dv38+/z8AwX9A/4O/fz7/PwDBf////7//v4N/v/+AAAAAP8ACAAA//wAAAMAAAAAAAD/' +
      'AAD////+/Qz////+AP8AAAD/CQAA+gAAAAAAAAAAAAEAAAAAAAAAAAAAAQAA/v7+DAr9+wH+/vsAAAEAAAAAAAD/AA' +
      'H9/v3+Dvr9/v4JAQAF/wAA/////v8AAAMA/wAAAAAAAAAA/v8AAP8ABwAAAA8A+gAA/wD/APv//P/8/wUA/wAHAAAA' +
      'AAMA/wAAAAAAAAD+/wAA/wAHAAD9+Pz7/hcJCvr89QAAAAAAAAAAAQAAAf/+C/////////z/////////AAgA/vz9H/' +
      'v4/v39B/v7/////wb//f8L//z/+gcC/Pz8GPv7/P8A//3///4Q/v3+/v7+BP39/Rz7/PoH+f79Gv77/f38+wf5/v0a' +
      '/vv9/fz7/////P///hH9//8AAP/+AAD//AAACfcS9PgF7Qv4+/khAhX09gPtAvcB9x7//v4K///+Bf//+//+/gr///' +
      '4F///7AAAD//8AAAAAAP///wL8//7+////DAAAAAAAAAAAAAAACvv+Df3/9v4F/fwP/f0E//39+v/6BgP8GBj1/Pr5' +
      '+/n7A/waGfj8+/r7+fMO/P0E/v39AP76Bf78/BMM/f38/Pz8//7///4R/f/+//0I/v7+/P///PwP/gD+AP8AAP8AAA' +
      'AFAP4A/wAA/wAAAAX//v8S///+//j//wAAAP///wAABAAAAAAA/wAAAwD/AP8C+AT8/gkF///8/wL6/vwF/P0DEP78' +
      'Avr+/AX8/QMQ/vwI+v0A/f38GPz8+wb//wD/AP//AAAA//74/wD///8AD/8B9vz6+ggO/PsIBAH2/Pr6CA78+wgEAP' +
      'wA//8A/QAA/wsA/AD//wD9AAD/C/8AAwAAAAAAAAAAA/8EBP8A/////vwD/wQE/wD////+/P//Av//CP7////+BAAA' +
      'AAD/AAAA/gAEAAAAAP8AAAD+AAEi+vsX/Pn6AvnoAAAA/f8I//8A///+Ev78/BD4/v38/P4S/vz8EPj+/fz8AAAAAP' +
      '8A/wAABP///gL9//7+/P//D/f/Ff/+//////z///0AAAAAB/8AAP7//QAAAAAH/wAA/v8ABQAAAP8AAAAAAAADAAAA' +
      'AAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAP///wAA/wUAAAD+AP/9//////8DB/4A//3//////wMH/gD//f////' +
      '//Awf//v79/vz9/Rf//f/+/v3+/P39F//9/vz//Pz+/f4b//wA/wAAAP//CP/+AAcA/wD8AAAAAAAA/jH9+vr9+fz5' +
      '+vr/AAD/AAb+//8AAP8AAP8ABv7//wAAAAAAAAAAAAAAAAAA/gD//wD9//8ACgD/AP/+AP//AAf/////B/3+/wv7//' +
      '7///8H/f7/C/v//gAAAwAAAAAAAP////8B/g/+/v7//v7//gQAAAAAAAAA///8/////xT+///6//8AAQX//wH/AP/+' +
      '+/78/f4J/hD9/f/8/////xT+///6//7/Ev///v/4/////gQAAAAAAAAA/////wj/EP71/v7+AAAAAQAAAAAAAAD+D/' +
      'z9Cv78/QP9+QAAAP8GAP4A//8A/wsA/QD+//4AAP7/CwD9AP7//gAA/v4A/fz/AAr//wP/CPr9AP39/Bj8/Pv/AP//' +
      '/wL/Cf///vgE+fT49yD2AB30+AT59Pj3IPYAHfT59PgB9/byICD3BAAAAAUA//8AAAD//v////8O/f/+//8AAAAABP' +
      '8A/wAAAAAAAAAE/wD/AAAA+v316AtH++wL/uv/+QD+AP8ACgb//f/5AAn///8J/v/8/vz9+/0D/B/4/v1L+u/7+P33' +
      '+vz79nv4AwX25ufv7graD/z9/P37Dfz9B/gO/P36/P8N/PwH+AD+AAD/AP8AAP4GAP4AAP8A/wAA/gYAAAEAAAAAAA' +
      'AAAB7w8gP47gAWIPnnAgAAAAAA/wAAAAAA/wj///////8A/gAACv39AAAA/gAA+vsH+i38+fr4/fsA/wAABAD+AAAA' +
      'APT8+f0d/f79/wv7Av/5/ALy8QIWBAr8Cf0AABD3AfcK9fsV+vr8A/P9BAEGAPz/Av///v///wr3AAMC9/37/P4h+v' +
      '///xAA/P3+///9//4A////C//+AP8K/f///QAAAAD//wAFAAAAAP8AAAD+/Af9+/z7BvwW/vcBAAQA/////gD/APvw' +
      'BP3s9fP48/Ve//8R/v///vz+//4N/wH9/v///v/+/v8A//8KAP///QD+ARn9BfYC/v0F9fYKFPsA9Qj9/AP59AAAAP' +
      '/+/wkAAP7+AP8AAP//BgAA//7//gD9///+/wAACgAAAAAAAAYAAAD8BwED//v//v//Bvz/AQj//wD////+/v///wn/' +
      '///////+//z9AP8A////DQD9/QMC/v799v3+F/39AwL+/v32/f4XAAAAAAEAAAAAAAD//wD////7////DfsDBvkE+w' +
      'f7AfgI/vz/AQz8BP8H+vz/AAAA/wAABv/+///+/gP+BwLyDv7+/fT9Ev0I+wQN/fH4+gT//vkQ+P7yHSD69P0I/Pb8' +
      '/vwF/wAAAAIAAAAAAAD///8PAf7+/v8A+gH5+xn6/PsN+vv9+wMG+QT7B/sB+Aj7Awb5BPsH+wH4CP3+7/8g//z//v' +
      '///wDyABAAAAAA/wAAAAAA/////f8J////AP//AP4L/gD/AAUAAP///wAA/wD69/j7CPTxEjX08wH9/wYA/f7+B//+' +
      '/////Q7////+///////+DP///////f////wM//wF///9/wT//QgO/f71APz4HPb2/BDu7ETy5AD5AP//Ef8A/AD+//' +
      '8P+v////////8AAAD/AP//AAYA/wAAAP8ABAAAAP8AAAD//P///xL5AP//AAX//wAAAAD//wAAAAX//////wD//fj5' +
      'AxP8/PgF/ggp/QH8/Pf3/P7++xn9C/gD9PHu+vcgBf8I/////v3//////v/8/h32/P7+/gD7AP0ACgAAAAAA/f7+/R' +
      'n8/fkH/voKAAD+/gD///7/AP8AAAUAAAD/AAD//wAABQAAAP8AAP/5AwH4EPTz7Dz49P7/Bv8F/////v7//wD/AAD/' +
      '/v8L//0ABwD+////AP8A//8Z//z9/f39/v79/v/9DP7//gT+/v8D/wAAAAAAAAAA//n2/Qv6+vcw/vn2BwEA/////Q' +
      'D/AP8HAQD////9AP8A//j8/Pn8+vo8+Pz3Cf8A//8AAAD8AP8J/wD//wAAAPwA/wMD/v7+DP7+/v39/fz9+PwE+/39' +
      'IP3//wAA/wDxAAD8GAD/AAD/AP8ACwD5///+/f/+//z+Ef4AAAQAAAAAAAD+AP/7AP/////+AP0OAAAEAAAAAAAA/g' +
      'ACAP8H//7///0A/wD/AP8KAP8A/gD7AP8A/woA/wD+APsAAP///wD//wAABQP4+/n8+/n6Of3w/wAABwD//wD/AP8A' +
      '+v4I+xH+/gL7+/v/AAAAAP8AAAkA/wgAAP///wD//gD////9/v78/v4HCf////3+/vz+/gcJ////A/4P+/7///wA/w' +
      'D//wcAAAD+AAD/AP//BwAAAP4A//8E/v////z//wj/AAAAAAADAAAAAP/+/xH+//3//wD7AAD/AAAAAAAAAgAQ/vv3' +
      'Afog+/31+RD++/cB+iD7/fX5Bf8A/wD/AAD/AAD6/f79FP77/f78C/8AB///AAD/////+/3+/RT++/3+/Ar9/ff6Mf' +
      '76/Pz4/CL6/Ab7/vz9+/n9TvP7+vj4/Pr78/f////8/v79/v7/EgD/AP/7//4A//4O+Pf1Chv/Bfj59wr///8I////' +
      '/////////wj/////////AQAAAAAAAAAAAAAABQAAAAAAAAAA/P4N//78/////wD/AP8A//8G/wAAAP8A/wD//wb/AA' +
      'AA/wD/AAQAAP8AAAD/AP4A//4A/v//AAoA/gD//gD+//8ACg/7/v39/fr//w39CQr+/fj/////A/vn/NrjIPgx5eNB' +
      'DvoC/fwK/Qr9/v0CEvr+/f4C/vsH/vkNCf/7AP79/v7/+gAA/wQAAAAAAP8AAAD/BAAAAAAA/wAA/wD//v0OAP/9/Q' +
      'D/AP/+/Q4A//39AP4B/Qz9/Pz+CvoA/gD8C/z7CvcJ+gAAAPv/AAAA/wgAAP///v///wv9//8A///+////C/3//wAA' +
      'AwAAAAAAAP8A9wAM/wAAAAAA/wD//P8T///+/v/9/fn/AP8AAAwAAP8AAgAAAAAAAAAA/wAAAAD////uAAD9GAwMAP' +
      '39/vz9/P78//z+/P4e+v7+/P7++wn6/f4G+w3+/QAAAAAAAAAAAAAAAP4A/wAI/v//AAD9DPz6/AEM+Qz99/////3/' +
      '+v/8EwD/AAAAAAAAAAAAAAD/////////AAgA/gL8AAL7Avj+Cf4GBP4BBP7///8D//z//wAF/wD//wQA/f//AP//AP' +
      '0AAAAI/vv9/vwODwL6/PoAAAD/AAAAAwAAAP/8Bfz8/fv8BAYK//sE+/z9+vwDBhD2+xAP/v/+/f/9/fv++/0b+gP+' +
      '/v78AAAAAAEAAAAAAAD/AP4ABQD/AAAAAAj8Bv3++/79/wz7/v3+///9AP//Dv4AAAD/AAb///8A/wAA/wAEAAAAAA' +
      'D///7//v7/D/////z//v3///7+/f8R/wAAAAAAAAACAAAAAP8A//8HAAAA/gD+/v/9/v4I/v/6Df3+/v4WCvv+//P+' +
      'AAAAAAAAAAIAAAAG/wb9/f4H//7++wD+AP////7///8LB/8AAP///gD/AP8AAAADAAAAAP8AAAD+AP////7///8LAP' +
      '4A/////v///wv/////Cf///////wD+/wAHAAD//wD///3///7+E////foA/wD/AAAA/wAEAP///w//AP/4///+////' +
      'D/8A//j///7///8P/wD/+P///h36/v77/v3//vz/AAD/EP////////f+/Q/5/fz7DAf++P/9/yH9+/z4/P/+/vz+Hf' +
      '37C/f7/vkACAD//wD9//8A//8HAP/+Af//////AAD/BgD//wD//////v/+//8N///9/wD/AP8A/wADAAAAAP4A/P//' +
      '/BMA//r+AAj/////////AP0JB/r+Dv36/v36AAD+/wAA/wAHAAD7Hvv5+/z3+/gX+v/9/PoK/v0NBPz9/Pz//fz9/P' +
      '3+Hvz8/Q37+v79DgP8/fv+AAAAAAAAAAn/+/4AAAAAAAAACf8Q9e3wN/sLAu3y/gAAAAD/AAAAAP8EAAAAAP8AAAAA' +
      '/wT/B////v/+//7+BQAAAAAEAP0AAv8AAAACAAAAAAAAAAD79/n1KPoDAPj6Cv75/h78+Pr8Dvz6AAABAAAAAAAAAA' +
      'D//wD/Dvv9//////78//j7FAz//f/6/w7+/vz7APz2+hT//v/+//8C/wf//woL+Pv6Af36APgQ/v4G/f7//f4B/gn+' +
      '/gb9/v/9/gH+CQD/AP8AAwABAAAAAP4ABQAAAP8A//8A/wD/AAMAAQAAAAwKAPj5+/EF+fEeCPz//////AL7/wj+AA' +
      'AGAAAA//8AAP4AAAYAAAD//wAA/PsA+j779/ru//kBAAT//wAA/wD/APv+AAAAAAAAAAn//w7//v7//v///v7/Dv/+' +
      '/v/+///+/gkFAvwHD/r4+vn5BgT/9ABG8PTy9fP/AAAA/wAIAAD9/v8AAAD/AAgAAP3+/wAAAP8ACAAA/f4AAAD/BA' +
      'AAAAAA//8AAP8A/wAG/wAA/////f38Df4G/v7//wD///8HAP8A////AP/+/wb//wT+AAD/B/////////8AAP8H////' +
      '/////wD9//8AAAD+AQAHAAAAAAAAAAEAAAAB/f7////5////DgAAAAAA/QAABwD/Hf77C/z9/Pv6+/oAAAADAAAAAA' +
      'AA/v4A//3/AP8L/v//Bfn3+w4f+Pz4/fv//wn//////////wAAAAD6AAAABwAAAQAAAAAAAAAAAAABAAAAAAAAAAAA' +
      'AP4JBP/3/wn9AP3+AP8ABv8A/////wD//wD+CP////////78BP//AP///v8JAAD//wD//////wf+EQD//v/9AAD8/Q' +
      'AAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAD/BAD/AAAA//8AAP8HAP0AAAD/AAAAAP8A/wAABP8A/wsA+gAAAAD+AAAA' +
      'AAADAP8AAP8A/wf7APP6G/v/+gT/Ef//AP/4/////gAAAAAAAf8AAAAAAAEAAAAAAAAAAAD//wv////9/////wAA/v' +
      '8AAP8ABwAAAAkAAP8A/AAA/v8AAAD/AAD/AAQAAAoA/wD/AP8AAPsAC/7/Af//Af//+/0A/AD//wD9AAD/C//7//7/' +
      '/xb+/fz+AAAAAAAAAAAAAAH/Df7+Bv/+///3/wAAAP8AAP8AAwD/AAAAAAAA/gAAAwAF//v+///+/wn//wD/AAAAAA' +
      'UAAAD9Av4F//3/Df7++f7//wD/CP////////////7//////wz+/v3///39D///AP/////9/wv///////8A/vz//wz/' +
      'AAD+/////hX////y///////+Ff////L//wACAAAAAP8AAAAAAAIAAAAA/wAAAAAAAAQAAAAAAP7/AAAAAgAAAAAAAA' +
      'AA+wH/////D////f36Gv79/PwI/f77+////xH/AP/////2//8N+/8E//39///+Ef/////+///9/P/+//7//////v8N' +
      'AAAA////APcOAP8H/wf8///9BP78/QAA/ggAAAAAAAD9F//8/f3///39/v7/8///AAD/Bf//Dv8AAP8AAP8GAAAA/w' +
      'AA/wAA/wYAAAAAAAD/AP///f8J/wX+//7///7//wb/Bf7//v///v//Bv8AAAAA/wAEAAD/////AP/+//sA/wANAAAA' +
      'AAEAAAL/AAAAAAAAAQAAAv8AAP/+//79/vf+/vodAP/////+Df///v4AAAD/AP///f8J/wAAAAX+AAAA/wAAAAAABf' +
      '4AAAD/AAADAAAAAAAA/wAA/wMAAAAAAAD/AAD/AAAA/wD//wX///8A/wAA/wD9AAAAB//+/f4f//z8+P/9//79/h//' +
      '/Pz4//0A+wAAEf////v//v3++fwHAfz+/RL+AP4A/wT/AP37AAn6LArq8vYn6e8F+P/+//7+/xL/A//1/v8F//7/DP' +
      '///fsAAQAAAAAAAAAAAAABAAAAAAAAAAAA8BPk//L6Gv3iBTAAAAD/AAj8AAD/AP/8/xL+A/v/+///AP8A/wAM/f3/' +
      'AP//A/8H/wr8/P7/+AD9//7/E///+v7/APwA//8A/QAA/wv++f/8/P4k/v38+P75//z8/iT+/fz4Dv/+/f4A//7///' +
      '8AAAAFAAEAAP///QAAAAUAAQAA///9BfUEI/wH9gX4/e3//P8Q/v///wD//fv7/v0r+/38/Pj8AP8A/v8I//////8A' +
      '/wD+/wj//////wX+A/8AAAD///0A//4IAP///wAA/gD+/xL+/v///v/9/QACAAAAAAAA/wAA/fwR/vv7/Q79/f7/Av' +
      '/+/wj+///+AAD7/f79//8U///+AAD/CQAAAPoAAP/zEgQQ/Pz7/v/9+gMGCQb9/vz8/fz9AQIMBfz9+/z9A/3+//76' +
      '/P79EAv++/////v8//8HDf/8AAAAAAAD/gAAAAD////8Bv//CP0A/gAAAAAAAAAAAQAAAAAA+/8AAAD/CAAAAP/+//' +
      '///f8M/gAA//oAAP////8MAAD/+gAA/////wz+CwEAAvj8+A78/gAJAP8AAP//APv/Bf/2////+///EP4AAgAAAAAA' +
      'AAAAAAAAAgD/AAAAAP8AAAACAP8AAAAA/wD+/wAABv/+AAAAAAACAP8CAAD//wAAAAAAAAIAAAAAAAAAAAAAAgAAAA' +
      'AAAAAAAAEAAAAAAAAAAAX/AAAA/wAAAP4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAwD//wAAAAAABQD//wD/AP//' +
      'AAAAAAMA//8AAAAABQD+Ev7+/P7++v4A/wAG/wD/////AP///w7+/P////7///79Ff7+/v7+//38Hf78/Pz6/fz8Bw' +
      'D/AAAA/wAAAwAA//7/+//9GP///vkAAAAA/wAFAAAA/gAAAAD/AAUAAAD+/Qb//hT8/f/7+f/9Bv/+FPz9//v5/wP7' +
      'DPwI/QX9/vr8C/sN/fz9Bf7++vwAAAD/AP//Bv4A//wABAH8+/r3EvcOAAAA/wD//wb+AP8AAP8AAAAAAAIAAAT8/f' +
      'wP/Qf+//35Evr/+Pn9DP0A/v7+/f38+/36+x78BQAAAP8CAAAAAAD/AP8AAAAAAwAAAP/+/f76+/0j/f78+///Df3/' +
      '//7////+/f7///z+F////vsAAAAABP//AAAA/wAAAP8AAP8GAP/+AAAA/wACAAAAAAD//xD6/////////wAAAAAAAw' +
      'AAAAD/AAAAAAADAAAAAP8A/wAAAP8AAAMAAPn9AAAAAAAAAAv//v3//v7///0MCPv//w7+/v///////gAAAP8AAP8G' +
      'AP/+//3///7+E////fr+DP7///8AAQP9+f/9AP/9/w3//wD/AP////7//hAA//kAAAAA/wAGAAD8AAP+Cf7////+//' +
      '/+/v7//xX//v/8+v///wf//gP///7///8AGvj9/v3+/v3+/v/+/fz9/f0GFfoAAAABAAAAAAAAAAT6/hD///7+//7+' +
      '//3+A/4P/PsM/Pf//wD+/Af+//8G////AAf/Cv/4/v/+//8O/v7///////7/AAD/BQD//wAAAP8AAAAAAAMAAAAAAA' +
      'AAAgAAAP8AAAAAAAAAAQAAAAAAAAAAAAf/AP//APwA9vH26/I5SfLx9O0AAAD//wD/Bv8A//8AAAACAAAAAAAAAP8A' +
      '/wD///7/BgD//w76A//+//4A/f37AgP8/fj+/gEU//8HAP8AAP8A///u/Cn7+/79BQD8+wAAAP8ABgD9AAAA/f4IAA' +
      'AAAAAA////AP/+/v//Df/+//8A//7+//8N//7/AAAAAAAAAAMAAAAAAAAA/wD+AAD+BgAAAAD/AP4AAP4G//////75' +
      'Ev/+/////f/+Afgg/v36+//+//8D/w7///v8/v8B/v///v7/Dv0ZAPAA//oAAAD/ABkA8AD/+gAAAP8A/wAFAAAAAA' +
      'AAAP//AAUAAAAAAAAA//8AAP4AAAAABwD+/wD//wD///8IAP8AAAAAAAABAAAAAAD/AP///wn////+AAAAAAAAAQAA' +
      'AAAAAAAAAP8AAwAAAPcADv8AAAAA//8A9wAO/wAAAAD//wD////+////DP7//wD/APz//w//AP/7AAX//wP//wD+//' +
      '8C7fX/CwT/+/0c/P0D8gcEAfn6+xn6+xb+CPr9+v7+/f7///4B//7+/Q3//v8AAAb/////AP//FuT2DA757QfwMOki' +
      '/Aj88/38APv7/AAAAP8A/wAG/gD/AAAA/wD/AAb+AP///////wAJAP0A/wIN//7///z////9/Qkm+/v9+fv6+/f/BB' +
      'n79vn7/PwO+AAAAAAA/QAABwD/AAAAAAD9AAAHAP8AAP8M/wD///8A+gAAAP8AAAD/BgD9/Pb79fP4BvNB+QD9+v36' +
      '/fwJ+xf8AgMAAP8AAAAAAP8AAAAAAP//BgAA//4A/wD+//8M/wD//AABAAAAAAAAAAAAAAAABf8A/wD/AAD/AAD+/w' +
      'f///////sC//79BQX+/Qf+AAMAAAAA/wAA/wD/EP/+//z//f///QAAA/8AAAAAAAD/AP8ABAAA//3/Bf8AAQD//wf/' +
      '//4A//34/P75Iv35D/v2AAAA/wACAAAAAAAN/P/////+/wX++wL1+PoH+/kc+gn9AvX4+gf7+Rz6Cf0YBPb3+Pf2Ff' +
      '4K9fkVCf/4C/P3BAnvBP7/AAAAAAAA/wAAEAj+9xDz9wMI7/v8//7+/xf+/v3//AD79PkIP/X6+PAA//////8J////' +
      '//75/Bb7C/v8+gX7/vn8FvsL+/z6Bfv//wv+///////+////C/7///////7/EPz8/wH//////v8EDSj3BPny+fn3+P' +
      'j7H/wI/fr7+wL7AAADAP8AAAAA/////f////8R///++v/7/h3++/36///8AAAAAAD/BAAAAAAAAP////0J//8A//8A' +
      'BgD/AAD+AP8A/xr1AA35BPEJ8P/8HfL5BvH8GgH/7QAAAAAA+AAAAAoAAP8AAP/+/wAFAP///wME///+/gX//v//Aw' +
      'T///7+Bf/+//8DBP///v4F//7///3+/f/+/xL/+///AAD/AAAAAAMA/xL/AP7//gD9//n+/v77/vv8I/38+/7+/vv+' +
      '+/wj/fz7/v//////D//6//8ACAD//wD9//8A///////+//8A//8IAAAAAP8ABgAA/v/6/PkS+S/v9/sC8wAAAP4A/Q' +
      'cAAAAA////BP///wb///0cEvse9/by+ff48gD+AAz/AP/8/QAAAP4ADP8A//z9AAD+/fwX/v3+/v3+/gACAP8AAAAA' +
      'AAAA/wX//v8I/P///v//Bf/+/wj8///+///8/wH///4U///2+v77Cv4i9/r1B/b//wD//gAAAAAGAP79/gL+EP/8//' +
      '//AP//Bf8D//3///8AAAD/AP0G/wAAAP//Avz/Df7+///9////Av8E/f4G//4F/v///gn8/////v//AQD+//z/AP8L' +
      '//4BCf////7+/wL//v79/v/+Ff3//f/9AP8ABAD+/wf9//0A/wAEAP7/B/0AAAD/AAAAAAMA/wAAAP8AAAAAAwD/AA' +
      'AABAAA/wAAAP4AAAAAAAAAAAACAP7+/v/+/f3+/AMR/w3//f8B/gL9//7/Df/9/wH+Av3//vQQBPYH+Ar1/BL2//8L' +
      '/////f///////wv////9//////35/QIA//f5BQ8IAAAAAP4A+QAA/wwAAAAA/gD5AAD/DAAAAAAAAAAAAAABAAYAAA' +
      'D9AAD+AAAP///////x//4I//78//7///j9/xr9D///////8f/+CP8A/v8P/v///v/9/v8AAAAAAP8AAAQAAP7/D/7/' +
      '//7//f4KDP3+/P///v/5///6/fz+/h39/f7+AAkAAP8A+wAA//8J+wD//v75///9DQAAAAcA/wD+/QAA/////f///f' +
      'r//xP////9///9+v//E/75//v+/v0f/v78+wb/CAID8AQd9e0FGfkB9Rbu+f0C9gQS+QQJB/v69f/0AAAABgAAAAAA' +
      'APsM//0A/QAA/wD+AP4b/Q/9+v349v79/hr9Ef36/fj1/vz//v/+DP/9/v7+BP/////+/v8O/v/+AAAAAAAE/gAAAA' +
      'D8/f77/Cf6/v77+wAAAP0ABQAAAAAADPUD9O/7+AoRE/n//wAAAQADAAAAAP//AP//+v//DAAAB/z9/P///v0P/v79' +
      '9v32+0r29Pz98v8AB///////AP////39Ef///f7///8EAP0AAAAAAAAAAAH1/fgH9/z/D/0QAAAAAAADAAD/AAAH//' +
      '/+/wD//wD/AAf///7/AP//AP8AAP8ABP7+//8EAP//D//7///+/v8A/v8T/v///v39/v79/////f0P/v/9AP8AAAAD' +
      'AP//AAAAAAAAAAQAAAAA///+Cv/+C/76/v7+//0AAAEAAAAAAAAAAP8G/A0M+/T9/v/9ABX//v////75//wA/wD+//' +
      '///wcA/wAAAAAHAAAA+wAAAAAAAAcAAAD7AAD+/voC/f4A/v4Y+f7++gL9/gD+/hj5AAUA//8B/wD+///y/g76Kvz6' +
      '+/v4+vIX/v0N9/r+/Qj68v4O+ir8+vv7+Pr/AP/+/xD///r//f//////FP////b///////8U////9v////8J/////v' +
      '4AAP///wn////+/gAAAP8A/QD1/gAAABMA/wAAAAMAAAAAAP0J/v0GBP39/f0C/AP9+gz//Pv8/BH9Cf79DAD8/f39' +
      'Afn+9v4K8vv3LuwN+vn9AAT8A////BIAAAAAAAAAAQAAAP3+/wL9/f4CEP38/////P3+/hr5//4AAP8K/wD//P4A/w' +
      'H6+f7//Ar+/f0R/////f///fr//xIE///8//79+v7/Ev//////////C//9EPj+8v7+9wz8+xIA/wD//v0OAP/9/Q8O' +
      '+PsC/u/+8gARDw74+wL+7/7yABEAAAAA/////f8J/wf8AP8A/wAAAAAABAAA/wAAAAAAAAAC//8AAAAAAAAAAAD9/w' +
      'r////+AAD/DgD3/Qn9+/3+BvwOAPf9Cf37/f4G/AAAAAD/AP8AAAT/Bv8C/v7//f/+CvsA/gAA/gANAAD6/gAAAAAA' +
      'AAMAAP8AAvb89/37+zH9/PgCAAAAAAAAAAAAAP79/v4H/vv//xD7Av3///////8J//0A/gD+AP///wAJ/xH9BQn8B/' +
      'QC+vn5///4//7///7/EAAR/QUJ/Af0Avr5+ST/9/39/v/z////EAD2AAAAAP8A/QAFAAD/AAAAAAD+AAD/AAD//QkA' +
      'AP3/AP0A/wD///8K//74A/j3APLzMgn0AAD/AAAAAAAD/wAAAAD8/v4A//8A/wwAAPz+/gD//wD/DP//AP8H//////' +
      '////8A/wj///////////8AAAAHAAD9AP///wAAAAcAAP0A/goC/v7//P7+/gb9BwH8/f76/Pz9E/f6BAcD7/gUCPgF' +
      '/fv+9goZ/Qjz/P0D/wAAAAH+AAAA//396f0kBf7//v7+//3//v7///4PAP4A/gX+AP7+/v4L/AD+Bf4A/v7+/gv8//' +
      '///woA///+AP7//f/+/v///g8A/gAA/wADAAAAAAAAAAD/AAMAAAAAAAAF/P79/v/9/wQJ/wT/CfX8/fr8ABD9Bfz+' +
      '/f7//f8ECf8G/wD/AAD/AAD/AP/+//3+Fvv//v3+//7//f4W+//+/f7//wD////8AP8L/f//AAAA/gYAAAAA//7//v' +
      '7/DP7+Av3//f77/hz7/v7+/QL8E/z9/vr9/v4EB/7+B/////7///wAAAUAAAAAAAD9AAL7EQT9/vr8/v4CAP8AAAAA' +
      '+wAAAAn9/wr///////7/AP/+AP7///3//w3+//4A/v///f//Df4AAAAAAgAAAAAAAAAAAAAAAAIAAAD/AAAABAD//w' +
      'D/AAD9+v38D/z4/f39Fvr8//0DAP///wkGC/z+APUA/QAADvz9/P73+i36/f35/AAAAAAAAAAAAgAA/////v7//hL6' +
      '//7////+/v/+Evr//v///wr//////////vr++vf6/fsw/vkAAAAAAAAAAgAAAP////7//g3/////8/kLLfHy+fv28h' +
      '0C+/sK/Ab8Awf8+wL7+wr8BvwDB/z7//7+C////gX+//sEAf8H/v7+/QD+/wAAAAAABAAAAP0AAAAABQD/AAAA/gAA' +
      '///5/xH+/////AAAAP8AAAAF/gD/AAAAAAAAAP7/BQAAAAAAAAAA/v8FAAAAAAAAAAD+/wUAAPz///8P//////wD/w' +
      'AAAAAAAAD/APX//xf//v/8////9f//F//+//z///8DAP8LBPz+///6/v8M//7//v7//////yX9/v3/+P79/Pf//gD/' +
      'AAD//wD8Cv////8G/QX///7///0K/v//////AP///Qr+//////8A//8Y//7+//3+/f36AAAAAP8A+gAAEfgAAAAAAA' +
      'AAAQAAAPP+B/3+//7//g4GBP///gD//////wTz/g7+/v/+//8FBgAAAAD//wUAAP//CQAA/v0A//8AAAD+/v4H/vv9' +
      '/v79EP7+AP4J//n+BP4F/////v/+Df////8I/f/9/QD/EP/99v/+//73/w//BP///v8A/wAA//8ACv0AAAAIAP///v' +
      '8A/gAAAAgA///+/wD+AAADAAAAAAAA/wAK//4D///+///+/wAAAwAAAAAAAP8AAAADAAAAAAAA/wAAAAMAAAAAAAD/' +
      'AP//BQACAAAAAP0A//3+/vz++v7+EgT7/wAGB/n5E/j6Af8A//7+//8L//7///8Q+v////////8C/gb9/v38/f79DA' +
      'L+Bv3+/fz9/v0MAv4G/f79/P3+/Qz++v08/ef9+vr+/QAAAQAAAAAAAAAAAAABAAAAAAAAAAD++////f/s//8CIgX+' +
      '//34/wcI/P//Av8AAAAAAAAAAP8AAAAGAP///QAAAP7+9wASAP4AAP//BPz8+gv5CQ36/fkC/fz8DPkCDvr+/QABAA' +
      'AAAAAAAAAA/wj//v/+/v3/9Q/7CQ38+/37/P0GAAAAAQAAAAAAAAAA/wr//wX/+f//CPUAAAD/AwAAAAAA/wD/AP8H' +
      'AP//////A/IA/////f8AEwD+////Df7//v7//wL8/vwq+/j8A/zy+PLo9X/y7vfwCOsAAAABAAAAAAAAAP39//z9/Q' +
      'b+Bv0JAP////////8JAP4AAP/2AP//AAAADwAAAAAA/wADAAAAAAD+BwAAAAD9AAAAAP4HAAAAAP0AAPn4EgL3+vnx' +
      'NPvyAP////8J//7/AP4A////////Cv7//iEM2uv+5ADw6mHwDQr//f3//P79/f7/FP/+//z+/f///QEAAAAAAAAAAA' +
      'AA/AP7DQL5EvUDA/H//v////z+Dv////3+///+/xD////9//8A/v8AAAz7AP///wD+/wAADPsA////AP7/AAAM+wD/' +
      'AAAA/wAAAP8DAAAA/wD//f8O///7/gAAAAQA//8AAAD/AAAAAP//BgAA//7+/f/+/f4g///+8AAAAP8AAAMA/wD/AP' +
      '8A//8A/wb/AP8G///+/vf9Bv4J/wsA+QD/AAAA/wAACwD5AP8AAAD/AAAA/f///wAADP3+///7/////xP/AP/4AAAA' +
      '/wAAAAP/AAAAAAAF///+//8G/f/7/h/+A/33/vz8/v8GDP7//Pz//v/9/QUR/Q/4+/n9/QD9/wAAAAD+AAAH/v3/BP' +
      '8L/v/////+/P4K/gr9/v7+/v/+AP///w3+///9/fcLCwP7A/7+/vz99goKC/oA/v79+wAA/gYAAAD//wD/AAAAAQAA' +
      'AAAAAAAAAAABAAAAAAAAAAAAAwEAAAAAAP8AAAD//wD//wj+/wD//wH////+BwH//wAAAwD/AAAAAP8A///8C//7//' +
      '//BP8AAAMAAAAAAAD/AAz+BPz9Bf7++/7+APn/DAAA/wAA//8AAv8ABAD/AAD+AP//AP8AAAj///7/AgAAAAAAAAAA' +
      '/wD5Cff8/vr5+zz75/4N//78/////wD/AAAAAAAAAAAAAAD/AgD/AAAA+gD/BwEAAAAAAAAAAAAA/gT99Pj8+/b8/S' +
      '8A////Cv77//8C/v4y/vz+/fr69vj6+/wCJ/z6+fb2Cvv//v/6/wUJ//8A//r6ASL7AAL19Qn5AP8A//8G////AP8A' +
      '/wD9//z/AAz//wf0+/v9/fQHC/wSCvYL+/z9/Qj//v39A/78/v75/PwaAf8V/v7+/gb9//z2Cv/9/wAA/wAA/f8AAA' +
      'D/AP4G//8A/wQG/vz8+wL9D//5AAAAAAAAAAABAAAAAAAAAAAABP4AAAAABAAAAAABAP0AAAAEAAAAAAEA/QAA/wAA' +
      'AAD8AAAABwAAAP8A/wAEAAAA//3//Pf8CPz+/xUFBv4A/wD/AAD5/wgFA/7+//v+/QD+AAAAAAQAAAD/AAAL/f79/v' +
      '7+/v//Bgn8Avz+/v0E/v4FCfwB+wD9/QT+/gT//P8Q/v///wD//f3/AP///wkAAAAABAAAAAAAAP//AAAAAAAAAQAA' +
      'AAAAAP8BAAAG//4AAP//AAAA/wIAAAAAAP8AAAD/AgAAAAAA//0b/v4O/vj+/Pj1//4A/fv9/v4K/Qz//v///vwS//' +
      '/9/AYi/vv9/vf+/fz0AP8AAP//DP3//f4AAAD/A/8AAQAA///+///+/BL///38/v8CAv//CP/9///4+fz3CBkICgL2' +
      '8AAAAQAAAAAAAAAAAAADAAAAAAAA/wAAAAD//wAA9g0AAAAAAP//AAD2DQAAAAAA//8AAPYNAAD////8//8M//7///' +
      'kAAP4A/w7/AP/+/gn++hb7/f77/f3+Cf76Fvv9/vv9/fT5+hf5FQj48fUOFv//+f7//////f70+foX+RUI+PH1DgD/' +
      '/gz/AP///wD7AAIAAAAAAAAAAAD/AP/////+Cf3/AQACAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAP8CAAAAAP8AAP' +
      '8AAAIAAAAA7h8M8fMBCfr6HeX++P4B8vgIFvEf8wAA+gAAAAAAAAcAAP8AAP8A/AAAB////v/+//////7/Df7/C/7+' +
      '/wD//////gn/+/79+P0Z+P0C///+/////v4J/wAAAAAAAgAAAAAAF/kA+/z79AT8Efn+Df/+///++/4F/f8AAP////' +
      '4IAP8AAP8A/Qf//wD/AP8A/gb//f/+////B/7///j79/b7GPcaCP3//f79/Qn/B/gAAAAA//8FAAD////7A//9/wP/' +
      '//4JAP8AAP8A/QAAAAcA/wAA/wD9AAD/BgD/AAD/AP0AAAAH//3/Gf/++gX/+fcA/gAAAAAACAAA/AAAAQAAAAAAAA' +
      'AAAAX/AAAA/wAAAP4AAAD/AP4G//8A//0W/Pr8+vb89/seAP3+/P4X/f4A+/7///8I///+/wP///8ABf//AP8A/wD/' +
      '//8FDf/+//7///n//P4d/P39/f3+/f//BQ3//v/+///5/f39EvsR+fz9/vsAAPoAAAAAAAAM/QX//wAAAAAA/wD//g' +
      'r+/fz++/39/hAABf/9CP///////QT89gD//wAAAA0A//8L/////f////8AAAr+/wAA/wD+/QAAAAAAAAAAAAAA////' +
      '/wr//v////4AAAAAAAAAAAEAAAAAAAAAAAAAAQAA/wgA/////v//Af4AAAACAAAAAAAAAAAA/wgA///9AAD/AAAA/w' +
      'AEAAAAAP8AAP//BwD//wD////+/f7+//7/ABH9//8K/P3//v8EAP8BAPkAAAD/AP8L/gDu/vz+CQIIEO8IAAAAAP4A' +
      'BgAA//8AAAAA/gAGAAD//wj9AAD9AAAAAAD/EAD/AP/+/wAA+AAACQD+//8A//4A/wAI////BPz////+AAj///8E/P' +
      '////4ACQD+//8A//4A///6/vz9Fv34DP38//r+/P0W/fgM/fwA/gALAP7///8A/AAAAP//Bv8A/wAA/fv6+ykE/P39' +
      '8/3//wD//f8N///+/QAAAP3/CP//AP////3//v/9/v4R//8M/v8I/v75/v///wEAAAAAAAAAAAAAAv///g7+//7//f' +
      '7+/P74/gv8DQv99gcAAAAA+gAAAAAAAAIAAAAAAAAAAP/////+/v/3//4Y/gAAAAD/AP8AAAT/AP///gAA/P/+CwAE' +
      'AAD/AAAAAAD/AP78//3+//r9/xr8//0A////AP4ACv/8/PsH+xz2EPj5+AAAAAAAAAAAAAACAAAAAAACAAAA/wAAAA' +
      'D/AAMA/wD/AAb/+v//AwD+AAX9AAAAAP7/CQAA//0A/wAA/f8NAP//+gD/APz//w//AP/7AP///v8N/v//APz++/z3' +
      '/vL490b88/3+/vwR/v75Cv79Hf7//v33/P/+//wk/ff8BPb6+An9+gD/AP////z/AP8KAAABAAAAAAAAAAD+D/8J/Q' +
      'X9/P72/P79F/7//v79/P/9/g//Cf0F/fz+9vwABAAA/wAAAAD/AAD/AP7//xD////4AP8A//3/Dv//+/4A/v//AAAA' +
      'AAn//gAAAAABAAAAAAAA+/nw+fb69/f3Ii37+fD59vr39/ciLf/9//7+/fr+//4W/f3//hv++P7///3+/v79F/78/v' +
      '7//QADAAAAAAAA/wAAAv3///n/+f/+/BkA/wAAAAAAB/8A/AEAAAAAAAAAAAAA//7+Ef7+/f7+/wAL/f4Q/v74/v77' +
      'AAAAAAAAAAMAAP8AAAQAAAAAAAAA/wAAAAD/BAD/AAAAAAAAAP8ACv/7/wD/AAAAAAAABgAAAPwABAAAAAAAAAAA/v' +
      '8E/v7///v//gz+///+/hb/+///+/0AAAEAAAAAAAAAAAAAAQAAAAAAAAAA/wP///8I/v////wA/wD//wn+AP8A/v71' +
      '/P78+/X6DPwmBf4KAP7+/f7++gT+/P/9/v/+/QMT/AD/AAAAAPwAAAAHAAAAAAAAAAEAAAD/D//8/f7+/vkL/Qn9/v' +
      'v8/PwC/RP7//8A//8A////CP7//wD//wD///8I/v///////////wv9/v39+P0C+wAf/fsE/wb/+wD/AAAA//////8P' +
      '//7+/f/9/foF+/v++wgW/fr9+gX7+/77CBb9+gAAAAgA/gD8/wAA9vT29fIi70/56vX//wX7/P3+CQX+/vvz/f72+x' +
      'X8H/36/fv7+Pj5+i4H/ff//wD/AAAABv8A//z9CPz6/P38GPsB/hT+AwD8/f37/v79Ef3+APr59xT8/PwP/f39+fj3' +
      'Hvz7/////v/+/wv+///////+//7/C/7///////4N//3+/////AcAAAAA/wAA/wAA/gAM/wD//P0AAP4c/vv8/v39/f' +
      '/9//P++P7+/Sz7/fsA///+///+Df3///8ACf/8AP/////////++P//////BQsAAAAAAAAAAAACAP7+/vr+/BL6+QEN' +
      'AP8AAAD+BgAA/gD//f/+D////////vz/Gv39/P79/v7+Av8A//8I/////f8DDP0F/v8C/P37+wAGAP8AAAD//gD///' +
      '8A////CP8A/wAA/wD+//8Q////+P8ABf//AP8A/wD//wAF//8A/wD/AP8AAAL/AAAAAAAAAAAAAv8AAAAAAAAAAAAE' +
      'AAAAAAAA/wAAAAQAAAAAAAD/AP/+CPz///8H////AAEAAAAAAAAAAAD/Dv/+/v///v0A/v4M/vz6/v0R+//9AAABAA' +
      'AAAAAAAAAA/////v/9///8DgAAAP8ABQAAAAD+AAAA/wAFAAAAAP4AAAQA/wAAAAD/AAD////+//3///wOAP////7/' +
      '/f///A4B/wD//wD/AP8F/wIAAAAAAAAAAAAA/gIA/v///f7+/wz5/QAAAAAAAP8O/vv9AAD/AAD/AAv/JP3+/fz9+v' +
      '7+9/7+/P30/Db79vz9+vv9AP/9AP7//gcL/v79CP0U8/n9Cvv3BfoI8xTu9g/6DPsJ/QgECvX0B/z9/vgA/wADAP8A' +
      'AAv+/wT/+f/9///8EP7/BP/5//3///wQCQD5AAAAAAAA/wD////9/g36/wT//gAAAAAAAv8AAAAA//r//f3/F/7///' +
      'v+/P/+/f4a/f3//P79AP/+/xL9/v/++/v8G/sC+BX6/PL+//8AAP/+/wAIAP//AAD9/wkAAP/+AP//Dv7//v////wA' +
      'Bf8AAAD/AAD//ggAAf//AP/+/v/+/fz6DxMH/f769vj//P8H/Qf+AQD//f//AAD/AP8AAAAE9f8MBwYG9+0K7RL///' +
      '8IAQH//v7//////wgBAf/+/v//AAAF//8AAP8A/wD9/P36/Pz8Kvn9/P38/fr8/Pwq+f38/v4N/v4F/f7+//79BQ39' +
      'DAT8/f7z+v8HAP8O////APT8AP7//v//+v7//xH/9P///gD+/v8Y/vwO/P76+/T4CPga/A4G+ff89/r2FQj//f8H//' +
      '8F//7///78Bwn9/fn9Bwb5/vwHCf39+f0HBvn+/AcJ/f35/QcG+QEAAAAAAAAAAAAAAP8A/w4AAP35AAAAAAD/AP//' +
      '/f8J/wD/AAAAAP8AAwAAAhv6+vH19wz0/BgE/v8A/wAA/wD/AgYY+frw9fYM8/saAP8A/wAF////AP8CG/r68fX3DP' +
      'T8GAAAAAYA///9AAAAAP//B///////AP8A/wAA/wAI/v8A/xn7/v/9/vz9/v7/AQAAAAAAAAAAAAA6EPn8+fkC+fr1' +
      '5gMAAP8AAP8AAAD//fv+/v///f///xT////+/wD///8ACQcAAP/+AP8AAAD+//8AAP8AAAD/BAD////////+/wUE/x' +
      'T8/QH7/fr9BQL6//4AAAAFAAD/AP///gAAAAUAAP8A///+AAAABQAA/wD//hX//gT9/Pz9/vwPCQT5D/UC8vv8/QD9' +
      'AP////z///8N//b////9+P///xv6EAAHEwH0BPb39gD//////wAA/wj/AP//////AAD/CP8A/wUAAAAAAAD9AP//AA' +
      'D/BAIAAAD/AP4GAAD//wAA/wAAAAADAAD/AAAAAPr7Bfz5/vj9BCH6AAAA//4A/wn/AP3/CAAAAAAA/gAA/P////4L' +
      '//3+/wD//////gv//f7/AP8AAAD///7/CP////gZ/f/6/ff7+f0V/////f///fr//xL/AAMJ/v/////9//0E+/sO/f' +
      'n7BQQA//8I/f7//////gQAAAD+/wAIAAAA/f79DBD9/vv++fwA+vUK9Pr8CPwF+xgAAAAAAAAAAAIAAP/+//7/Cv/+' +
      '/wD///r//v4V/v7//P//AAD//wAABQD/AAAAAP8AAP8FAAD/AAAA/wMAAAD/AAD/AAAACgD///wA/v/5AP//AP/9AP' +
      '8P//4CAP///v4K/v///gIA///+/gr+//3+///+/xD////9/h0P/Pz8+/z9/PP9/RX9/fsH/f79/QAAAAAH//4A//8A' +
      'JgIE9/wD9fr39gEAAAAAAAYA/AAAAP3//v7///3///8PAAAAAAABAAAAAAAAAAAAAAEAAAAAAAD+AAAAAPsAAAgA/f' +
      '0V/f37B/3+/f3////+///9/RD//gH/AP8FAP7/AAD//Qb79QP58/j4HRH9Cv8N/v7+/v/7+//6Af///fv///8S+ff4' +
      'DPcK8vr6+C3///8A/v//////CP///wD+//////8I////AP7//////wgM/f8I/gH+/fz//fz6/v77Aff+/iL7APr9/f' +
      'oB9v7+JPsEAP///wD/AAAC/wAAAAAABAAA/gAA/v0H+v38EQf7/fkG9f8L+vwJ+gT+/v8R//8A//j////+AP///v/+' +
      '/w3+/v8ECv4I+fz++AIJ9v8ABf//AP8A/wD/AAAAAAD+AAAAAgAAAAAAAP4AAAACAP8A+f8T/gD/APsAAAACAP8AAA' +
      'AAAAAAAAEAAAAAAAAAAAD///7///4N/f//AP8A/gD//v///wgA/gYAAP//AAD/AAn///7+BPz//////v4g+vr++/79' +
      '/f4B/P/+/v/9/QL+Dv///f7//wf//wb8AAAAAAAAAAAAAAD///3+//8H//8G/AAGBP4C/fsCDvr0Awr//v/7/gT+/v' +
      '4AAAQA/wAAAAD/AP/5//7/GPr+/v/+//n//v8Y+v7+//4A+QD//xH/APwA/vn9EAgAEvf19Af4BQL7/AYI/v39AvoW' +
      '/vr7BQX5/fsB+gAGAP///////////P8AAAD+DgAA+gAAAwAAAAAAAAAA/vf2DvkDAgL8JfL0+wD9AP8A/wAADf4AAA' +
      'D/AAD/BQAA/wAAAPwABwAAAP8AAP7//P8G/f//CP8A/wD/AAf/AP4A/wAAAAAA/wQAAAD///////8HA//+AP79+v79' +
      '+/0y/fn68/38//7//Bz//vz6/Az+/f78DP3/+AP++/76/A4Z+/36+wAA/wz/AP///wD6/vv++vwOGfv9+vv6Cfz6/w' +
      'Ad+v3zAAL7A/39/g39/fsI//////8HA//+AP4C+gL8/P0Z/P36Av77/Qf9+x38+f38AAgAAAAA+gAAAAAAAAAAAAAB' +
      'AAAA/xD/+wT5+/gX+/r7AAAA/wAAAP4FAAD//P0J/P3/DPz9AgD9ABL/AAD+9wAA////Bv8O+f78//4AAAAA/wACAA' +
      'D/AAz+F/37/fb8Afv8AAAA//8AAAAAAwD//wAA/v0P////+wD+AP///wn+////9gIQCRT3+AHyCPAA/v7/Df7////+' +
      '/wD////+BgX//v7//////v8F/f0K//7/AAD/AAb+//8AAP/4BwL6/fj8+gEb/fsB//7/////BAr//wAA///+/AAM/v' +
      '37Af/+/////wQKBP8AAAAA/wAA//8AAAMAAAAA//8AAAD///3///////8L//8AAP8AAAAAAwD//wAA/wAAAAADAP//' +
      'Bv8AAP//AAD/ABz6Cx74/u3r+/f8Av0C+/f6BhEJ9/z6/AD+9vQFDwgK/wD+/BD+///+//3///78D/7//v7/Av0M/v' +
      '0F/v7+/v////4BAP//BgAAA/v/AAD+AAYAAP8AAP//D/7+///+///+AAAAAAAAAAAAAAAAAAABAAAAAAAAAAD/AP8A' +
      'AP8G/wD+AP8ABv8AAP4AAAD+/gj//v//////AwACAAAAAAAAAAAAAAsA/v/+/////////QD//f8Y////8gACAAAAAA' +
      'AAAAAA/wD////9AAgAAP//AP////0ACAAA//////v//RL+///+AAAAAwAAAAAAAP8AAAD/AAAAAP8ABP8G//r+/RT+' +
      '/v77AAAAAQAAAAAAAAD//wD+AP//AP//CAALAP8A///9AP3+AAAABAAA//8A/wAAAAAEAAD//wD/AP///wL//P4M/v' +
      '/+AAACAAAAAAAAAAAAAAD/AP//BQAA////Cf//////////ABT+AP//9v//APwAAAAAAAAAAAAAAAAAAAMAAP8AAAAA' +
      'AP8I//8A//8A/v8B/wf+/wD////+/gAAAAYAAAAA/QAA//7//f8O//////4AAAAA/wD/AAAD/wAAAAD/AP8AAAP/AA' +
      'YAAAAAAAD8AAAAAAAAAAAAAAAAAP////0B//////8H/////QH//////wf9+P79/fr8/v0k/gD+AAAAAAAIAAD8//0A' +
      '////AP4AC//9/QMA/v78/wj+BQAAAAEAAAAAAAAA/f0DAP7+/P8I/gX+/wEB/////wr//P8A/QIAAAAAAAb+AQAAAA' +
      'AAAAAAAAACAAAAAAAAAAAAAAAAAAQAAAAA///+AP4A//8ACv8AAPwA/wD/EgAAAPIAAAAAAAIAAAAAAAAAAAAAAgAA' +
      'AAAAAAAAAAACAAAAAAAAAAAAAQAAAAAAAAAABwwF+f7+/fwC/fsB/AP9+gH5/gUCCf39AfX3CPgW9hX4AAD+///9Cv' +
      '//AP8AAAD/AP4G//8A///+AP//Agr////7AAb+/Pv+/v3+BAr//v/////+/wIACP/7Af3+/v39/QET//sB/f7+/f39' +
      'ARMIDAX5/v79/f79/P8A///////+CAD/AAAAAP8ABgAA/v8AAAAA/wX//wAAAP/8//7///0S/v/8AP8AEv8A//z8AP' +
      'r/+f8L/v77+P4V/QD/AP0ACP8AAAD/////Cf////7+AAAA/QAA/wAAAAb/AAD9AAD/AAAABv8AAAD//v////0L//4A' +
      'AAD+/wAIAAAA/f7+AAn++/4E/wL+BPj8Av0B/RT7AP3//wD9/gD+D//+/gT4/AL9Af0U+wD9/wD/AAQAAAAA/wD/Ev' +
      '//AAD+/f//9//9BwAAAAD/AP///gv///4D/P7///8ADgAAAP//AAD5/f8AB///AAD///////7/Ev///v/4/////f8F' +
      '//4P/P7//P//AP8JAAD//QD/AAAAAAACAAAA/wD9/w8F/v/+/v7++//7/wYA/v/7//8K+vgJ+vv9+Q0I9hEACAD//w' +
      'D9//8A//3+//v/Cfz/Cv/+AgAAAAAAAAAAAAACAAAAAAAAAAAAABML/fz89fr9/Qr6Ewv9/Pz1+fz9DPoAAAAFAP//' +
      'AP///wAAAAAA/gAAAAIA/wAAAAgA/AAAAP//APIAEQAAAAD/AAAAAAAAAP8AAAIAAAAAAP8ABgAA/v////37/f76/P' +
      'z+IPX9/C/9/fz8+/z6AP4A/////v///wsAAAAJAAAAAAAA+QD/AP////8ABwD/AP8A/////wAHAP/9Avn9/SkD8ADp' +
      'CAX6/Pj3JP/3Dfj3/v3//vsUBf79/P34Bfv8AfcLFfnzBwAAAAAAAAAC/wAAAAAA////AP8HAP8AAAD+///9/g0A/f' +
      '7+CP7+///+/v4H/v4I/v7///7+/gcA/f7/Ef/5/v4C/gD9/v8R//n+/gL+AAABAAAAAAAAAAAAAAAGAP/+//8A/wMN' +
      '+vz4CPoK9vkHAw36/PgI+gr2+QcAAAAAAQAAAAAAAP78/ir8/vz59f38/vz+Kvz+/Pn1/fwAAP//+v/+/v//EAMN+v' +
      'z4CPoK9vkH///5Hf76/vz+/v3//QgO/v3+/f3+/f/9CA7+/f79/f79//0IDv79/v39/v0P/v39//36Dv77/Av+Bv7+' +
      '/v////z+C/wH/PkA+/gN/QAL/Af8+QD7+A39AP0JARL+Cfz5/P3xAf4ABvn+/Qr8+AoC/f4J/AX8+/oGAQAAAP8GAA' +
      'AA/QAA/wD//gAADAAA+QD//f/+AAANAAAA+wD/AP//AAcA/wD9AAAAAAAAAwAA//8HAPwAAAAAAAD/AAD/AAAEAAAA' +
      'AAAA/h/+/QL8+P3+/vn////9/v7+/vz+FP/9/v39Cv3+/g77+vv4AgD/9gT+H/v+/wT//v/7//4N/vr7+AIA//YE/h' +
      '/7//3/Af4G+f7+/gwA/wD//wAAAAUA/wAAAAAA/wADAAAA//3/Cv////79/wQA/wD/AP8A/wAABf/9//8AAAAL//7+' +
      '//3//wAAAAv//v7//wD///8A/v8JAP7+AP/9///+/w7//v8A////CgAA//4Q+vwFB/38/QH9+hD6/AUH/fz9Af36+x' +
      'wYB/H9BP/28vH///8F/v7+/gf//ij5+/v9+fT9DPz5/f4A////Df7///4A+wAAAAAKAAAA/f8A//8AAP8ABQAA//7/' +
      '/v8O/v7+//8AAAEAAAAAAAAAAAAAAQAAAAAAAAAA/////gL//v///gn7Cvz9/v0D+/39EAAAAAABAAAAAAAABv8B+R' +
      'H99/4I/fn/9SP6/AoGCu368v7////+/gv/////AAAAAAAAAAABAAD//wD//////wAI/wcA/AAAAAAAAP8ACf4BB/7+' +
      '/vjz+xEM//3//QAA/wD+AAr6/fr7Ifb9B/P8AP8A////BgD/AP8H/v7+///+/wAH/QAAAP8AAAD/BP8AAAAA/wADAA' +
      'AAAAAAAQAAAgAAAP//AP///w3//f////7+AAgA///+Af/////8Bf0B+/r8+vwe/QAJAP0A/wAAAP/+/wAC//8EAP4A' +
      'AP8BCwD////+//3+///9AAQA/v///gAGAhD//v/9//7//fvzPOv28PLvAjH+7///AP//Dvz/AP/8AP8A////Cf////' +
      '7//wAA///8/wD/CwAA//4A//4L/v//AAD//gD//gv+//8A///9/v8M/////gD///7/Ef/3/wD/AAAA//8A/wf/AP8A' +
      'AAAAAAACAAD/AP/+//////v///8N//7/////+////w0AAAAA/wAEAAD//wAAAQAAAAAAAAAA//4A//7/Ef8A//j//g' +
      'D//v8R/wD/+BL4/Pn4+TP7+fD5//8N/v////////8E/wAAAAAAAAD+AAAAAAAAAAAAAAIA/v7+/P37/QUT//0JBgL5' +
      'FwD37xnv8QAAAP8AAAABAgD//P8E/wUAAAD//wD9/QP/HP/9/v32/PH3LfQj9fD18wYB/R7+/P0A+P3///z48BX1Q/' +
      'Pu8/MY7f/+//3//////v8NAAAD/wAAAAAAAP8C/v4C/vn+/BD/Af//AP////v///8N//////8H/wP9AP4AAAL/AAAA' +
      'AAD/AAAAAgAAAAAAAAAA/vsa9f3++/79/QkAAAD/AP4ABAAAAAL9Bv//APv9/Qz8AP8AAP4A/AD+/gz//uv+9P/+/w' +
      'At/QAAAP8A/gYAAAAAAP8AAP8A+QAADf3+/vz7/v0JD/0C+//+//7/Cv/+/wD///7//v8K//7/AP//DQAB+/z9/v//' +
      'A/8ACv/8////////AAAA/wAAAAT/AAAAAgAAAAAAAAAAAP/+//7/Cv/+/wD/BP4A/wAAAAACAP8A//////8AAP8I//' +
      '//Df3//////wD9AP8A/wAA////AAYABAD/AP//AAAA///+//8AAP//BgD///7//wAA//8GAP8AAAD//wD/Bv8AAP0G' +
      'AfwH+fwBC/r+/QYB/Af5/AEL+v4AAAAAAAAAAAEAAAAAAAD/AAAAAAMAAAAAAAAAAAABAAD8Avn+/Pr5CQz9CgX7/g' +
      'P9+vwCEv76+/r++wD+/fsEGvwAAAAFAP//AAAA/wAAAAD6AAAABwAA/f7//xf++f/9///9/f75/QX6I/n8+vr5+wj4' +
      'AfIlBf/28PL5Avf9BR4IE/D//P4W/gX8/f78/Pv/AP///hf+/vr+AAAA/wAAAP8FAP8G/wAAAAAAAAD9ABgAAP//AP' +
      '//AO0AAP7//////P///wwA/v/////8////DPUIEgwABPD7//j+Af3//f////4R/v0A/P77/v74/Pz9Iv/8AP8AAAD/' +
      'AAAH/BL5+/0HBfj+/AL/+//+/f4O/v/9Bv//Ef/5//////3/AP8B//7/+///C/7//f////8T//8A9wAAAwAAAAD/AP' +
      '8AAAAAAAD///4AAAcAAAAAAAEAAAAAAAAAAAAA///+AAAH//wAAP8A/gAAAAoAAAAAAQAAAAAAABD+//7+///+/f3/' +
      'AAAAAAAAAAAAAAD+/wcO/v7+/v8C9gAAAP4A//8G/wAAAPz+///9D////wD+/AD///0P///+//8ACP//////////AA' +
      'AAAAEAAAAAAAAA/wAA///+AAD/BgD/AAD///4AAP8G//8A////CP8A/wD//wD///8I/wD/AP7+/////xf+/Pv8/PRF' +
      '9fP47fXyKe4n9jjt5PEA8PoO8gAAAgAAAAAAAAAA/AT9+/39/Sf8/u///AD+////D/3//gAAAgAAAAAAAAAAC/v9/Q' +
      'H++f38Evv//v//AP/+/wAJAAAAAAAAAAIAAAD//wb//wb//f4C/v3/Bv//Bv/9/gL+/Qw0/vgB9Pb5+PL8Av77/Qv/' +
      '////BP3/////DP/9/////f////8M//3//wD9AgAAAAAAAAAAAAAFAfv+DgD+/QX2/QT7/AH8A/r8CfsLAAAA/wAAAP' +
      '8GAP3+/P76/gH9/Av+Df7+CP/////+//8E/v4I//////7//wT++/8V/QP/+////A76/wv//P/9//75/xH//////f//' +
      '/vr//QAAAAAH/wAA/gD8AP7/AP7//wANBgAA/Pn69/gS/g7/AAQAAAD//wD/AP8ABAAAAP//AP8AAP8A/wD/Cf8A//' +
      '0I//4B//oK9hn48f/+/gT//f4O/v789BD48/36A/T1JQj/AAQAAAAAAAD/AP/9Cf8A////AP//9f0e+/j+/fz++wwI' +
      '//4B//oK9hn48QAAAQAAAAAAAAAAAAABAwAAAAAAAP/9+P79+/0WAvz8CP77//0B/vsD/gIO/wD/AAQAAAAA/wD++/' +
      '/9Af77A/4CDv34/v3+/RUC+/sIAAIAAAAAAAAAAAAAAP//AAD/AgMA///+///9//b///4YAP4AAP8A/wAA/gb///8A' +
      '/wr+/////wAAAAAAAAAAAAAAAAAFAAAA/wAA/QD///38/v4U///+/QL/+/8DAAAA/wT//P0G+/39/v3+Bwv//gD//w' +
      'D7//8ADP/+AP//APv//wAMEv3//P7uC/7+Bv0AAAD/AAIAAAAAAAAAAAAAAAACAAAAAAAA/gD/AAAAAAQADgAAAP4A' +
      'AAD5/QYAAAD8AAAAAAAACP///////v//A/0GAAAA/AAAAAAAAAAAAAAAAAAAAAAAAP/////+/wr/AP/8Ef36C/wA+f' +
      '/3Bv/6//7+//f+/gsPABH8+gv8/vn/9wX+/vz8+vn9G/wL+/7+/Pz6+f0b/Av7AAAAAP8CAAAAAAD8/wn////+B/3+' +
      '/wz+AP////3+/gH/EP7w//////7/Cv4Q/vD//////v8K/gIAAAAAAAAAAP8AAgAAAAAAAAAA/wD5APPrBfkv8P3zG/' +
      'n9AAAAAAAAAAv/AAQAAAAAAAAAAP78C+32+f/z+vlF9P0d/fr79vr9+v0P/QD6+wX9+vz5Bhf/+f/8/f77/A7/EAAB' +
      'AAAAAAAAAAAAAP//CAD/////AP7+/QYI+vz4+wb7C/78BAX5+/X6BPod/hH+D/z9+P38BvX+Ef4P/P34/fwG9f8ABv' +
      '0AAAAAAP8A/wADAAAAAAAA/wD/AAb/Bv////wA/Q0EBAb9Av76/f7y+/77+wP69gAP/hAK+P7++gj7/QAL/fwVBfz/' +
      '/Pr8/QP8/wH//wf///////8A//8S/v7//vj///7//gANAP8AAP/7+uwBC/n7/w0R+AUFAv/////9////AwUC//////' +
      '3///8D/fkCNfv4+vf6/fgAAAAJAPz///8A//8AAP8AAAUAAP//AQAAAAAAAAAAAAD+/v0h/v38/f3+9wAA/wQAAAAA' +
      'AP8AAAD/CP/+/wD/AP/////+//7+FPf//gAAAAAAAAABAAAA//8DAP8AAgAAAAAAAAAAAAEAAAAAAAD6AP///wD//w' +
      'z/AAAABgAAAAD9AAABAAAAAAAAAAAAAP4AAwAAAAAAAP8A/w7//v///v7///4AAAAAAAAAAAAAAAb9CvwD/gD9+PYM' +
      'AAAAAAAAAAIAAAAAAAAAAAAAAQEAAAAAAP4AAAAAAAAD//z+/P3+/SH4/f3/+/37/f4EIPf9/P78/CL8/f38/f38/w' +
      'AAAAAAAAACAAD/+f8R//z//////wD///8AAv7/Bv/+BP7/AAAAAAAA/wD+/f///f0P//8A////Bv3////+//8FAAAB' +
      'AAAAAAAAAAAAAAEAAAAAAAAAAP///wj///////////j//v//Fv/8//4C/wAAAAAAAAAAAAAAAP7//////wAHBv8A//' +
      '8A/gAA/wAAAAD/AP8ABAAAAP/+//3+D/7//gH++/z9+voj+P0DAPz//v/8/hT8//4B/gX7CvoL/fsI+/r8BfoW+Qr6' +
      '+Qf6+foA/gD///8J/v///wAAAP/9AP8J/wD+AAAA/wAIAPsAAAAP/wD//wD9///++wr///8AAP////7+8fn6A/gWAB' +
      '75+/oNAPkB9Q/4GvX49gD/AAAAAAQAAAD/BQD9AAAAAAAAAAAN//X0/f39Jff8/P/8/////////wz///z/////////' +
      'DP///P////////8M/w/7AAAAAAD9AAD7D/sAAAAAAP0AAPsCAAAAAAAAAAAAAPoL/fb7Iwf7+vX4/Rr79vwh8Pn7/f' +
      'sACwD////+//4A/QMA/wAAAP8AAAAAAwD/AAAA/wAAAAAAAAEAAAAAAAAAAAD/AP/9/w////v9+fP8+CEQ9gUS7fT3' +
      '8vn2Iwz08w72Df76//4I/v37+v4V/wAA/gn/////AP0O+vb3J/z59wn1+hL59Psk+/r2B/j4AAD////9Cf//AP/+/i' +
      'n4+v39/P39+QAHAP8AAAD/AAH7AAD//gAADP/9/v7//v////z+Dv////77/fr9HfwC/f78/v3++/4h/fT9//0CAAAA' +
      'AAAAAAD/AP7/AP//BAX//wD+AAAAAAAAAAABAAAF+AL6/Qn8Bv36CP/9/v7++/4V///+/////f8M//7/////FP////' +
      '///v/7+wAGAP///////////v3/////Af//Cf8L+f///v79/v4J/wv5///+/v3+/gn/AP4A/wD/AP8AAAX/AAr/////' +
      '/////vwGAff6EAED+/kG//3+/Pwc+/cH/vwAAP//AP//////B/X//xn+//7+//7+AAz///8A//8A+/8A///8///+//' +
      '8N/wAAAAABAAAAAAAAAAAADAD8/v8A//7//v8G/v7+/v8K/vn88f38/vf+/jX7AAkA/wAA//8A+/8E9ysN9fv3BPj3' +
      '9AAABP8AAAAAAAD/////9v8R//8A//8AAAD/AAMAAAAAAPwGAPr0IvX29RT5AAkA/wAA//8A+/8O+voI+/UY/vr8+/' +
      '39/v39GfsG/Pz8DPb4CvkKEAX2+fb+///+Ag78/v7//wD//////wj//wD///8A////BwD/AP/+///+Ag78/v7//wj+' +
      '//7/+vz/DP//BPv//v///f4P//0F//8AAAAA//8AAAAAAAAAAAAAAAAAAP8A/wAI/wAAAP0C/v/+AP//+w7//v76/v' +
      '0h/vr9/f37AAAE/wAAAAD/AAAD/f/+/////Q3+/gAAAAADAAAA/wAAFfr9/f3+/v4N+PoI/gD//wD+/wD//wD+AAD/' +
      'AAAAAAQACgf+/vv+/fsI/vsAAAMA/wAAAAAAAAAAAwD/AAAAAAAAAP8A//7/CwAA/P/4/gb4Cv38/f0U/AkA/Qf/AP' +
      '0AAP75AP8A////Cv8A//wbEPr/9vz7BPn5+P7///z+//4S/P//BSP9+f75/P39/PoLIvkF+Br3+Pft8f35A/v8EwQH' +
      '/Pz6/v7//wX/EP7/9v/++wD//P8Q//4AAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAA/gAEAAAAAAAAAAABAAMAAP////' +
      '//+/b7U/n3+fn0+/ABAAAAAwD/AAD/AP/9/wP///4N///6+ukAB/j5AAMW9xb/AAIAAAAAAAAAAAkA+QAAAAAAAP8A' +
      'CP8AAP///gD/AP///////gD//wAJ/wEA/AD/AAAAAAUAAPsB+xH8+vz9DfsAAAr9/wD///7//wAACv3/AP///v////' +
      '8A///9Dv////sA/wAA/wAMAAD/+QAAAAAAAAACAAAAAP8AAP8ADAAA//kA/wj//////////yQD9/j7A/YABvj3/fb9' +
      'BvwF+Rv8/P3////9///8Ef3//gAAAAAAAAIAAP8A//7/////+////w0A/wD/AAn9/wAA/gAAAAAAAAACAAAAAAAABA' +
      'D//wAAAP/9Bf77BwL7BPT7Df769vID9usEQ/ME/QX++wcC+wT0+w0J//8AAAD/AAD8/wn//wAAAP8AAPz/AP///v7/' +
      'DP////4A///+/v8M/////vv+AAAAAAAAAAn/+v4H////////CP3//////Q3+/v/////////9Df7+//////3//wD/E/' +
      '78/f3/AAAAAAADAAAAAAD9AAAEAAT/AAD+AP8AAAIAAAAA/wAA/wAAAgAAAAD/AP////7///8N/f//BwD///8A/wD/' +
      'AP8HAP///wD/AP8A/wcA////AP8A/wD//v3++PwK/Bj9/fv/GwD////z/wD/9/8bAP////P/AP/3//4A/wD//wAABv' +
      '///gD/AP//AAAG///+//////v///8N/f/9Ff/4+wX+//79//0V//j7Bf7//gAAAP8A//8G/wD/Bf4L//7///7+//79' +
      '+/z4/AD5PfP4+P8P/wX//v8C///zAAAABf8A/wD/AAD//wP//wAA/wP/////BwD/AAD/AP///wAFAAD///8AAP8FAA' +
      'AA/wD/AP8AAAAAAAAAAQAAAAAA/gL+Ahb+/f3++vsA/wD//v8MAAD9/f8Q/////////wD5//8I+v3//f//C/4A/wj/' +
      'AP///wD///39/////fv//hT/AAAAAAT/AP8AAAAAAAAAAAAAAAABAP/9//////7//wv/+/T7GPgCB/f/+g779PsY+A' +
      'IH9//6Dv/3/gX9/fz+/PsbAQAAAAAAAAAAAAD9+gP+Ev74/QEAAv/9/v4n+f7/8/v+//3//////v///w///wD/AP//' +
      '/wf//wAA/wj//v8A/wD/GAAA//8A//8A7QD6Bhv3+vn49Qr/Bvz3Bfv9/fz6CwUO/PcF+/39/PoLBQ4H+P8R/fz+B/' +
      'z++Az8//3+///7//8I/wAA////Cv//APv/AAD///8K//8A+/8AAAD/AAQAAP4AAP//Cv7/AP/9AP8JEPfz9vckAfb2' +
      '/AEf7ecD7zPv5esq//////4G+gz+/P8A/wL/////CP/+/wD/Av////8I//7/////Cf////7+AAD8/P/+/P0a/f3+//' +
      '3+/v4P+wX+/////xb//wT//v///vAAAAABAAAAAAAAAPr6+vf5+ff4Sfv2/wP///8J/////P/+AP4b/v38/P79+/7/' +
      '//7/+v//Ef///////wAAAP8FAAAGAAD/AAD//f8AAAAAAAYA/v8A//8AAAAABgD+/wD//wAC/f4EC/v2/f4IAAAAAA' +
      'AABv0A/wAAAAAA/wAAAAD/AAMAAAD/AAAAAP8AAwAAAQAAAAAAAAAAAAAAAAAG/QD/AAD////+/wb//wP///8K//7/' +
      'Bf3+AP3+AAsA/wD//v/9/v8B/gn7Bf78+wz7+/71EfoC+Pj4//ciAAP//wUA///8///sFvv8/P7z/QYMDAAAAAIAAA' +
      'D/AAAA////DP7//v7///8bAurmDwUU9Oj4GPQK7ugAAB747BIY/v///v73Fv7///7//wAA/wD/AAAABP//AAD/AP8A' +
      'AAAEAP8A/gAA//8B/wYE/wAA/wAAAAD/AAAAAAAAAAAAAAAAAP8A/P//D/8A/fz////+//8N//////7//xH//v78//' +
      '/+AP///wAHAP//AP8A/wAAAAD+AAAABAD/CP///////wD+AAAA/QD/AAAAAAUAAAACAAAA/wAAAP7+/f8Q//z//gD/' +
      'AAAAAgAAAP8AAAAAAAAAAAADAAAA/gABAAAAAAAAAAAAGv///v7+//7/9P8VAP36+/j2/f79E/8AAP8HAP0AAAD//v' +
      '7+/hb//v/+/vv/AAD/BwD9AAAA//zt+wH7+vX7/iMW+/wI/gb++P3+DP75BRb2IPb29PsJ8v/+AP8A//8AAAb//wj/' +
      '/P8V/vb+//b9/f76/SX2/P7+/QAA/wf//v///wD/AAEAAAAAAAAAAAAA/wD/AAAD/wAAAAQE/vT8/vr+/fcgCAX4AA' +
      'AA/wAA//7/A/8O//z////7/gAAAAAAAAD/AAIA///+//7+/P//Ef7/+f8R//3//////wAAAAUA//4AAAD/Bf8AAAAA' +
      '/wAA/v/9/xf++v///v/8/gAAAAUA/wAAAP4A9P4HLf38/fb4+/v99wj18wP2//g29gAA/wADAAAAAP8ADvEO8fMA+f' +
      '30M/H9+fz5+vsLEAYI9/35/Pn6+wsQBgj3/wQAAP//Cv7+/vwAAAD/AAAAAP8F/gAAAP8A/wUAAAD/AQAAAAAAAAP/' +
      '/wAAAAABAAAAAAAAAP///////Av//////RMC+P8I9/7+/v3/Gv///f///vAAAPsc///+//z//vn8Hf/5+v7+9wf/+/' +
      '4AAAAGAAAAAPwAABXv/ggR+e/x/xzyAAAFAAAAAAAA/QAA/f/////9//8O/wAAAAYAAAAA/AAAAAAA/v8J/AD/AAAD' +
      'B/0B/f0AD/34+gMH/QH9/QAP/fj6/gT+G/wN/Pjy/fkADAD+/v///wD//f/6/v0I/RP8/v78AP8A/w///P//+/4AAA' +
      'AAAgD/AAAAAP32+/cEFRAP8fz2/////wz///7//f8AAP/+AP//Af/8CQEBAAAAAAAAAAAAATn7+/z19/r7AfEA+wD/' +
      'AAAA/gD/CwIA/wAAAAAAAAAAAgD/AAAAAAAAAAD///8T//z//vz//gIOAAD9/vf+/v4FEw4E+vf8Bvr9+Pn8AP78/P' +
      'wG/PwLC////xP//P/+/P/+////E//8//78//7///8T//z//vz//gAAAgAAAAAAAP8A7fr++f3++P0GDSAA/gD/DP/8' +
      '///+/wD+AP8M//z///7/AP8A/gAA//8B/wYAAAAAAAX9AAAAAAD/////BAH//wD/AP8A/v3///8J/////f/+/wD7//' +
      '//Dv/9AP7+D////f4AAAAB/v///wr+//7+/////v0O/////wAIAP//AP3//wD///3//v7//v7++xX+/f76/vv8Fgj9' +
      '/AAAAAAAAP8BAAACAAAAAAD/AAMAAAAAAAAAAP8AAwAAAP/+/vv++/0d/vz8/xIA/wAAAP/+APP5CA768fvw+xEJBg' +
      'AAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAIAAAAAAAD/AAABAAAAAAAAAAAAAAv///8A///+/f4AAAD/AAQAAAD/AAAA' +
      'AP8ABAAAAP8A//3//v7//v7++xX+/wAG//4G/v///QAAAAAAAAD/AgAAEfn8AwUF9/79BfcB+foE+Pr4+AcPEQH5+g' +
      'T4+vj4Bw8R9xf59fr3OPn4+vAA/gH//P///wr///8F//7//////wAFDgX79BL6/AT4/P///QcAAAAAAAD///0Q/vgD' +
      'AP369/4P/v4K//7//wD+/gQA//8HAAD//wAA//z9/f39/QcM+wj8/f79Af39/A3+CP0C+vj8+/z/FP4O+gAAAP8GAP' +
      '4A//8AAAAA/wYA/gD//wAAAAAAAAAAAAEAAAAAAAAAAAAAAQAA/AL7+gcA/PgLDfv8Avv6BwD8+AsN+/4K9fMG/fv6' +
      'GhHrAP8AAAAACP/9/wAAAAAA//3/AAcAAAAAAAD//f8ABwAA/vv/Afz7I/4B8/3//AL///8J///+/wD/APz/Df8A/g' +
      'D9/f3+/fz+IP3++/v9/f7+/f4b/f77/f//A///AP//BQD9/////v4A/v8MAP/++QL9///+/AP+EAAAAAEAAAAAAAAA' +
      'Bv8A//8AAAAA/gAA/wAA/wAKAAAA+f8S//4H//7++Pj/AAYA/f////8G/P4AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAA' +
      'ABAP//BQAA//8AAAAAAAEAAAAAAAAAAAAAAQAAAAAAAgD+AAAAAAAAAAAFCAD//AD6AAAA/wAA//4AAAAG/wD/Mg3q' +
      '3xsNL+nk8+EHBf0O+//4Bvr++Av8CPj6+/cG+AMM//4R/v7//v7//v7//hH+/v/+/v/+/v7+EPz+/v0G/v79/w3//f' +
      '0G/f77AP7/Df/9/Qb9/vsA/gwKAfsH+/n9+/z+AgAAAAAAAAAAAAAA///8///+//8N/wD///z/Df7/AAD9BQAA/wAA' +
      'AAAA/gAe/fz7+v39/fz9BAQbAvkD/e4KAPD+9RsGCwoEAPP/7vT+/QX8/////f7+Dv3/Dfz/////Av7/9/0M/vj/Av' +
      '/+EfoA/wAAAAAEAP8AAAAAAAMA//8AAAAAAAD+/QoI/P3+/v79/v74/v79/BX7CgAA/wAEAAAAAAD/AP8A//8ACP8A' +
      'AP39/v3//v8S/////QABAAD//wD/BQD+AAEAAP//AP8FAP76+PoO+vn7If8E8/r4+g76+fsh/wTzAP//CP///v//AP' +
      '8A///9////////CwD/AAD///4A/wj/DQz//f79/f7+/PwJBfz6+/r1+voo9wAAAAMAAAAAAAD///z//v//Df//BvkM' +
      '/v78/QET/Pr5+wH//v3+Axb9+/v8/vz/Af7//P7+/xL//f/8///9Gv//9gAAAAAACPsAAAD/AP///gAL/v3/////AA' +
      'b9AAD/AAD/AgEF/wABAP8A///+AP///f///////wsAAAAA/wAGAP7/AAD/AP//Cf4A/gD/EP4H///+9QP9/vwAAAD/' +
      'AAcA/f8A/wAAAP8ABwD9/wD/AP8A//4A//8IAP//Af/+D/7+/v/+/v/6/vn+I/39/vv9/v7//BD//v/+//8M/wAE//' +
      '/4///+//76/vr7/Dj7/vnv/QD+//8ACv////8AAAAAAAAAAgAAAAUAAAAAAPwAAAAAAP///wH++/4IB/3+/v77Cv75' +
      'CAQG+f///v8AAP///wAH/QT9/f3+Bv4M/fwt//z2Dvb4APX59/8L//3+/vz++wz9AAAAAP8AAgAA/wAV//z//P/+//' +
      '/5AP//Cf7+/vv+//4IE/zv/f7+//0KCPsAAAD/AAEAAAAAAAD/AP0IAAAAAAD+/CL+/fv9+v//+P/+/wj8/////wr+' +
      '/P3/BvsE/v/+DP38AAcAAAAA/wAAAPv///7+AP/+/w7//gAAAP7/BgAA/wD/AAAA/v8GAAD/AP8BAAAA/wAAAwAAAA' +
      'AAAAAAAAAAAAAA//r//f39If39+vz//v/9/v4M/f4N9/8AAAb/AAAAAAD9AP4A/P///BMA//oA/gD8///8EwD/+gUA' +
      '+gb/////////BQD6Bv////////8A/wAEAAD/AAAA/wAAAP//BQAA/wD///4W/Pr+/vMO/vz////9/f//FP4A+f////' +
      '39//8U/gD5AAAAAwAA/wAAAAD/AAQA/wAA/wD/AP3+/gb9A//8/A78BvsD/v7++P3/E/z////3/////BT///8AAAAI' +
      'APwAAAD/AAD/AP8AAP8ABAD/AAAA/wAABv/+/wAA/AD+AAAAAAAJ9wD+DAEAAP/////+/vr//P/8//8c+wAAAP0A/g' +
      'YAAAD///4e+v7+/fv8/v3//h76/v79+/z+/fv2Ay33AAb4/vvyAAIAAAAAAAAAAP8A//8I//7//////wAAAAAAAAAA' +
      'AAAB//79/v7//v8AEf0AAAMAAAAA//8AAAD/AAAEAAAA/wD/AP8AAAQAAAD/AP8A/wD9CAAAAAAA/gAAAAAAAAIAAA' +
      'D/AAcAAAAA/wAAAPsABwAAAAD/AAAA+//6//39/SH9/fr8AgAAAAAAAAAAAAAI/wD/AP///wAA/gAAAP8AAAAD/wAA' +
      '/wAA/wAAAAT/AAAAAAD/AAAAA/8AAAAAAP8AAAAD/wAA/Qz5/wAA//7+/wYAAAAAAP8AAgAAAAD/AP8ABf//AAD/Av' +
      '4AAP8A/v//Bf8G//////z///8FAAAAAQAAAAAAAAAA+/sn+gP9+vz9/PoAAAACAAAAAAAAAAAABgD/AAAAAP0AAAAA' +
      'AQAAAAAAAAD+/QD8BAMFAvwC/f79APwEAwUC/AL9AAAA/QAFAAAAAAD/Ef/9Af7+/v3//f8A/f////4H/QUAAP8AAP' +
      'sL/gD///8A/wAGAAAAAPwAAP8S///////+/v/5AAAABwD/AP79AAAAAP///gAA/wsA/AAA///+AAD/CwD8AAADAP8A' +
      'AAAAAAAAAAD9AAAABQAAAAT8Dv38/f78+/0JBPwO/fz9/vz7/QkJ7e35CBzz9/Uv8v//BwAAAAAA//4A/v4M/gH///' +
      '////7+/v/+E//+//3//fsA/wEAAAAIAP//+wD/AQAAAAgA//8AAAD9AAAAAAUA/woAAPsAAAAAAP3/AAAA/wD/AAQA' +
      'AAD+BAf9/f79BAP+/P/9B/7+//4FA//8/wcA//7///8AAADwdfjw7QTv8PEN5An9//0H//7+/gH8Cf3//Qf//v7+Af' +
      'wl9xPxGQDzAfXt8v8ABAAAAAAAAP8AAf4R/f7///7//vwA/wAEAAAAAAD/AP/9//8AAP8AAAgAAP4A//7/+//+CAf/' +
      '/wX9////////B///Bf3///////8HAAEAAP//AAADAP/9+/4E/QP9Hfz3+f/9/w7+/Qz9/vn76fX8FPoAA/j6LfQAAA' +
      'D/AAAA/wMAAP//AAr/////////AP8AAP8A/gAAAAUA/wAA/wD+AAAABf//AP////39D/7+AAAAAAAAAAAAAAAAAAEB' +
      'AAAAAAAAAAj+AP7//v4H/wL6BQAAAP4A/wAA/wAA/////////wgA//78//8B/wr//foHAAAAAAAAAgAAAAAA/wD///' +
      '/+/wD/CAAF/wAAAP///wAAAQj8DPoa+Pn4+PsA/wAAAAQAAP8AAAAAAP8A/wAEAAAA/////v/9/g7///4BCPwM+hr4' +
      '+fj4+/37///6/f3+/xUDAfgFCPb6+Br3BfwAAAAAAAAAAAEAAP4r/vv7/fv8+/v4EAQ36wXw7fryEesBAAAAAAAAAA' +
      'D/AAAAAQAAAAAAAAAAAQD/Av0A//3/BgAA/wAEAAD/AAAA///9///8/hj+//35AwAAAAAAAAAA/gADAAAAAAAAAAD+' +
      'AP/+/wf+D/76/P3+AAAA/wAEAP8AAAAAAAQAAAAAAAD+APz//f/9/hP/////AP8AAP/6DQD/AP7///////0P//7+/v' +
      '//////Df/7/wD/Af3+/fz++hv+CfD//gAAAP7+DQAA+///AP///vz///8MAP////////7+BQMA//7/AP//Cf/+/wAG' +
      'AP//AP8A//8AAAAAAAEAAAAAAAD///34/v79IPr++/79/vf9Kfz7/fr8/////f8L////////AAQAAAAA/wD///8IAw' +
      'j/Avv9/v/5+fz//Qj/AP8ACv0B//r+Df///v8A/u0u9+r5+AP4BvUcEPc66wXx8fryEu79/Qb+EP/9/v7+/QD/Av//' +
      '////Bv/9AP8ABQD+/wD/AAAF/wAAAAAA//8A/gX/AAAAAAD//wD+Bf////8A////AQD//w7+/v///////gAAAP8A/w' +
      'AE/wAAAAAA/wD/AAT/AAD/AP39/f77BAT/C/7/AP/+/wn/AAD/AAAEAP8AAAAA/wAA///+////////CwAAAAAA/gMA' +
      'AAAACfn1+hD8Bfz6/AsH/fT+DwEC+/n7BwD/////Cf//////AQAAAAAAAAAAAAD+/////v8L//////kA/wAAAP4AAA' +
      'v/9gT9/Pv8Gf0FBfYA///+///9////CgAAAAAAAAQAAP4A/wX/Bv////////z+/P78/QH7Hvn+/f358vv8Afs39/z8' +
      '//4FAAAAAAAAAP8AAAMAAAAAAAD/AAD/AAD//+r/AP8b/wAG//8AAP8A/wD//wAA///8/wD/C/////8J/wH///7/AA' +
      'AA/wAA/wb+AP//AP/4//////8PAAAJAAD/APwAAP7/AAAA/////v8AB//7KPzu/v3wAAAb7/0Y+QUI+PP8/BbtAAAA' +
      'BQAAAAD///4AAAIAAAAAAAAAAAAAAgAAAAAAAAAA//4DFP3//f7+//gCD/7+//7////7/v8A/gAEAAAAAAAABvkA//' +
      '8A//URAP76GP///f77//7//foY///9/vv//v/9AAD/B/////////8A//8H//////8A//8ACAD9AAAA/wD/AAAA///9' +
      'CwD//f///P/9Afv+/w8B///8//0B+/7/DwH/BwAA//0AAAAA/wD//wD//wD9AAAK/wAAAAAAAAAAAAAB//n+/vn+/f' +
      'v/DBL+/wD//v8K//////7/AP/+/wr/////B/n8+Pj6JPr9C/YSA//+////+/7/+gEAAAAAAAAAAAAA///////+C/7/' +
      'AP/7/v/+//////8U/f/+///+///9Bf8I/g/x/Pz+/v3+F/sA/wD///8GAP8A//8BA/8O//v///r9/wD//gP9D/79/P' +
      '7//wD+AgD//wAG/v7+/vz+/v0Z/P/+AAAA/wD+AAb/AP////7+/////w//+///AP//AAoAAAD7AAAAAAAAAAEAAAAL' +
      '/P4A9QD9AAAO/AAAAAAAAAABAAAA///+/v////8P//v//wAA///8/wD/CwEAAAAAAAAAAAAAAAAA+/8AAAD/CAAAAA' +
      'AAAAAAAAAAAAD5AAT/AP/+/gv+/fj+/P38FfoS/fzxK+/m7ewZ+/1D4wAAAAAAAAAE/wAAAP8AAP4ABQAA///////+' +
      '/hD//P/9/wAAAP//Bv8A/wAA/P3+/f0v+v379fr++vws/v37/Pv+9AACAAAAAAAAAAD/AAABAAAAAAAAAAAAAAD/AA' +
      'IAAAAAABD//P79Af7/////EP/8/v0B/v////8AAA4AAAAAAAD0AAAAAAAAAAQAAP/+Bwb8//4A//8A//0HBvz//gD/' +
      '/wD//QT++QMECfv9Bvv8AP8A/wAGAAD9AAD/AAAA/wAABv/+///+//38/v/+Ff/8/v0DAf3+/f4O+gIABwD/AAD//w' +
      'D///8FBf////////3/AAAA/gAABQAAAP8D/wv+/v/+/f8A/gH4B/sOBv74A/38/f78ChD9AP0F/vIA/wAG/wAA/gAA' +
      'AAD/AP8AAP7//gAIAwL99SAC9foE/Pn8Bvv5+vz0+AgVCf/9//7///z//wAPCfr+/Pr9F/38+AMJ+v78+v0X/fz4A/' +
      '//AP8AAAj///7/Cfr+/Pr9F/38+AML/v3+Bv///v/9/wcA+wAAAAAAAAAAAAAAAAEAAAAAAAD//QD/BP//AQT//gAA' +
      'AAAAAAACAAAA/wv//wL++vsFBPv7Cf38C/zx+QMY+QD/AAAAAAsAAAD2/wAA/AD/AP8JAAD16fcJCPPvBVHy7///Aw' +
      'z+//////39/v8AAP7///8ACv///wP//wQA//7/AP//A///BAD//v8AAAMAAAAAAP8AAP8AAAD/AAT/AAD/APv/DP//' +
      'AP8AAP7/Af/8/wgAAP8A////AP4ABAAAAAAAAPwI//0P/P/+/f78D//8/////////v4Q/v///f/9///+/h7yaOf39v' +
      'Py7/Dv/////v//////DP7////+//////8M/v7/AP/+/vz//w7/CwD4AAAA/wAAAAAZ+Af/+/v0+wf3BhTvUekM7+n7' +
      '8Rbe/wr///8A/f//AP4SCff6Dwv2DPT37QMJ/vX4BgQJBvT+Awn+9fgGBAkG9P7////8///9Ef3//wAAAP8ACv/7/w' +
      'D/AAAAAAAAAAAAAAD//w///f////79//8NBf7////+AP/3//7/E/7+/v7+/P7///8S/v7+/v/8/gX/AP8AAP//APsF' +
      '//8AAP//DP8A//sCAP8AAAAAAAAAAP4K/v7+/wwI/vX5AP4A//8A/gAJAP/7Bv7+Bf0F+/34DAAAAP//AAAI/gD+AA' +
      'D/BgD//wD///8DDAAHDO75+Qzz/wUMAAIU7vr7AfMBAP8AAAL//wAEAP8AAAAAAAEA/wAAAAMA/gUAAP///QD/+fL4' +
      'TPYZAfLy9ub//wAL//v///////r0AQn3+/U8+Pf2///+/v4N/gr+9v8A//7/AP//////Cf8NAgb+/f0CAf7zAP8AAA' +
      'AAAAABAAD//AAAAP/+/wAKAAAAAAAAAAAAAgAA//7/Gv/++/3//vf/AAH//f///wAABwr5CQT8+/r7+vYVAAAMAAAA' +
      'AAAA9AD+/wAA/Qv8AAAA/xb7//7/AP77AP/5/PMGAfof+wn6+/gHAAD//wD////9ABzy8Pj3+RH5+w8F/wD+CAD/AP' +
      '//AP4pFO7z9PYH8/MIA/8K//3+/wwH/vT5/Ar//v4ADAj+9fkA/QAA//8M/wD+/f8AAAAAAAMAAAAAAP8A//8ABwAA' +
      'AP4GAP8AAAAAAAAB/f8AAAADAAAAAAAA/gn+/AD9/QAO/vcAAAD/AP8ABv8A///9/vz+F/7+/f79AAAA/wD//wUAAP' +
      '8A/wAAAP///wYA//8AAwAAAAAAAP8A/gz89fz59fo1+fIBE/oB9QTy9yb09SD4+/v5/Qn7BPr5AP8AAP//BgAA//73' +
      '+frt+/v5RQL89v79/v79/v0g9v79/////v///g/8//7/BP/+///8Cv7///4W/v3+Bvz9/P74AAX/Ef///vz8//cQBP' +
      '4P/v/5+/v89wMAAP8AAP8AAAD/AAD8AP4AAAAAAAkAAAABAAAAAAAAAAcAAAAA+gAAAAAAAAEAAAAAAAAAAAAAAAL/' +
      'AAAAAAD/AAMJAP36/vwAAgn4AP8A//8A/v//AAj0/P03/Pz7+vv6+v73/v79+Rr+AgL9AP//CAH+//////8DAAD//w' +
      'AAAAAAAP//Dv7+/v7////+//4AAAD//wD/AAYAAAAAAAAAAv8AAP/8/QL6/QL9/QUM',
  },
};
