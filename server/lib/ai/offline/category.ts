// Category from the idea's lemmas: a learned classifier (category-model.ts) gives each
// category a probability; a hand-written lexicon, where each domain word votes for the
// categories it belongs to, and the knowledge base's own scores (concept-engine.ts) are
// added with the weights the training script chose by cross-validation (decision 0150).
// Words are folded lemmas ("gasto" counts for "gastos"); phrases match on the folded text.

import { CONCEPT_CATEGORIES, type ConceptCategory } from '../../../../contracts/concept.ts';
import { type CategoryWeights, categoryProbabilities } from './category-model.ts';
import { CATEGORY_WEIGHTS } from './category-weights.ts';
import { analyze, fold } from './morphology.ts';

type Votes = Partial<Record<ConceptCategory, number>>;

function vote(list: string, category: ConceptCategory, into: Map<string, Votes>): void {
  for (const raw of list.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [word = '', weightText] = entry.split(':');
    const weight = weightText ? Number(weightText) : 1;
    const key = fold(word.trim());
    const votes = into.get(key) ?? {};
    votes[category] = (votes[category] ?? 0) + weight;
    into.set(key, votes);
  }
}

const LEXICON = new Map<string, Votes>();
vote(
  'cliente, clienta, contacto, seguimiento:0.7, lead, prospecto, embudo, comercial, cartera, fidelizacion, fidelizar, sello, interesado, recontactar, llamada:0.7, historial:0.5, cumpleanos:0.5, aniversario:0.5, expediente, donante:0.7, campana:0.7, oportunidad, vip, ficha:0.5, conversacion:0.5, consulta:0.4, crm:3, presupuesto:0.4, cita:0.2, recordar:0.4, avisar:0.3, whatsapp:0.3, mensaje:0.3, abogado:0.6, gestoria, inmobiliaria:0.7, concesionario, peluqueria:0.5, joyeria:0.6, catalogo:0.2, aportacion:0.6',
  'CRM',
  LEXICON,
);
vote(
  'tarea, pendiente, turno:0.6, cuadrante, guardia, organizar:0.6, planificar:0.6, planificador:0.8, recordatorio:0.5, calendario:0.5, agenda:0.6, kanban:2, pomodoro:2, habito:1, nota:0.6, apunte:0.6, proyecto:0.6, rutina:0.6, equipaje, checklist:2, bitacora:0.8, experimento:0.6, documento:0.7, papel:0.7, garantia:0.7, caducar:0.6, limpieza:0.8, piso:0.4, horario:0.5, reunion:0.8, productividad:2, objetivo:0.5, meta:0.4, lista:0.5, cuadrante:1, rotativo:0.8, reponer:0.4, laboratorio:0.6, muestra:0.4, oficina:0.4, escanear:0.6, todo:0.2, semanal:0.3, apuntar:0.3',
  'Productivity',
  LEXICON,
);
vote(
  'vender:0.8, venta:0.8, comprar:0.6, compra:0.5, pedido:1, encargar:1, encargo:1, tienda:1, carrito:2, precio:0.7, envio:0.8, reparto:0.6, domicilio:0.7, producto:0.8, stock:0.5, pago:0.4, pagar:0.3, floristeria:1, ramo:0.8, puesto:0.6, mercado:0.6, oferta:0.5, descuento:0.8, cupon:0.8, marketplace:2, anticipo:0.5, torta:0.6, tarta:0.6, pastel:0.6, pan:0.8, panaderia:1, vino:0.5, verdura:0.6, fruta:0.6, ecologico:0.3, cesta:0.6, caja:0.2, apartar:0.4, artesania:1, ropa:0.5, catalogo:0.4, entrega:0.4, tarjeta:0.2, ecommerce:3, suscripcion:0.4, cafe:0.3',
  'E-commerce',
  LEXICON,
);
vote(
  'publicar:0.8, blog:2, articulo:1, noticia:1, contenido:1, partitura:1, audio:0.8, video:0.6, podcast:2, editorial:2, red:0.4, post:1, wiki:2, documentacion:1, archivo:0.6, foto:0.4, fotografia:0.4, portafolio:2, portfolio:2, galeria:1, meme:1.5, etiqueta:0.5, etiquetar:0.6, acta:0.8, tablon:1, anuncio:0.6, newsletter:2, revista:1, biblioteca:0.6, cancion:0.5, coro:0.6, trabajo:0.2, ilustradora:1, ilustrador:1, marca:0.4, proceso:0.4, manual:0.6, guia:0.4, resena:0.5, subir:0.5, buscador:0.4, historia:0.4, recuerdo:0.4, antiguo:0.4',
  'Content',
  LEXICON,
);
vote(
  'gasto:1.5, ingreso:1.2, dinero:1.2, presupuesto:0.8, ahorro:1.2, ahorrar:1, factura:1, iva:2, impuesto:1.5, caja:0.6, cuota:1, deuda:1.5, deber:0.5, tanda:2, recibo:1, derrama:2, contabilidad:2, cuenta:0.6, banco:0.8, inversion:1.5, invertir:1.5, nomina:1.5, pago:0.6, cobrar:0.6, coste:0.8, costar:0.8, gasolina:0.5, finanza:2, plata:0.6, euro:0.6, quincena:0.8, cierre:0.6, autonomo:0.6, hectarea:0.4, pagar:0.4, precio:0.2, pension:1, hipoteca:1.5, prestamo:0.3, sueldo:1, kilometro:0.3, seguro:0.4, bote:0.8, dividir:0.8, mensual:0.4',
  'Finance',
  LEXICON,
);
vote(
  'alumno:1.5, profesor:1.5, maestro:1.5, maestra:1.5, clase:1, curso:1.2, leccion:1.5, examen:1.5, estudiar:1.2, aprender:1.2, ensenar:1.5, escuela:0.8, colegio:1, ejercicio:0.6, nivel:0.4, idioma:0.8, vocabulario:1.5, fisica:1, matematica:1, lectura:0.6, leer:0.5, silaba:1.5, tutoria:1.5, calificacion:1, ajedrez:0.6, signo:0.6, universidad:1, formacion:1, academia:1, estudiante:1.5, deberes:1.5, papa:0.3, primaria:1, resuelto:0.6, tema:0.4, practicar:0.6, pregunta:0.4, repaso:1, flashcard:2, tarjeta:0.2, certificado:0.8, nino:0.3',
  'Education',
  LEXICON,
);
vote(
  'paciente:1.5, medico:1.5, salud:1.5, sintoma:1.5, medicamento:1.5, medicacion:1.5, pastilla:1.5, dieta:1.2, nutricion:1.5, nutricionista:1.5, entrenamiento:1, entrenar:0.8, gimnasio:1, yoga:1.5, fitness:1.5, fumar:2, sangre:1.5, hospital:1.5, clinica:1.2, fisioterapia:1.5, fisio:1.5, terapia:1.2, psicologo:1.2, ansiedad:1.5, sueno:0.8, dormir:0.8, caloria:1.2, vacuna:1, embarazo:1.5, glucosa:2, tension:0.8, peso:0.5, correr:0.6, agua:0.3, donacion:0.5, donante:0.5, cuidador:0.6, dolor:1, enfermedad:1.2, consulta:0.5, cita:0.3, meditacion:1.2, animo:0.5, estres:1, farmacia:1, residencia:0.4, mayor:0.3, ejercicio:0.4, habito:0.4, dentista:1.5, cigarro:1.5',
  'Health',
  LEXICON,
);
vote(
  'juego:1.2, jugar:1, partida:1, trivia:2, bingo:2, quiz:2, torneo:1, ranking:0.7, pelicula:1, serie:0.8, musica:0.8, concierto:1, fiesta:0.8, tesoro:1.5, cromo:1.5, album:0.6, videojuego:2, karaoke:2, apuesta:1, porra:1.5, liga:0.6, spoiler:1.5, cine:1, festival:1, entrada:0.4, diversion:1, divertido:0.8, pista:0.3, carton:1, sobre:0.2, escape:1, rol:0.6, dado:1, puntos:0.3, equipo:0.2, cuenta:0.1, atras:0.3, adivinar:1, reto:0.8, desafio:0.8',
  'Entertainment',
  LEXICON,
);
vote(
  'vecino:1, amigo:1, grupo:0.6, comunidad:0.6, conocer:1, quedar:1, quedada:1.5, chat:0.8, compañero:0.5, companero:0.5, intercambio:1, intercambiar:1, compartir:0.5, voluntario:0.8, asociacion:0.4, reencontrar:1.5, pareja:0.8, perdido:0.5, prestar:0.6, barrio:0.6, pueblo:0.3, red:0.5, social:1.5, seguidor:0.6, foro:1, comentario:0.3, mensaje:0.3, gente:0.8, promo:0.8, exalumno:1, cuadra:0.8, regalar:0.6, donar:0.4, bebe:0.3, cambio:0.4, hablar:0.5, nivel:0.2, padel:0.4, companera:0.5, solidario:1, ayuda:0.5, cuidar:0.3, paseo:0.3, quedar:0.5',
  'Social',
  LEXICON,
);
vote(
  'empleado:1.2, personal:0.5, plantilla:1, fichaje:1.5, fichar:1.5, inventario:0.8, almacen:1, proveedor:1, orden:0.4, tecnico:1, taller:0.6, negocio:0.8, empresa:0.6, restaurante:0.8, reserva:0.5, mesa:0.3, lavanderia:1.2, prenda:0.6, ticket:0.6, albaran:1.5, ruta:0.6, flota:1.5, furgoneta:1, obra:1, designar:1, arbitro:0.8, federacion:1, comite:0.8, alquiler:0.8, alquilar:0.6, monitor:0.6, surf:0.4, jornada:0.4, asignar:0.8, estado:0.3, codigo:0.4, avisar:0.2, trabajador:1, turno:0.4, nomina:0.4, local:0.5, hotel:1, habitacion:0.8, huesped:1, repartidor:1, pyme:1.5, gestion:0.4, aire:0.3, instalacion:0.6, mantenimiento:0.8, incidencia:0.8, averia:0.8, camarero:0.8, cocina:0.4, comanda:1.5, carta:0.4, amarre:1, puerto:0.6, pista:0.4, neopreno:0.5, tabla:0.3, vehiculo:0.3',
  'Business',
  LEXICON,
);
vote(
  'coleccion:1, coleccionar:1, disco:0.8, vinilo:1.5, planta:1, riego:1, regar:1, congelador:1.5, nevera:1.2, casa:0.5, hogar:0.8, trastero:1.5, caja:0.3, receta:0.6, comida:0.5, coche:0.8, aparcar:1.5, aparcamiento:1.2, viaje:0.5, regalo:1, cumple:0.8, cumpleanos:0.3, genealogico:2, antepasado:2, familia:0.6, pesca:1.5, captura:1, cebo:1.5, colmena:1.5, huerto:1, basura:1.2, reciclaje:1, fuente:0.6, mapa:0.4, cuenta:0.1, atras:0.4, diario:0.5, mascota:0.5, fin:0.2, semana:0.1, libro:0.4, jardin:1, cosecha:1, tiempo:0.3, clima:0.6, lugar:0.3, afición:0.6, aficion:0.6, arbol:0.5, adorno:0.6, navidad:0.6, zona:0.2, lista:0.2, menu:0.4, ingrediente:0.6, compra:0.2, potable:0.8, campo:0.4, arreglar:0.4, cocinar:0.5, mueble:0.3, abuelo:0.4',
  'General',
  LEXICON,
);

vote(
  'clientela:1, cliente:0.5, fidelidad:1, puntos:0.4, recompensa:0.6, encuesta:0.4, satisfaccion:0.8, atencion:0.5, soporte:0.6, incidencia:0.3, reclamacion:0.8, posventa:1.5, postventa:1.5, captacion:1, captar:1, socio:0.5, membresia:0.6, cotizacion:1, propuesta:0.6, visita:0.4, relacion:0.6, segmentar:1, mailing:1.5, boletin:0.4, recordatorio:0.2, renovacion:0.6, renovar:0.6, contrato:0.6, asesor:0.6, agente:0.6, corredor:0.5, seguro:0.3, paciente:0.1',
  'CRM',
  LEXICON,
);
vote(
  'organizador:0.6, planificacion:0.8, prioridad:1, plazo:0.8, fecha:0.2, limite:0.5, hoja:0.4, tablero:0.8, quehacer:1.5, recado:1, tramite:0.8, dedicar:0.5, tiempo:0.3, cronometro:1, temporizador:1, enfoque:1, concentracion:1, procrastinar:2, casa:0.2, domestico:0.8, reparto:0.3, rota:0.6, rotar:0.6, guardia:0.5, responsable:0.4, acta:0.3, reunion:0.3, orden:0.3, documentar:0.5, formulario:0.5, plantilla:0.3, firma:0.5, escaneo:0.6, archivar:0.8, carpeta:0.8, pdf:0.6, mudanza:0.8, boda:0.3, evento:0.2',
  'Productivity',
  LEXICON,
);
vote(
  'comercio:1, online:0.3, vendedor:0.8, comprador:0.8, envio:0.4, paqueteria:1, talla:0.8, color:0.2, zapatilla:0.8, camiseta:0.8, moda:0.8, joya:0.6, cosmetico:0.6, regalo:0.3, reserva:0.1, menu:0.3, delivery:1, take:0.5, recoger:0.5, recogida:0.6, mostrador:0.8, bodega:0.6, queso:0.6, miel:0.6, aceite:0.5, carne:0.6, pescaderia:1, carniceria:1, fruteria:1, libreria:0.6, merch:1, dropshipping:2, subasta:1.5, pujar:1.5, pedir:0.4, comanda:0.2, checkout:2, factura:0.2, artesano:1, artesanal:0.8, hecho:0.2, mano:0.2, cliente:0.2',
  'E-commerce',
  LEXICON,
);
vote(
  'escribir:0.6, escritor:0.8, autor:0.6, lector:0.6, relato:1, cuento:0.8, poema:1, poesia:1, fotografo:0.5, imagen:0.4, ilustracion:1, diseno:0.4, musico:0.5, grabacion:0.8, episodio:1, canal:0.8, youtube:1.5, instagram:0.8, tiktok:1, influencer:1.2, creador:0.8, publicacion:1, difundir:0.8, difusion:0.8, comunicado:0.8, prensa:1, periodico:1, boletin:0.6, hemeroteca:1.5, memoria:0.4, testimonio:0.8, entrevista:0.8, documental:1, catalogar:0.5, inventariar:0.2, coleccion:0.2, museo:1, exposicion:0.8, obra:0.3, arte:0.6, cultura:0.6, cultural:0.6, patrimonio:1, guia:0.4, ruta:0.2, turistico:0.4, receta:0.3',
  'Content',
  LEXICON,
);
vote(
  'finanzas:2, economia:1.2, economico:0.8, contable:1.5, balance:1.2, beneficio:0.6, perdida:0.6, saldo:1.2, transferencia:1.2, bizum:1.5, efectivo:1, tarjeta:0.3, credito:1.2, prestar:0.2, dinero:0.3, ahorro:0.3, meta:0.2, hucha:1.5, alcancia:1.5, paga:1, mesada:1.5, cripto:1.5, bolsa:0.6, accion:0.2, dividendo:1.5, alquiler:0.3, comunidad:0.1, gastos:0.5, compartido:0.3, cuentas:0.5, reparto:0.2, cobro:0.8, moroso:1.5, impago:1.5, tesoreria:2, remesa:1, divisa:1.5, cambio:0.2, precio:0.2, tarifa:0.4, suscripcion:0.4, cuota:0.3, fondo:0.6, colecta:0.8, recaudar:0.8, donativo:0.6',
  'Finance',
  LEXICON,
);
vote(
  'educacion:2, educativo:1.5, aula:1.5, docente:1.5, tutor:1, alumnado:1.5, instituto:1, bachillerato:1.5, selectividad:1.5, oposicion:1.5, temario:1.5, apuntes:1, evaluacion:0.8, nota:0.4, boletin:0.3, asignatura:1.5, materia:0.8, historia:0.3, ciencia:0.8, quimica:1, biologia:1, geografia:1, ingles:0.6, frances:0.6, gramatica:1.5, ortografia:1.5, tabla:0.3, multiplicar:1, sumar:0.6, cuaderno:0.6, pizarra:1, aprendizaje:1.5, didactico:1.5, taller:0.2, clase:0.3, musica:0.2, instrumento:0.6, guitarra:0.6, piano:0.6, solfeo:1.5, conducir:0.6, carnet:0.6, autoescuela:1.5, prueba:0.3, test:0.5, cuestionario:0.6, quiz:0.3',
  'Education',
  LEXICON,
);
vote(
  'medicina:1.5, enfermero:1.2, enfermera:1.2, cuidado:0.5, cuidar:0.3, tratamiento:1, rehabilitacion:1.5, ejercicio:0.2, deporte:0.6, deportista:0.6, running:1.5, carrera:0.3, bici:0.3, pasos:0.6, caminar:0.6, menstrual:2, regla:0.4, ciclo:0.4, fertilidad:1.5, bebe:0.2, lactancia:1.5, alergia:1.5, alergeno:1.2, celiaco:1.5, diabetes:2, diabetico:2, insulina:2, presion:0.6, colesterol:2, analitica:1.5, receta:0.2, mental:0.8, emocion:1, animo:0.3, diario:0.2, respiracion:1, relajacion:1, bienestar:1.2, agua:0.2, hidratacion:1.5, vitamina:1, suplemento:1, comer:0.3, alimentacion:0.8, kilo:0.4, adelgazar:1.5, musculo:1, rutina:0.3, veterinario:0.6, mascota:0.2, visita:0.2, urgencia:1, ambulancia:1.5, primeros:0.6, auxilio:1.2, dolencia:1.2, lesion:1.2, discapacidad:1, dependencia:0.8, anciano:0.6',
  'Health',
  LEXICON,
);
vote(
  'ocio:1.5, entretenimiento:2, divertir:1, plan:0.4, planes:0.4, salir:0.3, noche:0.2, bar:0.3, discoteca:1, teatro:1, espectaculo:1, actuacion:0.6, comedia:1, chiste:1.5, humor:1, anime:1.5, manga:1.5, comic:1.2, libro:0.2, lectura:0.2, club:0.3, lista:0.1, playlist:1.5, cancion:0.3, dj:1, baile:0.8, bailar:0.8, fantasy:1.5, fantasia:0.8, apostar:1, pronostico:1, prediccion:0.8, quiniela:1.5, mundial:0.8, futbol:0.4, partido:0.3, marcador:0.6, puntuacion:0.3, nivel:0.1, personaje:1, historia:0.1, aventura:1, misterio:1, enigma:1.2, acertijo:1.5, crucigrama:1.5, sudoku:1.5, pasatiempo:1.5, mesa:0.1, tablero:0.3, carta:0.3, naipe:1.5, poker:1.5, mus:1.5, parchis:1.5, gincana:1.5, yincana:1.5, disfraz:1, halloween:1, carnaval:1',
  'Entertainment',
  LEXICON,
);
vote(
  'socializar:1.5, amistad:1.5, conocerse:1, encuentro:0.8, reunir:0.6, charla:0.8, conversar:0.6, comunidad:0.3, foro:0.4, muro:1, perfil:0.4, seguir:0.3, like:1, me:0, gusta:0, solidaridad:1, voluntariado:1.5, ong:0.4, vecinal:1.2, vecindario:1.2, colectivo:0.8, cooperativa:0.4, club:0.3, peña:1, pena:0.3, excursion:0.6, senderismo:0.6, ruta:0.2, viajar:0.3, compartir:0.2, coche:0.1, carpooling:1.5, trayecto:0.6, acompañar:0.8, acompanar:0.8, soledad:1.5, mayores:0.3, citas:0.2, ligar:1.5, apoyo:0.8, mentor:0.6, grupo:0.3, adopcion:0.5, adoptar:0.5, perdida:0.2, encontrada:0.4, alerta:0.2, truequeo:1, trueque:1.5, prestamo:0.3, regalo:0.1, recomendar:0.3, recomendacion:0.3, opinar:0.4, votar:0.4',
  'Social',
  LEXICON,
);
vote(
  'empresa:0.4, negocio:0.4, equipo:0.3, jefe:0.6, encargado:0.6, supervisor:1, operario:1.2, obrero:1, obra:0.3, cuadrilla:1.5, mantenimiento:0.4, limpieza:0.2, hosteleria:1.5, bar:0.3, cafeteria:0.4, cocinero:0.6, cocina:0.2, reservar:0.3, reserva:0.2, agenda:0.1, citas:0.2, cita:0.1, peluqueria:0.3, estetica:0.6, clinica:0.1, gimnasio:0.2, academia:0.2, autoescuela:0.2, transporte:1, logistica:1.5, envio:0.2, reparto:0.3, pedido:0.2, produccion:1, fabrica:1.2, maquina:0.8, maquinaria:1, stock:0.4, existencias:1, compra:0.1, proveedores:0.5, factura:0.2, presupuesto:0.2, horas:0.4, jornada:0.3, vacaciones:0.6, ausencia:0.8, baja:0.4, nominas:0.4, contratar:0.4, candidato:1, seleccion:0.6, entrevista:0.3, cv:1, curriculum:1, formacion:0.2, franquicia:1.5, sucursal:1.2, tpv:1.5, kpi:1.5, informe:0.6, panel:0.3, dashboard:1, b2b:1.5, cliente:0.2, granja:0.6, ganado:1, cosecha:0.3, campo:0.2, agricola:1, vendimia:1, explotacion:1, flota:0.5, camion:1, conductor:0.5, taxi:0.8, parking:0.6, coworking:1.5, sala:0.4, espacio:0.3',
  'Business',
  LEXICON,
);
vote(
  'personal:0.3, propio:0.2, mio:0.4, hobby:1, afición:0.6, manualidad:1, bricolaje:1, herramienta:0.3, limpieza:0.1, casa:0.2, piso:0.2, mudanza:0.3, decoracion:0.6, ropa:0.1, armario:1, outfit:1, lista:0.1, deseos:0.8, cumple:0.2, aniversario:0.1, pareja:0.1, familia:0.2, hijo:0.3, nino:0.1, padre:0.2, madre:0.2, abuela:0.4, recuerdo:0.3, foto:0.1, album:0.2, viaje:0.2, vacaciones:0.3, maleta:1, playa:0.6, montana:0.6, camping:1, tiempo:0.2, lluvia:0.8, meteorologia:1, luna:1, estrella:0.3, astronomia:1.5, pajaro:1.2, ave:0.8, naturaleza:0.8, seta:1.5, flor:0.6, acuario:1.5, pez:0.8, perro:0.4, gato:0.4, tortuga:1, terrario:1.5, moto:0.3, bicicleta:0.4, mantenimiento:0.2, itv:1, gasolinera:1, ruta:0.1, vino:0.2, cerveza:0.8, cata:1, cafe:0.2, te:0, libro:0.3, leidos:1, lectura:0.2, pelicula:0.2, vistas:0.4, serie:0.1, juego:0.1, mesa:0.1, sello:0.3, moneda:1, numismatica:1.5, filatelia:1.5, lego:1.5, maqueta:1.2, figura:0.8',
  'General',
  LEXICON,
);

const PHRASES: [string, Votes][] = [
  ['lista de la compra', { General: 2 }],
  ['red social', { Social: 2 }],
  ['redes sociales', { Content: 1.5 }],
  ['mis redes', { Content: 1 }],
  ['segunda mano', { 'E-commerce': 1.5 }],
  ['a domicilio', { 'E-commerce': 1 }],
  ['zona azul', { General: 1.5 }],
  ['cuenta atras', { General: 2 }],
  ['arbol genealogico', { General: 2 }],
  ['dejar de fumar', { Health: 2 }],
  ['lengua de signos', { Education: 2 }],
  ['orden de trabajo', { Business: 2 }],
  ['ordenes de trabajo', { Business: 2 }],
  ['cierre de caja', { Finance: 2 }],
  ['piso compartido', { Productivity: 1.5 }],
  ['base de datos de', { CRM: 1 }],
  ['tarjeta de sellos', { CRM: 2 }],
  ['cartera de clientes', { CRM: 2 }],
  ['tablon de anuncios', { Content: 1.5 }],
  ['calendario editorial', { Content: 2 }],
  ['busqueda del tesoro', { Entertainment: 2 }],
  ['album de cromos', { Entertainment: 2 }],
  ['intercambio de idiomas', { Social: 2 }],
];

/** Category votes from the idea's words (lemmas) and phrases. */
export function lexiconScores(text: string): Record<ConceptCategory, number> {
  const scores = Object.fromEntries(CONCEPT_CATEGORIES.map((c) => [c, 0])) as Record<
    ConceptCategory,
    number
  >;
  const folded = fold(text.slice(0, 4000));
  const words = folded.split(/[^a-z0-9]+/).filter((w) => w.length > 1);
  const seen = new Set<string>();
  for (const word of words) {
    const keys = new Set<string>([word]);
    for (const a of analyze(word)) if (a.pos !== 'other') keys.add(fold(a.lemma));
    for (const key of keys) {
      if (seen.has(key)) continue;
      const votes = LEXICON.get(key);
      if (!votes) continue;
      seen.add(key);
      for (const [c, w] of Object.entries(votes) as [ConceptCategory, number][]) scores[c] += w;
      break;
    }
  }
  const padded = ` ${words.join(' ')} `;
  for (const [phrase, votes] of PHRASES) {
    if (padded.includes(` ${phrase} `))
      for (const [c, w] of Object.entries(votes) as [ConceptCategory, number][]) scores[c] += w;
  }
  return scores;
}

/**
 * The idea's category: the model's probabilities, the lexicon's votes and the knowledge
 * base's scores, weighted; General when nothing votes. `weights` is for the training script.
 */
export function chooseCategory(
  prompt: string,
  knowledge: Record<ConceptCategory, number>,
  weights: CategoryWeights = CATEGORY_WEIGHTS,
): { category: ConceptCategory; scores: Record<ConceptCategory, number> } {
  const lexicon = lexiconScores(prompt);
  const bayesShare = weights.mix.bayes ?? 0;
  const { model, bayes } =
    weights.mix.model > 0 || bayesShare > 0
      ? categoryProbabilities(prompt, weights)
      : { model: null, bayes: null };
  const scores = Object.fromEntries(
    CONCEPT_CATEGORIES.map((c) => [
      c,
      weights.mix.lexicon * lexicon[c] +
        weights.mix.knowledge * knowledge[c] +
        weights.mix.model * (model?.[c] ?? 0) +
        bayesShare * (bayes?.[c] ?? 0),
    ]),
  ) as Record<ConceptCategory, number>;
  let category: ConceptCategory = 'General';
  let best = 0;
  for (const c of CONCEPT_CATEGORIES) {
    if (scores[c] > best + 1e-9) {
      best = scores[c];
      category = c;
    }
  }
  return { category, scores };
}
