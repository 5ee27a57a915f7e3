// Written by `node scripts/train-category.ts --write`: do not edit by hand. Decision 0150.
// softmax λ=0.0001 prefijo=5 bigramas=no letras=0×1 norm=no equipo=sí · mezcla modelo 3 léxico 0.5 base 0.3 bayes(α=0.3, T=3) 2 cabeza=2×1; trained on 3093 ideas; cross-validation 92.01 % (first split 91.9 %), with typos 85.74 %.
import type { CategoryWeights } from './category-model.ts';

export const CATEGORY_WEIGHTS: CategoryWeights = {
  options: { prefix: 5, normalize: false, head: 2 },
  mix: { model: 3, lexicon: 0.5, knowledge: 0.3, bayes: 2 },
  model: {
    kind: 'softmax',
    bias: [-1.068, -0.488, -0.278, 0.848, -0.042, -0.115, 0.38, 0.404, 0.078, -0.413, 0.694],
    scale: 0.0269614,
    features:
      '3x3 ^abogado ^abonos ^abrir ^abuela ^abuelo ^academia ^accesorio ^accionar ^aceitar ' +
      '^acoger ^acompanamiento ^acompanar ^acordar ^acta ^acuarela ^acuario ^adivinanza ^adivinar ' +
      '^adolescente ^adorno ^aficion ^aficionar ^afiliar ^agencia ^agenciar ^agenda ^agente ^agua ' +
      '^ahorrar ^ahorro ^ajedrez ^alarma ^album ^aleman ^alergia ^alerta ^alertar ^alfabetizacion ' +
      '^alfajor ^alimentacion ^alimento ^almacen ^alquiler ^alto ^alumno ^alzheimer ^amantar ' +
      '^amarrar ^amigo ^analogico ^anatomia ^anciano ^animal ^ano ^anotador ^anotar ^ansiedad ' +
      '^anticipar ^antiguo ^anual ^aparcar ^apartar ^apicultor ^apostar ^apoyar ^aprender ' +
      '^aprendizaje ^apuntar ^arbitro ^arbol ^arbolar ^archivo ^arcon ^arepas ^armario ' +
      '^arquitecto ^arreglar ^arreglo ^arte ^artesanal ^artesania ^artesano ^articulo ^ascensor ' +
      '^asesino ^asesoria ^asignar ^asistencia ^asma ^asociar ^astronomia ^atacar ^atencion ' +
      '^atras ^audio ^audiolibro ^aula ^ausencia ^autocaravana ^autoescuela ^autoevaluacion ' +
      '^automatico ^autonomo ^averiar ^avisar ^aviso ^avistamiento ^ayuda ^ayudar ^azucar ' +
      '^bachillerato ^baile ^bajar ^baloncesto ^balonmano ^banco ^banda ^bandeja ^bar ^barbacoa ' +
      '^barberia ^barbero ^barco ^barrio ^base ^bazar ^beber ^becar ^betis ^biblioteca ^bici ' +
      '^bicicleta ^bienestar ^bienvenida ^billar ^bingo ^biografiar ^bisuteria ^bitacora ^bloc ' +
      '^blog ^bloquear ^bocadillos ^boda ^bodega ^boletin ^bolleria ^bolo ^bolso ^bono ^bonsais ' +
      '^bote ^botella ^botiquin ^bracket ^braille ^bricolaje ^buceo ^bullet ^buscar ^busqueda ' +
      '^cabalgata ^caballo ^cabana ^cactus ^cadena ^cafe ^cafeteria ^caja ^calcetin ^calculador ' +
      '^calcular ^calculo ^calendario ^calidad ^calificaciones ^caloria ^camarero ^cambiar ' +
      '^cambio ^caminante ^caminar ^caminata ^camion ^camionero ^camiseta ^campamento ^campana ' +
      '^campano ^campeonato ^camping ^campo ^campus ^canal ^cancion ^candidato ^canina ^canto ' +
      '^capitulo ^captacion ^captura ^carbon ^cardiaco ^carnaval ^carne ^carniceria ^carnivoro ' +
      '^carrera ^carrito ^carta ^cartel ^cartelero ^cartera ^casa ^casar ^catalogo ^cena ^cenar ' +
      '^centro ^ceramica ^cerveza ^cesta ^cetogenica ^champions ^chapar ^chat ^che ^checklist ' +
      '^chica ^chistar ^chocolate ^ciclista ^ciclo ^ciencia ^cierre ^cinco ^cine ^circo ^cita ' +
      '^citar ^ciudad ^claro ^clase ^clasificar ^clienta ^cliente ^clinica ^clinico ^club ^coach ' +
      '^cobra ^cobrar ^cobro ^coche ^cocina ^cocinar ^coctel ^codigo ^cofradia ^colar ^coleccion ' +
      '^coleccionar ^colectar ^colegio ^colesterol ^colgar ^colmena ^comarca ^combustible ' +
      '^comedir ^comedor ^comer ^comercial ^comercio ^comic ^comida ^comite ^companero ^compania ' +
      '^comparar ^compartido ^compartir ^competencia ^competicion ^complemento ^compra ^comprador ' +
      '^comprar ^compraventa ^comprension ^comun ^comunidad ^comunion ^comunitario ^concesionario ' +
      '^concierto ^concursar ^conducir ^conductor ^congelador ^conjunto ^conocer ^conocimiento ' +
      '^consejo ^consulta ^consultar ^consumar ^contabilidad ^contactar ^contactos ^contador ' +
      '^contar ^contenido ^continuar ^contrasenar ^control ^controlar ^conversacion ^convulsionar ' +
      '^cooperativa ^coordinar ^copa ^coro ^correar ^correccion ^corredor ^correr ' +
      '^correspondencia ^corto ^cortometraje ^cosecha ^cosmetico ^costura ^crear ^crecimiento ' +
      '^crema ^cria ^crianza ^cripto ^criptomoneda ^crisis ^critica ^criticar ^crm ^cromo ' +
      '^cronico ^cronograma ^cronometrar ^cronometro ^crossfit ^crucigrama ^cuaderno ^cuadra ' +
      '^cuadrante ^cuadrar ^cuadro ^cuanto ^cuarto ^cuenta ^cuento ^cuesta ^cuidado ^cuidador ' +
      '^cuidar ^cultivo ^cultural ^cumpleanos ^cumplir ^cuota ^curso ^dan ^danza ^dar ^dardo ' +
      '^dato ^deber ^decir ^decision ^declaracion ^decoracion ^dedal ^deducibles ^dejar ^dental ' +
      '^dentista ^depresion ^descongelar ^deseo ^despacho ^despedida ^despensa ^detective ^deudo ' +
      '^dia ^diabetes ^diario ^dibujar ^dibujo ^diccionario ^dictar ^dieta ^diez ^digital ^dinero ' +
      '^directa ^disco ^discografia ^disenador ^disfrazar ^distribuidor ^distribuir ^dividir ' +
      '^divisar ^divulgacion ^doce ^doctor ^documentacion ^documental ^documentar ^documento ' +
      '^dolor ^domesticar ^domicilio ^domino ^donacion ^donante ^donar ^dormir ^dosis ^doy ' +
      '^dropshipping ^duelo ^duena ^dueno ^dulce ^dungeons ^economia ^edificio ^editorial ' +
      '^educacion ^educativo ^ejercicio ^eleccion ^electrodomestico ^electronico ^elegir ' +
      '^embarazar ^embarazo ^embudo ^emigrante ^emitir ^empanar ^emplear ^emprendimiento ^empresa ' +
      '^empresas ^encargar ^encargos ^enciclopedia ^encontrar ^encuentro ^encuestar ^enfermeria ' +
      '^enfermero ^ensenar ^entrada ^entrar ^entregar ^entrenador ^entrenamiento ^entrevistar ' +
      '^entrevisto ^envio ^equilibrio ^equipo ^erasmus ^escalada ^escape ^escolar ^escribir ' +
      '^escritor ^escritorio ^escritura ^escuchar ^escuela ^espacio ^espanol ^especie ' +
      '^espectaculo ^espera ^estado ^estampar ^estan ^esteticista ^estilo ^estiramiento ^estoy ' +
      '^estreno ^estudiante ^estudiar ^estudio ^eurovision ^euskera ^evaluacion ^evento ^ex ' +
      '^exalumnos ^examen ^excedente ^excel ^excursion ^expedientar ^experimento ^fabrica ' +
      '^factura ^facturacion ^facturar ^facu ^falta ^familia ^familiar ^fans ^fantasy ^fanzine ' +
      '^farmacia ^fase ^favor ^favorito ^fechar ^feedback ^felicitacion ^ferreteria ^festival ' +
      '^ficha ^fichaje ^fichar ^fidelidad ^fidelizacion ^fidelizar ^fiebre ^fiel ^fiesta ^fifa ' +
      '^figurar ^fijo ^finanza ^firmar ^fisica ^fisioterapeuta ^flamenco ^flashcards ^flora ' +
      '^florar ^floristeria ^flota ^flujo ^fondo ^fontanero ^formacion ^formula ^foro ^forum ' +
      '^foto ^fotografia ^fotografico ^fotografo ^frances ^frecuentar ^freelance ^friega ^fronton ' +
      '^fruta ^frutar ^fuente ^fumar ^furgoneta ^futbol ^futbolin ^gadgets ^gafar ^gala ^gallina ' +
      '^ganar ^garantia ^gasolina ^gastar ^gasto ^gastronomico ^gato ^genealogico ^gente ' +
      '^geografia ^gestion ^gestionar ^gestor ^gimnasio ^gincana ^gitano ^glosario ^glucosa ' +
      '^gordo ^gorra ^grabacion ^grafiti ^granja ^gremio ^grupo ^gtd ^guardar ^guarderia ^guardia ' +
      '^guia ^guiar ^guion ^guitarra ^gustar ^gusto ^gymkana ^habitacion ^habito ^habitual ' +
      '^hablar ^halloween ^hamburgues ^hamster ^harry ^he ^helado ^hemeroteca ^herencia ^hermano ' +
      '^herrador ^herramienta ^hidratar ^hijo ^hipertension ^hipoteca ^historia ^historial ' +
      '^historiar ^hoja ^homilia ^hora ^horario ^hortaliza ^hospital ^hostal ^hotel ^hoy ^hucha ' +
      '^huerta ^huerto ^huesped ^humor ^ictus ^idear ^idioma ^ilustrado ^ilustrador ^imagen ' +
      '^incidencia ^infantil ^informatica ^informe ^ingles ^ingreso ^iniciacion ^inmigrante ' +
      '^inquilino ^inscripcion ^instalacion ^instituto ^instruccion ^instrumento ^intercambiar ' +
      '^interesar ^internet ^interno ^inventario ^inversion ^inversiones ^irme ^itv ^iva ^jabonar ' +
      '^jardin ^jardinera ^jefa ^jornada ^journal ^joven ^joya ^jubilacion ^jubilar ^juego ' +
      '^jugador ^jugamos ^jugar ^juguete ^junta ^juntar ^kanban ^karaoke ^kayak ^kinesiologo ^kit ' +
      '^laboral ^laburo ^lactancia ^laminar ^lampar ^lanzamiento ^lanzar ^latir ^lavadero ' +
      '^lavanda ^leads ^leccion ^leche ^lectura ^leer ^lena ^lengua ^lenguaje ^lesion ^lesionar ' +
      '^letra ^leyenda ^libra ^libro ^liga ^limpiar ^limpieza ^limpio ^linea ^lista ^listado ' +
      '^listar ^literario ^llamada ^llamar ^llave ^llavero ^llega ^lleva ^llevar ^local ' +
      '^logistica ^logopedia ^loro ^lote ^lugar ^luna ^madre ^maestra ^maleta ^mama ^mamar ' +
      '^manana ^mandar ^mandarin ^manejo ^mantel ^mantener ^mantenimiento ^manual ^manualidad ' +
      '^mapa ^maquetar ^maquillaje ^maquinar ^maquinaria ^maraton ^marcador ^mario ^marketing ' +
      '^marketplace ^mascota ^master ^matcha ^matematico ^material ^maternidad ^matricula ^maximo ' +
      '^mayor ^mayorista ^mecanica ^mecanico ^media ^medicacion ^medicina ^medicinar ^medico ' +
      '^medir ^meditacion ^mejor ^mejorar ^meme ^memoria ^menopausia ^mensaje ^menstruacion ' +
      '^mensual ^mensualidad ^mentor ^mentorias ^menu ^mercado ^merch ^mermelada ^mes ^mesa ' +
      '^mesar ^meter ^metodo ^microrrelatos ^miel ^migrana ^mil ^mimica ^mindfulness ^mineral ' +
      '^mirador ^misterio ^mochilero ^moda ^modelo ^monedar ^monitor ^monologo ^montajes ^montana ' +
      '^montar ^morder ^moto ^movil ^mucho ^mudanza ^mudar ^mueblar ^mujer ^mundial ^municipal ' +
      '^mural ^muro ^mus ^musica ^musical ^mutualidad ^nacer ^nadar ^narrar ^natacion ^natillera ' +
      '^navajo ^navidad ^negocio ^nevera ^newsletter ^ninera ^nino ^nivelar ^noche ^nomada ' +
      '^nombrar ^nomina ^nominar ^norma ^notar ^noticiar ^novela ^nueva ^nuevo ^nutricion ' +
      '^nutricionista ^objetivo ^objeto ^obra ^obrador ^obrar ^observacion ^oca ^ofertar ^oficina ' +
      '^ofrecer ^oftalmologo ^olimpiada ^olvidar ^ong ^online ^opinion ^oportunidad ^oposicion ' +
      '^optico ^oral ^orden ^ordenar ^organizacion ^organizador ^organizar ^ortografia ^outlet ' +
      '^paciente ^padel ^padre ^padrino ^paga ^pagar ^pago ^pajaro ^palabra ^pan ^panaderia ' +
      '^panel ^papar ^papel ^parchis ^pareja ^parking ^parque ^parroquia ^parte ^particular ' +
      '^partida ^partir ^partitura ^pasa ^pasar ^pasear ^paseo ^paso ^pasta ^pastel ^pasteleria ' +
      '^pastillas ^patinaje ^patio ^patrimonio ^patrocinador ^patron ^pausar ^pecar ^pedido ' +
      '^pedir ^pelicula ^pelis ^peluqueria ^pena ^pendiente ^pension ^pequenito ^pequeno ^perder ' +
      '^peregrino ^perfumar ^periodico ^periodista ^permiso ^perro ^persona ^personaje ^personal ' +
      '^personalizar ^personar ^pesca ^pescador ^peso ^pestana ^petanca ^piano ^piel ^pieza ' +
      '^pilar ^pilates ^piloto ^ping ^pins ^pintureria ^piscina ^piso ^pistar ^pizza ^plan ' +
      '^planear ^planificacion ^planificador ^planificar ^planir ^plantar ^plantilla ^plantillar ' +
      '^plata ^plato ^playa ^pleno ^podcast ^podcasts ^podologia ^poema ^poesia ^poeta ^poker ' +
      '^poliza ^pomodoro ^poner ^porra ^portafolio ^portfolio ^portugues ^postal ^postrar ' +
      '^posventa ^potencial ^practicar ^precio ^preguntar ^premiar ^premio ^preparacion ^preparar ' +
      '^presentacion ^presion ^prestamo ^prestar ^preste ^presto ^presupuesto ^preventa ' +
      '^preventivo ^previo ^primero ^prioridad ^priorizar ^problema ^procedimiento ^produccion ' +
      '^productividad ^producto ^productor ^profe ^profesor ^programa ^programacion ^programar ' +
      '^progreso ^promocion ^promotores ^propietario ^propinar ^propuesto ^prospeccion ^protector ' +
      '^proveedor ^proyecto ^prueba ^psicologia ^psicologico ^psicologo ^psiquiatra ^publicacion ' +
      '^publicar ^publico ^pueblo ^puesto ^pulsacion ^pulsera ^punto ^puntuar ^purgar ^puzzles ' +
      '^quechua ^quedar ^quehacer ^quejar ^queso ^quimica ^quiniela ^quiz ^radio ^rally ^ramo ' +
      '^ranking ^rapido ^recado ^recambio ^recaudacion ^recepcion ^recepcionista ^receta ^recetar ' +
      '^recetario ^recibo ^recien ^reclamacion ^recoger ^recogida ^recomendacion ^recomendar ' +
      '^recopilar ^recordar ^recordatorio ^records ^recuerdo ^recuperacion ^recuperar ^recurrente ' +
      '^red ^redar ^referir ^reformar ^refuerzo ^refugiar ^regalar ^regalo ^regar ^registrar ' +
      '^registro ^rehabilitacion ^relacion ^relacionar ^relato ^rellenar ^reloj ^remesar ' +
      '^renovacion ^renovar ^renta ^rentabilidad ^reparacion ^repartidor ^repartir ^repasar ' +
      '^repaso ^repositorio ^reposteria ^repuesto ^resenar ^reserva ^reservar ^residencia ' +
      '^respiracion ^responder ^responsabilidad ^respuesta ^restauracion ^restaurante ^resultar ' +
      '^resumen ^reto ^reunion ^reuniones ^revisar ^revision ^revisiones ^revista ^riego ^rifa ' +
      '^rincon ^robotica ^rock ^rodaje ^rol ^rondar ^room ^ropa ^roscar ^rotacion ^ruta ^rutar ' +
      '^rutina ^sabana ^saber ^sacar ^saco ^sala ^salar ^salir ^salita ^salon ^salud ^saludables ' +
      '^sangrar ^sangre ^sastre ^satisfaccion ^saturar ^scout ^scouts ^segmentar ^seguimiento ' +
      '^seguir ^segunda ^seguridad ^seguro ^seis ^seleccion ^sello ^semana ^semanal ^sembrar ' +
      '^semilla ^sencillo ^senderismo ^sendero ^seriar ^serie ^sermon ^servicio ^servidor ' +
      '^sesionar ^seta ^sexual ^siempre ^silla ^simple ^simulador ^sintoma ^smash ^sobrar ^social ' +
      '^socio ^socorrista ^soldadura ^solicitud ^solidar ^solidario ^somo ^sonoro ^sopar ^sorteo ' +
      '^soy ^spa ^stand ^startup ^stock ^subasta ^subastar ^subir ^subtitulos ^sueldo ^suelo ' +
      '^sueno ^sumiller ^surf ^suscripcion ^sushi ^tabla ^tablero ^tablon ^talento ^tallar ' +
      '^taller ^tamales ^tanda ^tapar ^tapiceria ^tardar ^tarea ^tarifar ^tarjeta ^tarta ' +
      '^tatuador ^tatuaje ^tazar ^tdah ^teatro ^tecnica ^tecnico ^tejer ^telefono ^telemedicina ' +
      '^temperatura ^temporada ^temporizador ^tension ^terapia ^terminar ^tesoreria ^tesoro ^test ' +
      '^tests ^tiempo ^tienda ^tiendita ^tintorera ^tiroides ^tisana ^toca ^tocar ^toefl ^tomar ' +
      '^torneo ^torta ^tortillas ^tortuga ^tour ^tours ^trabajo ^tradicional ^traje ^tramitar ' +
      '^trastero ^trastorno ^tratamiento ^trato ^trazable ^tren ^tres ^trivia ^trivial ^trofeo ' +
      '^trueque ^turistico ^turnar ^turno ^tute ^tutor ^tutorar ^tutoria ^tutorial ^ultimo ' +
      '^unidad ^universidad ^urbanizacion ^urbano ^uso ^usuario ^va ^vacacion ^vacunar ' +
      '^vacunatorio ^valencia ^variar ^vario ^vecino ^vehiculo ^veinte ^vela ^velar ^vencimiento ' +
      '^vendar ^vendedor ^vender ^vendo ^venir ^venta ^ventana ^ver ^verano ^verbena ^verbo ' +
      '^verdura ^verificacion ^veterinario ^viajar ^viaje ^viajero ^vid ^video ^videoblog ' +
      '^videojuego ^viejo ^viernes ^vineta ^vinilo ^vino ^violin ^vip ^virtual ^visitar ^vista ' +
      '^vivero ^vivir ^vlog ^voleibol ^voluntariado ^voluntario ^volver ^vomito ^votacion ^votar ' +
      '^voz ^vuelta ^vulcanizadora ^wedding ^whatsapp ^wifi ^wiki ^yoga ^zapatillas ^zapato a1 ' +
      'abandonado abandonar aband~ abastecer abastos abast~ abdominal abdom~ abeja abierta ' +
      'abierto abier~ abogado abogar aboga~ abonado abonar abona~ abonos abrir abuela abuelo ' +
      'aburrar aburrir aburr~ acabar acabo academia academico acade~ acampada acampar acamp~ ' +
      'acceso accesorio acces~ accion accionar accio~ aceitar aceite aceituna aceituno aceit~ ' +
      'aceptar acepto acept~ acertar acertijo acert~ acido acoger acogido acogi~ acompanamiento ' +
      'acompanar acomp~ aconcagua aconc~ acondicionar acond~ aconsejar acons~ acordar acorde ' +
      'acord~ acta actitud actit~ activar actividad activo activ~ actuacion actualizar actua~ ' +
      'acuarela acuario acuar~ acuatico acuat~ acuerdo acuer~ acumular acumu~ adaptacion adaptar ' +
      'adapt~ adelantado adelantar adela~ adivinanza adivinar adivi~ adjunto adjun~ adolescente ' +
      'adole~ adopcion adopc~ adoptar adopt~ adorno adulto aeropuerto aerop~ afectado afectar ' +
      'afect~ aficion aficionado aficionar afici~ afilador afila~ afiliado afiliar afili~ aforar ' +
      'agencia agenciar agenc~ agenda agendar agend~ agente agostar agosto agost~ agradecer ' +
      'agrad~ agricola agricultor agric~ agua aguar aguinaldo aguin~ ahi ahorrar ahorro ahorr~ ' +
      'airar aire aislado aislar aisla~ ajedrez ajedr~ ajustar ajust~ alarma alarmar alarm~ ' +
      'albanil alban~ albergar albergue alber~ album alcohol alcoh~ aleman alergeno alergia ' +
      'alerg~ alerta alertar alert~ alfabetizacion alfab~ alfajor alfaj~ alfombra alfombrar ' +
      'alfom~ alguien algui~ alimentacion alimentar alimentario alimento alime~ almacen almac~ ' +
      'almazara almaz~ alojado alojamiento alojar aloja~ alpaca alquila alquilar alquiler alqui~ ' +
      'alrededor alred~ alta alto altura alumno alzheimer alzhe~ amantar amante amant~ amarrar ' +
      'amarre amarr~ amateur amate~ ambientar ambiente ambie~ ambulancia ambulante ambul~ ' +
      'amenities ameni~ america ameri~ amgos amigar amigo amortizacion amort~ anada anadir ' +
      'analisis analitica analitico anali~ analogico analo~ anatomia anato~ anciano ancia~ ' +
      'andando andan~ andino anecdota anecd~ anemia animal animar animo aniversario anive~ ano ' +
      'anonimo anoni~ anotador anotar anota~ ansiedad ansie~ antepasado antep~ anterior anter~ ' +
      'antibiotico antib~ anticipada anticipado anticipar anticoagulante anticonceptiva antic~ ' +
      'antidepresivo antid~ antiguedad antiguo antig~ anual anuncios anunc~ aparcar aparc~ ' +
      'aparecer apare~ apartamento apartar apart~ apertura apert~ api apicultor apicultura apicu~ ' +
      'aportacion aportar aport~ apostar apost~ apoyar aprender aprendiz aprendizaje apren~ ' +
      'aprobado aprobar aprob~ apuntado apuntar apunte apunt~ arbitraje arbitro arbit~ arbol ' +
      'arbolar arbol~ archivar archivo archi~ arcilla arcillar arcil~ arcon area arepas armar ' +
      'armario armar~ aromatico aroma~ arquitecto arquitectura arqui~ arrastrar arras~ arreglar ' +
      'arreglo arreg~ arte arterial arter~ artesanal artesania artesano artes~ articulo artic~ ' +
      'artificial artif~ artrosis artro~ asado asamblea asamb~ asar ascensor ascen~ asegurado ' +
      'asegurar asegu~ asesinar asesinato asesino asesi~ asesor asesoria aseso~ asiento asien~ ' +
      'asignado asignar asignatura asignaturas asign~ asistencia asist~ asma asociar asoci~ ' +
      'aspirador aspir~ astronomia astro~ asunto atacar atencion atenc~ atender atend~ atleti ' +
      'atletismo atlet~ atopico atopi~ atras atrasado atrasar atras~ audio audioguia audiolibro ' +
      'audiovisual audio~ auditoria auditorio audit~ aula ausencia ausen~ autenticar auten~ ' +
      'autismo autis~ auto autobus autobuses autob~ autocaravana autoc~ autoescuela ' +
      'autoevaluacion autoe~ automatica automatico autom~ autonomo auton~ autopista ' +
      'autopublicados autop~ autor auxiliar auxilio auxil~ avance avanzar avanz~ ave averia ' +
      'averiar averi~ avisar aviso avistamiento avist~ avon ayuda ayudar ayunar ayuno ' +
      'ayuntamiento ayunt~ azafata azafa~ azucar azul b2 bachillerato bachi~ bailar baile baja ' +
      'bajar bajo balance balan~ balcon baloncesto balonmano balon~ banado banar bancal bancario ' +
      'banca~ banco banda bandeja bandera bande~ bano bar barato barbacoa barba~ barberia barbero ' +
      'barbe~ barco bariatrica baria~ barniz barra barrar barrer barrica barriga barril barrio ' +
      'barri~ basal basar base basico basura bateria bater~ bazar bebe bebedero bebed~ beber ' +
      'bebido beca becar becario becar~ belleza belle~ bello beneficiar beneficio benefico benef~ ' +
      'betis biblia biblioteca bibli~ bici bicicleta bicic~ bienestar biene~ bienvenida ' +
      'bienvenido bienv~ billar bimestre bimes~ bingo biografia biografiar biogr~ bipolar bipol~ ' +
      'bisabuelo bisab~ bisuteria bisut~ bitacora bitac~ bizcochar bizcocho bizco~ blanco bloc ' +
      'blog bloque bloquear bloqueo bloqu~ bocadillos bocad~ boceto boda bodega bogota boletin ' +
      'bolet~ bolleria bolle~ bolo bolso bombero bombe~ bombillas bombi~ bombona bombo~ bondi ' +
      'bono bonsai bonsais bonsa~ bootcamp bootc~ boquillas boqui~ bordado bordar borda~ borrador ' +
      'borra~ bosque botanico botan~ botar bote botella botel~ botiquin botiq~ boton boutique ' +
      'bouti~ boxear boxeo boxes bracket brackets brack~ braille brail~ bricolaje brico~ bros ' +
      'brotar brote bucal bucear buceo bueno bufanda bufan~ bullet bungalow bunga~ busca buscador ' +
      'buscar buscarla busca~ busqueda busqu~ butaca butano c1 cabalgata caballo cabal~ cabana ' +
      'cabecero cabec~ caber cabina cabra cachorro cacho~ cactus cadena cadera caduca caducar ' +
      'caducidad caduco caduc~ caer cafe cafeina cafei~ cafeteria cafetero cafet~ caido caja ' +
      'cajera cajero calcetin calce~ calculador calcular calculo calcu~ caldera calde~ ' +
      'calefaccion calef~ calendario calen~ calidad calid~ calientitas calie~ calificaciones ' +
      'calif~ call callar calle callejero calle~ calor caloria calor~ calzado calzar calza~ cama ' +
      'camara camarero camar~ cambiar cambio cambi~ caminante caminar caminata camino camin~ ' +
      'camion camionero camio~ camiseta camis~ campamento campana campano campar campa~ ' +
      'campeonato campera campero campe~ camping campi~ campo campus cana canal canalon canal~ ' +
      'canario canar~ cancelar cance~ cancha cancion canci~ candado candar canda~ candidato ' +
      'candi~ canguro cangu~ canina canino cano cansado cansar cansa~ cantabrico cantar canta~ ' +
      'cante cantidad canti~ canto capilar capil~ capital capitular capitulo capit~ captacion ' +
      'capta~ captura capturar captu~ caracol carac~ carbohidrato carbon carbo~ cardiaco ' +
      'cardiologo cardi~ carga cargador cargar carga~ carnaval carna~ carne carnet carniceria ' +
      'carnivoro carni~ carpa carpeta carpe~ carpinteria carpintero carpir carpi~ carrera carreta ' +
      'carrete carre~ carril carrito carri~ carro carta cartel cartelero cartera cartero carte~ ' +
      'carton cartucho cartu~ casa casar cascar casco casera casero caseta caso cata catalogar ' +
      'catalogo catal~ catar categoria categ~ catequesis cateq~ catering cater~ cebar cebo cegar ' +
      'celiaco celiaquia celia~ celu celular celul~ cena cenar cenir center central centrar ' +
      'centro centr~ cepillar cepil~ cepo cera ceramica ceramico ceram~ ceremonia cerem~ cero ' +
      'cerrada cerrado cerrar cerra~ certificaciones certificado certificar certi~ cervecero ' +
      'cerveza cerve~ cesta cetogenica cetog~ cetona chacra chal chalar chale champions champ~ ' +
      'chapa chapar chapo charla charlar charl~ chat chaval che checklist check~ chica chico ' +
      'chile chimenea chime~ chiringuito chiri~ chistar chiste chist~ chocolate choco~ churro ' +
      'ciar ciclar ciclismo ciclista cicli~ ciclo ciego cien ciencia cienc~ cientifico cient~ ' +
      'cierre cierto cifrado cifrar cifra~ cinco cincuenta cincu~ cine circo cita citar ciudad ' +
      'ciudadano ciuda~ civico clara claro clase clasica clasico clasificar clasi~ clienta ' +
      'cliente clien~ clinica clinico clini~ clorar cloro closet club coach cobertura cober~ ' +
      'cobra cobrar cobre cobro coche cocina cocinar cocin~ coctel codigo codorniz codor~ ' +
      'cofradia cofra~ cola colaborar colab~ colada colar colchon colch~ coleccion coleccionables ' +
      'coleccionar colectar colec~ colegiar colegio coleg~ colesterol coles~ colgar colico ' +
      'colmena colme~ colon color colorante colorar color~ columna columnista colum~ comandar ' +
      'coman~ comarca comarcar comar~ combustible combu~ comedero comedir comedor comedy comed~ ' +
      'comentar comentario comen~ comer comercial comerciar comercio comer~ comestible comes~ ' +
      'comic comida comido comision comisionar comis~ comite comodin comod~ compaginar companero ' +
      'compania comparador comparar comparsa compartido compartir compas compatibilidad ' +
      'compatriota compa~ competencia competicion competir compe~ complementar complementario ' +
      'complemento completar completo compl~ composicion compo~ compra comprador comprar ' +
      'compraventa comprension comprobar compr~ computador compu~ comun comunicacion comunicado ' +
      'comunicar comunidad comunion comunitario comun~ concentrado concentrar concertar ' +
      'concesionario conce~ concierto conci~ concretar concreto concr~ concursar concu~ condicion ' +
      'condicionar condi~ conducir conductor condu~ conejo confianza confirmar confi~ congelado ' +
      'congelador congelar conge~ congreso congr~ conjuntar conjunto conju~ conmemorativas conme~ ' +
      'conocer conocimiento conoc~ consejo consentimiento conserje conserva conservar ' +
      'conservatorio conse~ consigna consignar consi~ consola conso~ constante construccion ' +
      'constructor const~ consulta consultar consultor consultoria consultorio consumar ' +
      'consumidor consumir consu~ contabilidad contactar contactos contado contador contar conta~ ' +
      'contener contenido contestar contexto contextos conte~ continuar continuo conti~ contralto ' +
      'contrasena contrasenar contratar contratos control controlar contr~ conversacion convertir ' +
      'conve~ convocatoria convocatorio convo~ convulsion convulsionar convu~ cooperativa ' +
      'cooperativo coope~ coordinar coord~ copa copar copia copiar cordero corde~ coreano corea~ ' +
      'coro corporal corporativo corpo~ corral correar correccion corredor correduria corregir ' +
      'correr correspondencia corre~ cortacesped cortado cortar corta~ corte cortes cortina ' +
      'cortitos corti~ corto cortometraje corto~ cosecha cosechar cosec~ coser cosmetico cosme~ ' +
      'costar coste costo costura costurera costu~ cotidiano cotid~ cotizacion cotiz~ covid ' +
      'coworking cowor~ crear creativo creat~ crecimiento creci~ credito credi~ creer crema cria ' +
      'criadero criad~ crianza crian~ criar crio cripto criptomoneda cript~ crisis cristal crist~ ' +
      'critica criticar critico criti~ crm crochet croch~ cromo cronica cronico croni~ cronograma ' +
      'cronometrar cronometro crono~ croquis croqu~ crossfit cross~ cruce crucero cruce~ ' +
      'crucigrama cruci~ cruz cruzar cuaderno cuade~ cuadra cuadrante cuadrar cuadrillas cuadro ' +
      'cuadr~ cuajado cuajar cuaja~ cualquier cualq~ cuanto cuarenta cuare~ cuartar cuarto cuart~ ' +
      'cuatro cubo cubrir cuchillo cuchi~ cuenta cuento cuero cuesta cuestionario cuest~ cuidado ' +
      'cuidador cuidar cuida~ cultivar cultivo culti~ cultura cultural culturar cultu~ cumpleanos ' +
      'cumplir cumpl~ cuna cunar cuota cupcakes cupca~ cupon curacion curac~ currar curro cursar ' +
      'curso curva curvar curvo da dado dan danar dano danza danzar dar dardo darle das dato ' +
      'debajo debatir debat~ deber decants decan~ decidir decid~ decima decimo decir decision ' +
      'decis~ declaracion decla~ decoracion decor~ dedal dedicar dedicatoria dedicatorio dedic~ ' +
      'deduccion deducibles deduc~ defectos defec~ degustar degus~ deja dejar dejo dele delegar ' +
      'deleg~ delivery deliv~ demandar deman~ demas demasiado demas~ demencia demen~ demo dental ' +
      'dentar dentista denti~ dentro departamento depar~ dependiente depen~ depilacion depil~ ' +
      'deportar deportista deportivo depor~ depositar depositos depos~ depresion depre~ depurador ' +
      'depur~ derecho derec~ dermatologia derma~ derrama derramar derra~ desarrollar desarrollo ' +
      'desar~ desayunar desayunos desay~ descansar descanso descargables descargar descartar ' +
      'desca~ descongelar desconocer descontar desco~ descripcion descr~ descuadrar descuentos ' +
      'descu~ deseo desfilar desfile desfi~ designar desig~ desnivel desni~ despachar despacho ' +
      'desparasitaciones desparasitar despa~ despedida despedir despensa despertar despe~ ' +
      'desplazamiento despl~ destenir deste~ destilar destinar desti~ detallar detalle detal~ ' +
      'detective detector detec~ deuda deudo devolucion devoluciones devolver devol~ dia diabetes ' +
      'diabetico diabeticos diabe~ diagrama diagramar diagr~ diario dibujar dibujo dibuj~ ' +
      'diccionario dicci~ dictado dictar dicta~ didactico didac~ diente dieron dieta dietar diez ' +
      'dificultad dificultar dific~ digital digitalizar digit~ dije dinero dio diploma diplomar ' +
      'diplo~ direccion directa directamente directivo directo director direc~ disco discografia ' +
      'disco~ discutir discu~ disenador disenar diseno disen~ disfraz disfrazar disfr~ dislexia ' +
      'disle~ disney dispersar disperso dispe~ disponer disponibilidad disponibles dispo~ ' +
      'distancia distanciar dista~ distinto disti~ distraccion distribuidor distribuir distr~ ' +
      'divertido divertir diver~ dividendo dividir divid~ divisa divisar divis~ divulgacion ' +
      'divul~ dni doce docena doceno doctor doctoral doctorar docto~ documentacion documentado ' +
      'documental documentar documento docum~ doler dolor dolorosa doloroso dolor~ domesticar ' +
      'domestico domes~ domiciliar domicilio domic~ dominar domingo domino domin~ dona donacion ' +
      'donac~ donante donan~ donar donativo donat~ dormida dormir dormi~ dorsal dosis doy dragons ' +
      'drago~ dron dropshipping drops~ duda dudar duelo duena dueno dulce dungeons dunge~ ' +
      'duracion durac~ durante duran~ durar echar ecografia ecogr~ ecologico ecolo~ economia ' +
      'econo~ edad edicion edici~ edificio edifi~ editor editorial edito~ educacion educador ' +
      'educativo educa~ eeuu efectivo efecto efect~ efemerides efeme~ egresar egres~ ejemplar ' +
      'ejemplo ejemp~ ejercicio ejerc~ elaborar elabo~ eleccion elecc~ electoral electricista ' +
      'electrico electrodomestico electronico elect~ elegir elemento eleme~ elijar eliminatoria ' +
      'eliminatorio elimi~ elo embalsar embalse embal~ embarazado embarazar embarazo embar~ ' +
      'embotellar embot~ embudar embudo embud~ embutido embutir embut~ emergencia emerg~ ' +
      'emigrante emigr~ emitir emocion emocional emocionar emoci~ emojis empanado empanar empan~ ' +
      'emparejamiento empar~ empeorar empeo~ empezar empez~ empiece empie~ empleado emplear ' +
      'empleo emple~ emprendedor emprendimiento empresa empresas empre~ encadenado encadenar ' +
      'encad~ encamar encam~ encargado encargar encargos encargue encar~ enchufar enchufe enchu~ ' +
      'enciclopedia encic~ encontrado encontrar encon~ encuentro encuestar encue~ endocrino ' +
      'endoc~ endometriosis endom~ energia energ~ enfermedad enfermeria enfermero enfer~ enlace ' +
      'enlazar enlaz~ enmarcar enmar~ ensayar ensayos ensay~ ensenar ensen~ entender enten~ ' +
      'enterar enter~ entrada entrado entrar entra~ entrega entregada entregar entrenador ' +
      'entrenamiento entrenar entrevistar entrevisto entre~ envasar envase envas~ enviado enviar ' +
      'envia~ envio envoltorio envol~ epilepsia epile~ episodio episo~ epoc equilibrio equil~ ' +
      'equipacion equipar equipo equip~ equitacion equit~ erasmus erasm~ error escalada escalado ' +
      'escalar escalera escal~ escandallo escanear escan~ escapar escape escap~ escasez escas~ ' +
      'escena escenario escen~ esclerosis escle~ escolar escoliosis escol~ esconder escon~ ' +
      'escribir escrita escrito escritor escritorio escritura escriturar escri~ escuchar escuc~ ' +
      'escuela escue~ esencial esenc~ eslora espaciar espacio espac~ espalda espal~ espana ' +
      'espanol espan~ especial especialidad especie espectaculo espec~ espera esperar esper~ ' +
      'esquejar esqueje esquela esque~ esqui estacion estacionar estac~ estadistica estadistico ' +
      'estado estad~ estamos estampado estampar estam~ estan estancar estanque estanteria estan~ ' +
      'esten esterilizacion ester~ estetica esteticista estetico estet~ estilar estilista estilo ' +
      'estil~ estimar estim~ estiramiento estirar estir~ estoy estrategia estra~ estrella ' +
      'estrellar estrellitas estreno estres estre~ estudiado estudiante estudiar estudio estud~ ' +
      'estuve etapa etiqueta etiquetar etiqu~ euro europa eurovision eurov~ euskera euske~ ' +
      'evaluacion evaluar evalu~ evento evolucion evolu~ ex exalumnos exalu~ examen excedente ' +
      'exced~ excel exclusion exclusivo exclu~ excursion excur~ exhibicion exhib~ expedientar ' +
      'expediente exped~ experiencia experimentar experimento exper~ explicacion explicar ' +
      'explicativo expli~ exposicion expos~ express expre~ extra extraescolar extranjero ' +
      'extraordinaria extraordinario extra~ fabrica fabricar fabri~ facil factura facturacion ' +
      'facturar factu~ facu facultad facultar facul~ falla fallar fallecer fallecido falle~ ' +
      'fallido falli~ fallo falta faltar falto familia familiar famil~ famoso fans fantasy fanta~ ' +
      'fanzine fanzi~ farmacia farma~ fas fase favor favorito favor~ febril fecha fechar ' +
      'federacion feder~ feedback feedb~ felicitacion felicitar felic~ femenino femen~ feria ' +
      'feriar fermentacion ferme~ ferreteria ferre~ fertil fertilidad ferti~ festival festi~ ' +
      'fiado fianza fiar fibra fibromialgia fibro~ ficha fichaje fichar ficha~ fidelidad ' +
      'fidelizacion fidelizar fidel~ fiebre fiel fiesta fifa figura figurar figur~ fijar fijo ' +
      'fila filar filtrar filtro filtr~ fin final financiacion financiero finanza finan~ finar ' +
      'finca fincar finde fines finiquitar finiquito finiq~ firma firmar firme fiscal fisica ' +
      'fisico fisio fisioterapeuta fisioterapia fisio~ flamenco flame~ flashcards flash~ flor ' +
      'flora floracion floral florar flora~ florecer florero flore~ floristeria flori~ flota ' +
      'flotar flujo fodmap folclore folcl~ fondo fontaneria fontanero fonta~ food formacion ' +
      'formar forma~ formula formular formulario formu~ foro forum forzar foto fotografia ' +
      'fotografiar fotografico fotografo fotog~ fp fragmento fragm~ frances francia franc~ ' +
      'frangir frang~ franja franjar franj~ frase frecuencia frecuentar frecuente frecu~ ' +
      'freelance freelancers freel~ fregar freno frente fresca fresco friega frigorifico frigo~ ' +
      'fronton front~ fruta frutal frutar fruto fue fuente fuera fuerza fui fuimos fumar fumigar ' +
      'fumig~ funcion funcionar funci~ funda fundacion fundar funda~ fundir fundo funeral funer~ ' +
      'furgoneta furgo~ futbol futbolin futbo~ gadgets gadge~ gafar gafe gafo gala galerias ' +
      'galer~ galicia galic~ gallego galle~ gallina galli~ gana ganado ganador ganad~ ganancia ' +
      'ganan~ ganar ganir gantt garaje garantia garan~ garrafa garra~ gas gasoil gasolina ' +
      'gasolinera gasol~ gastado gastar gasta~ gasto gastronomico gastr~ gato gemelo genealogico ' +
      'genea~ general generar genero gener~ gente geografia geogr~ geolocalizacion geolo~ gestion ' +
      'gestionar gesti~ gestor gestoria gesto~ gimnasio gimna~ gincana ginca~ ginecologica ginec~ ' +
      'gira girar giro gitano glaucoma glauc~ glosario glosa~ glucemia gluce~ glucosa gluco~ ' +
      'gluten gol golf golosina golosinar golos~ gordo gorra gota gp gps grabacion grabado grabar ' +
      'graba~ gracia gradar grado graduacion gradu~ grafica grafico grafiti grafi~ granada ' +
      'granado granar grana~ grand grande granel granja grano gratis gratuito gratu~ gremio gripe ' +
      'grua grupo gtd guadalajara guada~ guarda guardado guardamuebles guardar guarderia guardia ' +
      'guard~ guia guiado guiar guion guitarra guita~ gustar gusto gymkana gymka~ habia ' +
      'habitacion habito habitual habit~ habla hablar hacendar hacen~ halloween hallo~ hamburgues ' +
      'hamburguesa hambu~ hamster hamst~ harry he hecha hecho hectarea hecta~ helada helado helar ' +
      'hemeroteca hemer~ hemodialisis hemod~ hemos herencia heren~ hermanar hermandad hermandar ' +
      'hermano herma~ herrador herramienta herrar herra~ hice hidratar hidra~ hielo hierro ' +
      'higiene higie~ hijo hilar hilo hincha hinchar hinchir hinch~ hipertension hiper~ hipico ' +
      'hipoteca hipotecar hipot~ historia historial historiar historico histo~ hito hizo hockey ' +
      'hogar hoja hombre hombro homeopatia homeo~ homilia homil~ hora horario horar~ hornada ' +
      'horna~ hornear horne~ horno hortaliza horta~ hospital hospi~ hostal hosteleria hoste~ ' +
      'hotel hoy hoyo hucha hueco huerta huerto huesped huesp~ huevar huevo humano humar humedad ' +
      'humed~ humo humor humorista humor~ iberico iberi~ ibi ictus idear idioma iglesia igles~ ' +
      'ilustracion ilustraciones ilustrado ilustrador ilustrar ilust~ imagen imei importadores ' +
      'importantes importar impor~ imprenta impresion impreso impre~ imprimible impri~ impuesto ' +
      'impue~ incendiar incendio incen~ incidencia incid~ incluir inclu~ independiente ' +
      'independientes independizar indep~ indexar index~ indicador indic~ indigena indig~ ' +
      'industrial indus~ infantil infan~ infartar infarto infar~ influencer influ~ informacion ' +
      'informar informatica informatico informe infor~ ingle ingles ingrediente ingresar ingreso ' +
      'ingre~ inhalador inhal~ iniciacion inici~ inmersion inmer~ inmigrante inmig~ inmobiliaria ' +
      'inmobiliario inmob~ inquilino inqui~ inscripcion inscrito inscr~ insistente insis~ ' +
      'inspeccion inspeccionar inspector inspe~ instagram instalacion instalador insta~ instituto ' +
      'insti~ instruccion instructor instrumentar instrumento instr~ insuficiencia insuf~ ' +
      'insulina insul~ inteligencia intel~ intensidad intentar inten~ interactivos intercambiar ' +
      'interes interesado interesar interior internacional internar internet interno intervalo ' +
      'inter~ intolerancia intol~ intraocular intra~ inundacion inund~ inusuales inusu~ ' +
      'inventariar inventario inven~ invernadero inversion inversiones inver~ investigacion ' +
      'inves~ invierno invie~ invisible invis~ invitacion invitado invitar invit~ inyeccion ' +
      'inyec~ irme irpf irregulares irreg~ irritar irrit~ itinerario itine~ its itv iva jabon ' +
      'jabonar jabon~ japon japones japon~ jardin jardinera jardinero jardi~ jaula jazz jefa jefe ' +
      'jornada jornal jornalar jornalero jorna~ journal journ~ joven joya jubilacion jubilado ' +
      'jubilar jubil~ juega juego jueves jugador jugad~ jugamos jugam~ jugando jugan~ jugar jugo ' +
      'juguete jugue~ junta juntar junto jurado jurar justificante justificar justi~ juvenil ' +
      'juven~ kanban karaoke karao~ kart kawaii kayak kayaks kilo kilometro kilom~ kinesiologo ' +
      'kines~ kiosco kit laboral laboratorio labor~ laburo lactancia lacta~ lactosa lacto~ lamina ' +
      'laminar lamin~ lampar lampara lampa~ lana lanar lanzamiento lanzar lanza~ largar largo ' +
      'laser lata latinar latino latinoamerica latinoamericano latin~ latir lato lavadero lavado ' +
      'lavador lavad~ lavanda lavan~ lavar lavavajillas lavav~ leads leccion lecci~ leche lector ' +
      'lectura lectu~ leer leido lena lenar lenceria lence~ lengua lenguaje lengu~ lentilla ' +
      'lenti~ lesion lesionar lesio~ letra letrado letra~ levantar levan~ leyenda leyen~ liar ' +
      'libra librar libre libreta libre~ libro licencia licenciar licen~ licor liga ligar ' +
      'limitado limitar limite limit~ limonero limon~ limpia limpiador limpiar limpieza limpio ' +
      'limpi~ linea linear lineo linkedin linke~ lio liquidacion liquidar liqui~ lisboa lista ' +
      'listado listar lista~ listening liste~ listo literario literatura liter~ litro llamada ' +
      'llamado llamar llama~ llanta llave llavero llave~ llega llegada llegado llegar llega~ ' +
      'llena llenar lleno lleva llevar llover lluvia local logistica logistico logis~ logo ' +
      'logopedia logop~ lonja looks loro lote loteria loter~ lucir lucrar lucro ludoteca ludot~ ' +
      'lugar luna lunes luz maceta macro madera madre madrid maestra maestro maest~ magia magic ' +
      'maillots maill~ mal maleta mama mamar mamografia mamog~ manana manar manda mandar mandarin ' +
      'manda~ mando manejar manejo manej~ manicuristas manic~ mano manta mantel mantener ' +
      'mantenimiento mante~ manual manualidad manua~ mapa maqueta maquetar maqueto maque~ ' +
      'maquillaje maquina maquinar maquinaria maqui~ mar maraton marat~ marca marcado marcador ' +
      'marcar marca~ marco marea marear margen maridajes marido marid~ mario mariposa marip~ ' +
      'marisco maris~ marketing marketplace marke~ marte masa masaje masar mascota masco~ master ' +
      'matcha matematica matematico matem~ materia material maternidad mater~ matricula ' +
      'matricular matriz matri~ matrona matro~ maximo mayor mayorista mayor~ mazo mecanica ' +
      'mecanico mecanismo mecan~ medalla medal~ media mediar medicacion medicamento medicar ' +
      'medicina medicinal medicinar medico medic~ medida medieval medie~ medio medir meditacion ' +
      'meditar mediterraneo medit~ mejor mejora mejorar mejor~ meme memoria memor~ menopausia ' +
      'menop~ mensaje mensajeria mensa~ menstruacion menstrual menst~ mensual mensualidad mensu~ ' +
      'mental mentor mentorias mento~ menu mercado mercancia mercar merca~ merceria merce~ merch ' +
      'merendero meren~ merma mermar mermelada merme~ mes mesa mesar meta meteorologico meteo~ ' +
      'meter metodo metro metronomo metro~ mexicano mexico mexic~ mezclar mezcl~ miar micro ' +
      'microrrelatos micro~ miel miembro miemb~ mientras mient~ miercoles mierc~ migrana migra~ ' +
      'mil mimica mimico mindfulness mindf~ minecraft minec~ mineral miner~ minimo minuto mio ' +
      'mirador mirad~ mirar misa misar mision misionar misio~ misterio miste~ mitad mixto ml ' +
      'mochila mochilero mochi~ moda modelar modelo model~ moderacion moder~ modulo moldar molde ' +
      'moldura moldurar moldu~ moler molestar molestia moles~ molido moneda monedar moned~ ' +
      'monitor monit~ monologo monol~ monta montador montajes montana montanismo montano montar ' +
      'monta~ monte monterrey monte~ montura montu~ monumento monum~ morder moroso mosca moscar ' +
      'mosco mostrador mostrar mostr~ moto movil movilidad movil~ movimiento movim~ mucho mudanza ' +
      'mudan~ mudar mueblar mueble muebl~ muestra muest~ mujer multiple multiplicar multi~ ' +
      'mundial mundi~ mundo municipal municipio munic~ mural murar muro mus muscular muscu~ museo ' +
      'musica musical musico music~ mutualidad mutua~ nacer nacido nacimiento nacim~ nacionalidad ' +
      'nacio~ nadar nadie naranja naran~ narrar natacion natac~ natillera natil~ nativo natural ' +
      'naturaleza natur~ navaja navajo navidad navid~ necesario necesidad neces~ negativa ' +
      'negativo negat~ negociar negocio negoc~ negro neopreno neopr~ netflix netfl~ neto ' +
      'neumatico neuma~ neumologo neumo~ neurologo neuro~ nevar nevera newsletter newsl~ nidada ' +
      'nieto nieve ninera ninero nino nivel nivelar nivel~ noche nochevieja noche~ nocturno ' +
      'noctu~ nomada nombrar nombre nombr~ nomina nominar nomin~ nordico nordi~ norma nosotros ' +
      'nosot~ nota notar notario notar~ noticia noticiar notic~ notificacion notif~ noto novar ' +
      'novedad noved~ novel novela novelar novel~ noventa noven~ novio nuestro nuest~ nueva nueve ' +
      'nuevo numerar numero numeroso numer~ nunca nutricion nutricional nutricionista nutriente ' +
      'nutri~ obeso objecion objec~ objetivar objetivo objeto objet~ obligatorio oblig~ obra ' +
      'obrador obrad~ obrar observacion observar obser~ oca ocasion ocasionar ocasi~ ociar ocio ' +
      'ocupacion ocupada ocupar ocupa~ ocurrir ocurr~ odontograma odont~ oferta ofertar ofert~ ' +
      'oficina oficio ofici~ ofrecer ofrec~ oftalmologo oftal~ ojo ola olimpiada olimp~ oliva ' +
      'olivar olivo olvidar olvido olvid~ ong online opcion operacion operar operario opera~ ' +
      'opinar opinion opini~ oportunidad oport~ oposicion opositor oposi~ optico oracion oraci~ ' +
      'oral orden ordenado ordenador ordenar ordeno orden~ organico organizacion organizado ' +
      'organizador organizar organ~ orientacion orientador orien~ origen original origi~ orquesta ' +
      'orquestar orque~ ortodoncia ortod~ ortografia ortog~ oscar osteopata osteo~ otonar otono ' +
      'outlet oveja ovillo oxigenar oxigeno oxige~ paciente pacie~ packs pactar paddle padel ' +
      'padre padrino padri~ paella paga pagado pagar paginar pagin~ pago pais paisaje paisa~ ' +
      'paises pajaro palabra palab~ palet palets pan pana panaderia panad~ panal panel panico ' +
      'panificadora panif~ pantalla panta~ papa papar papel papelear papeleo papeleria papeleta ' +
      'papelitos papel~ papo paquete paqueteria paque~ parafarmacia paraf~ parametro param~ parar ' +
      'parcela parcelar parce~ parchis parch~ pared pareja parejo parir parking parki~ paro ' +
      'parque parroquia parro~ parte participante participar participativo particular partida ' +
      'partido partir partitura parti~ parto pasa pasado pasajero pasaj~ pasaportar pasaporte ' +
      'pasap~ pasar pasear paseo pasillo pasil~ paso pasta pastel pasteleria paste~ pastillas ' +
      'pasti~ patata patin patinaje patinar patin~ patio patrimonio patri~ patrocinador ' +
      'patrocinar patrocinio patron patronal patro~ pausa pausar pauta pautar pdf peaje pecar ' +
      'pecera pecero pechar pecho pediatra pediatrico pedia~ pedido pedir pelar pelicula pelic~ ' +
      'peligro pelig~ pelis pelo peluqueria peluquero peluq~ pelvico pelvi~ pena penar pendiente ' +
      'pendi~ pensar pension pensionar pensi~ pequenito pequeno peque~ perder perdida perdido ' +
      'perdi~ peregrino pereg~ perfumar perfume perfu~ periodico periodista perio~ permiso ' +
      'permitir permi~ pernoctar perno~ perrito perri~ perro persiana persiano persistente persi~ ' +
      'persona personaje personal personalizables personalizacion personalizar personar perso~ ' +
      'peru peruano perua~ pesar pesca pescador pescar pesca~ peso pestana pesta~ petanca petan~ ' +
      'peticion petic~ pez ph piano picar picnic piel pienso pieza pila pilar pilates pilat~ ' +
      'piloto ping pins pintar pintor pintura pintureria pintu~ pique pirata pisar piscina pisci~ ' +
      'piso pista pistar pizarra pizar~ pizza pizzeria pizze~ placa placar plaga plagar plan ' +
      'planchar planc~ planear plane~ planificacion planificador planificar planir plani~ planner ' +
      'plann~ plano planta plantar plantilla plantillar planton plant~ plastico plast~ plata ' +
      'plato playa plaza plazos ple pleno plusvalia plusv~ poblar poda podar podcast podcasts ' +
      'podca~ podologia podol~ podrian podri~ poema poesia poeta pokemon pokem~ poker polen ' +
      'policia polic~ polideportivo polid~ poligono polig~ politico polit~ poliza pollo pomodoro ' +
      'pomod~ ponente ponen~ poner pong pop popular popul~ porcelana porce~ porra porro ' +
      'portafolio portal porta~ portfolio portf~ portugues portu~ posible posib~ posparto pospa~ ' +
      'post postal postrar postre postr~ posts postura postu~ posventa posve~ potable potab~ ' +
      'potencial poten~ potter pozo practica practicar practico pract~ preciar precio preci~ ' +
      'prediccion predicciones predi~ preescolar prees~ preferencia preferir prefe~ pregunta ' +
      'preguntar pregu~ prematuro prema~ premiar premio premi~ prenda prendar prender prend~ ' +
      'prensa prensar prens~ preocupar preoc~ preparacion preparar preparativo prepa~ presencial ' +
      'presentacion presentar presente preservar prese~ presidente presion presi~ prestamo ' +
      'prestar preste presto prest~ presupuestar presupuesto presu~ prevenir preventa preventivo ' +
      'preve~ previo previsto previ~ prima primar primario primavera prima~ primer primerizo ' +
      'primero prime~ primo principiante princ~ prioridad priorizar prior~ privada privado privar ' +
      'priva~ probado probador probar proba~ problema probl~ procedencia procedimiento procesal ' +
      'procesar procesion procesiones proceso proce~ produccion productividad producto productor ' +
      'produ~ profe profesional profesor profe~ profundar profundidad profu~ programa ' +
      'programacion programar progresar progresion progresivo progreso progr~ promo promocion ' +
      'promotores promo~ pronosticar pronostico prono~ pronunciacion pronu~ propietario propinar ' +
      'propio propi~ proponer proporcion propo~ propuesto propu~ prospeccion prospectos prosp~ ' +
      'proteccion protector proteger protegido proteina prote~ proveedor prove~ provincia provi~ ' +
      'provocar provo~ proximo proxi~ proyeccion proyectar proyecto proye~ prueba psicologia ' +
      'psicologico psicologo psico~ psiquiatra psiqu~ publica publicacion publicar publicidad ' +
      'publico publi~ pueblo puede pueden puerta puerto puesta puesto puja pujar pulsacion pulsar ' +
      'pulsa~ pulsera pulse~ pulso punk puntar punto puntuacion puntuar puntu~ pure purgar ' +
      'puzzles puzzl~ python qr quechua quech~ queda quedar quedo quehacer queha~ queja quejar ' +
      'quemada quemar quema~ quesera quese~ queso quimica quimico quimio quimioterapia quimi~ ' +
      'quince quincena quincenal quinceno quinc~ quiniela quini~ quinta quintar quinto quint~ ' +
      'quiz racha rachar racion racionar racio~ radiador radiar radia~ radio rally ramo ranking ' +
      'ranki~ rapido raro rastrar rastrillar rastro rastr~ raza reacondicionada reacondicionadas ' +
      'reaco~ reactivarlos react~ reading readi~ real rebanar reban~ recado recambio recam~ ' +
      'recargar recar~ recaudacion recaudar recau~ recepcion recepcionista recep~ receta recetar ' +
      'recetario recet~ rechazar recha~ recibir recibo recib~ reciclaje recic~ recien recital ' +
      'recit~ reclamacion recla~ recoger recogida recogido recog~ recomendacion recomendar ' +
      'recompensa recompensar recom~ reconocimientos recon~ recopilar recop~ recordar ' +
      'recordatorio records recorrer recor~ recrear recreo recre~ recuerdo recue~ recuperacion ' +
      'recuperar recup~ recurrente recursos recur~ red redaccion redac~ redar reencontrar ' +
      'reencuentro reenc~ referir refer~ reflexion reflexionar refle~ reformar reforzar refor~ ' +
      'refrescar refresco refre~ refrigerar refri~ refuerzo refue~ refugiado refugiar refugio ' +
      'refug~ regalar regalo regal~ regante regan~ regar regatas regat~ region registrar registro ' +
      'regis~ rehabilitacion rehab~ reina reinar reiniciar reini~ reir relacion relacionar relac~ ' +
      'relajacion relajante relaj~ relato religion relig~ rellenan rellenando rellenar relleno ' +
      'relle~ reloj remar remesar remes~ remo renal rendir renovacion renovar renov~ renta ' +
      'rentabilidad rentar renta~ reparacion repartidor repartir repartos repar~ repasar repaso ' +
      'repas~ repertorio reper~ repeticion repeticiones repetir repet~ reponer repon~ reportaje ' +
      'reportar repor~ reposar reposicion repositorio reposteria repos~ representante repre~ ' +
      'repuesto repue~ resaltar resal~ resenar resen~ reserva reservado reservar reser~ ' +
      'residencia residenciar residente residuo resid~ resistencia resis~ resolver resol~ ' +
      'respetuoso respe~ respiracion respi~ responder responsabilidad responsable respo~ ' +
      'respuesta respu~ restar restauracion restaurante restaurar restaurnte resta~ resto ' +
      'resuelto resue~ resultado resultar resul~ resumen resumir resum~ retar retencion reten~ ' +
      'retirar retir~ reto retomar retom~ retrasar retraso retra~ retro reunion reuniones reunir ' +
      'reuni~ reutilizar reuti~ revelar reveler revel~ revestir reves~ revisar revision ' +
      'revisiones revista revistar revisto revis~ rey riego rifa rifar rincon rio ritmar ritmo ' +
      'robo robot robotica robot~ rock roda rodaje rodar rol romper ronda rondar room roomie ropa ' +
      'rosario rosar~ rosca roscar roscon rotacion rotac~ rotar rotativo rotat~ rubrica rubricar ' +
      'rubri~ rueda rugby ruido rural ruta rutar rutina sabado sabana saber sabor sacada sacar ' +
      'saco saga sal sala salar saldar saldo salga salgar salida salido salio salir salita salon ' +
      'salsa salso salud saludables saludar salud~ sangrar sangre sangr~ sanitario sanit~ santa ' +
      'santiago santi~ santo sastre satisfaccion satis~ saturar satur~ scout scouts seca secar ' +
      'seco secreta secretar secreto secre~ secundar secundario secun~ segmentar segme~ seguido ' +
      'seguidor seguimiento seguir segui~ segun segunda segundar segundo segun~ segur seguridad ' +
      'seguro segur~ seis seleccion selectividad selec~ sellar sello semana semanal seman~ ' +
      'sembrar sembr~ semilla semil~ senal senalar senal~ sencillez sencillo senci~ senderismo ' +
      'sendero sende~ senor sentar sentir separado separar separ~ seriar serie sermon serrar ' +
      'service serviciar servicio servidor servir servi~ sesion sesionar sesio~ seta setlist ' +
      'setli~ sexto sexual sidreria sidre~ siembra siemb~ siempre siemp~ sierra siesta signo ' +
      'siguiente sigui~ silaba silabar silab~ silla simple simulacro simulador simul~ sindicato ' +
      'sindi~ sintoma sinto~ situacion situa~ smash sms sobra sobrar sobrino sobri~ social socio ' +
      'socorrista socor~ sofa sofoco software softw~ sol solar soldadura soldar solda~ solicitud ' +
      'solic~ solidar solidario solid~ soltar soltero solte~ solucion solucionar soluc~ somo son ' +
      'sonado sonar sonido sonoro sopa sopar soportar soporte sopor~ soprano sopra~ sordo ' +
      'sorpresa sorpr~ sortear sorteo sorte~ sostener soste~ souvenirs souve~ soy spa spoilers ' +
      'spoil~ spotify spoti~ squash stand star startup start~ stock suave subasta subastar subas~ ' +
      'subir submarino subma~ subtareas subta~ subtitulos subti~ suculento sucul~ sucursal sucur~ ' +
      'sudadera sudad~ sudamerica sudam~ suegra suegro sueldo suelo suelta suelto sueno ' +
      'sugerencia sugerir suger~ suma sumar sumiller sumil~ sumir sumo super superheroes superior ' +
      'supermercado super~ surf suscribir suscripcion suscriptor suscr~ sushi suyo tabaco tabla ' +
      'tablar tablatura tabla~ tablero tablet tablets table~ tablon tachar tactico tacti~ ' +
      'taladrar taladro talad~ talavera talav~ talento talen~ talla tallar taller tamales tamal~ ' +
      'tamano tanda tapa tapar taper taperes taper~ tapiceria tapic~ taquillero taqui~ tararear ' +
      'tarar~ tardar tarde tardo tarea tarifa tarifar tarif~ tarjeta tarje~ tarrinas tarri~ tarta ' +
      'tasar tatuador tatuaje tatua~ taxi taza tazar tdah teatro tecnica tecnico tecni~ ' +
      'tecnologia tecnologico tecno~ tejado tejar tejer tejida tejido telar tele telecomunicacion ' +
      'telec~ telefonico telefono telef~ telemedicina telem~ telescopio teles~ teletrabajo telet~ ' +
      'tema temario temar~ tematica tematico temat~ temer temperatura tempe~ temporada temporal ' +
      'temporizador tempo~ tender tenia tenido tenir tenor tension tensi~ tentativa tentativo ' +
      'tenta~ teoria teorico teori~ tequenos teque~ terapeuta terapeutico terapia terap~ tercero ' +
      'terce~ terminar termino termi~ termometro termo~ terrario terraza terra~ terror tesis ' +
      'tesoreria tesoro tesor~ test testimonio testi~ tests textil texto ticket tickets ticke~ ' +
      'tiempo tienda tiendita tiend~ tierra tiktok tintar tinte tintorera tinto~ tipico tirada ' +
      'tirado tirar tiroides tiroi~ tisana toalla tobillo tobil~ toca tocar toefl toldo toma ' +
      'tomado tomar tomate tomo topar tope toque tornear torneo torne~ torta tortillas torti~ ' +
      'tortuga tortu~ tostador tostar tosta~ total tour tours trabajado trabajador trabajar ' +
      'trabajo traba~ tracks tractor tractorar tract~ tradicional tradi~ traduccion traducir ' +
      'traductor tradu~ traer traje tramitar tramite trami~ transcripcion transcrito ' +
      'transferencia transfusion transportar transporte transportista trans~ traslado trasl~ ' +
      'trasplantar trasp~ trastero trastornar trastorno trast~ tratamiento tratar trata~ trato ' +
      'travesio trave~ trazable traza~ tren tres triatlon triat~ trimestral trimestre trime~ ' +
      'tripulacion tripu~ trivia trivial trivi~ trocar trofeo tropical tropico tropi~ trucar ' +
      'truck truco trueque trueq~ tueste tupperware tuppe~ turismo turista turistico turis~ ' +
      'turnar turno tute tutelar tutel~ tutor tutorar tutoria tutorial tutor~ ubicacion ubica~ ' +
      'ubrique ubriq~ ukelele ukele~ ultimar ultimo ultim~ unico unidad uniformar uniforme unifo~ ' +
      'unir universidad universitario unive~ up urbanizacion urbano urban~ urgencia urgente ' +
      'urgen~ urico usado usar uso usuario usuar~ util va vacacion vacacional vacac~ vaciar vacio ' +
      'vacuna vacunar vacunatorio vacuno vacun~ valencia valen~ valor valoracion valor~ vamos van ' +
      'vaquita vaqui~ variar variedad varie~ vario vaso vayamos vayam~ ve vecino vegano vehiculo ' +
      'vehic~ veinte vela velar velero velocidad veloc~ ven vencer vencida vencimiento venci~ ' +
      'vendar vendedor vender vende~ vendimia vendimiar vending vendi~ vendo venir venta ventana ' +
      'venta~ ver veranar verano veran~ verbena verbe~ verbo verdad verdura verdu~ verificacion ' +
      'verif~ version versionar versi~ vertical vertigo verti~ vestido vestir vesti~ veterano ' +
      'veterinario veter~ vi via viajar viaje viajero viaje~ vial vid video videoblog videojuego ' +
      'videollamada video~ viejo viernes viern~ vigilancia vigilante vigilar vigil~ vineta vinilo ' +
      'vino vinoteca vinot~ vintage vinta~ violin vip virtual virtu~ viruta visibilidad visible ' +
      'visib~ visita visitante visitar visit~ vispera vispe~ vista visto visual vital vitamina ' +
      'vitam~ viudo vivero vivienda vivie~ vivir vivo vlog vocabulario vocab~ voleibol volei~ ' +
      'voley volumen volum~ voluntariado voluntario volun~ volver vomito votacion votac~ votar ' +
      'voto voy voz vuelta vuelto vulcanizadora vulca~ wars waterpolo water~ wattpad wattp~ ' +
      'webinar webin~ wedding weddi~ whatsap whatsapp whats~ wifi wiki yoga youtube youtu~ ' +
      'zapatero zapatillas zapato zapat~ zombies zombi~ zona',
    weights:
      'AAAAAAAAAAIAAAAACQD//wAA/wD8/wAAAgAAAAAAAAAA/w3//v///v///f///wf/AP////8A///+//7/BAP+AP8D/v' +
      '7//fwR//v+BP4AAAQAAAAAAAD/AAD/AP8I/////wD+AAAE/wAAAAAA/wAAAAAAAAAAAAEAAAD/AP8AAAAABAAAAAAA' +
      'AAAAAAACAAAA//////////7/BwAAAAMAAAAA/wAAAAAAAAAD/gAAAAAA///////+//8ACQD///79//8L/gD////8/v' +
      '///w////4A///8//4P/v/////+AAAAAAD/AP8IAP8AAAAAAAAAAAIA/wD//wAAAAUA/wf/AAAAAPwAAP4ABP////8A' +
      'AAAAAQADAAAAAAAAAAD+AAYX+O738QIJ7BMLBgAA//8AAAD/AP8A/gH//AAM/////QD/AP8F////AAAA//z+/B/+/P' +
      '79//r////+/wr+Av7//wD9//////////8K//z++v7//Qb8/xMAAAAAAAMAAAAAAP8AAAD//QoAAAD8AAAA/wcA/gD/' +
      '//8A/wD/AAAA/wUAAAAAAAAAAv8AAAAAAAAEAP4AAAAAAAD//v/+/f4L///9BQD+AP//AAAABgD//wAAAP8AAP8ABQ' +
      'D4/f38B/78/f4Y/AAAAP//AP8AAAX/Gfz++fsL+f39/v0A/wAAAAAEAAAA/gAAAP8AAAAAAwAAAP8AAP0AAAAABQD9' +
      '/P75+Pn8Ayn++wAA/wgA/////wD9AAAAAAADAP8AAAD/AAAAAAADAAAAAP8AAAAAAAMAAAAAAAMAAP8AAAAAAAD/Dv' +
      '/////////+/Ar7//8H///+/f/+///+/f//Ef///vwAAAIAAAAAAAD/AAEAAAAAAAAAAAAAAAAAAAEAAAAAAAD/+///' +
      '//7+//7/EQAAAAACAAAAAAAAAAAABf8AAP8A/wD////9/v79EP7////+//3+Bvv+DP/+/fr9+Pw2+ff8/foAAAAAAA' +
      'IAAAAA//sp9vj3B/H66fkjAAAA//8AAPz/CAAAAAD4AP//AAAACwAA//4AAP////8G/gj9H/39/Pj7/vgA/wAA/v/5' +
      'AAD7EQAAAgAAAAAAAP8AAP0AAAAAAAAAAAUA/v8M///////9/wD7AAAAAAAAAAAF//8D/////QAA/gf//goA/wL//v' +
      '7//wAAAQAAAAAAAAAAAAAG//4AAAD/AAAAAAUA/QAAAP8AAP//Awf///////3+AP7//v//////D/oAAAD/AAAAAwAA' +
      'AAf+AP//AP8AAP8A/////v8E////Cf7//v/+/Rb3/v8E+//+AAD//wgAAAD+//7/Cf///gn6/v4AAAADAAAAAAAA//' +
      '/+AP/9/xn////yAgD/AAAAAAAAAAD//v7++P/+Bf7/DgD/AAr///4A/AAAAP7/EP///v/3AP///f/9/xL+/v7//gAA' +
      'AP//AAAA/wb/AP8AAAAAAAAAAgAEAAAAAP7/AAAAAP////3/Df/+////Av//B////v//////AgAAAQAAAAD/AAAAAA' +
      'D/AP4AAAb+AQf/AP///gD///7/Af////////4HAgAAAAD/AP4AAAAEAP8A/wAA//8EAAD////9/gz//wH//wD+///+' +
      'AAwAAAD8AP8AAAACAAAAAAD////9/gX+Cv3///////3//wz//gT7AP////7//wz8AP8AAAD/AAAABAAA//7z/Az5Cf' +
      'b6Hv36////EP////j///4AAgIA/wAAAP8AAP//AQT//v4G/gL9AAAAAAAAAAAAAgABAAAAAAD+AAAEAAD///////j/' +
      '/w//AAAAAAAAAAAAAQAB/wAE/f///gb//Bb+/Qf9/v38+v79AAAG/gAAAP8A//8A/gH//wAR/v//9v7/AAD/Bv8AAA' +
      'AAAP////7//wj////9+f4U+gr9/fr3CAL/+/r9/v38/gYSAAADAAAAAAAAAAAA/wD/AP8I//8A/QAAAAQA/wAAAP8A' +
      'AAAAAAAAAAEAAAD+/vv2+/39Mfb8+v///w3///7+/v/9AAABAAAAAAAAAAD/C/8A/////v4A/v8FAAAA/wD/AAD+/P' +
      'r7TPj3+Pj4+vIABwD+////AP8A/wAAAQAAAAAAAAAA/hH+Bv/8/AX9/fkH/gH+/f77/v4M/////xP8///++///AAAD' +
      'AAAAAAD//wAA/wD/////Bv8A/wAAAQAAAAAAAAAA//0A/wwA//8A//4AAAD9AAD/AAAABgD+AP8OAP/9/QD/AAAA/w' +
      'AAAAAAAAIA/wAAAAAKAAAA+gAA//7/AAAG/wD/AAAAAAABAAAAAAAAAgAAAAAAAAAAAAAAAP4ABQAAAP8AAAQA/wD/' +
      'AP8AAAD//v79/f/++Bj//v/9/vr///4a+//8AAUAAAAAAAD8AAAAAAAA9QD/AAAADQAA/wAAAP//AAQAAP///P///v' +
      '///w0K//r9/////gn+/v//Bf/+//z///4JAQD/AwAAAAAAAP/7+QP2Mvz69vrzCAAAAQAAAAAAAAAAAAAAAAMAAAAA' +
      'AAD+/v7+Ev/////+/P79/v4TCvb+/P/8+xX4/vgA/Q7w9hEA/wAA/gD5AAAP/P8AAAD/CP4AAAD9AAAAAP8ABwAA/f' +
      '///P///v/+/f0R//70/vz8/gP9/f4eAAAAAAQAAAAAAP8AAAAAAAAAAAIAAAD//////wr9/////v///v/+Av///wkA' +
      '/////wAAAP8G/v//AA7/AP/8AP79//4I/v7///7//wT//AD+/w3/////AP/++v//////CwP+CAAA/wD////+AP///v' +
      '/8/v7+GPz9/v//AAAAAP8A/wQAAP0AAAAAAAD/AAX//v/9/w///v7////9/iH//Pz9+v37////Cv7+/gX+//0DAAAA' +
      'AP8AAAAAAP//AP8AAP4A/wf/AAAAAAAC/wAAAAAA//8GAP8AAP//AAQAAAAA/QAAAAAAAAcA/QD/AAAAAP4AAAMAAA' +
      'AAAAD/AAAAAAAA/wMAAAAAAAAA/wAA/wP/AAAAAAEAAAAAAAD/APYADAAAAAAAAP8AAAAA/wAAAAAAAAL//P8A/vkQ' +
      'C/3/+f8ADf///////v78+v8GAv/+/wj//v////8G/////f8AAv/+/vv9/v8X/v39B/v+/hj++/3+/fr86/n5/v0Q/P' +
      'sOFwAAAAAAAAAABwD7+v0PFfn8/Pr6+Qj//f///v//BAn+/wD6AAAAAAAABwAA//3//v/+Ef79Av0AAAEAAAEAAAAA' +
      'AP//AP////78AAAN+f8Q/////////f///gAAAAAG/wAA/wAAAAAAAP8DAAAAAAAA/wAAAAAAAAP//v/+/P/+/BX//Q' +
      'UA/wD+AAAAAAAA/yX9/P39/P38+fwAAAAAAQAAAAAAAAD//wj///8B/gD+AAACAAAAAAAAAAD//////v///wr//wD+' +
      'AP8A/wn+AAD/AP8AAv8E//8AAP8A/v//C/////8A/gAFAAD/AP8A/wAA/vz++/7//hv9/fz//wD+/wL/Cf///QD///' +
      '7//wv//v7++/b8+Pv6EfoIHfj///8S/f//+v0A/wD/AP8H/wD//gD/+v758Ak4CfT49PYAAAAAAAAAAv8AABX/+P7+' +
      '//////7+R/cC9QL59/r67vb4/f/+//4b///9+wAAAAAAAAIAAAAADPb48/n4+RYj+vcCAAAAAAD/AAAAAAAAAAABAA' +
      'AAAAAA/////hH//v7/+//8/f3/Ff3////9//73/fn+/PgFEPwR/Qj++/wN/AL+CPUACQD//////////gD9AP8A//8A' +
      'AAAIAP4AAAAAAAAAAAMA//8IBf3+/////QD+AP//BgD//wD/+/j2//f6+f75+zsAAP7+AAAAAAAABgAAAAAIAAD//Q' +
      'D9AgAAAAH/AAD/AAAAAAAA/wAHAAD+/v//AAUAAAD/AAAA//4A/v//+wAA/w3/AAQC/////wD//gAAAAABAAAAAAAA' +
      'AP//////Fv/+//IA/gAAAAD/AAYA///3///+//H//vwkFf78////////9///AAAK//////8A+//+/gv+//7+//8B//' +
      '4J/vv/8P8H/BAAAAD//wAA/P8IAP/5/vwH/fz7F/7+AP8ACP/////+AAD/////C/////0A/wACAAAAAAAAAQAA/Qb8' +
      '9/wT/PQf+PIAAAAAAAMAAAAAAAAA//z///8L/QD/AAADAAAAAAAAAAD87wn+/v///f79GRr+/v79/vr+///6+igW/A' +
      'D9/f37/t3//wn/AP///wD//v////7/FPb///////7//hP///z8//389/r2E/r69C/8+AAAAAADAAAA/wAAAAAAAwAA' +
      'AP//AAABAAAAAAAAAAAAAP/7//r///0g//72+/3+9/79/Sf8/vsA/////wv//v///v7/AP7//wD+/wkAAAAAAAAAAA' +
      'AA/QUAAAAABwD/AP8A/AL9/fr+/f39If72/wAABQAA/wD+AP8AAAACAAAAAAAAAPv+/Pj+/SP9//v8CP//////+f//' +
      'Bv/6/gD/Bf/8/wD+DPr++/sn/f39/fv8BgAAAP8A/wAAAP4p+P79+/3+/f37+gAEAAAA/wAA/wAA/fv8BiL7BPv8/f' +
      'L//wAIAP///////wAAAAAAAQAAAAAAAP8A//8A/gAAAAfzBujsE/4b7+4gCvoC//8K//r///0JBP////////8F//8A' +
      '/wAA/v4NAAD9/AUA/gAAAAAAAP4AAAAA/gAAAAAABQAAAAD/////B/8A///+/w/////9//79CAAA/wD////+AP8AAg' +
      'AAAAAAAAAAAP/+///////8Dv///////v7+Ev7+//v/AAD+//r//Q4A/wD//wMA//8F/QD/AAAA/wAAAAIAAAAA/v/+' +
      '///+//8IA/sACP8AAAAAAP8ADv39///1//8ACf8AAAAAAAAAAAEAAAD+AP7//wD///4JAAABAAAAAAAAAAAA/wD//w' +
      'D9//8ACQD/AAX/AP8AAAD/AP7//g3////+//0A//8ABQAA/wAA///+AP/+/hL/AP/4AAAAAgAAAAAAAAAAAAAMAAAA' +
      '9wAA/xj7/v38//7///v///4N+/7+/gYE//j//v8Q//3/+////wAIAP//AP7/////AAYAAP4A//8AAAAABAD/AP8AAA' +
      'AAAAD///4A/wkA//4AAP///P///RH///z/AAMA/gz+/f3+/QAA////AP8ABQAA/g7+/P3++vz9D/3/////CQD/////' +
      '//8AB///AAD+//8A//f8+yv5Efv7++wAAAAAAAEA/wD/A/79/fsB/vsD/fwX/v7/GPz9/f7+//z//wD/C/3+//////' +
      '/9/v3+/gD+//8Q//////8EAv8A//8D//7+/////wT/AwD/AP//AP7/AAAHAAAAAQAAAAAAAAAC9//+/v/79P7+IgAB' +
      'AAAAAAAAAAAA/v39/TD9+v3v+/z8+vvw+Un5+/b8+AAAAAAA/wAAAwAAAP8ACP8A///+AP8A/wAAAAD8AAAACAAAAA' +
      'AAAAABAAAAFP/9Av3+/vz8/v7+/AAA/g/8AAD/AP8W//7///39//77AAMAAAAAAAD/AP8AAAD/BAAAAAAA/wD9AAAA' +
      'AP8A//4IAAAA/wAAAAAAAAMAAAAAAgD/AAAAAPv7/Pnz/CP6+fwU//8AAAAABQAAAP7/AAAAAAACAAAAAP79AAD+/Q' +
      'wAAAAAAP///v///////wn/9P//AAD/Cf8ABwEAAAAAAAAAAAAAAP0A/////wr/AP8AAAAAAAAAAAD+BAAAAP8A/wAE' +
      'AAAA///9/hX///33////Gf7+/voE/v77+AAAAAAAAAIAAAD/9hX0/fbwF+3u9TcAAAAAAAEAAAAAAP/9Aw3+Afz//P' +
      '/9AAAA/v8I////AP8ABAAAAP8AAAD/AP/9//z+/xj//v76AP8AAAD/AgAAAAD59gUf/Qn9+Pv9+fz7//4u+vP+/vj9' +
      'AP8EAAAA/wAA/wD//Pv4////D/7/CQAAAAcAAAD8AAD///kEC//9/////wD//wD+////CP///wf//wD/AP4AAP8AAA' +
      'EAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAEAAAAAAD/AAD/CAD/////AP4AAAAAAAAAAAACAAAAAAIA/wAAAAAA//7/' +
      'Ev7///7+/P4A//8JAP3/AAD//////wn////////9/wL//v/+/////QsA/wD7//8P/wD/+wAFAP///gAAAAD//v8J//' +
      '8A/v8AAP8AAAD/AAAABP8A//3+//4R/gT+/f/6BgAA/v4A/wAAAAAAAP3+/wD+/w///AD///7//wj/////AAAAAP8A' +
      'BgAA//wAAAAAAAIAAAAAAAD/DPz////////+AAAAAAAAAAABAAD6/gAAAAAAAAAJAAb+//7+/v/+CQP6//8M/v7///' +
      '////4AAAD/AAAABAD///79AP8T//4A/vj/AAAAAP8AAAAEAAAA+v8S/////f///QD/AP//CP/+////AAAA/wAKAPr/' +
      'AP/+/f36/AgZ/Pz+/AAAAP//AP8G/wD///0A////+v8A/xAAAAMAAAAAAAD/AAAA//7///8J/gD/AAAA///9Cf//AP' +
      '8A/wAA/wAGAAD9ABgA7wD//QAAAP8AAAAA//8A//8FAP8A/wAAAwAAAAD/AAAAAQAAAAAAAAAA///7/wf///8ABAAA' +
      'AAADAAAAAAD/AAL3/gn+/v7+/wz9BwD+//4A/wAA/wD+/wr//////////vsMFf36/Pj+/QH8AP//D////v//APn+/v' +
      '79+v39+x7+/v/+/vz+/fr9G//9AwAAAAAAAAAA/wAAAAAAAAIA/wAAAAAFAAL/Av///v7///3+/P4g/Pj8//0A/wD/' +
      'AgD//gAE//39/Pr8/v0O/RT8AAEA/////gAABQD//f/+//8R///6AP36/Pj9ByX8/Pv5AAAABAAA/wD/AAAA/AD9AA' +
      'z/AAD+AAAA/wAAAAAAAAIAAAAAAAD9BgD/AAAFGvr//P4D9/sF8wAAAAABAAAAAAAAAAD/BQD//wD//////v78/v3+' +
      'Gv79+wAAAAD/AgAA/wAA/wD/Bf8B///////8/P4T//7//////wABAAAAAAAAAAAAAP8A/wAFAAAA/wAAAAAAAAAAAg' +
      'AAAP37/fgCFP39/An9AP8AAQABAP8BAAAAAAAAAAMAAAAAAAAAAQkAAAAAAAD5/////f7//w7+//4BAAAAAAAAAAAA' +
      'AP0AAP/9/BH+AP/+/wAH//8A//8A//8A/QAAAAAAAAAABf/8AP8A//7+AA/9/QAAB/8AAP8A/wD/+//+//4S/v7//g' +
      'ABAAAAAAAAAAAA//r//P/+/hn//vv//f/+AAH//gv////+//7/DP/+/////g39+wEL8v79CP0A//////7/Cf///wAA' +
      'AAAAA/4AAAAA//8A//8M/v////v++v/8////G//6/f////3/+///DQD//wAAAAAAAAADAAD++f74/Sj9/P3++v8ABA' +
      'AAAAAAAAD/AP//C//+/v7/AP//+v/9//7+/QL/EQIAAAAAAAAAAAAAAAz/+wD/////AP4AAPwAAAAAAAAFAAAAAAAC' +
      'AAAAAAAAAP///xL4///+///1/fz+IP/9///9/v8R//z//v7+//7+AAMAAAAAAAAAAP4HGwLs+/32/Qv7AAD//wsH//' +
      '///wDz/v7///39/gwG/v3//v/8/P7+Gvj//gAA/wr////9/wD//v8AAAD+CQAA/gAAAAD+/wD/+v8ADP////7/////' +
      'C//+AP//9v//+wT+ABD/A/7////8////CAf8//8A/wAAAAAAAQAAAAAAAAAAAAACAP///wD///8I+wL5/v3++/0g+/' +
      '37CAAAAAAA+gAAAAD///3//v///v8N/xD///3+/wL////6Gf/8/f7///b///8QAPr////////+/gkAAP///wD////9' +
      'AP8AAP/+BQAA/v8A/QD/AP8AAAcA/v3z/vsF/v31Gv4LAP8AAAAAAAIAAAD///z9//////8ADQAAAAABAAAAAAAA/f' +
      '7y/h4D/f/+//wA/wAAAAAAAAQAAAAAAAAAAgAAAAAA//8AAAD+BQAAAAAAAAADAAH/AAAA///+//z/Ffr+/v/+/wD/' +
      'BQAAAAAAAP7+/hD+/v/+/v////7/BgD/AAAA/wAA//8A/////f//DP4AAAAAAgAAAAAAAAD/AP8J/v4AAP//AAAAAA' +
      'IAAAAAAAD+/v/6/hr+/v78/gD/AP7///8K/QD//fz++vr5/fwq/voAAAAAAAAAAgAAAPz6DRr69/v8Af3+///+A/4C' +
      '/gMC//4A//8HAP//BP8A+gn7/wn+//79AP/9AP8A/QAJ////AP/1//8TAP///QD/AAb7AAAAAAAAAAAAAAr//v7///' +
      '/+AP8AAAAAAAAAAQAAAAAAAwAAAAAAAP8AAAACAAAAAAAA/wD////6////////EP/+///3/xT////+AP8A//4A/QAA' +
      'CP///f8D/v7+EP7+/f8AAP//AAAHAP4AAP8M/P////////7/AAb///8A/wD///78/i3+7P78/P79AP0AAP7//QAA/A' +
      '4AAAAAAwAAAAD/AAD/AAD8AAAAAAAIAAAAAAEAAAAAAAAAAAAADQD+AAAA9fv5+/pW9/b69vPxAAAAAQAAAAAAAAD/' +
      '/wAA/v/7/wD/DQAAAPgA//8AAAAL+/0K+fv7/fog/vsAAAAAAAMAAP8A/w8K5vIE8wX18zX2CwYA/v3//P//+QP/E/' +
      '/+//z+/v///v77//7+/xH//wX5AP7//v/+/wz///8AAAAAAAAAAAIAAAAAAAUAAAD/AAD+/v7///3+Ff///vgA/QD/' +
      '/wAACf3/AAAAAgAAAAAAAAAAAP7/C/////4A/v8AAP8EAAAAAAAA/////wn//P///wP/AAAAAAIAAAAAAAD6/P7/BP' +
      'H08kX58/8IAP7+AP8AAAAAAfj/+/z//v3+/xr//wAA/wAAAAAFAP8a//7///79+f37/v78JP3+/Pv8+/z//f/6//8Q' +
      '/v8C/wAHAAAA+/8AAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQX/AAAAAP8AAAD/AP0A/////wr/AP8A/v/8/wD///' +
      '8CCP8V/v3+/gX9/v33AgD/AAAAAAAAAAAAAAD+AAMAAAAAAAAAAAAAAAACAAAAAAACAAAAAAAA/wAA/wAA/wD8AAAA' +
      'CAAAAP8A/wAEAAAAAP8A/gD+//7/AAoAAAIAAAAAAAD/AP/+/wn//wD/AAD+AAAAAAIAAAAAAAAAAAAAAgAAAAAAAA' +
      'AAAAD1AP8AAAAN/////v7//v8FAgUA/gAA/v8S/wD6+wADAAAAAv//AAD+AAAAAAAAAgAAAAD////+D/////wA//r9' +
      '/gf+EQb8/f76DP///P//Af///v//AP/7///+/v8ADgACAP8A/wAAAAAAAP8AAwAAAAD/AAD8Df378gAE+vkh9P/9//' +
      'z9Ag39/AIEAAADAP8AAAAAAAAA+wD/AP///wn/AAAAAAAAAAAAAAEAAP8A/wAA/wAABv7/EP/+///+/v///QAAAP8I' +
      '/v///wD/AP4E/v7//f///wf//P7+/P78/RD7DAj/AAAAAAAAAAD7//7/Fv///P3///oAAAAAAP4EAAAAAP4S/fr9/P' +
      'n9+PwW//7//v8T/v4A+f8AAAAFAAAA/wAA/v/9/hP+/v7+/v7+AP8ACv/9///+AP8HBAD//gD//wD8/wAAAAH/BP8A' +
      '/wD/AAAAAAAC/wAAAAAABwD+/wAA//4A/wD+////CP////////3+/Rf//v//+f4A/wD//wUA//8AAAD+AP8AAAAABQ' +
      'AAAgAAAAAAAAAAAAD//wD//wn///7///79AP8A///+AA3+AAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAQAAAAAAAAAA' +
      '/v37+vz3/Poy/vcJ////Bf/9//7//gAAAAIAAAAA/wAA/v7/Cv4D///+/v/8+vD6+fv6+fgfIf3+//8U/vn////9//' +
      '///gz//v////8ACgAAAAAA/gAA+QD///8A//z//woAAP8A/xD/+/8A/P0AAAEAAAAAAAAAAP////3///7+//4OAP//' +
      'AQAA/v///wX/BAAAAAD/AAAA//8MAP////79AAD+AAQA/wD/AP8AAAAA/////////wkA/wAABQD8AAAAAAAAAAAAAA' +
      'IAAAAAAAD////9/P7+/RT+/vr5+fn3Cvc2BfL3//3//fz//fwY//0A/wAAAAAAAgAA///+//39//4d8v/+//4J/fv+' +
      '/v4M/AEABQD///8AAP///wD///7///79Dv///xj//P37/v3+//7//v77/v7+Gfz++wAAAPoAAAAA//8JAP8AAAD/BA' +
      'AA/wD//w3+//7//////gIAAAD/AAAAAAAA/xH//P/+/v7//v7+/wAA/v8IAAAAAAAAA/8AAAAAAAAAAAAD/wAAAAAA' +
      'AAAA/gD/AAAABwAA/wD/AAUAAP//AAD/AP8A//7//QAA/A0A/wAAAAAAAAADAAAAAAAAAAAAAAL/Hv3//v3++///9v' +
      '8A/wD9AAf/AAAA/wD+AAD+APwAAP4L+v3+9vwP+vwR/gX//P/9/wb+/gn//wD/AQD6APwA//wPAAAA//8I/QD/AP8A' +
      'AAAAAAEAAAAAAAAAAAAAAAEAAAAA/wAAAP8ACP8AAP3///8R////9////v8A/wr+/////wD+AAAAAQAAAAAAAAD+8g' +
      'IECPz9+hD3B/78/fv8/fwl+/38/gb/+///+/0M+An/C////v/9//wABAD/AAAAAP8AAAAEAP7/Ef///f///voOIPTv' +
      '9PbzDvDtKAT+////AAD/AAAC/iL//v////f9//IAAAACAAAAAAAAAAb/AAD/AP7/AAD/B/4AAAAA/wAAAP/+///+//' +
      '/8////DgAAAP//AAAAAAAEAAAAAAEAAAAAAAD//wD/CQD+/wAA/g4B9v0E+/74+AMQAP//CP//////AP8A//////8A' +
      'AP8FAAAAAAAAAAIAAAD/AP7//wAA/gD//wj//wL9/v/7//8S/P/7AAAAAv/+/wAKAAAA/v8A//r/AAwA/v////8D/w' +
      'f//QD/AP8ABAAAAAD/AP0A/wAAAP4A/gkA/wcA/gAAAP//AAD///7/////CQD//w//////+f////8DAP8AAAAAAAAA' +
      'AAAAAAAABAD+AAAAAAAAAAABAAAAAAD//wUA/wAAAAAA/wEAAAAAAAAAAAAA/fz+/P/9+v39CRT9/wAL///////+//' +
      '/7A/7//vz///8P/fv7Cfv6+vX9/Cf///8A//8A//8ABgAAAAAAAQAAAAAA/f8A//3+/P8AEP8AAAAA/wD/AAAE/wAA' +
      'AP8A/wAEAAAAAAAA/wAAAAX//wAA/wD+////C/3//wAAAAAAAgAAAAAA/v4b/Pr+/v79/f7/////Av///wv/+gAAAA' +
      'ABAAAAAAAAAAACAAAAAAAAAAD//////xD7/v7///7+Dwf3+v7//wX9AAAAAQAAAAAAAAD//////w7+//79/wAFAAAA' +
      'AAAAAAD9AAACAAAA/wAD/wAAAAMAAAAAAAD+AAAAAP8AAwAAAAAAAf//AAAAAAAAA/8AAAAAAAADAAAAAAD/AAD/AA' +
      'gAAP/9AP///v8M+///AP8A///9//4R/vz//QAHAAABAPoAAAAA//z/////Bf/+/wj//P76/v4d/f78/gIA//8AAP8F' +
      '/v//Av7+CP7+/gz8/voA/v8e/v///O4A////AAH/Cfr//wD/AAAAAP8AAwAA/wACAAAAAAD/AAAAAAD/AAD//wcAAA' +
      'D9/v4JBgX+/v37/v0A/wAAAwAAAAAAAP8A//7////+Cv//AAAA/wAF/gAAAAD9+Qj9/P71/vv9Hvz/CgD/AP8AAP4A' +
      'AAAGAAAAAP/9AAD//wf//wD///8A/wAPAAAAAP0AAPcA/////wAA////CP////7/A//+/v8J/wACAP8D////AAD//w' +
      'gA/v4A/wAAAAAAAAAE/wAA/wAAAAAAAQAAAAAAAAAA//4A//7/Fv8A//IAAQAAAAAAAAAAAP8A/wD//gAGAAAAAP//' +
      '/P/+D/7///8AAAD/AAAAAAAAAv8AAP8AAP8AAAAG/wD/Af/+/wf///8AAAD/AAAA/wYA/QAAAAIAAAAAAAAAAQAAAA' +
      'AAAAAAAAAAAP/9AAAA/wAABwAAAAAAAwAAAAAAAP8AAAAAAAMAAP///QD/AAAA/wAH/wD+AAAAAAD/B/////8A/v8A' +
      '//8IAP///gD/AAAJAAAA/AEAAAAAAAAAAAAAA/4I/////////v7//QAAAAAAAAUAAf8A/v79/v/+/wkFAAAAAAAAAA' +
      'AEAP4BAAb//wAAAAD+//7//wz+//7+BP/9AP///////wz+AP4AAP8J/////P///wD/AAv//wD//gD7AP4AAP8AAP8F' +
      '/wAAAAD//wD/Bf8A///+//3/AP8N/v7//////v///w7///4AAP//BQAA/wD///8SAP8AAP79AAD1AAAAAAACAAAAAA' +
      'AA/v8Q///+//cA/wD/AP8A/wf//wD/AP8A/wYAAAD+AAAAAAD/AAAAAAAAA/oACAAAAAAAAAAABv//////AAAA/gD/' +
      '+//+/////f//EPn9/SH+/v38/P38AAAAAAAAAAADAAD//v/+Cgj9/f7//QD/AAD+/QsAAP3+/wP9/f7+8yL7/vsAAA' +
      'D9AAD//wkA/gAAAAAAAAAAAAAB///+/xEA/gAA+P8A/v//BAD8//8I/gAAAAQA////AAD//C399PwG+/j8/ff//v8W' +
      '/v/++vz//gD/Cf3/////////AAAGAP4AAAAAAP4AAAD9AAYAAAAAAAAAAP4AAAMAAAAA//4AAAAABwAAAP7+FP/+/v' +
      '77/////P////7+//7//f8NAAAA/wQAAAAA/wAAAAQAAAAAAP7/AP7+/gT9/f4E/wf+//7//f//+/7//xIAAAAAAP8A' +
      'AgAAAAD/AAb/////////AAQAAAAAAAAA////AP4AAAAAAAUAAP7/AP//AAz////9AP////8I//7/AP//Af////////' +
      '//CAL+APsAAAAACAD/+fghCfcAAwL3/fT///8J/////////gkA/f//AAD/AP4A//4A//8H/wAAAP8FAP8AAAAAAAD+' +
      '/wAAAP4AAwAAAAAAAAH//f///wf/////9v/9/v7///8Z/gAGAAAAAP8A/v8A/w/////+/////f36Iffw+/n6DAgH9A' +
      'D/////EP35//////8J////////AP4Y+/7+/P0D/v38/f////7+/v//C///Cvb9+PgH+/og/vsAAAD/AAAAAAIAAAAA' +
      '/wACAAAAAAAA/hUQ/vj/+f7/9P77+/3+Mfr2/v76+f8AAAD/AP0AAAAGAAAAAAD/AAX+AP///A/3///9/v78Df75Cf' +
      '8AAP///wb+///o//j//v8AKf8AAAD//wQA/wAAAAAIAP/+/v///f8DAAAAAAAAAAP/AAD//f79A/0A9xb//QD/AAD/' +
      'AAAAAAMAAAD//P////75ABIA/QAF/////wf//QD8AP//AP//AAv/AAAAAP8E/wAAAAAAAP/+AP//B/////r4/f/7/P' +
      'kc+wsAAAAAAwAAAP8AAAAA/wAAAAAAAAD/BAD8AP8AAPsAAAAMAP4A/wAAAP8GAP/////8///+/f7/DwD/AP7+/wn/' +
      '/wD///0A//8AD/8AAPgA/wn//QD//wD+AP8AAgAAAAAAAAAA//sA////FP8AAPYAAAAAAAEAAAAAAAD+AAAAAP8AAA' +
      'AFAAAAAAIA/wAAAAADAAAA/wAAAAD/AP//BQb//v///AD/AP4AAAD+BgAAAAAAAAAAAAIAAAAAAP//CAD/AP8A///+' +
      '4wQ6+fn6//r7D/D9BP/9/v7+Gf7/8wD/AAAAAAAEAAD/AP////8A/v//CP///P8BBf79CQP+/PodAP4G/vz9/f3yAA' +
      'AAAAEAAAAAAAACAAAAAAAAAAAAAAf////8AAAAAAL/A/7//f78//4D/woAAAAAAAD/AAIAAP//Bf////////8C//7/' +
      'C/////////7//f8R//3//////v/+AP4AAP///wr/AAAAAAIA/gAAAAIL/QD//v4B//7//gAA/wb/AP//////+fv8AP' +
      '39Bf37CRD//wMAAAAAAAAAAP79/fn+/gD9Hvz8//3//v///gL//wsAAAACAAAAAAAAAP79///9/h3//v30AAEAAAAA' +
      'AAAAAAAAAAAAAAAAA/8AAP8A//z/Cv///wD/AAAAAP//BgAA/v4AAAAAAAAAAAABAAD/AAAAAP4AAAAEC/8A/P/4Bf' +
      '//AP8AAAAAAAEAAAAAAAAAAAAAAAABAAAAAAAA/wAAAAAAAAIEAAAA/gAAAAAAAAAAAAAAAAAAAAAC/w8A/wAAAPwA' +
      'APj///z+/P3+B/8M/v//Bv////8D//3/+g758wD/Ifbz9woABQAAAAD//wAA/v0Q9Pb7//n7+yn2/hb+/f34/P79+g' +
      'r+/f39A/79/f0DEQD7AP//AAP//AAL/fsIBfz++/79/Q//EP/9/v/8//4F+AAC/wj/AP/////7//8A/w3///79AP0A' +
      'Cv/+/v////4A/wD//wL///////8GAP//Df/////7///+/P4h/fz8+/3+/AAAAAYA/AAAAAAA/wAAAAAAAgAAAAAA//' +
      '8Q//7/////+P///wz////8////AAD/Cf/+////AP4AAAAAAAAAAQAAAAEAAAAAAAAAAAAA/wv//v////7/////+wb+' +
      '/v8I/v/8A//8/vz9/v4a+/79//3+E/7+/v7+/f4A+v8Q//3//v8A/wAAAAAAAQAAAAAAAAAE/QAA//8AAAMAAAEAAA' +
      'AAAAAAAAL/AAAAAAAAAAAAAQAAAAAAAAAAAAAAAAD//wj//wD+AP/+/P8J//8I/v/88Q79CP35+Br8/fsCAAAAAAAA' +
      'AAAAAAAAAP4AAAAF/wD//wH/+/0V/v7+/f7//f/+/xP9/f7//gAIAP//AP///wD+AP8AAP7/DQAA/P0A/f/+9v///x' +
      'f//vz4/fwWBvr7Cf38APsA//7/APz9ABAAAAAABv8A/v8A//v9/Psq/v78+/z5//8Y+/z//v7+//wA/wAAAAAAAAAC' +
      'AAAAAP8AAAr//v/+//3//f8D/v///wwAAgAAAAAAAAAA/wACAAAAAAAAAAAAAAAA/wAEAAD/AAAA/wAG/////wAA//' +
      'v9+f79//r+/yP7AAgA/wAA/wAA/P8G/gX////////+/wAABf8AAAAAAP//////+P8R/v//////BP8C/wr///n+/xD9' +
      '/vf9+xT8/P39//7/+/4S/AH+//7//v8D/wf8Bf7//v4AAAD/CP0AAAAAAAAAAAAAAAACAAAEAAAAAAAA/gAAAAr///' +
      '/+////A//9//3//xL//f///vsDAAAA/wAAAAAAAAIA/wAAAAAAAAAABv8AAP4A/wAAAP/9//0AAgAAAAAGAP4Y//7/' +
      '/f7///j+AP8A/wAG////AP//AAAAAP8E/wAAAP78AAD9/wz//wAAAPwAAAAABwAA/wAAAAAAAAABAAAAAAAAAAIAAA' +
      'AAAAD//vz9Jv38/fr5/fsAAAACAAAA/wAAAP/1Bf/////9Ef/++/4H/wP//f//Bf8A/wAAAP8HAAAA/AAAAQAAAAAA' +
      'AAAABwD///////8A//8AAAD/AAD/BQAA///9AP8AAPoAAAAM/////v7///z//w0AAAD+/wj///8A//38/fj7+fv4Nv' +
      '35AAYAAAAAAP8AAPwJ/f//AAAAAAD+/gAAAgAAAAAAAAAAAP8A/wAFAP4AAAD////+/v//Df3///78/vn9B/wa/f37' +
      'AAD+DQD9/v3/AP8AAAD+AAAABAAAAAD+BQAAAP8AAP8A//7/+/7+/hf7//0ADv/8AP7//gAA/QALAAAA/wD//wD5AP' +
      '8N+/8AAP/+AP0A/wD/Bf8AAP8AAAAAAAAAAAAAAAEAAP4AAAAA/wAAB/8AAAD9AAAAAP8ABf78/Qn9+P/7/v0Y//v/' +
      'Bv/+/f/8/BAAAAAAAwAAAP8AAAAAAAAAAAAAAgAAGv8A/////v8A8vsA/wAAAAAAAAQAAAD4/f7////8Av4UAP//DP' +
      '/9///+AP4A/QAAAAAA/gAABwAA/wj//wD//gD+Agb9+/v9GPz9/fv4FPbx7fcd8vf2LgD/AP////4K///+//z//Pv/' +
      'APz/ABX8/gD//f4P/////wAA/wAA/QUAAAAA/g4AAAMA/wAAAPT6+vv3+vr6+j/89/8F/wf//v7/////BQAA/wAA//' +
      '4AAAD9/wD/AP//AP//CQAAAAAABf4AAAAAAAAAAAAAAAACAAAA//7+/////gwA/v31Bf0F/Pz7AfwX/wj+/v//9v79' +
      '/g8T/v7+Efn3/f77+/gK8+8DBQz68Psk/////P/6FP////4N//7//v/////9/wAAAAAAAAAAAAAA/P3/Df////////' +
      '8A/gAA/wD8AAAACQAAAP4AAAAAAAAE/v//AA3//AD/AP8BAAAAAAAAAAAAAP/8AAAAAPwAAAALAAAA/wQAAAAAAP//' +
      '/wAABgAAAAD//v/t/////wD/AAMVAAAAAAMAAAAAAP/9F/j5Dfv8+/UM+v////3/Ev/9/v/8AP8A/wAL+/7/AP8A/P' +
      '8JAAAAAAD//wAAAAUA//8AAAD+//8M/v///////f////8V//7/+f7+/f///P/9Cf/8/wgA/fYH+fjqD/b6N/b9//7/' +
      '//4H/gj+/gAAAP8A/QYAAAAA/w4A////+f//AP4ADv///f8A/vsAAP8AAP0A/v8IAAAA/wAACAAAAP8AAPv9/f4J/v' +
      '/+//8I/QAAAAcAAP/9AAAA/wb/DP/+/v77//z/+v79/f4VBfz+/AABAAAAAAAAAAAA/gkAAP///gAAAP4ACQAAAAAA' +
      'AAAA+P4F//7//wn//v/9/fr///7/A///+xL//v4S//z+//7//gD/AP//AP7/AP4IAP8A/wX/AAD/AAAAAAACAAAAAP' +
      '8AAP/8AP7/D//+/v//AAAA/wAA/wb///8ACAD//wD+//////////3//f4R/f7/AP8AAP8A/QAAB////v78/v3+Fv7+' +
      '/fz7GPz7/fz8C/IIAAABAAAAAAAAAAAADgAA/wD///8A9gACAP8A/wAAAAAA/fv++P39+v37Ch39HPz2+/cZ+/v7+A' +
      'D/AP///////wAHD/7++g3++/7+/vv/Bf/+/v/9/v//Cf8AA/8A/wAD/v///////////w3/+v7//v/+///++/4R/wAA' +
      'AAD/AAD+AAUA//8A/wAAB//+/wAA/wD////5//8N///+AP/9/RT///r+APr//wD/C/8AAAAAAAAAAAACAAAA//7/AP' +
      '/+/w3//QD/AAAAAQAAAAAAAAADAAAAAAAAAAD/AAD/AAAAAAoAAAD4AAoAAP/9AAD8AP8A/wD+AAAAAAUA/gIA/wAA' +
      'AAAAAAAABxDv7BILHPPw/Pb//wD+/wAAB///AAAABP8AAAAAAAAA/wv//v4F///9+v8L/v/////+/////gAAAAAAAA' +
      'ABAAAAAP//+wD//gAAC/8W/vv6+f3+/f3/Cv0X/v/9//7+/P39/Q3+BAT9+QH8/AEA/QD/AAAA/wAAB/7/Cv3+////' +
      'Av//AAAA/gj/////AP/////+/////A7//gAAAAEAAAAAAAAA/vz//fz++yH+/voAAAAQAP7/+v0A/gAAAAYA/////w' +
      'D/BPz//P3//v/+Ef4AAAADAAAAAAD////8AP8A/xD+/f79//3/Bf7//P79/w0AAAD/AAX//wAAAAAEAAAAAAAAAP//' +
      'AAAA//4A/wAHAP7+B//+C//+/v//+v////4M/////QD///3//f7+G/7//fYAAAAAAAAAAQAAAAAAAP8AAAAAAgAA/v' +
      '7+/v//Bf8K//0a///+AP/9/vv7+v/7//////3//xD/AAAAAAABAAAAAAD8G///+/36///7/wD/+wAA/wD/C///AAAA' +
      '/wQAAAD/AAAA+f//////AAQI/wAAAAUAAAAA/wD/AP///P///RH///wA/wD+AAAACv4A/gcA/gH9B//8+wf5BP8AAA' +
      'AA/wAAAAD/AAD+AAAABwD///sA/wgAAAAAAP8A///9//z/+///Ev4A/wr9//////7//wD/Dv/////9///7/vz+If77' +
      '/Pz7/vwA/wAH//////8A/wAAAAABAAAAAAAAAAAAAAAAAgAAAAD/+//+/v4Z/f78/QAAAAIAAAAAAAAAAAAAAAD/AA' +
      'AAAgD//RH8Af/+/v/+/gAAAwAAAAAAAP4A//7//v//BAj///7/Ef/9Afv//v7//v7//v//////DP//AAAA/wAAAAMA' +
      'AAD//P//AP////8ACv/y9/kKDvv6+yH2AAACAAAAAAAAAAD//AD/CgAA//7///0AAAAAAAAEAAAAAP/////8/wD/DP' +
      '8AAAD/AAD/B/4A//gt+/r49vj59xP8/////wv////9AP8i/Pn5CAb8+/z1+gD/B///AAD/AAD+AP8ABQAAAAAA/wD6' +
      '/wD/AP//AAAKAAAAAP//AAAAAAAEAAYAAAAA/wAA//4A//8P/wT+/fn//QAAAAUAAAAAAP0AAP4AAgD///8AB/3//w' +
      'P+/gD9/A3//gD/AAAAAP0A/wAH/wAAAAAAAgAAAAD//QAA/P8D/wACBQD/AAD/AAAAAAX//x7++/3+/fz9/fv//AD/' +
      '/f8V///9+gD/AP///gf//wD//////v7///z//w0AAAD+BwAA/wAA/v////r///4W/P/8/////v8N//7///7////9/w' +
      '3//v////Qk/vz29/T9E/gFBfdW8/32+fP49PH//wz+/v///////gAAAAAAAAAAAAIA/v8AAP//BgAAAAAAAAIAAAAA' +
      'AAAAAP36//79/wX///0PAAAAAAAD/wAAAAAA/wD/AAX/AP8A//8C/////wv////5/vj6/P39/Sr5+/3//wMAAAAAAA' +
      'AAAAAAAQAAAAABAAAAAAAAAAAA/QAAAAUAAAD/AAAABf8A/wAA//8AAAAAAAMA/wn9Cfv5+fz3FvwAAAACAAAAAAAA' +
      '/wAA/wAAAAAAAAP//gz//////f//////+v//+gD//QAJCv//AAD//wUAAAAA+v3//vz9Gv///v0BAAAAAAAAAAAAAA' +
      'D///7//////wn/////////AAAAAAYAAAAAAwAAAAAAAP/+//3+//4S/f/+///////+/wr/AP7/AAUAAAAA////AAD/' +
      '//7/////Dv/6AAAABAAAAAAA//8A/gD/AP//AAcAAPgx9vL09hrz2zHsAAAAAAAAAAL/AAAAAAD/AAQA/wAA/wAAAP' +
      '//BAAAAAAA/f7+/f4f/P79+fz//f4d//3+/f3/9gEAAAAAAAAAAAAAAAAAAAAABAAA/v8AAAAAAgAAAAAAAP//AP//' +
      '////CAD/AP8AAP8AAAAJ/f4AAP//AAAA/wYAAAAAAAT/AAD/AAAA/QT++R38/fz9/vr+9//8//79/f0MEPz7//79/g' +
      'v+/vwMAP8AAAAABwAA/v8AAAAAAAAAAAQA/gAAAP8EAAAA/wD/AP4A/wcAAAAA/wD8Cvz59/v6+yr7+AAAAAD/AP8A' +
      'AAMAAP8A/wAA/wAABv4AAAAAAAMAAP//AAAAAQAAAAAAAAAA/wkA//8A/gAAAP0EAAAAAAAAAAD+AAv+//////////' +
      '/++vlU7vn7+vj0+vgK//7//////////wAEAAAAAAAAAAD/EfVO7OX19AD0EO3//wAAAAD/AAAABgL//vsRAf30Cf3+' +
      '/+8A/wAB//kAABoAAAD+AP//CP///wAAAP//Cf/9/wD/AAABAAAAAAAAAAAABQAAAAAA/wAA/gAAAAEAAAMAAAD///' +
      '3/Av3//v///wr+Bf4ECPz+/gX8+gAAAAAAAAAAAgAAAAAAAQAAAAAAAAD++/4s/vr9/fz98gAAAAkA/P//AP8A/vr9' +
      'Cv38+yP3/PYAAAAAAAAAAAAAAQD/AAEAAAACAAD///7/Fv///P3///r//wL//wD//wD/A/v8B/7//////vkS/wAAAP' +
      '8G/gAAAAAQ/QD/AAAA+wAA+v77/wP9Gv38/P397fz+/v7/D/7+HvYD//////0F/wD/AAAAAAAAAAAAAAEAAAAA/wD/' +
      'AP8FAP///wAO/wD//AD+/QAAAAAAAAADAAAA//3/9//+/v4f/vj/+P77/v38/SD+/v////7//g7+///+AP8AAP8ABQ' +
      'AAAP4AAAD/AAAABf8A//////j+/v4V/v/+AAcA/wD/AP8AAP4A/wAU/wD+/v0A9gEAAAAAAAAAAAAAAAEAAAAAAAAA' +
      'AAD/BgD//wD+/wMA/QD/AAD/AP4AAAAF9/z9L/39/Pz5+/r/+v/+/vIg//7//gD/CP///////wD/AAABAAAAAAAAAA' +
      'AAAAAAAAEAAAAAAAAAAAAAAAAAAQAABAAAAAAA/QABAAAEAAAAAAD9AAEAAAAA/wAAAAAAAAMAAAABAAAAAAAAAAD/' +
      'AP8AAAAAAAACAAD9AAAAAAYAAAD/AP0AAAAABgAAAP8AAAABAAAAAAAAAAb/AAD///4A/wD/CP8AAv/+/v////8I/w' +
      'AC//7+//////8P//7///z+/wH+/w///v///P7/Af7/D//+///8/v8B/gD/AAD/AAAAAAMA//H+/v7//P/+AxsA/wAA' +
      '/wAAAAADAP8CAv////z//wUCERn+/fz8+v399vv9EAcO//7//vv78PgFAwH3/QoM+PYHAAAAAAAC//8AAAAAAAAAAA' +
      'L//wAAAAAAAAAAAv//AAAABAD9AAAAAAABAAABAAAAAAAAAAAAABD3/PsQCfX5/AX6AAAAAP8I/gAAAP4Q9/z7DxHz' +
      '+fwE9wAJAP7//QD/AQD+/wj//P/7//0B/wj/CP/8//v//QH/CP/////6Bf///wn/AAAF//8AAP8A/wAAAAX//wAA/w' +
      'D/AP4L+vwc/fr9/f339Qv+/B39+v7+/vf1C/78Hf36/v7+9wP/A/79//7///0IA/8D/v3//v///Qj//gD////+//8E' +
      'Bf/+AP////7//wQFA/0D/f3//P7+AA4IAAAA/gAAAAD9AAcAAAD+AAAAAP0ACAAAAP4AAAAA/QD//v/+/f//EPz//w' +
      'AAAAAAAAACAAAA//7//v3//xL8//8AAAD+AAAFAAAA/wAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAD/' +
      'AP8AAAAABAAA//7//v///v8L/////v7+///9/w///wAAAAAAAAMAAAAAAAAAAAAAAwAAAAD//QD////9//8DCP/9AP' +
      '////3//wMI/wD//v////4K////AP/+/////gr//wD//////////v8HAAAAAQABAAAAAAAA//////////7/BwAAAAj/' +
      'AAD//QD/AAAAAAABAAAAAAAAAAAAAAEAAAAAAAD6//8A/wv/AAAA/Rj8+PwL9/8J/fMA+v//AP8L/wAAAP0S/Pj8Cg' +
      'L/CPzz//7/D//+//3//v4A/wz8////Af///v/9DAr+/f7+/v38AAAAAAAD/gAAAAAA///////+//8ACQD/////Av3/' +
      '//8JAP0A/wAA/v8ACP8A/QD/AAD+/wAI/woK//79/v79/v79Cgr//v3+/v3+/v0AAAAAAAAAAwAAAAAAAAAAAAADAA' +
      'AA/AAAAP8I/gAAAAAAAAAAAAL/AAAAAPz/AAD/C/0AAAAAAP8J/////////v/+/gn//f77D//9+/7+Cf/9/vsP//37' +
      'AP///v3//wv+AP////z9/v7/E/7//v7++/v8/f4e/f/9AP8AAAACAAAAAAAA/wAAAAIAAAAAAP7+/vn8Ahr7A/74/v' +
      '7++fwCGvsD/vgAAAACAAAAAAAAAAAAAAIAAAAAAAAABv8AAP///wD/AAAG/wAA////AP8AAP/+AP//AAD+AP4J/vz+' +
      '/P4m8/7+/vwA/QD/AP///wAABwD9AP8A////AAAHAP7/AAAAAAAG//8A/v8AAAAAAAb//wD+/wAAAAAABv////4AAP' +
      '8A+wAA/wr//v/8/v//BQ/9/f/+//z+//8FD/39/vz/+/3++gQP/QcBAAAAAAAAAAAAAAEAAAAAAAAAAAAAB/8AAv8A' +
      '/AAA/gAH/wAC/wD8AAD+AAf/AAL/APwAAP4AAAAAAAD5FAAA9QAT/f7++/36//8G/hP9/v77/fr//wb+E/3+/vv9+v' +
      '//Bv4DFPv79f78BeoQBQIT+/v0//4E6hAFAhP7+/T//gTqEAUH/wD//wAAAP8A/wAAAAAAAAD/AQAAAAAAAAAAAP8B' +
      'AAAAAAAAAAAA/wEAAAYAAP7+AP8AAAAABgAA/v4A/wAAAAAE/////v////8G/gP/AwL/AP////3/BP4CAv4A/v/+Bf' +
      '39A/39+/sG+v36GP0D/f37+wb6/foY//7//RP9/v3+/////v/9E/3+/f7//wAAAP0A/wD/BgAA/fn8+Sz6B/v7/fb+' +
      '/P77Jf37/fz++f35/Pks+gf7+/32/vv/BP3++///AA/++/8E/f77//8ADwAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAA' +
      'AAAAAAAAEAAP/+/gAECfwC//79//7+AAQJ/AL//v0A/wD//wAEAAAAAAD/AP//AAQAAAAA/gj+/P39AP37BAn+CP78' +
      '/f0A/fsECf4I/vz9/QD9+wQJAAAA/wQAAAAA/gAAAAD/BAAAAAD+AAAEAAAAAP///wEAAAQAAAAA////AQAABAAAAA' +
      'D///8BAAD7/fj9/fwO+/4SAAAAAAAAAwAAAAAAAAAAAAADAAAAAP/+//7/Df//////AAABAAAAAAAAAAAN+////vsZ' +
      '+//79Q37Af79+xn7//v0/gb+/A7++/wCBfj+Bv78Dv77/AIF+P4G/vwO/vv8AgX4AAAAAAAC/wAAAAAAAAAAAAL/AA' +
      'AAAAAABAD+AAAAAAAAAAAEAP4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA////Afr//woA' +
      'AAD///8B+v//CgAA//7//v3+DP///QX/AAAA//0HAAAA/v7/AAD+/QwAAAD9/wH//f3+Cf4J/Pz8/v77+fkh/Qf4//' +
      '7+/v77/vr5/yD7/v7+/vv++vn/IPsAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAQD/BwD////+/gD+AwMA' +
      'AAAAAAAAAAH//wf//////v4A/wL/AAMAAAAAAAAAAAAA/wAAAAAAAAP/B/3+/gL+/v7/EPX5+v76Dfv3+/0aBP/4/f' +
      'gP+fX5+yr5AAAA/wAAAAADAAAAAAD/AAAAAAMAAP8C//7+Cfv//QT+/////v4J+/79BAQAAAAAAAADAAAAABTr9vrw' +
      'XvHwDu3oAP8AAAAABwD/AP4A/wAAAAAHAP8A/gAAAP8AAAAAAwAAAAAA/wAAAAADAAAAAAD/AAAAAAMAAAD/AAAAAP' +
      '8AAAMAAP8AAAAA/wAAAwAA/wAAAAD/AAADAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAA/wD/AAX/AP8A/wD/AP8ABf8A' +
      '/wD/AP8A/wAF/wD/AP8AAAAAAAAAAAABAAEAAAAAAAAAAAAAAQAAAAAAAAAAAQAH//8AAAAAAAD9/wf//wAAAAAAAP' +
      '3/AP///v8C/wf+//8A///+/wL/B/7//wAAAP8AAP8F/wD/BP3//v////gQ//756PQDEu33PRTz8AAAAAAG//4AAP//' +
      'AAAAAAb//gAA//8AAAAAAAAAAAD8BwAAAAAAAAAAAPwH/v39Bf3+Ffv/+v4AAAAAAAACAAAAAAAAAAAAAAIAAAAA/v' +
      '39Bf3+F/v/+v0AAP8IAP////8A/QAA/wgA/////wD9/v///v4M////AP/+///+/gz///8A//8AAAAAAAMAAAAA/wAA' +
      'AAAAAwAAAAAA/gD/AP//AAcAAAD+AP8A//8ABwAAAAABAAAAAAAAAAAAAP8I//8A//4A/gAA/wj//wD//gD+/v8AAP' +
      '//BwAAAAAI//wH/fsF/v///gP3+gEA8xcFCfv3+/z//f/7HfwA/fwJ/wAAAAD/AAAA+gn/AAAAAP8AAAD6DAT4DAsA' +
      '8Pvz7xQAAAD/AAX//wAAAAAAAP8ABf//AAAA/w7//////////vwl+Pb8Av0F/Pv7+/8O//////////78/vz++v7+Iv' +
      '7++/n+/P76/v4i/v77+QAAAPgA//8AAAALAAAA+AD//wAAAAsG/////wX////9/wb/////Bf////3///8AAP//BgAA' +
      'AP///wAA//8GAAAA/wAAAgADAP//AP//AAAEAP8AAAAA/wD+/g7/Av/+/v/8/wAAAAAAAAIAAAD///0A//8AD/8AAP' +
      'j9+g3+Av8P/v/79gD+AAAAAAgAAAD9AP4AAAAACAAAAP0S///9/////v7+/f79BRX8+/n//PwEEfwEEvr5+P36+gEK' +
      '/v/+Cf/7///+/AD/AAUAAAAA/gAAAP8ABQAAAAD+AAD/+/////7+//7/Ef/7/////v7//v8RAAAAAgAAAAAAAP8AAA' +
      'ACAAAAAAAA/wD3AAAAAAAAAAoA+/0J/Q3//v///P779An9Df/+/v8G/gAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAF' +
      'AAAAAAD9AAAAAAX/AAD/AP8AAAABAQAAAAAA/wAA/wEG/////wD+/wn9/vsZ/fv8/fz7Bf7//RP9/f/7//wO+/34LP' +
      'v4+/f79/////3+/v0Q/v///////f7+/RD+///9/f78/gb8/RP+/vwB/PT6P/Ty/vYBAAAAAAACAAAAAAAAAAAAAAIA' +
      'AAAA//sA/PT6QfTy/vYB+v8A/wD//wAACgD7/f/9/v79//4Z/fv9//3+/v3//hn9AAEAAAAAAAAAAAABIPLu8QH69g' +
      'z0Hfn//wIAF/3/+//6ASDy7vEB+vYM9B0A/gD/CgD//f4A/wAAAP//AAD+/wj///7//gn///v9B/8C///2///+////' +
      'EAL///4A//////8FAv///gD//////wX+/P0o/f38+Pv++v4I/SL9/Pz4+v34/gj9Iv38/Pj6/fgA/wMAAAAAAAAAAA' +
      'D/AwAAAAAAAAAAAP8DAAAAAAAAAAAA/wAA/v/5AAD7Ef8EAAAAAAAAAP4AAAACAAAAAAAA/wAAAAD/AAIAAAAAAAD8' +
      'AAAAAP//APsMAPwAAAAA//8A+wwAAAUA/wAAAAD//wAABQD/AAAAAP//AP7/DP///////f8E/P8BAAH/AAAAAAT6/w' +
      '3/AP////z/AAEAAAAAAAAAAAAAAQAAAAAAAAAAAP/1/////v//Av8SAvoA/v78/P4EBAoC8QD9/vz7/gMEF//+CxT+' +
      '9P79/f3+AP4AAP//Cv8AAP0A/gAA//8K/wAA/f//B////////wL+/v8C/gz+/////P///gwBA/79+/76B/z9Ef8P+/' +
      'v6/PgE/f8CJPz8/Pz7+/j9/wIk/Pz8/Pv7+AD/AAMAAAAAAAAAAP8AAwAAAAAAAAAAAAAAAP8CAAAAAAAAAAAA/wIA' +
      'AAAA/QAIAAAAAP8A/gAAAAAAAQAAAAAAAAAAAAABAAAAAAAA/QAIAAAAAP8A/gD//v/+Bf/+//oQ+v/+//4F//7/+h' +
      'D6AQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAA/wAAAAMAAAAAAAAAAAAAAgAAAAAAAP8AAAADAAAA' +
      'AAAA/wAA/wX/AAAE/gAAAAD/AAAA/wn+////AP8AAP8ACf7///8A/wAA/wD/AAD+/wAACf///f8AAP7/AAAJ///9AA' +
      'P//f/+////B//+AP75/AD9/f0f+v8I////Bv3///39AP8AAAAK+AAAAAD9B/33+xHy/Pwb9//9//78Gvb+/gT7//3/' +
      '/vwa9v7+BPv//QAA/f4Q////+/z//BANAPoI8/v6/P/8EA0A+gjz+/oA/AD/AAD7AAAADAD8AP8AAPsAAAAMAP//Bf' +
      '////8DAP4A//8F/////wMA/gEAAAAAAAAAAAAA//7//v38Hv////L6AP4LAAAAAAD+APoA/gsAAAAAAP4AAwH/////' +
      'Av//AP8DAf////8C//8A/wAAAAAAAAAH+wAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAD//wYAAP7+AAAAAP//Bg' +
      'AA/v7//v7++P/+Bf7/DgAB//8EAAD/AP8AAAH//wQAAP8A/wAAAf//BAAA/wD/APv6+xz7EAb49vz4AAD/BQAAAP8A' +
      '//8A/v8Q///+//cA/wEAAAAAAAAAAAAAAP7+Ff///v/3/v8ABAAAAAAA/wAA/gAEAAAAAAD/AAD+AAQAAAAAAP8AAP' +
      '79/f77+yD+/f39/QAAAP//AAAA/wb/AAAA//8AAAD/Bv8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAACAAAA' +
      'AAAAAAAAAAIAAAD+AAAA//8AAQUAAAAAAAD+AAMAAAAN///+/////v/9/w3///7+/v8B//3/AP0A//4A/v//AQoA/Q' +
      'D//gD+//8BCgb//////f///wL//////f8P/v7///4F/v/9/g39/f4B/QEAAAABAAAAAAAAAQT+BAP++/7+/QMBBP4E' +
      'A/77/v79AwH///4R/vn+AAH8Af///hH++f4AAfwBAAAAAAD+AAADAAAAAQAAAAAAAAAAAQABAP///gAAAwD//v4c/f' +
      'z+/vz/+AD/AAAA/wX//wD/AAAAAAAEAAAAAP8A/wD//wIF//8A//4AAP/+/v7/AAr//gAA//7+/v8ACv/+AAD//v7+' +
      '/wAK/wD/AAH///4AAAAE/////////f//Efv////////9//8R+/////////3//xH7Iw3x9gL0//oA/f4FD/X+//n+9x' +
      'L8/gAAAAD/AP4AAAAEAAAAAP8A/gAAAAQHAPkAAAAAAAAAAP38+wED/gr9Df73/Pr5/wAJCvsU/PQA//8A/QAJAAAA' +
      '/gD//wD9AAkAAAD+//z9Dv4B/v36/wb//P0O/gH+/fr/Bv8AAAAAAAAAAAIA/wAAAAAAAAAAAgD+/QL9/f8U/v/++/' +
      '/6///+AP3//wAQAAAAAAABAAAAAAD////+/w78//////////7/Dvz/////Bf7+/P7/8QkQ/P4G///9/wD7CQH+/gv8' +
      '/fgD+Qv9+wr7CfoD8wH2IPr4DfEL+wT9AfgI+/oO9QAAAAACAAAAAAAAAAAAAAIAAAAAAAD//P/9///7/v//Ff/8//' +
      '4E//wNAP7+AAAA/wAAAAQAAP///P79BP78EQD9/QAAAP7//////wAHBP7//Pr++/7+/RcAAAAAAAAAAAAAAQAAAAAD' +
      'AAAAAAAAAAAAAAMAAAAAAAD8AvsJDATy9xT69/7//hD+/v4H+f78AAMCAP8AAP///wAAAAAAAAMA/gAAAAADAf//Aw' +
      'D9////BAL//vr++f/+/RH37v/3/vn5HBYN9QAAAAL/AAAAAQAAAAACAAEA////AAAAAAIAAQD///8AAAH///7///b/' +
      '/hP/////////9v/+E/8B///+///2//4T//4I/g7/+vv+/An2AAAAAAAAAgAAAAAAAAAAAAACAAAAAAD/AAAAAP8AAA' +
      'ADAP4G/wP//v//Av4A/gb/A//+//8C/vj4C//19PsRH/f7/wAAAAAAAAAAAgAAAAAAAP8CAAAAAAAA//8AAAD/AA72' +
      '+PoFAPL1/BMg9f7/AAAAAP8CAAABAAD+AAD+AA8AAPf+Fv79B/3+/fz6/v0W/v0H/f79/Pr+/QAAAP8ABf8AAAAA/x' +
      'v//v///f3u/gQAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAAAG/gAAAP8A//8DBgL5+vwP+Az5+gAAAAAAAP8AAAACAAAA' +
      'AAAA/wAAAAL/DwD19Pkl9An/7/7///8AAP///wv+/f8AAAcF/f8A//79/wAABwX9/wD//gD7AAAAAP8AAAcAAPsAAA' +
      'AA/wAABwAA/wD////5//8N/wD/AP////n//w3//wACCf/6AP///wD/APYADAAAAAAAAP8A9gAMAAAAAAAA/wD+/wAA' +
      'AAUA/wD///T/DAAABQD/AAD////+//8I////AAAAAAD+AAMAAAD89/0S+RH7+wT1Bvz3/RL5Efv7BPUGAfn8D/n8AP' +
      'cG/gv+/hH6/v78/v4ABf7+Efr+/vz+/gAFAP8A/wD/CP//AP0A/wD/AP8I//8A/QMAAAT/////AP4AAwAABP////8A' +
      '/gADAAAE/////wD+AAD//wAAAP8AAAMAAAAA//8EAP8AAAAAAAD//wQA/wAAAP7++/b7/f0x9vz6////Df///v7+//' +
      '3///8N///+/v7//f///w3///7+/v/9AAAAAAAAAgAAAP8AAAAAAAACAAAA/wD/AAQAAAD/AAAAAP8ABAAAAP8AAAAA' +
      'AAEAAAAAAAAAAAAAAQAAAAAAAAAA/wv/AP////7+AP7/C/8A/////v4A/gD/Bv8AAAD/AAD/AP8G/wAAAP8AAP8A/w' +
      'b/AAAA/wAA/wAAAAIAAAAAAAAA/wUAAAD/AP8AAP78+PtS9/b4+Pj68f8J//z+AP3+CP/+AAwA/v///v///v8AAgAA' +
      'AAD/AAAAAAAMAP7///7///7/AAAB/wAAAAT+AAAAAAH/AAAABP4AAAAAAAIAAAAAAAAAAQ4GBf36+gL6/v0G/AH9/P' +
      '74/f0LCP/+AwMAAAAAAAD/////E/z///77//////8T/P///vv//wAABgAAAAAA//0AAAAGAAAAAAD//QAA/wD/////' +
      'Bv8A/wAACAD+AAAAAAD+/wP///8CA//8////A////wID//z//wD/AAAAAP4AAAAEAP8AAAAA/gAAAAQA/AAA/wD/AA' +
      'AABwD8AAD/AP8AAAAHAAAAAAEAAAAAAAAS+wH6CvsA/f77/QD/AAAAAP4AAAAFAP8A/f8A//8CAAYA/wD9/wD//wIA' +
      'BgD/AP8ABAAAAAAAAP8A/wAEAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAP8HAP8AAP8A/gAA/wcA/wAA/wD+AA' +
      'D/BwD/AAD/AP4AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAP8A/wAF/wAAAAD/CQAAAAAAAPkAAP8JAAAAAAAA+f/9' +
      'AP0O//4E/P7+//0A/Q7//gT8/v7//wT//wD///8K+f//BP//AP///wr5/v4A///+Ev///fr+/gD///4S///9+gADAA' +
      'AAAAAAAAD/AQAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAD/AAABAAAA//7/' +
      'AAAG/wD/AAAAAAAAAAIAAAAAAP/+////CP8A/wAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAQAEAP8A/wAA/wABAAQA/w' +
      'D/AAD/AAAAAAAAAAEAAAAAAAAA//8GAAD+/gAAAAD//wYAAP7+AAAAAgAA/wAAAAAAAAD+AAUAAAD/AAAAAP4ABQAA' +
      'AP8A/wD/B/8AAAD///8AAAIAAAAA/wAAAAAAAgAAAAD/AAAAAAQA/wD/AP8AAAAAAAAAAAAAAAABAAAAAAAAAAAAAA' +
      'EABP8AAP8AAAD/AP//BwIO/f3++/z+/AQDCvz59/zzHfr9+AAIAgAAAAAAAAD3BwsQ/f3++/v+/P/9/vr///4a+//8' +
      '//3++v///hr7//wAAP7/AAAACQD7AAD8AAD/AP8AAAAHAAAAAAABAAAAAAAABQAAAAAAAPwAAPv/Af35+gf//wYK+w' +
      'QB/fn6Bv/7BgoAAP8AAAD//wAEAAD/AAAAAAkAAPkAAP8AAAAACQAA+QAAAAAA/wAGAAD+/v//AP////v//wv/AAAA' +
      'AP8ABgAA/v4I/wAA/wABAAD/+wj/AAD/AAEAAP/7AP///P///v///w0W+/r7/f789Aj+CQAAAAAA/wMAAAAAAP8AAP' +
      '7/+QAA+xEAAQD//f8D///7Cv0F///+/gT//wb8AP8AAP7/+QAA+xH9Bv/++v0G/v4BBgAAAAAA/QYA/wAA/wII/v79' +
      '+v4D/AcA/gAAAAAEAAAA/wD+AAAAAAQAAAD/E/oAA/79+/MJBPoACgAAAAD/AAAA+BMEAAL+/PrzCQTyAAAAAAD9Bg' +
      'D/AAD59A3zN/r38/bwEwD9AAAAAAAAAAUAAP0AAAAAAAAABQAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAMAAAAA' +
      'AAD8Bfz8Iwjz/fv89v79/v4TCvb+/P/8/AX8/CYI8/36+/X//QD////+/wAHA//9AP////7/AAcDAP4AAP8A/AAAAA' +
      'kA/gAA/wD8AAAACfsg9fz1//sM8AAK+yD1/PX/+wzwAAoA/wAA/gD5AAAP/AD/AAD+APkAAA/8+AAJAAAAAAAAAAD4' +
      'AAkAAAAAAAAAAP/+//3+Ff3+/v/8//7//f4V/f7+//wF/wAA/wD+AAAA/wD6//7//v8CDv/9APr//v/+/wIO//0AAA' +
      'AAAAAAAAEAAAAAAAAAAAAAAQAA/wD+AAAAAAAFAAD//v/+/P8U///8/P/+//78/xT///z8AAACAAAAAAAA/wAAAAIA' +
      'AAAAAAD/AAAAAgAAAAAAAP8AAAX//wD//v//Av/+/v4G/P70/P4SBv75+/sKBvv8/BX7/vn7+woG+/z8Ffv9Afz4/P' +
      'sB/wb7Ff0DAvgA/AAEBv0D/QH8+Pz7Af8G+xUAAAAAAAAAAAIAAP/9/vz7/hr7Bf76/v///v/+Av///wn//v///v8G' +
      '/wf//P38/fr5/Bv5Bv0D//j+/v8J/v3+EPz//wAO/wD//AD+/f//AA7/AP/8AP79/v4V/P3+/fv8AAP+/hX8/f79+/' +
      'wAAwcL/wH+CPr8/AfvDfj5/f/7+wIGAAgN+Pn9//v7AgYACP8A/gL+9vz+/QcREwP3/vwD9f8CCPf+/v4B/f78GPv8' +
      '/gAAAgAAAAAAAAAAAAACAAAAAAAAAAD+/gAA/f38GPv8/v7/A/////7//wj//v8D/////v//CP//AP4C/vb8/v0HEf' +
      '/+//3/D//+/v//AAAAAAAAAAADAP7//f4h//z8/fr9+wD/AAAAAP8AAAAEAP8AAAAA/wAAAAQA/wD//wD9//8ACQD/' +
      'AP//AP3//wAJ/wAAAAUA/QAAAP//AAAABQD9AAAA/wAAAAAAAAD/AgAA/PX9E/sA+xn7/Pn89f0T+wD7Gfv8+QAAAA' +
      'AAAAADAAD/AAAAAAAAAAMAAP8AAAAAAAAAAwAA/wP///v//v4A/wv/A///+//+/gD/C/8AAAAAAAAAAAEAAAAAAAAA' +
      'AAAAAQAAB////////v/+B/0H///////+//4H/QAAAAAAAAAAAwD+AAAAAAD+BQAAAAAAAAAAAP4FAAAAAAAAAAAA/g' +
      'UAAAAAAAAABgAA//8AAP0AAAADAAH+AAAA/wAAAAYAAP//AAD9AAAAAwD//wAAAAAA/wQAAAAAAAD/AAD/BAAAAAAA' +
      'AP8AAAAAAAAC/wAAAAAFAAAAAAD8AAAAAAUAAAAAAPwAAAAAAAAAAAADAP4AAAD+///7//7/DQX+/v3//Q/8+vwECf' +
      'v9/f/9D/z+/AIJ+/wEAAAAAP0AAAAAAAQAAAAA/QAAAAAA/gP+DP79/Pj9Agf+A/4M/v38+P0CB/4D/gz+/fz4/QIH' +
      'AP///v///gr///8A///+///+Cv///wAAAAD/AAYAAP/8AAADAAAAAAAA/wAAAAAA/wAGAAD//AAAAAD//wUAAP//AA' +
      'AAAAAACQAA+f8A/wAA//8O/wD5/wAAAAAAAAAAAgAAAAQAAAAAAAAA/gAAAAAAAAAAAAIAAAAEAAAAAAAAAP4AAP7/' +
      'Cwb+/QH9//0A/v8LBv79Af3//QAAAQAAAgAAAP8AA/v//v4L+v3//gj2/xL+/////P4F/wAAAf8AAAAAAAAC9v4T/v' +
      '7///z+BAEAAP///wD/AAUAAAALAPkAAAAA/wD+AAsA+QAAAAD/AP4A/f8B/wT///8CAQAAAAIAAAAAAAAAAAD///8A' +
      '/wAFAAD//f8C/wT///8CAf/2/f39FgkI+/31AAAAAAAAAAACAAABAP4IAP////8A/QD2+wX9FQgH/PzyAAAA//8AAA' +
      'AEAP/+/Rf8+/7+/gX9+/79F/z7/v7+Bf37AP///wP//v8I//37+BH8+Pz9Evr5Cv///wP+//4J/v4A//7+Av3+/hb8' +
      '/fwH+/7+GP77/f79+gf7/v4Y/vv9/v36Bfn8/xX8+hP6+fYA///9////Dv3//wAAAP8AAAD7AAAIAAAA/wAAAPsAAA' +
      'j8Gfrz/+8F+PfzKAMa+vL/7wH4+vEn////CP///wX///n///8I////Bf//+f//Av/+//3/AP8H//8C/P7+/P///w8A' +
      'AQAAAQAAAP8AAAb6/wr+Afv+Av7+EP7+A/7+/Pv/+gcB/BIO9/v7+fn4DQH8FRD4+/v5+fgFAfwSDvf7+/n5+A0P/f' +
      '4D/f38A/35BP/9/goM/v7+/v78//3+Cgz+/v7+/vz//gD//w/8/////P/+AP//D/z////8Bv3+/v3///z9Dv8G/f7+' +
      '/f///P0O/wD/AAAAAAAAAAADAP8AAAAAAAAAAAMA/v8Q///+//cA/wAAAP//AAUAAQD9AAAA/wAABAD/AP8A/wD///' +
      '8IAAAA/AAG////AAD//wD/AvsD/f8GBf///P8C+wP9/wYF///8/wHz/fkQ+/wDFf36AfP9+RD7/AMV/foJ8P0C/Pv7' +
      'F/wF/QX/AAD/AP4AAAD///75AAAAAAAACwD/9/37+woN/P0GAv/3/fv7Cg38/QYC//X2+vsKDPz8EQEA/QAA/wD8AA' +
      'AACQD9AAD/APwAAAAJAP0AAP8A/AAAAAkAAAIAAAAAAAAAAAD/AgX/A//////9AP8CBf8D//////0A/wIF/wP/////' +
      '/QAA/wAAAAAAAAP/AAD/AAAAAAAAA/8A/wH//wb+/////wQA/wD//wAAAP8ABP/+////////BAAJKPv7Ev35+wD14A' +
      'T//v///////wQAAAAA/gAFAAAA/wD+D/79/g75/vz9/P4P/v3+Dvn+/P38/g/++/0T+P77/PwAAAAA/wD/AAAD///+' +
      'Af7+/v38//8P//4B/v7+/fz/Aw75/xP////////9///+AAAAAAb/AAD///4AAAAABv8AAP///gAAAAAG/wAA/wAAAg' +
      'AAAAAAAAAAAAADAAAAAAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAAAAAAAA/wMAAAAAAAAAAAD/AwAAAP4A//7/' +
      '////AAIF/gD//v////8AAgX+AP/+/////wACBf/+//79/f79FP/+//7+/vz9/v0W//7//v7+/P3+/Rb//v/9//38//' +
      '7/FP/8AAAAAAD//wUA/wAFAP8A/gAAAAAAAP8m/fz9/fz9/Pn8/yb9/P39/P38+fwAAAD/AQX+//8AAP8AAP8BBv7/' +
      '/wD/AAABAAAAAAAAAAAA/gAAAAD/AAAABQD+AAAAAP8AAAAFAP8AAP8AAAAABf8A/wAA/wAAAAAF/////wb///8G/f' +
      '/9////Bv///wb9//3///8G////Bv3//QAAAgAAAAAAAAAAAAACAAAAAAAAAAD+/wH+C////////v//AwAAAAAAAAAA' +
      '//wA////Ev7///oA/wABAwD/Af8AAP/8//0C/wT+Df78/vv+/gX+A/4N/fz//AD///8S/v//+gD+/xD///7/9wD///' +
      '8DAAAAAAAAAAD//v8D/xX+8////v/+/wP/Ff7z///+/wD/Dv///v7+//3/AP8O///+/v7//f4S/v4J//z+A/n3AAAA' +
      '/wcA/gD///8ACgD+APwA/wAA/wAKAP4A/AD/AAD/AAoA/gD8AP8AAP//Bv79/wAF//4C/gAAAAQAAAD/AAD/AAAABA' +
      'AAAP8AAP8J8P0C/Pv7F/wF/f//AP7/Av8J///9+AH58/j3I/YDHfP4Afnz+Pcj9gMd8/ju+RH19vQkE/cCAAAAAgAA' +
      'AAAAAAAAAAACAAAAAAAAAP8A////Bv//////AP8A/wf/AP/+AP8A/wD/B/8A//4A//L49eMOQA7tFPTt//0A////AA' +
      'EI//7//QAC////Agb//v77/vz9Av0c+/79/vj+/f0B/R0B/fsr/PD9/f78/v79/Dv7FQX88PDw8RDjZfcFAfnu7O3w' +
      'Dd8P/v37/fwO/P0D+A79/fr9AA77/AP4Dv39+v0ADvv8A/gA/gAA/wD+AAD5DQD+AAD/AP4AAPkNAAABAAAAAAAAAA' +
      'Ab8vgA+O8BFxn85gIAAAAAAP8AAAAAAP8G/wAAAP8AAP8A/wb/AAAA/wAA/wAABP8AAAAA/wAA/PgB/Cz9+vv6+/wA' +
      '/wAABAD+AAAAAPD7+/0q+v39/gX7AAf59vv17/8aAg79DP3//wv4/QAH9PwV+/j9A/b7BgEE/BX7+P0D9vsGAQQA/Q' +
      'AC/////wAAB/n8AQH4/vwC/hz8AP8A//oA//8AAAsA/wD/+gD//wAAC////woG/f7+///8////Cgb9/v7///z//gD/' +
      'AP8M///6/wf+AAD+AAAAAAAAB/4AAP4AAAAAAAAABgAAAAD/AAAA/f0C/fz9BAj9E/n2AQABAAAAAP8AAAABAAEAAA' +
      'AA/wAAAP74Av70+fn9+Po1AP8O//////3///sL//v8////////AwAA//4NAP///QD8BPYM9//39/n0+DACFv4E9wT9' +
      'AQbx9ggS/QD2CfwBBPT1CBL9APYJ/AEE9PUAAAAA/wAHAAD+/gAAAAD/AAcAAP7+////B///////AP8A/wAA/wAFAA' +
      'AA/v/+Af7///r/AP8N//4B/v//+v8A/w0AAAAAAAADAAAA/gIAA//+/////wP+AAABAAAAAAAAAAD/AQX//wD/////' +
      '//8ABv//////////AAUAAP8A/wD/AAAA//8H//////8A/v8E/wb//////v/+//78AP8A/wD/CQD//vwA/wD/AP8JAP' +
      '79AwL+/v72/v4T/v0DAv7+/vb+/hP+/QMC/v7+9v7+EwAAAAABAAAAAAAAAAAAAAEAAAAAAAD//wD9///8//8ADvwB' +
      'BvoB+wz7AvkG//7/AQkAAv8F/fj/AAD+AAAABwD///n+BPgI+gv5BvUM//7+Cf4DAfUK/v7++f4N/Q39AAb+9fz3/B' +
      'X7EP71EPzy+fQD+/z5Efj/8yUY+vr9B/35/v78AgAAAQABAAAAAAAA/wAACgH/////APsX+voHCPz3/P38/gAAAAUA' +
      'AAAAAAD+AAAABQAAAAAAAP4C+P4T/P79C/v8/PwBBvoB+wz7AvkG/AEG+gH7DPsC+Qb9//T/GP/8/////wAA9gALAA' +
      'AAAAAA/f/0/xj//P////8AAAAA/wAA/P8I/wD/AP//AP8H/wD/AP8A//8A/wf/AP8ABQAA////AP8AAPz8+/kE+Pkb' +
      'E/n3Af//BwD+//8A///////+Cv8A//0A//////8L/////QD///8A/Qj//wP+AP//Af/9BRH+/vf+/fkU9wr6DPXrK/' +
      'HxAPUA/wASAAD8AP4A/w37/wAA//4A/QAAAAAAAAAAAgAA9BD8ABn+6AQ25uEAAAAAAAMAAAAAAAAA//z///8L/QD/' +
      'AAAAAAABAAAAAAD////8/wP/C/z//wAAAAAAAAUAAAD9AAAAAAAABQAAAP0AAAMAAAAAAAAAAAAAAAAAAQAAAAAAAA' +
      'AAAAABAAAAAAD//wL//wEEAAD//QAAAAIAAAAAAAAAAAAAAgAAAAAAAAD9+f0DDvv/+Qb7Bh/+AP39+/r+/v/5Dv0H' +
      '+QP1+fL+9h8C/gj//////////v3///7/GfX////+AAQAAAAAAP8AAP4l/A70/wjn7fvzFAD+AP4ABwAAAAD/AP4A/g' +
      'AHAAAAAP/+B/78GP389wX6+wcAAP//AAD//QAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAPsQ//gO+PfyH/j3/wAK/wIA' +
      '///9+v//AP8CAP/+/gf//gEQCPsO9/XvIPH0AAcA/v///wD/AP//E//8/v7+/f///v///Qj///8D////BP8AAAAAAA' +
      'AAAAACEPwE/f39AP39/fz4AAv8/Pok+vv3/PgAC/z8+iT6+/cFAAAA///+AP8AAAUAAAD///4A/wAABQAAAP///gD/' +
      'AAD7/P37/fz9KPv9+vv8/fv9/P0o+/36CAD///8AAAD//v8IAP///wAAAP/+/wgA////AAAA//7/AAL//f4Q/v3+/f' +
      '3+/f/8/QH8/v4W/v7//fr7Efr7/RT7AAAAAP8A8wAA/RIAAAAAAAAAAAcA+wD///7////8/w3/AP7//v////wGDPoA' +
      'AAQAAAAAAAD+AAD8AP8AAAD+AP0MAAAEAAAAAAAA/gD//AT//////v/7DAEBAAMA/////wD/AQEAAwD/////AP8AAA' +
      'AABwD/AP8A/AAAAAAHAP8A/wD8AAAAAAcA/wD/APwAAAAAAAAAAAAAAgAAAAAAAAAAAAACAPX8+P38/Pov/fz/AAAF' +
      'AAD/AP4A///1/P79/Pv5Lf37//v+CfsK/v4G/Pz6/wD/AP//AAAKAAAFAAD/AAAAAP4AAP///v7//P//BQoA///+/v' +
      '/8//8FCv///wH/Df3///78+P78BvcU9vsDBwEA/wD/AAUAAAD/AAD/AP8ABQAAAP8AAP8A/wAFAAAA/wAAAAL+AAAA' +
      '+wAACAAAAv4AAAD7AAAI/wAAAAAAAwAAAAAA/v8Q///9//8B+QAA/wD/AP8AAAQA//7+EP7///7/BPkc/fn2/vwX/P' +
      '32+Rz8+ff+/Bf7/fb5AQAAAAAAAAAAAAD7BgAAAAAAAAAAAAP+AAAAAAAAAAAA+f3//hH/+/79/Qv/AAYA/wAA/wD/' +
      '//n9//4R//v+/f0KE/3+9A76Efj58gP6/vv7J/39/f37/B/8/QT7/v3+/fj6L/j9+/n8/fz/+vn+//8D/f/+/v//C/' +
      '8AAP/8//4A//8M9/f1ByH9CPf19gtE8PT9FfXz9PfrBv//AAgA//////////8ACAD///////8CAAAAAAAAAAAAAAAC' +
      'AAAAAAAAAAD//wgA/v4A/wAAAAAACf8G/f79/v///gAAAAAAAwAAAAAAAAAAAAADAAAAAAAAAAAAAAMAAAAAAAD/AA' +
      'UAAP//AAD+AP0A//4A/gD//woA/QD//gD+AP//Cgz9//79//z//wT+Bwf///n/////Af30BujsE/4b7u4fCvkB/v4H' +
      '/wT//wIB/wfk7A/6GOvrJQ4Q+/7+/wH//QX/+wUQ//0C/v3+/v75FAv++gD//PsD/PQAAAACAAAAAAAAAAAAAAIAAA' +
      'AAAAAAAAAAAgAAAAAAAAAA/wAA/v4NAAD9/AD/AAD+/g0AAP38AP8AAP7+DQAA/fwB/QAECvz8+/0K/AD8/wMJ/PwC' +
      '+Qr7APz/Awn8/AL5CvsAAAD+AAAAAAAFAAAAAP4AAAAAAAUAAAAA/////wf/AP8AAAD/////B/8A/wAABP8AAAAAAA' +
      'D/AAAE/wAAAAAAAP8AAAYAAAAA/wD+AAAABgAAAAD/AP4A/AAG/wAAAAAAAAD8AAb/AAAAAAAAAP/+/w/////9//79' +
      '+wD//wAADAAA/QACAAAAAAAAAAAAAPz///8AAAsAAP0AAP8AAP4A7gAA+xwNCP8G/P39/fj++//9/vv+Gvv+/v3+/v' +
      '0G+/7+AvsN//4AAAAAAAAAAAAAAAD/AP4ACP4A/wAA/wr8+/3/C/sJ/vj/AAD+//r//Q4A/wkBAvj3F/nzEfn2AAAA' +
      'AAAAAAABAAAAAAD//wAAAAQA/wD7AAL7APr+B/0LAP8A//8AAAAFAP8B/gED/f/9/wP9BQD/AAT/AP//AwD+//8AAA' +
      'AA/wAAAAYABAAAAAAAAAAA//8D//////7///8F/vv+AfwJDwL7/fsAAAD/AAAAAgAAAAAAAP8AAAACAAAA//wD/f7+' +
      '/P4DBgb/+wL8/f77/QEGEP/7Avz9/vv9AQYQAAAAAAAAAAABAAD7+QgQ///+/f/+/Pv5CBD///79//78/f78/Rf8AP' +
      '7+/v8AAAAAAQAAAAAAAP////8DAP////8EDvwC//71/v4ACP7//v7/AP8AAAAK/w78Av/+9f7+AAj+AAAAAAADAAAA' +
      'AAAAAAAAAAMAAAAAAAAA/wAFAAAAAAD+AAD/AAUAAAAAAP7//wD///8K/wD//f///v////3//wv////+/////f//C/' +
      '8AAAAAAP8AAgEAAAD/AP8ABQAAAP8AAP8A/wAFAAAA/wD//v/+/v8H///6Cf/+//7+/wf///oJ/v///xEE/f//9v/+' +
      '////EQT9///2/wAAAAAA/wACAAAABv8D/v7/Bv///vsA/wD//wD9//8ACQb/AAD///8A/wAABv8AAP///wD/AAAA//' +
      '8G//////8A/wD//wb//////wD/AP8A//8A/f//AAkA/wD//wD9//8ACQD+//4N/////v/9AP//AAUAAP8AAP8A//8A' +
      'BQAA/wAA///+AP/+/hL/AP/4AAAAAAAAAAAAAgAAAAAAAAAAAAACAP///xD////2////////EP////b///////8Q//' +
      '//9v///////xD////2////GPv+/fz//v//+/8AAAAMAP8AAAAA9wAAAAwA/wAAAAD3//4N+/39/QwD//f//f4f/vz9' +
      '9/3//v78/hv9/Ar2/f75/vz+G/38Cvb9/vkACAD//wD+//////8K///+AP//////AAQA/wD/AAAAAAD/Ef/+/QD8/v' +
      '///wAA/wUA//8A////AAD/BQD//wD///8A///+AP8JAP/+AAD///4A/wkA//4AAAAAAAAAAAIAAAAAAAAAAAAAAgAA' +
      'AAAAAAAAAAACAAAAAP///P///RH///wA///8///9Ef///P8ABv////8B////AAAAAAAAAAIAAAD+BwL//gz++/z+/P' +
      '4HAv/+DP77/P78AP////8A/wAFAQD9Gf37/P35+/sO+wD9/fwH//4KA/v+/fv//v39/v7/F/78/gsA+/7+CQL7/voR' +
      '+vYA+fUD/SH3/P8AAAAAAAAABgD8/wAAAAAAAAAGAPz/AAAAAAAAAAYAAP8AAAAABAAAAP4A/wAAAAAEAAAA/gz07+' +
      '8x+hP+7vEIAAUAAAAAAAD9AAAABQAAAAAAAP0AAAAAAAAAAQD/AP8DAAAAAAABAP8A/wMAAAAAAAEA/wD/A/8CAP//' +
      '//7//gQEABMAAP8A/wDy/gAAAQAAAgD/AAL/AAAAAf8AAAAAAAADAAAB/wAAAAAAAAP79vn0L/oC//L5Dv37/hb8/P' +
      '39CP78AAABAAAAAAAAAAD/////D/39/////f78//v8Dgr//v/8/vz/+/wOCv/+//z/Cv79/f39/fv5Ff/+/wH/BAH/' +
      'AgD+Agf8+/sB//sD9w/+CP3+/AH+/P34E///BP7///7/Af8G//8E/v///v8B/wb//wT+///+/wH/BgAAAAAAAQACAA' +
      'AA////AwMI/f7+/P8AAAAAAAEAAgAAAP7+/wIDCf0B/vz+DQgC+vv89QL68BcF/v/////9B/3/AxIFAfj5+/MJ9+4a' +
      '/gAABwAA//7/AP/+AAAHAAD//v8A//z7/fpC/Pf77f74AAABAAAAAAAAAAAAAAEAAAAAAAAAAAEAA/8AAAAAAP8A/P' +
      '7/AP4AAAAAC//8/v8A/gAAAAAL//8O///+/vz//v///w7///7+/P/+//8MAAD3Axf49wH99goE/vIAOO/1/PnwAAAA' +
      'AAAABwAA/P4AAAAAAAAHAAD8/gAAAAAAAAcAAPz+AAAA/wQC/wD///8AAAD/AAD/Bf//AP////3+/gv/Av/9/wAA//' +
      '//CP//AP///wD///8H//8C/wD/AAj/AP///gD/AP8ACP8A///+AP///P///wD7/gEADQAAAP8AAAAEAAAAAPsAAAAA' +
      '+gAAAA4AAAAAAP8AAAQA/xr+/Ar8/f37+/v7AAAABAAAAAAAAP7//wD+/wAACP8AAP//AP7/AAAI/wAAA/n3+xMc+P' +
      'v3/fv//wUA/wAA/wD/AP//BQD/AAD/AP8ABQAAAP0A/AAEAAAFAAAA/QD8AAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAD+EQL9+f0H/AL9+wACAAT/AP//////AAIABP8A///////////+C//////+/v////4L//////7+//wD//8A/wD//g' +
      'j//AP//wD/AP/+CAAAAP8AAAAAAAAD/RkA//7//AAA+fsAAAEAAAAAAAAAAAAAAQAAAAAAAAAA/RkB//3//P//+PsA' +
      'AAAAAQAAAAAAAAAAAP8GAP//AAD///8A/wj//v//AP8AAAAAAAD/AAADAAAAAAAAAP8AAAMAAP8FAP0AAAAAAAAA/w' +
      'UA/QAAAAAAAAEAAAABAAAAAP8ABQn6/PH7F/j7+A8ECwD//v/5//8A/gAAAAAAAQAAAAAAAAEAAAAAAAAAAAAAAQAA' +
      'AAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAD/AAf//wD//wD///8AB///AP//AP//AAD///8A/wAFAAAACQAAAA' +
      'D8AAD9/wAJAAAAAPwAAP3/AAAA/wAAAAADAAAAAAD/AAAAAAMAAAcAAAD/AP8AAP0AB/4AAQAAAQAA/f4A/QAA/wD8' +
      'AAAACf/2//7//xz+/f78//b//v//HP79/vwAAv/8////////B/8M//8F//7///j+/wz//wX//v//+P4AAAAAAAAAAA' +
      'EAAAAAAAAAAAAAAQAAAAAAAAAA/gAAAwAAAAAAAAD+AAADAAH/////AP7/BgD/AAAAAQAAAgAAAP8A/gIA/P8R/v/5' +
      '/wH9AQD7/hH+BPj9//3//wf/+//+/wkAAP////////8H//79/v0G/vv+/gYI/v0AAP79DAAAAAD+/QAA/v0MAAAAAA' +
      'D+AAD/AP4AAPoLAP4AAP8A/gAA+gsA/wD+AAf//wAA/wD/AP4AB///AAD//wD9+/8ADf8AAP7/AP37/wAN/wAA/v//' +
      '//8S////9AD//////xL////0AP//////Ev////QA/wACAAAAAP8AAAAAAAIAAAAA/wAAAAAAAgAAAAD/AAAAAAD/Bv' +
      '8AAP////8AAAABAAAAAAAAAAAA/wf/AAD///////76AAD//xH///79/hH//v75Cv7+/PwA//8NAAD//wAA9wD/CPn/' +
      'BP///////w7//////////vz8HQYD/P0H+/z57gD///7///////8JAAAAAAAAAPYNAAAG/wP8AP/+Bv79/Ab+Avr//v' +
      '37CvwFAAD/DgAA////APcAAP8OAAD///8A9wAAAAACAP8AAP8AGf///v72//77//8Z///+Afb//vv+/v/z//////8O' +
      '//8FAAAA/wAA/wP/AAAAAAD/AAD/A/8AAAAAAP8AAP8D/wAAAAAA//8AAPz/CAAAAAD//wAA/P8IAAAAAAAAAP8AAA' +
      'ACAAAAAAAA/wAAAAIBA//////8//8E/wED//////z//wT/AAAAAP8A+gAA/wn//gAAAAD+AAAABwAB///+//T//wMP' +
      '//3//wD//wv+/////f//AP//C/7////+///9//f///oa/wb////+Cv7///n+Av78/fwACPz4EgAAAP//AAD8/wgAAA' +
      'AA//8AAPz/CAAAAAAD/wAAAAAAAAAAAAP/AAAAAAAAAAAA/wAAAAAAAAIAAAAD/wAAAAAAAAAAAAL/AAAA/wACBAAA' +
      'AAAAAP8AAP8EAAAAAAAA/wAA/wQAAAAAAAD/AAD/AAAA/wD/AAQAAAAA/wAAAAD9AAAABQD/AP8A//0E//8F/v79/h' +
      '3//f33//7+/v3+Hf/9/ff//gD8AAAV////+//5/f4G/QMB/f7+B/75/f/+AP/+/v0PBvf3BfsY//r79RX98y8R6e/q' +
      'MOLxEfgA/////wAJAAP/+P8AAAD//wcAAAD9//8DAP//CP8A/vz+/gL//f4X/wL98gABAAAAAAAAAAAAAAEAAAAAAA' +
      'AAAAAAAQAAAAAAAAAAAO8R6Qb4+RgC5wUZAAAAAAAF/QAAAAD+/QIJ+QP7+vv/DQAAAAAABf0AAAAAAAAA/v8I////' +
      'AP8AAAD+/wj///8A/wD/////Cv3+/wD//wP/Cv8J/P7///UA/////wr9/v8A/wD///7/DgAA+f8AAP///v8OAAD5/w' +
      'AA/QAA/wD8AAAACQcAAAD//P4AAAAA/vr//Pz+Jv7++/f++v/8/P4m/v779w7///7+/wH//v/8AAAABQACAP//AP0A' +
      'AAAFAAIA//8A/QAAAAUAAgD//wD9AfkJEPYF+AX7/P7//v8K/////wD//gH3CBr1BPcE+/z8AAAAAAAAAAAAAAD7+f' +
      '79Kv0B+/33+woAAAD///4AAP/7AP8A//8H/wD///8A/wD//wf/AP///wD/AP//B/8A////Af8EAAAAAAD//wAA/wQA' +
      'AAD/AAD/AP//C//////////+AAEAAAAAAAAAAAD+/gf//vz+C/7+///+AP//C/4AAP4A/PsW/fwF+wn8+vz/+/v4/v' +
      '7+EP3/DAAAAAcAAAD8AAD/AAAABwAAAPwAAP8AAAAAAQAAAAAAAAAAAAABAAAAAAAA9RYEC/v9/f//+fsL/wUD/f79' +
      '/f79/Qb+BgP8/fz9/Qb9ABUJDvj7+vz99vgA/v/8/P7+Dwb+/AD+//38/v8JCP/8AP7//Pz+/g8G/vwAAAAAAAL/AA' +
      'AAAAAAAAAAAv8AAAAAAP8A/gP//wP/AP8AAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAEA' +
      'AAAAAP4AAAAAAAUAAAAA//8A//z/Cv7//wD8/////AAP/gAAAPoAAAAA//8JAAAA+gAAAAD//wkAAAD6AAAAAP//Cf' +
      '4HAAMC+P35C/7+/gcAAwL4/fkL/v4ACAD/AAD/AAD8/wf/+//+//z//wz9AAEAAAAAAAAAAAAHCPv+/v/7//4H/QAA' +
      'AQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAP//AAAEAP8AAAAA/wj//wH///////7+B///Bf/+/v///gAAAA' +
      'AEAAAAAAD/AAAAAAQAAAAAAP8AAAAABAAAAAAA/wAA/wgA/////wD+AAD/CAD/////AP7/FP8A/gD+AAD/9AAAAAAA' +
      'AAAAAAIAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAIA/wAAAAAAAAMAAAAAAAAA/wAAAAACAP8AAAAAAAACAAIA//' +
      '8AAP8ABP3+Ef7//v7++/4A/gAFAAAAAAD/AAD//wkA/f8AAP////3/D/////////39HP78/fz6/v35BwAV+iT59/b6' +
      '+vIB/wAA///+AwADAAD//v/7//0Y///9+QAAAAAAAAMAAAD/AAAAAAAAAwAAAP8AAAAAAAADAAAA//4DAP8S/v7//v' +
      'j+/gMA/xL+/v/++P7+AwD/Ev7+//74/v/7Df0F/Qf9/fz8CfsO/fr9B/39/P3/+w39Bf0H/f38/AAAAP8AAAAE/wD/' +
      '/AID//39/PsN+QoAAAD/AAAABP8A//wCA/78/Pv/DPkKBf///////wACAP8F/f78D/4D/v7++QX9/vwP/gP+/v75EP' +
      'z/+vr+Cv7///4Q/P/6+v4K/v///gP9+/v8/fr6IPsBAAAA/wIAAAAAAAAAAAD/AgAAAAAAAAD/AAAAAAQAAAD//gP+' +
      '+/n9I/39/vUA/wAAAAAEAAAA/wAACP0AAP///////f4A//3+Ev////sA////BQH///8A/wAAAP8AAAAEAP//AAAA/w' +
      'AAAAQA//8AAAAAAAEAAAAAAAD/DPz////////+AP8M/P////////4AAAAAAAQA/wAA/wAAAAAABAD/AAD/AAAA/wAA' +
      'AAADAAD6/gAAAAAAAAAJAAb+//7+/v/+CQP6//8M/v7///////4AAAD/AAAABAD//wAAAP8AAAAEAP////4AAP7/EP' +
      '8A//n//gAA/v8Q/wD/+f8I/f///wABBP76/wj9////AAEE/voA+wD//gAM/wAA/gAAAP//AP8PAAD1AP8AAP8ABgAA' +
      '/QAA/wAA/wAGAAD9AAH/Cf7+////////Af8J/v7////////+/QD/E//+AP74//79AP8T//4A/vj//v8D/v4N/v7//P' +
      '//ARH7/v/+/v/9/v8BEfv+//7+//3+/wD//f3+/v4GEPj/AP/9/f7+/gYQ+AAAAAEAAAAAAAAAAgH/DP///v3//fwC' +
      'Af8M///+/f/9/P/9/wL+DP39B/75//8A//4E/wAABf8A/wAF/wb/+v////78/wb8Fvv3BgH3//8M/v7///////7+//' +
      '//Ev79///++wAAAAAAAAIAAAAA/v///xL+/f///vsAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAEAAAAAAAAAAAAA' +
      'AQAAAAAAAAD/AAAAAgAAAAAAAP8ABQACAP8A/QAA/wAFAAIA/wD9APj0+fL2KzT29vfy+PT58vYrNPb29/IAAAAA/w' +
      'D/AAAABAAAAAD/AP8AAAAEAAAA//8A/wb/AP8AAAD//wD/Bv8A/wAAAAABAAAAAAAA//7//v////3/EP0A/wz7Av//' +
      '//4A/P77AAL5/vn///8XAAADAAAAAAAA/wD8+A77/Pz3+vwOEPH7JPr8/v0I//z7AAAAAAADAP4AAAAAAAAAAAMA/g' +
      'AAAPv+CwD/AAAAAP///////v///wr//f/////+////Cv/9//////7///8K//3/AAAAAAAAAAL/AAAAAAAAAAD/AAAA' +
      'AwAAAAAAAP8AAAADAAAAAAAA/wAAAAMA/////v0L//8A///+//7//Bf+/vz8/////wH/DP///P3//v/+//wX/v78/P' +
      '//AP///////wj///8A////////CP8YAO8A//0AAAD/ABgA7wD//QAAAP8AGADvAP/9AAAA/wD//wT//gD//wAF////' +
      'BP/+AP//AAX///8E//4A//8ABf8AAAD//wADAAMA/QAAAP//AAMAAwD9AAAA//8A//8FAP8AAAD//wD//wUA/wD/AA' +
      'AEAAAAAP8AAAAAAAAAAQAAAAAA/wD/AAAHAP8A/QAAAAAAAAEAAAAAAP8A/wD/CP//AP0AAAAAAAAAAQAAAPgACgAB' +
      'AAAAAP8A+AAKAAEAAAAA/wD4AAoAAQAAAAD/AP////////8I/////////////wj///8A/wD7AAAN/wAA+wD/APsAAA' +
      '3/AAD7/wb/AAP//gD+//3/Bv8AA//+AP7//QAAAAEAAAAAAAAAAAAAAQAAAAAAAAAA6/gADQMA+/0Z+/wA9wUHAPr6' +
      '/Bf6/BX/Bfr9+v///v/8APcFBwD6+vwX+v7////////+Df//AAAAAwAAAAAA/wAM7fcIDP3wCvQm7B79CPz1/v7+/P' +
      'r9JOn+BgD57Qb9HugAAAAAAP8ABf4A/wAAAAAA/wAF/gD/AAAAAAD/AAX+AP8AAAAAAAAEAP8A/wAAAAAAAAQA/wD/' +
      'Agf///8A/gAA//78CyD8+/37/Pv89/sMEfz5+vb9/Q77AAADAP8AAAAAAAD3FzH49Pjx+fcK8gAAAAAA/wAABAD/AA' +
      'AAAAD/AAAEAP8AAAAAAP8AAAQA/wD//w////7//wD5AP//D////v//APkAAAD/AAAA/wYA/v35/fj4+wr3K/v8/fn9' +
      '+Pj7Cvcr+/z9+f34/fsHAxb8AAMAAAAAAAAAAP8AAPn9+Pz7BwMW+wAAAAAAAAACAAAA/wAAAAAAAAIAAAD/AP8A/w' +
      'AABgAAAP0A/wD/AAAGAAAA/QADAAD/AAAAAAAAAAMAAP8AAAAAAAAAAAAD/wAAAAAAAAAAAP//B///////+AL/Af0B' +
      'B//9Bv/3Av4D/AgG/f0F/gD//wn////+/////wj/CP/8/v3///7/CP8I//z+/f///gEAAv8AAAAAAAAAAQAC/wAAAA' +
      'AAAAAA/wAF/////f8E/gACAP//Bf///wD//wH/BP8F/f3+A/79+f3++xcF/Qj89v35/f77FwX9CPz2AAAAAAACAAAA' +
      'AAAAAAAAAAIAAAAAAAX+AP//////Bf/9Bf4A//////8F//0D/vcEAfr3GPkD/wP+9wQB+vcY+QP/EgT1APj28g35Hv' +
      'AD/vcEAfr3GPkD//4QC/v5CPD5BAr0Av8AAAAAAAAAAAD/FQ369gro+AMP8v78/v3+/xX///r//QD89/wGLPj8+vUA' +
      '/wD/AP8EAAAAAP73/Bj9Bvr9/AX8/vf8GP0G+v38Bfz4CAMF7hQn7PkI4wAACP4A////AP7/AAAI/gD///8A/v8AAA' +
      'j+AP///wD+/wv9/v8B////////AAww+AH48fn5+fgL/f7/Af////////n7KfsG/Pj7+/37AAACAAAAAAD/AAAAAAIA' +
      'AAAAAP8AAP/+AAD//wsAAP/8//4AAP//CwAA//z//f8U//3+/P///f/9/xT//f78///9AAAAAAD/AgAAAAAAAAAAAP' +
      '0GAP8AAAAAAAAA/QYA/wAAAAACAAAAAP8AAAD/F/b9C/gA/AT5+vwZ9PcG9Psd/gPs/hf4/Qv4APwE+foAAAAAAPv/' +
      'AAAHAAAAAAAA+/8AAAcA/wkA/wD///4DAPn/CQD/AP///gMA+QAAAAAAAgAAAAAAAP8CBP////8B//8A/wIE/////w' +
      'H//wD/AgT/////Af/////+/v3///4R//z//gAD/P7+/RL++///AAAAAAAAAAIA/wz//f///wX9//z/C//9/v//BP0B' +
      '+//+/vz+/f4a/v37//7+/P79/hr+/fv//v78/v3+Gv79+/7/AP/+/w3//QD//v8A//7/Df/9AP8ACAD//wD+//////' +
      '////7///8D//8G/////v///wP//wYAAAAA/wADAAD/AAAAAAD/AAMAAP8A+v77Dvsi8vn9A/YAAAD/APwGAAAAAPr+' +
      '+w37Hvj4/QP2AAD/A////wP///4AAP8D////A////iEU+BX5+PP7+vntAP8AB/8AAPz/AAD/BQAH/wAA/P/7APz8/h' +
      'P//v//////AAEAAAAAAAAAAAD/Av/+/wj+///+//8C//7/CP7///7/HBj2LPb+7vX38ur//P8E////Ef//9f/8/wT/' +
      '//8R///1/P38Cv8X+fv5B/n8/fwK/xf5+/kH+QAABP8AAAAAAP8AAAAE/wAAAAAA/wAA/wAA/QAAAAAFAP3+/wD9Df' +
      '/+AP//AP8AAQABAP8BAAD9/v8A/Q3//gD//wD9AAAA/ggAAAD/AP0AAAD+CAAAAP///gX8/wr+/v///v///wH/A///' +
      'A///////Af8D//8D//8B/gD//wj9/wAA////AAP+//z///8I//8ACP////7+/wL////9/v//Dv7//v/7/wj6BfcK/P' +
      '0IAP8A/wADAP//Av8A/wD/AAMA//8C/wD/AP8AAwD//wL/AAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAQAAAAAAAD+' +
      'AAAAAwAAAAACAP0AAAAAAAAAAAABAP/3///+/v3+/QAYAPgAAAAAAAAAAAr/9////v79/v0AGP8J//7/Af8A/v///w' +
      'n//v8B/wD+///2CQDwA/cN9/wWAv8J//7/Af8A/v//AgD/AAAAAAAAAAD/AAf//wD//wD///8AB///AP//AP//Av8G' +
      '/////v/////9+P0AAP/7+goLBQAAAAD/APkAAP8KAAAAAP8A+QAA/woA/gAAAAAADAAA+AD+AP//APkMAP8CAAgAAA' +
      'D6AAD/AAD/AAAAAAADAAAAAP8AAAAAAAMAAAAACgAA////8f//C////P/////2/v8Z/QoAAP////H//wv/Cfz//v//' +
      '7/3/Gfz//v8N///////9//////7///n//xD///7/Df///////f///v8M/v74/v4N/gcP/P/9///9//z7Bw/8//3///' +
      '3//Pv/9f79/v4d/v7//gAHAAAAAPoAAAAA//z+/f7+F/39/v4D/wD//f/6/wD/CwAAAAcAAAD//AAAAAAABwAAAP/8' +
      'AAD//wD9///++f//Ef//AP3///75//8RAAAAAAACAAAAAAD/+v/8//7+Gf/++wAAAAAAAAEAAAAA/vj++f4A/BL+/Q' +
      'sAAAAAAAEAAAAAAPwF/gcBAfMEFfnxBRT6APYW/fn69/kFBvsDAwgN+/b2+AAJ+AcDGP/9Cu7oAAAABAAAAAAAAP4I' +
      '//wJ/v/+/QD+//4V/gv++P76+/7+/hX+DP74/vr7/v7+Ff4M/vj++vv+/v//AP8G//////8B//8ADv8A//wA/v0A//' +
      '////7/DP3//wD//////v8M/f//AAAAAAAD/gAAAAAAAAAAAAP+AAAAAP7+//3+G/z+//z6AAAA/wADAAAAAAD+/v/8' +
      '/h38/v78+gn2AAHz+vkOCgv4//8AAAH/BAAA/////wAAAf8EAAD///////3/+///DQD/B/3+/f////4J//8H/f79//' +
      '///gn///37/fb7SvLy+/z2/wAEAAAAAP8B////AAQAAAAA/wH//wD//wv///7+////AAAA/wAAAAQAAP8BAAAAAAAA' +
      'AAAAAAEA//8AAP8E/wD/APj++gT7/f4M/gwA+P76BPv9/gz+DAAAAP8AAwAAAAAAAAAA/wADAAAAAAACAAAAAAAAAA' +
      'AAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAAA/wAC////AAIAAAAM//sA/////wD+/w3//f8D/v7///3/DP8A/gP9/QH/' +
      '/P////3+FP7++//+AAAABQD//wAAAP8AAAADAAAAAAAA//7+/wT9E/3++/78Bv75Ev79/v7//v0G/vkS/v3+/v/+/Q' +
      'AAAQAAAAAAAAAAAAABAAAAAAAAAAD/Bv0JCf31/v///QAV////////+v/5AP////////8JAP8AAAAABQAAAPwAAAAA' +
      'AAAFAAAA/AAA/xP+/QP+/v7//vj9/fwB+/4C/v4Y+v39/AH7/gL+/hj6/f38Afv+Av7+GPoACAD/AP3/AP8A/+/5C/' +
      'sk/fv9/PcG9hH+/gz2/P7+B/rv+Qv7JP37/fz3BuYKCfku8/j7+v8B/wn/+/4Q/v76/vz/BP///w7///72//8E////' +
      'Dv///vb//wT///8O///+9v8AAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAABAAAAP//AAAAAAAEAAAA//8AAAAAAAQAAA' +
      'D//wAAAAAA/gD8/gAAAAoAAAD+APz+AAAACgD/AP8ABgD+AAAA/Q79+wYG/Pz4/QP8Cv36CwP7+vb8DfwO/fsLBPz8' +
      '+P0DAf37/gf1/fMf7w78+/8DA/0FBf39BP34+gEL8gL3G+wTAAAAAAAAAAEAAAD+/v///f3+DAb+/f/+//z8/v4a+P' +
      '/+//7//Pz+/hr4//4AAP8K/////f8A/wAA/wr////9/wD/APv8///+BP/+/wwA+/z///4E//7/DP/+//z///35//8U' +
      'BA39+vr6+fj9CQ39/v38/v79/Rv++w74/uz+/voP/f0RDvj+7P7++g/9/REA/wAA/v4NAAD9/AwW9fcH+vL98QARDB' +
      'b19wf68v3xABEAAAAB/////P8I/wAAAAH////8/wj/B/z//wD/AAAAAAAH/P//AP8AAAAAAAIAAAAAAAAAAAAAAgAA' +
      'AAAAAAAAAAAEAP8AAAAAAAD/AAD//wgA/wD+/wD/AP//CAD/AP7/AP8LAf39D/78/v75+gsB/f0P/vz+/vn6/////v' +
      '7//P//Awr////+/v/8//8DCgP/Af/+//3//wz6A/8B//7//f//DPoA/gAA/gAPAAD3/gAAAAAAAAIAAAAAAAAAAAAA' +
      'AgAAAAAC+P78/fz8IgD8+gL4/vz9/PwiAPz6AQAAAAAAAAAAAAD//v//Av/9/wAJ/gH9AP8A////BwD+AP4A/wAA//' +
      '8AB/8A/wD/AAAGAAAA/QD/AP8AAAYAAAD9E/kCCPoH+QP6/vT///3//v///v8O/xP5Agj6B/kD+v70///9//7///7/' +
      'Dv8Z//z9/v//9v///xAA+v////////7+CQAA////AP////0y/vb7/P3+9P38+wD/AAD//gUAAP7/AP0A/wD/AAAHAP' +
      '74+/j6/PL0Ng72/gD/AAAAAAACAAAA///8/f//////AA3///z9//////8ADf///P3//////wAN/wAA/wb/AAD/AP//' +
      '////Cf////4A/wD//gAAAAgAAP0AAP/+AAAACAAA/QD+BQH////8////Bv4DAP3+//r+/f4S/gUB/////P///wb4+Q' +
      'QBBvT4FAz1BP3+/fULGvwF9P38AAAAAAAAAAAAAAAE/gAAAAL/AAAA//3+8v4eA/3//v/8Afzy/h0F/P/+/vsA/v//' +
      '/////wkA///9A/8A//r+/woD//0D/wD/+v7/CgP//f//Cf/7//8ABQD+////////CQD/AAD/AAIAAAAAAAAAAP8AAg' +
      'AAAAAAAAAA/wACAAAAAAAABf3//f7//f8DB/8CAgv3/f36+wEP/AX9//3+//3/Awf/Bf4A/wAA/wAA/wD//v/9/xb6' +
      '//7+/v/+//3/Fvr//v7+/////P//D////P7//wD/AP4GAAAAAA7////+/wn///X8Df7//v78D/7/9fwAAAADAAH/AA' +
      'AA/wAAAAMAAf8AAAD///7//P8V+v7+//7//v/8/xX6/v7//v/8E/z+/vv+/v4EBf7/BQAA////AP0AAAD///////8A' +
      'BwAAAwAAAAAAAP4A//wTAf7++/3+/gIAAAD///////8ABwAAAAAAAAAAAAABAP8AAAAA/QAAAAUA/wAAAAD9AAAABv' +
      '7/BgD/AAAA/wAA/v8GAP8AAAD/AAD//wD////9//8M/v//AP////3//wz+AAAAAAIAAAAAAAAAAAAAAAACAAAA/wAA' +
      'AAIAAAAAAAAAAAAAAgAAAAAAAAD++f79DP33/f73HAD+AAD//QAABwAA/P3//QIA////CAP8/P/9Av3//wcHAwX+AA' +
      'AEAP4AAP7+/v3++v0f/f7+/P0AAAAAAAAAAAIAAP79/vr9H/3+/vz9AP8A/v///wr9AP8A/wD+////Cv0A//0AAAf/' +
      'AAD/AAD//P//Bv7//wr8///9+/35+QH8+yr9+QAAAAAAAAACAAAAAP///v/9C//////r9Ak76+r19wXvKgL8/Aj9Bv' +
      '0CBvr9Avz8CP0G/QIG+v3///8N////Av8A+Qj9/g3+/v78AP39Cfj5IvoD+gAF9/IAAAAAAAMAAAD+AAAAAAIAAAAA' +
      'AP8AAAAAAgAAAAAA/wAA/wD9AAn///8A/wAAAP8AAAAF/wD//////P8J/wT+//4AAgAAAAD//wAD/wACAAAAAP//AA' +
      'P/AAIAAAAA//8AA/8AAgAAAAD//wAD/wACAAAAAP//AAP/AP4A/wAH/wD///8BBAAAAAAAAAD9APb//xL/AP/9AP8A' +
      '9v//Ev8A//0A/wD3A/8S/wD//P/8/wQD/wgB+f////3/AAYA/wD///8A/wADCf8GAfj+/v/8/v8q/v39/vb+/vzzAP' +
      '4A/wAAAP8A+gz//wD/Bf0E/////gD+B///AP///wD/AP4H//8A////AP//Gv/+/v78/v79+f/////+//r9/xT8////' +
      '//7/+v3/FPwAAAAAAAAAAQAAAAAAAAAAAAABAAAA/P4J/Pv+/v7+CgQC///+AP//////Bfb+EP38//7+/wMGAAAAAP' +
      '8AAwAA//8GAAD+/gH/AAAAAP/9/wP+/P7+/v4P//4A/wsA+f4F/gEA///+//0L/////wj+//79AAANAP34AAAAAAUA' +
      'AAD//////v/+9/8T/wL//f//AP8AAAAAAAX///8A/wAAAAAABf8AAAAGAP8A//4A/wAAAAYA/wD//gD/AAAABgD/AP' +
      '/+AP8AAAIAAAAAAAAAAAz+/gD9Bf3//v7+AAACAAAAAAAAAAAM/v4A/QX9//7+/gAAAgAAAAAAAAAAAAACAAAAAAAA' +
      'AAAAAAMAAQAAAAD+AAAAAwABAAAAAP4A//7/CAH//P7/B/3//v8IAf/8/v8H/f3//gIO+vsP+vv+//8A//8AAAn//g' +
      'D//wD//wAACf/+AAD/DPz////////+AP8M/P////////4C/wT9//77/v/9DQL/BP3//vv+//0NAv8E/f/++/7//Q3+' +
      '+/01/ez9+/v8/P///wz////+/v//////DP////7+//8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAA' +
      'EAAAAAAAAAAP/9AP/9/+v///4j//0A//3/6////iME///++/8FDPr//gP/AAAAAAAAAAD/AAAABwAAAPwAAAAAAAAH' +
      'AAAA/AAAAP7+/P8T///////8/v78/xP///////wE+/z7C/0GEvj99QL8/PwM/QAR+P76AAEAAAAAAAAAAAD/AwD/AP' +
      '///f/2D/0EBf35/v39/gcH/QQF/fn+/f3+BwcAAAEAAAAAAAAAAAAAAQAAAAAAAAAA/wgAAAH/+/8ABfsA/gD/AgD8' +
      '/wAACQD///8IAP////7+AvD//v7//f//GP8C8P/+B//8/v8W/f////8L///////9APz8+zL59fv/+/j/////C/////' +
      '///fbz5/N18vH28Qj3AAAAAQAAAAAAAAAAAAABAAAAAAAAAP7+//79/vz/A/4R////Av//AP8F//4AAAD4AP//AAAA' +
      'CwAAAPgA//8AAAALAAAAAAD/AAMAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAgD/AAP/AAD/9gwR9ff58yj78w' +
      'AAAP8ABgD//wD/AAAA/wAGAP//AP8AAAD//wD/Bv8A/wAAAP//AP8G/wD/EArm8gPzBfXzNfYLBgD+/f/8///5AxsQ' +
      '5fAA8gH08i75CBL//f37/f3+/vv+/gAABgAAAAAAAP7+AAAGAAAAAAAA/wH8CwD7E/j/A/H/AfwLAPsT+P8D8QD+//' +
      '7//v8M////AP7//v/+/wz////+/QD//wAL/wAA/f79AP//AAv/AAD9//8A/wAAAAn7AP///wD/AAAACfsA////AP8A' +
      'AAAJ+wD/AAAAAAAAAAACAAAA/wAA/gAKAAD8/gD/AAD+AAoAAPz+AAD/BgD/////AP4AAP8GAP////8A/gAAAAAAAA' +
      'IAAAD/AAAAAAAAAgAAAP/+/v///f4c///+8v7+///9/hz///7yAAAB/wAABAD/AP//////////Cf///wf///7+9v0E' +
      '/gr/BgD9AP8AAAAAAAAGAP0A/wAAAAAAAAYA/QD/AAAAAAAAAP0A//8AAAn9/wAAAAIAAAAAAAAAAP/5AAD//xgAAP' +
      '/zAAAAAAAAAAIAAAAAAAAF////AP8D/f/9/hP/A/75//79//8DC/8D+vz////+/QEQ/QUG+vj9/f79AR39Bvj1/f38' +
      'AP0AAAAAAP8AAAb++/8B/w7+///+//77/wf+Df3///7+/v8A//8ADP////3+/wD//wAM/////f/5CQcC/AH////+/v' +
      'gIBgr8//79/v0AAP8LAAAA//8A+v73BxEK/P/9/f72AAAAAQAAAAAAAAAAAAABAAAAAAAAAAAABQH/AAD/////AAAA' +
      'AQAAAAAAAAAA/wD/////B/8A//8DAf7///4GAv79AAACAAAAAAAAAAD///8I/vv9//8J/gAABQD/AAAAAP8ADf8H/f' +
      '0E/v76/fwA/P8JAAAAAAD//wD8/wkAAAAAAP//AAEAAAMA/wAA/wAA/wAAAAAHAAD+/wAAAAAAAAAAAAAA+g33//4E' +
      '+AUk+Oj/CAD+/gD/AAAAAAEAAAAAAAAAAP8AAQAAAAAAAAAA/wAA/wD/AAD/AP8ABAABAAAAAAD8AP8FAAAAAAAAAA' +
      'AAAAAK+v31+/z8+/n7KAD/AP8I//3/AAP8/yj//v7++P35+PoJIPzyAfry9/L2Hvz4AyX6/Pn49Q75//z//P8BEP//' +
      '/v/79QIh+f0J9/QL+AAH////AP7//wD//////Ab7/v8M///////8Bvv+/wz//wj3+vz+/vQFDvsOCPcJ+/3+/QUA/g' +
      'AA/QD/////Cv8A/wD9AP////8K/wD///4AAP//CAAAAP79+v76/v77/f0dA/8V/v3+/gX9/v33BAD/AAAAAAAA/wAB' +
      '+fz5/v77/f0cAwAAAAAA/gQAAAAAAgX//P3/Af4L//kABQD//wD//wAAAAAFAP//AP//AAAAAAAA/wAAAAT/AAAAAA' +
      'D/AAAABP8AAAAAAgAAAAABAP8AAAACAAAAAAEA/wAAAAIAAAAAAQD/AAD/AAD/APwAAAAIAP8AAP8A/AAAAAgAAAD/' +
      'AP8ABAAAAP33//z6/QIH/v4WBwT/AP8A/wAA+v8JFgj3/fv7/Pv9/AAAAAADAAAA/wAAAAAAAAMAAAD/AAAK+//+/v' +
      '/+/v//BwX7Af3+//4D//8HBPoE/AD+/QP+/gb//v8J//8A/wAA/v/+/wn//wD/AAD++P8AAP//CwAAAAD4/wAA//8L' +
      'AAAAAAQAAP8AAAD//wAA/gL//wr//P/////+Av//Cv/8//////8AAP8C//8F////AAAA/wIAAAAAAAAAAAD/AgAAAA' +
      'AAAP0b+/4J/v4D/fP3/Rv7/Qz+/gP98/cAAAAA9QD/AAAADf/+/wL8/v3+Bv8JAP0A//79E/8A/Pv//v8C8f78/gb/' +
      'FgUj//z9/vb+/f30AP4AAP7/Ev8A+vsA/gAA/v8S/wD6+wAAA/8C/wAB////AP0A//79E/8A/Pv//wEB/wAE//////' +
      '//AQH/AAT/////9vb8+wYaDQsE+OoC/wEAAAAAAAAAAAL/Av8AAAAAAAAAAAAA//8AAPgMAAAAAAD//wAA+AwAAAAA' +
      'AP//AAD4DAAAAAAA//8AAPgMAAD/AP/8//8OAP3//v8A//z//w4A/f/+/AAA/gAACQAAAP7/Bv/9Ef3+/vr+//8G//' +
      '0R/f7++v7//wb//RH9/v76/v/1+fsR+hEJ+vX2DhL//vr+/wAA//3+9fn7EfoRCfr19g4AAP8JAAAAAAAA+gf4+BT4' +
      'Dwn59PIF/wcA/wD//wAA/gAC/wAAAAAAAAAAAAAAAAEAAAAAAAAA/wD//////wb+/wIAAgD/AP8AAAAAAAAAAQAAAA' +
      'AAAAAAAAAAAAD/AQAAAAD/AAAAAAACAAAAAP8AAAAAAAIAAAAAAP8AAwAAAAD/AAAA/wADAAAAAP8AAO4pCPLs/w8A' +
      '/Bfi/fj+APX9BBD0F/z9+P4A9f0EEPQX/AAA/gAAAAAAAAMAAAD+AAAAAAAAAwAAAAAAAAD+AAADAAAAAAAAAP4AAA' +
      'MA//n//v///v/+Bgv/AAj//wAA/wD///8ACP//AAD/AP///wr//f/++f4Q+v3/Cv/9//75/hD6/QL2/////////w//' +
      'AAAAAAACAAAAAAAAAAAAAAIAAAAAABj3APz9/PUC/RH3/hr+/f7+/Pz+APr/AAAA///+BgAAAAD///4M/v7//wD/AA' +
      'MAAAAAAAAA/////gT+/v/9/wD/B/36/fn5+Pb6GfgiCv7//v/+/gX/CfUK/v/+//7+Bf8J9QAAAAD/AAMAAP////wB' +
      '/vb+/f//ABYAAQAAAAAAAAAAAAD/AAAAAP0AAAAFAP8AAAAA/gAAAAQA/wAAAAD+AAAABAD/AAAAAP0AAAAF//3/Ff' +
      '7++wb/+foA/wAAAAAAAwAA/wD/AAAAAAADAAD/AAABAAAAAAAAAAAAAAEAAAAAAAAAAAACAAAAAP8AAAD/AAAAAAD+' +
      'BAAAAAD+Efz6/fz4/Pj8GgD+/vz+Ev7+AP3+AP//Bf////8C//8A//8F/////wL/////AAUAAAD/AAAAAAAFAP8A//' +
      '//AP///wMR/////v7/9//9/hP+/v7+/v7+//8DEf////7+//f9+gYp/Pz8+/z98/39/hD8D/n9/P79AAD5AAAAAAAA' +
      'DPwCAAAAAAAAAAAAAP4E//3+//r+/v4Q/wT//An///////sAB/76B/75/f79CwX6+P////3/ABD//wAH//8A//8A//' +
      '8AAAj/AAAAAAD7/wX6B/3+//v//wv+AAAAAQAAAAAAAAAAAAABAAAAAAAAAP7///8O//z//////v///w7//P////8A' +
      'AAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAHBAD//gD//wD8/wcEAP/+AP//APz//wAF/wAAAAD/AP//AA' +
      'X/AAAAAP8A/wAAAAEAAAAAAAAAAAAABgAA//wAAAAAAAD/AAIAAAAAAAAA/wcAAv/8/wD/AAAA/wMAAAAAAAAAAAD/' +
      'AwAAAAAAAP//+//+AP7/AA/////7//4A/v8AD/8A/wb+/v///wMA/wD/Bv7+////AwD/AQD8AAAA/wAABv8BAPwAAA' +
      'D/AAAG/wDyAvz+BwQGCfQEAPIC/P4HBAYJ9AQAAAAA/gAFAAD+/wAAAAD+AAUAAP7/AAAAAP4ABQAA/v8F/gAA/gAA' +
      'AAAAAAX+AAD+AAAAAAAAD///AP/9/wAA+AAAC//+//////7//v8E///+Bv7//wH+/wT///4G/v//Af4AC//+//////' +
      '7//g4O/v39Avz+/fj8//r9/PwW/PkP/fz/+v38/Bb8+Q/9/P/+AAv///7///8AAAAA//8EAAAAAAD+/P37HAP9/v74' +
      '/f36/QcbAfv9/ff9//0AAP3+EP////v//QAA/f4Q////+wD/AP//BQD//wAAAP8A//8FAP//AAAAAAD+AAUAAAD/AA' +
      'AAAP4ABQAAAP8AAP7///8A//8I//8A/v///wD//wj//wf+/wj//vz/////AgAAAP8AAAAAAAAJ/v8I/v78/v/+/gH/' +
      '//4M//////v/Af///gz/////+////f76/gr9CAr+9wQAAAAA/QAAAAAAA/3++v4I/QgK/vcAAgAAAAAAAAAA/wACAA' +
      'AAAAAAAAD//////v//+P//E/4AAAAAAAD/AAADAAD///8A//z//woA/////v//+P//E/4G/wH//wD/AAD9AP/8//7/' +
      '//z+/xT9//0B/wAAAP8AB/8E+QH9/v77/P8Y+/39+wX9EvoL/fr7/f37Bf0S+gv9+vsAAAAAAAAAAAAAAQAAAAAAAg' +
      'AAAP8AAAAAAAACAAAA/wACAP3/AAIA/wAE/gL//f//BP///wP/AAAAAP8ABAAA//8AAAAA/wAEAAD/////AAD+/wwA' +
      'AP/7//8AAP7/DAAA//sA/wADAAAAAAAAAAD/AAMAAAAAAAAAAP8A+wAADf8AAPsHAAAA//z+AAAAAAf/APv//Av/AP' +
      '/7AAAA/v8I/wD/AP/+/Pv6/ff8+jL+9/3+/vwR/v76B//+Gv7//v36/P/+/v0e/Pj7Bfj7+gf9+//+BP7+//7//f8K' +
      'AAADAP8AAAAAAAD9CP4L/QX+/v36/QT9Hf/+/v799/n9/Qz+Cv0E/v39+fwAAgAAAAAAAAAAABoAE/kD+O7rKOvzAP' +
      '8A/wAACwAA//kA/wD/AAALAAD/+QD/AAD+AAoAAPz+AP8AAP4ACgAA/P4A/v8AAAAAAAb//wD+/wAAAAAABv//AAAA' +
      'AAEAAAAAAAAAAAAAAQAAAAAAAPz68Pr5+/r5+B8h/Prw+vn7+vn4HyH8+vD6+fv6+fgfIf/+AP/+/fz///8Q/f7//x' +
      'T++f////3//v/+Dv/+/////vv7/vwf+vP9/v4MAAQA/wAAAAAAAAAABAD/AAAAAAAAAAH9///6//v///wUAf3///r/' +
      '+////BQA/wAAAAAABf8A/gD/AAAAAAAF/wD+AAAAAAAAAAAAAAD//v8L///+////AQf+/wv+//r+//0BB/7/C/7/+v' +
      '7//QEAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAwAAAAAAP4AAPkAAAAAAgAAAAAAAAAAAP//Cf/9/wD/AAAA//8J//3/' +
      'AP8AAAAAAAADAAAA/gAAAAAAAAMAAAD+AAUAAAAA//8AAP4ABQAAAAD//wAA/gAFAAD/AP8A/wAA/hP+/v3/+f/+Cv' +
      'YA////Ev/7///8/QAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAEAP//Bf7////+AP8AAAAF/gAAAP8A' +
      '/wAAAAX+AAAA//3o/P78+/b+Bfo3A/4FAf7//f7+/gT/+//+///+/gIQ/AL5Bf/9/vz8AQ4AAP3/////+v///xD///' +
      'v4////AP7/FP0R/v///vsAAP/+/wr//P7+/v76D/wHCP78+/z6C/0F+wD/AAAAAAD/AAT/AP8AAAAAAP8ABP8A/gD/' +
      'AAAA//8I/QYF/vv6+/oJ/BL3AAQA/wD/AP8AAAAABAD/AP8A/wAAAP79/vn7Avz+Hf38Bf8F//wA/wAAAP3/////DP' +
      '////0A/f76Bfv6/v0EFv38/voF+/r+/QQW/fz9+gT6Bv78AxL9+QAAAAkA/wD6AAAA9/L2+vIh8EX37/n//gL8/v7/' +
      'CwT+/v32/gL4/A7/Ev78/fb+Avj8Dv8S/vwA/wAA/wAAB/4A/wD/AAD/AAAH/gD/AAAAAAACAAAAAAAAAAAAAAIAAA' +
      'AAAP36+vb5+fo0B/z2AP8AAAAAAAUAAP7+/gT9+v39/Rf7AP7+BP36/f39F/sA/hP+AgD5/v3//v39Ef3/A/f69xL8' +
      '+/0Q/f799vr4Hfz7AP//////AAf///8A//////8AB/////8AAP4J/////wD//QQAAAAAAAAA/wD8BAD+Cf/+/////w' +
      'D/AAf/AAD8/wAAAP8AB/8AAPz/AAD/GP/8/fv+/f7//v/3/vv+/v0i/P77//f++/7+/SL8/vsA/wD+////C/3//wAA' +
      'BgD9AAAAAAAAAAD/+QD/////AgkAAAAAAAAAAAABAAD/AAAA/wIAAAAA//7++v/8DPv8Agn//v76//wM+/wCCQD/AA' +
      'AA/wQAAP8AAP8AAAD/BAAA/wAA/v//C/////8A/v7/FP7+/v/9//7+AQ0A//4G/f7/9v8DCf0A/wAG/f77/AQW/P/9' +
      'BgP7/vH7/xP//P/+/v7+/v7+/wAA/v8IAAAAAP7/AAD+/wgAAAAAAP8A/wAACwAA//kA/wD/AAALAAD/+QAABf8AAA' +
      'D/AAAAAAAF/wAAAP8AAAAAAAX/AAAA/wAAAAAAA/8AAAAAAAAAAAAD/wAAAAAAAAAAAAP/AAAAAAAAAAAAAgAAAAAA' +
      'AAAAAAACAAAAAAAAAAD//gT+////Bv///wAAAAUA////AAD///4E/v///wb///8ABwD///////8A/wAG/wD8/f4K/f' +
      '/9AAABAAAAAAAAAAAA/wD//v/9AAD8DQAAAAAAAwAA/wD/AAAAAAADAAD/AP8AAAIAAAAAAAAAAAAAAAIAAAAAAAAA' +
      '/wACAf8CAP////8A/wD//v/9AAD8DQD/AP/+//0AAPwNAP8AAAAAAAAAAwABAAAAAAAAAAABAP7+AP////3///8N/v' +
      '0A/v///f/+AQ36/gAAAAAA/wAM//r+AAAAAAD/AAz/+/4AAAAAAAAACv8A/wAAAAAAAAD/BAD/AAAAAAAAAP8EHv3/' +
      '/v3++///9v/+/P33/Sj8+f3+/f78/ff9KPz5/f79/P0AAP4A/gD/BAr8/f0I/Rjx+/0J+vgE/Ab1EPP5DfwJ+AT8Bv' +
      'UQ8/kN/An6EfwTAwfz8AD8/P/5AP8AA//+AAAK//8DAPr//AAA+w///wMA+v/8AAD7DwkA+QAAAAAAAAAACQD5AAAA' +
      'AAAAAAD//////wr7/wP//wAAAAAAAQAAAAAAAAAAAAABAAAAAAD//AD//gAR//8A+f/8AP/+ABH//wD5/P3//v39G/' +
      '7+//v+/gD//v8O/////f7+AP/+/w7////9/Pz9GPwA+RL7/fT9//8AAAD9AAAJAP3//wAAAP0AAAkA/wYAAPv/CP//' +
      '//z/BgAA+/8I/////P8A/wr+/////wD+/wD/Cv7/////AP4ABAAAAAAAAAD//wb/AQD/AP///v/+/QD8Dw8D/f389/' +
      'n///8J/gP+AP7//gD/AAAAAAAAAAACAP8AAAAAAAAAAAL4AQsGAAT46QfvG/4I/wj///3+/f/8/gj/CP///f79//z+' +
      'CP8I///9/v3//AAAAgAAAAAAAAAA/fv9/Pz8/Cn6/Pv9+/38/Pz8Kfr8+//+Ef3+Af7+/v/9/gIQ/QkB/f3+9fz/BA' +
      'AAC///AAD2//4CEP0JAf39/vX8AP8A/v//+v8AAA0A/wD+///6/wAADf/+AP/9AP///wYD//UA//8AAP8AEf78DvwC' +
      '+fzy+wj1G/wHBfv6/fv8+RIE//v/Cvz/Af7+BAH4DAD98/nt9gERH/78CAr9APf8BAf3/vwICv0A9/wEB/f+/AgK/Q' +
      'D3/AQH9wEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP8NAAD++AAAAAAA//8AAPz/CAAA/wD+Df//' +
      '+vcI/wD/AAAAAAAAAgAAAR35+vD09w3z/xYE/v///wAA/wAAAgUa+Prv9PYM8gIXBP7///8AAP8AAAIA/wAAAAQA/w' +
      'AAAAD/AAAABAD/AAAAARz4+u/09g3zAhUAAAAEAAAA/wAAAAD/AAQAAAAAAAD/AP//CP//////AP8A/wAAAAAG/v8A' +
      '/xz8//79/fv9/v3+AQAAAAAAAAAAAAA9E/v7+ff/+QDy3x38//79/fv9/v3+AQAAAAAAAAAAAAD+/P/+///8////Ew' +
      'AAAP//AAAAAAAEAAAA//8AAAAAAAQGAP3/AQD/AAAA//7+////////AAv+/v7//v///v8FCv0W+vr//f37/QQJ+v7+' +
      '//7///7/BQr9AP8AAAADAAAAAAAA/wAAAQMAAP8AAAD/AAAAAwAAAAAA/hX//gf+/fz5/fwOGwH2AvYF8Pn8/wD8AA' +
      'AAAP0AAAAJAPX+///++v///xr6FQEJDAH0Afr09wD//////wAA/wUAAP//////AAD/BQAA//////8AAP8FAAAAAgAA' +
      'AAAAAP8AAP8AAP8CAQAAAP8A/wAA/wIBAAAA/wD/AwAAAAAAAP8AAAAAAgAAAAAAAAAA/v//AAD+AP//CPH7DP36/v' +
      'n+ASD6AAAA/wAA/wf/AP0AAAD/AAD/B/8A/f8IAAAAAAD/AAD8/wAA/ggA//8AAP//AAD+CAD//wAA/wD/AP////4K' +
      '///+AP8A/////gr///76Evz+Af719fj8Hf/+//z///35//8U/wICBv///////v79A/v8Cv77+gAHBP//Cf3///////' +
      '8CAAAA/wAABgAAAPz//QkQ/v/7/vr+/PzzBvf7/Qj8B/0VAAAAAAAAAAABAAD//v/+/wz9///////6//3+GPr///3/' +
      '//r//f4Y+v///f8AAAD/AAAABAD/AAAA/v8AAP8HAAD+AAAA/wcA/v//AP4AAAD/BwD+//8A/v8AAAAHAAH//gD9//' +
      '0A//8A//3//g3/BgIA/f///gf7/v8GAgD9///+B/v+/v0A//8AC/8AAP3+/QD//wAL/wAA/f0qBvv7+wH7/f/s/f0V' +
      '/f78A/7+/v0AAAAABf/+AAD/AC/6Af36AvD6+PgDAAAAAAAEAP4AAAAAAAAAAAQA/gAAAP7+//v//gP+//8OAAAAAA' +
      'ABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAP8AAAAA+wAACAAA/wAAAAD7AAAIAP39Ff3+/AP+/v79AP///v//' +
      '/v0O/////wUA/wAAAAAA/wH/AP8HAP7/AP/+/gT8+P/79/r7FRD+A/v4Bvv2+fsUDf0H/wv///////v9//sD/v/+/P' +
      '///w//+wP+//78////D/v4+Rb4BPD5APog////AP//AP//AAb///8A//8A//8ABv///wD//wD//wAG////AP//AP//' +
      'AAYF/v8F/wD///7///z7//77//n//x/9APv+/vr/+P//H/wEAP///wD/AAAC/wX5/gP5//f9/R77AAAAAAADAAD//w' +
      'D//QX7/vwRAv7++v/9Bfv+/BEC/v76CPb8Dvz8BvoDAPz/DAD/AAD5/wAA/gAAAP8A/wAH////Bwf7DPv9/vkCBvP/' +
      'DP/+///5Bv///gEAA/8AAAAAAAAAAAAAAAD/AAAAAgAAAAAAAP8AAAACAP4A/P8O/gAAAPz/AAABAgAAAAAAAAAAAA' +
      'EAAAAAAAAAAAAAAQIAAAAAAAAAAP8A/v///wv9//8AAAD/AAD/AAAAAwAAAP8AAP8AAAADAP8DAAAAAAAA/wAA/wMA' +
      'AAAAAAD/AAj////+Av3//////v4b/Pr+/v79/f4G/Rr7+QD6/f39/QD9//7////+Av8KAP8A/f//BP//AgIBAAAAAA' +
      'AAAAAAAAD/AP3//wT//wICBAMA/gH+/AAL/fgEAwD+Af78AAv9+AII/v3/A/0C/f7+AAACAAAAAAAAAAD//f/+/xP6' +
      '/v7////9//7/E/r+/v////3//v8T+v7+//8A9wD/ABIAAPwA/vf9DQT6Cfj39Q0FAAAAAQAAAAAAAAD39A0E+hv49/' +
      'ENAwEB/f0EDP39/QD7EP39/QMJ+v38//sAAgAAAAAAAAAAABD9/f0DCfr9/P/7+v8AAAD/DQAA/AD6/wAAAP8NAAD8' +
      'AAAFAAABAP8AAAD99/0K/AME/fsq6fP9AP//AAD/AAAJ/f0A//8AAP8AAAn9AAAA/wAA/wQAAP4AAAD/AAMAAAAAAA' +
      'H+//7/A/7//wj+AAAAAAAAAAAAAAIB/f/+/wL+//8IAP//BP//Bv///v////8E//8G///+////CP////8D/////f8H' +
      '//7/BAL//v/8/vv//v3+If78/ff9/gD///4V///9+P4N/v7//AT9AvcF//z++/0SCv39/fsAAP8KAAD/AP8A+//8/v' +
      'v9Egr9/f37/AL+/AD9GvwB8wL5Avr/+ApA9/nv6v75Af3+/g7+/vsLAAAAAwD/AAAAAP8AAAADAP8AAAAA//8H//7/' +
      'BAL//v/8/AIA/Pz9F/39+gH/+/4E/f0b/fr8/QAKAAAAAPgAAAAAAAAAAAAAAQAAAAD+BP4D/P0V/fr7/RH++wT5+/' +
      'kS+/v9AAAAAAAAAAACAAAB/P0J/f0BBPz9BQH8/Qn9/QEE/P0FAP7/Hv7///zuAP8E//8C/gn6//7//wT//wL+Cfr/' +
      '/v//AAAAAP8AAwAA/wAAAAAA/wADAAD/ABL9D/38/fb9Afz9//8A//8A/wAAB/4R/A/8+/32/QAD+///AAD//woAAP' +
      '/8AP4A/wD/Cf4AAP///f///v4T/f//+/oDDQsL9vkB9wfzAP///wn+//8A/wD6AgsKFPT5APYG8wD+AP//CAD/////' +
      '/////v8F/f4J//8AAAD/AAX+AAAAAAAAAP8ABf4AAAAABvYH/vv99vz5ABz7/Qb/////AP8DBv//AAD////9AAr9+/' +
      '0G/////wD/Awb6/Ab+/v/9/f8NAwEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAYAAAAA//0AAAD///z///////8KAP//' +
      '/P///////wr//wAAAAAAAAACAP//AAAAAAAAAAIA//8H//8A////AP///wf//wD///8A/wcg8wMt9QPt8Pbq9gIEAf' +
      'r39woMCf359AMA/vX6CQoHCf8A//sR/v/+///8AAAAAAAA/wAAAAMAAAAAAAD/AAAAA/////sR/v79/v8B/wj//QP/' +
      '/v//////BAEA//8D/wAC+v8AAP8AAwAAAAAA/wAA/wADAAAAAAD//w3+/v///////gAAAAEAAAAAAAAA//8N/v7///' +
      '////4AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAQAAAAAAAAAA/wAAAAD/Bv8A/gAAAAT/AAD/AAAAAAAABP8AAP8A' +
      'AAD//gj////6///+CAACAAD/AAMA/wD+AAIAAP8AAwD/AP4ACgD+//7//////wAKAP7//v//////AAABAAAAAAAAAA' +
      'AAAAEAAAAAAAAAAP/9AP/+/xf/AP/y//0A//7/F/8A//IAAQAAAAAAAAAAAP8A/wD//gAGAAAA/wD/AP/+AAYAAAAA' +
      '///8//4P/v///wD///z//g/+////AAAAAwAAAAAA//8AAAADAAAAAAD//wAAAP8AAAAAAAACAAAA/wAAAAAAAAIAAA' +
      'EAAAD+AAADAP8I//z+/RH+/v74AAAAAQAAAAAAAAD/AAD/AAD/AAAABv8AAP8AAP8AAAAGAAz//////v7//v4AAAAC' +
      'AAAAAAAAAAAAAAIAAAAAAAAAAAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAAADAAAA/wD/Af/+/wf/////AP8B//' +
      '7/B////wAAAQAAAAAAAAAAAAAAAAAAAAMAAAD//wUA/wAA/wD/AAAQ/wAA//X//wD+AAAA/wEAAP8GAP0AEP//AP/1' +
      '/wYA+wAAAAIAAAAAAAAAB/8A//////////8H/wD+/wD//////wf/AP//////////AAAAAgAAAAD/AAAAAAACAAAAAP' +
      '8AAP/+/v3/Ev7+/v/+AAABAAAA/wAAAgAAAAEAAAD/AAACAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAA' +
      'AAAAAgAAAAAAAAAAAAUAAAAAAAD9AAABAAAAAAAAAAAAAAAFAAAAAAAA/AAAAAACAAAAAAAAAAAA///9A///////BQ' +
      'D///0D//////8FAP///QP//////wX+9//+/vgM/v4R/v73//7++Az+/hH+AP8AAAAAAAMAAP8A/wAAAAAAAwAA/wAC' +
      'AAAAAAAA/wAA/wAAAAAAAAAAAQD//QD/AAAA/wAH//79AQAA//z+Bv4HAAAAAQAAAAAAAAD+/QEAAP/8/gb+B/8BAA' +
      'D/////B//+/foBAP/+/P0FBgb/AP8BAAAAAAAF/wIAAAD/AAAAAAAAAgAAAP8AAAAAAAABAAAAAAAAAAAAAAEAAAAA' +
      'AAAAAAAAAAD/BwD///////8AAP8HAP/////////+AP8AAAkAAAD8AAAA/xEAAADyAAAAAAACAAAAAAAAAAAAAAIAAA' +
      'AAAAAAAAAAAgAAAAAAAAAAAAEAAAAAAAAAAAMRA/z+/v39Af74AxEE+/7+/f0B/vgC9QD+/gD6+wcLBv4HAvT3A/gX' +
      '9hL0AAD/AAD9BQAAAAAAAP8AAP0FAAAAAAAAAAAA/gQAAAAAAAAAAAD+BAAAAAD//P///wIH/wX//P8J/v79/v7+/w' +
      'j+/wn+/v3+/v7/CP7/+//////+/wb/Bv/+B/v9/fz8BAEK//4H+/39/PwEAQr//gf7/f38/AQBCgQKBPr///7+///9' +
      'BAoE+v///v7///3+//8M/v7+/QX//QAAAAD/AAMAAP8AAAAAAP8E//8AAAAAAAD//wQC/wD////9//7///8Q/v/9//' +
      '3//v///xD+//0A/wAU/wD+/v0A9gn5/wj+/vr6/xH4AP8A/QAG/wAAAAAJ+P8F/QP6+v4R+AD/AAv//wD//gD7AP4A' +
      'AP8AAP8F/wAA/gAA/wAA/wX/AAD///7///8BCP/+AAAA/wAABgAAAPwAAAD/AAAGAAAA/P/7+Q3+/P0CAQv7APgBAv' +
      '0B/RP8//z//wD9/wD+Dv7+/gD4AQL9Af0T/P/8//8A/f8A/g7+/v4AAP//BQAA/wD//wAA//8FAAD/AP//CA4A/gAA' +
      '/vz/APQI/AD/AAAAAP8A/gj7A/8AAAD////+CPsD/wAAAP////7/BgD//wH+/wAAAP8GAP//Af7/AAAAAAgAAAABAA' +
      'AA+v8AAQAAAAAAAAQA/v8ABAAAAAAAAAD//wAEAAAAAAAAAP8A/v8Q///+//cA///+/wT//gn9///+//7/BP/+Cf3/' +
      '//4A/wD/BgAAAP4AAAD/AP8GAAAA/gAAAAAAAAACAAAA/wD+/woE/wD//v//+wD9/wQA/wD9AAAG/vwKCP7///z+/w' +
      'EAAAD/AAAAAAAAAwAAAP8AAAAAAAAD/vgH+vn9+hQF9Qv++Af6+f36FAX1CwAIAP//AP7//////P0A+/8I/gAIAP/8' +
      'Bf/6/gj8/wj//wIAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAA0L/fz8+Pn9/Qv6DQv9/Pz4+f39DPoNC/' +
      '38/Pj5/f0M+gAAAAIAAAAAAAAAAAAAAAD/AAAAAgAAAAAAAP8AAAACAP8AAAAFAP0AAAD//wAAAAUA/QAAAP8AAPYA' +
      'DQD/AAAAAAAAAAAAAP8AAAEAAAAAAAAA/wAAAQD//gAA//8IAAAA/v/+AAD//wgAAAD+AP8AAP8ABwAA//4A/wAA/w' +
      'AHAAD//gABAAAAAAAAAAAA//v+/f7++v39/h75/f0h/v79/Pz9/Pn9/SH+/v38/P38AP8A//8A/f//AAkAAAAMAQAA' +
      'AAAA9gABAAAAAAAAAAAAAP8A//8AAAAEAAAA/wD//wAAAAQAAPkD+vX9MAfw/egNBPj79/YjB/QS+PX+/f/+/BcB/v' +
      '77/P79//78FwH+/vv8+BD6+AD2DhH79gAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAA/wAAAP8EAAAAAAD/AAAA/wQA' +
      'AAAAAP0AAP//CQD+//4H+/7///7+/Qz//gf7/v///v79DP/+B/v+///+/v0M//39/xb/+v//AP3//f3/Fv/6//8A/f' +
      '/9/f8W//r//wD9AAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAQA////AAD/AAAA/QAAAAD/AAUAAAD9AAAAAP8ABf8M' +
      '+fn3EPgN9/kH/wz5+fcQ+A33+QcAA///AQAAAP8AAAAD//8BAAAA/wAA/v3+I/3+/QD1/fv+/f4j/f79APX9+/79/i' +
      'P9/v0A9f37AAD///sA/////w0AAP//+wD/////Df8M+fn3EPgN9/kHAAAAAgAAAAAAAAAC//oU//v//f/+/wL/+hT/' +
      '+//9//7///0HC/7+/v7+/v7//gcJ/v7+/v7+/v/9Bwv+/v7+/v7+//0HC/7+/v7+/v4AAAD/////Bv8A/wAAAP////' +
      '8G/wD/Bv7//v/++w///fwN/gUG/v79/fz7/Q3+BQb+/v39/Pv9CAIE/fn//PoP/PsIAgT9+f/8+g/8+wwKAAz+//39' +
      '/f3uAf38Avr+/Qr8+Q8C/foI/AL8/PoFCgAAAAADAAAA/wAAAf37Av3+/Qr8+A8A/wAAAAAAAgAAAAMAAP4AAAoAAP' +
      'j/AAAAAQAAAAAAAAD+/v/+//8O/wAA/AAAAAAAAAQAAAD+Av3//v//GP//9/oAAAAAAAADAAD//wUA/gAAAAAAAP4A' +
      'BQD+AAAAAAAA/gAAAAAAAgAAAAAAAAAY//0A/fn+//77/////v7//v/9/w0AGP/9AP35/v/++//9//3+Cf7+/gz6//' +
      '3//f4J/v7+DPr6/PgS/fzyBfkj9f//A//+APsA/gv+//8D//4A+wD+C/76/PgS/fzyBfkj9f/9/wD+B/n+/v4NAAAA' +
      'AP8AAAADAAD+/f8A/Qf5/QL+DQAAAAAA/wACAAAAAP4ABgD/AP/+/wIAAAAAAAAA/wAAAwD+AAYA/wD//v8C//v//w' +
      'AA/wv//v7/+///AAD/C//+/v////////7//wr+/wAAAAAAAP//BAD//wD//f////8JAP/+//////7+/w/+AAUAAAAA' +
      'AAAAAP0ABQAAAAAAAAAA/f//AP8AAAcAAP/+//8A/wAABwAA//4Q+wYBBf39/P77+RD7BgEF/f38/vv5EPsGAQX9/f' +
      'z++/n8DxEC9PwIBvrz9f///wH9////Cv///A8RAvT8CAb68/Uc9/r7/fr2/Br8+Rz3+vv9+vb8Gvz5/v8A//8ADP//' +
      '//3+/wD//wAM/////QD6AAAAAAwAAAD8/wD+AAAAAAAFAAAA/////wj//v8A/wD/////CP/+/wD/AAABAAAAAAAAAA' +
      'AAAAEAAAAAAAAAAAD/AP8BAP7/AP8G/Aj+/f79+fz+/RYAAAAAAQAAAAAAAPwI/v3+/fn8/v0WBf4B+RH+9/8H/vn8' +
      '9BwE/QoGDu/47wD//wj//////wD//v8A//7+Cv8A//8AAAAAAAAAAAEAAAD/AP/+AP0AAAr+/v7///39B///Cf0FAP' +
      '4AAAAAAAD+AAT+AAL+/v77+v0PBP4AAv7+/vv6/Q8JAP3//wAA/wD+AAkA/f//AAD/AP4ACfz//fwa9v4F9P4AAAAA' +
      'AP8EAAAA/wj7/vz7Gfn+BPT9Bf///wAA//8AA/4A/wD/AAAAAAMAAAD/AP8AAAAAAwAAAAAA/wADAAAAAAAA/v/9BP' +
      '//B/////4L/wr+Af38/fz+AAcA/wD9//8A///8DvwA+wL7+fsS/AAHAP0A/wAAAAD+/BX8APr/+fj7EfsA/wL/AAQA' +
      '/v8AAAAGAAAAAP8A/v8AAP8AAwD////+AAMCDv/+//7///79/fcd8ff39fEFKAf0+TDy9PX37wEjAvAAAAAA/wj+AA' +
      'AA/gD/AP8AAAcA/wD9//8A//8HBf////v//wAA///8/wD/CgAABP8AAAAAAAD/AAAE/wAAAAAAAP8AAAD+AP//CP//' +
      '/wAAAP4A//8I////AAAA/gD//wj///8A/wD///8HAAAA/wD/AP///wcAAAD/AP////8Q/fn///8A/////xD9+f///w' +
      'AAAP//AP8G/wD/AAAAAAAAAgAAAAAAAAAAAAACAAAAAAP9AP//APr//wAKA/0A//8A+v//AAr//wn///////8A/gAA' +
      'AAAAAAUAAP/9AAABAAAAAAAAAAD//wAA//8PAAAA+P//AAD//w8AAAD4//8AAP//DwAAAPgY+f36+vki/Pv0+Rj5/f' +
      'r6+SL8+/T5/v8M/f////////8G//8AAAAAAAD+AAAAAAAAAAAAAAEAAv3++/v8/QIW/v0EA/70FQb47hTsBQAAAP8A' +
      'AAAAAgAAAAAA/wAAAAACAAAAAAAAAAAAAQEAAP7/Af8H/////////vwD/xj//f79+v3rA0LwLfPr8fD/9v4U//3+/f' +
      'v+///+/hT//f79+/7///726xn0SPDu8fId6v7+/wn+/v39/f4KAAAC/wAAAAAAAAAAAAL/AAAAAAAAAP/+/gT++f79' +
      'DP8D//7//P7++v7//xX////9/wz+BP3//v////3/DP4E/f/+AAACAAAAAAAAAAAA/wL//wAA/v8FAP/8D/f+//z+/v' +
      '4NAAAAAAD/AAMAAAAB+AP////9/f4S/QH4A/////39/hL9AP4AAP4A/AD//gv//+j/+P/+//8p/wAAAAAA/gQAAAAA' +
      'AAAAAP8A+gAADP0AAAAA/wD6AAAM/f/++/3+/gsL/QL5//77/f7+Cwv9AvkA/wD+/wgA//8A/wD/AP7/CAD//wD//x' +
      'IAAP39//3+AfsABwAAAAAAAAAA+gAHAAAAAAAAAAD6AAAGAP0AAAAA/wAAAAD+AAAABf8A/wABAAAAAAAAAAAA/wcG' +
      '/f3//wT///kA/wD+/wgA//8A/wL/AP///wAABP//AP///////wD/CP8B/v/+/v7+/wQH//8ACf//AAAA/wD9/wAJ//' +
      '8AAAD/AP0AAAAAAAD/AAAAAwAAAAAAAP8AAAADAAMAAAAAAAABAP///v//AP///wgB///+//8A////CAH///7//wD/' +
      '//8IAf8AAAAAAAAAA/8AAAAAAAAAAAAD/wAAAAUAAP8A/wD/AAD9BAD8BPv7/g/8Af0EAPwE+/v+D/wBAAAAAAAAAA' +
      'ABAAD//v/+/v/6/vwCE//+//7+//r+/AITAAAAAAAAAAABAAD8/fv8+/v5CgkFCAIA/wf9/P0ACf77AgD/B/38/QAJ' +
      '/vv8/P/6A/78+wIa+wAAAAIAAAAAAAAAAP8AAAD/Bf//AP8AAAAA/QAAAAQAAP7///8U/Pv+/v///fz++f0B+iD8/A' +
      'D7+/sB+P72IwIA/PH2+vr6+wYdBBX1//3/D/4F/fz//v349vkQCP3zHAL89vr/AP///xP///z+//f///////0FDAAE' +
      '/wAA/wAAAAD/AA8AAAAAAAAAAPMADwAAAAAAAAAA8wAA/AD//wD8AAAACwD8AP//APwAAAALAPwA//8A/AAAAAv2BA' +
      '4M/gbu+QAF/AD9//7////+Df/+//3++/P+6fz//jcA/AAAAAAAAAAABgD8AAAAAAAAAAAG/A77+fkHCvb+BAD/9///' +
      '//8L////Bf7/DP/9AP////7///8CAP7/+wAAC/7//wIA/v/7AAAL/v/7AP///xT/AAD2//sA////FP8AAPYAAAEAAA' +
      'AAAAAAAAAAAAAA////AAAEAAAAAAABAAAAAAAAAAAAAP///wAABAAAAAAAAP//AAAEAP4AAAAA/wAAAAUAAAAAAgD/' +
      'AAAAAAAAAAACAP8AAAAACf8A//8AAP7//gABAAAAAAAAAAAAAAAAAAACAAAAAAAA//8EEv/9//79AfYAAAD/AP//Bf' +
      '8AAAr///4B//4D/v7//w3///79DP3++P3+DQD//vwM/f73/f8AAAAAAAIAAAAA/wAAAAAAAgAAAAD/AAX/AAD/AAAA' +
      'AAAAAAABAAAAAAAAAAAAAAACAAAAAAAA/wAAAAD/AAAABAD/AAAAAP8AAAAE/v8AAP7/CAAAAAD+/wAA/v8IAAAAAP' +
      '/+/////xX//vv7/v4A/wAACv8AAPz9/f///v8e/v37+ALzQfPz9+/28S3qJutD6eTv/+4EFesA/wEA/gD9AAD+CP0D' +
      '/v39/f0g/f7y/QP+/f39/SD9/vIAAAAAAAAAAAEAAAAAAAAAAAAAAQAA//sA/////w7+//4A/wEA/gD9AAD+CAz8/f' +
      '0H//r9/Q33AP///wAA//8ABgAM/P39B//6/f0N9wAAAAAAAAIAAAAAAAAAAAAAAgAAAAD+Bf0ACf36CQD7+v4F/QAJ' +
      '/foJAPv6BCX9+Af4+fn69gAEJf34B/j5+fr2AAEA/PwE//7//wII//8A/wr//v////4A/wD/CAD+AAAA/v//AP8K//' +
      '7////+AgAAAAAAAAAAAAAKAf/9Cf/8/QL7+wsB//0J//z9Avv7C/z49QL8/voH+hb////+B////wX//P79/vsF//39' +
      'Cv4G/v3++wX//f0K/gYAAAAAAAD/AAIAAAAAAAAAAP8AAgAA//8F/////////wL//wX/////////Av//Bf////////' +
      '8C//3/C/4E//z///4I+v4Q//3//f//+wf3/Rv9Af76/v75/wz//v///f//Bvn//gAAAAAG/wAA//4K//3//wP//wX4' +
      'AP0A/v8A/gAAAAoA/QD+/wD+AAAACgAAAAD+AP0AAP4IAAAAAP4A/QAA/ggL/P/7+vvq+hL+GAAAAgAAAAAAAAAAAA' +
      'ACAAAAAAAAAAAA/wD/AAAFAAAA/gD/Af8AAAX/AP/+BwH6AgD+C/YW8/T///4E//7+DP7+/foB+fkE+/749icCAAAB' +
      'AAAAAAAAAAAA/wQAAAAAAAD/APf9Hfz6//39/vkLBwH6AgD+C/YW8/T3/BP6/PUE9gcQ/gAAAQAAAAAAAAAAAAABAg' +
      'AAAAAAAP8AAAECAAAAAAAA//z5Af36/BYA/fwI/vz//AD++/3+AhUAAAABAgAAAAAA//78//wA/vv9/gIVAAAAAQIA' +
      'AAAAAP/8+AD9+/wXAPz7CAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAQEAAAAAAAAAAAABAQAACP8A//8AAA' +
      'AAAP4I/wD//wAAAAAA/v/9///+//P///4ZAP4AAP8A/gAA+Q3////+/wr//////wAAAAAAAAABAAAAAAADAAAAAAAA' +
      '/gD///37/v8T///+/QL//P/7/////wMK+/z7BPv//fj+CBUA/gAA/wD7AAAACQD+AAD/APsAAAAJC/7//P/xGf//9f' +
      '8L/v/8//EZ///1/wAAAAAAAQAAAAAAAAAAAAAAAAEAAAAAAAD/AAAAAAAAAgAIAAAA/wAAAPr/BAD/A/4AAP8A//8E' +
      '/gD/////AP8CAAQAAAD+AAAAAAAACP7///3/////AgAAAAAAAAAAAQAAAAAAAP////8G/wD//RP9+g38/vj69gkK+/' +
      '/+/f73//8ADgr7//79/vf//wAOARP9+g38/fj69gj+/Pr8+vr8HfwN+v78+vz6+vwd/A36AAAAAAACAAAAAAAAAAAA' +
      'AAIAAAAAAP//Bf7///8J/v3/Cf4A//////////8J/gD//////////xH97///AP//AAj/Ef3v//8A//8ACP8AAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAA+wD07AP8KPH/9Bz6/gAAAAAAAAAJAPr+AAAAAAAAAAkAAAUAAAAA//8AAP4ABQAAAAD/' +
      '/wAA/v0Q9Pb7//n7+yn2/hb+/f34/P79+gr+/f39A/79/f0DEf/2/vv9/gD9Dv4Q+SPv8Pz18vf0JxAAAQAAAAAAAA' +
      'AAAAABAAAAAAAAAAAA//7/Df///////f/9/QYG+/z5/Af8DPz7BQP6/Pf7Bfoa/g/+DP39+f38DfH+D/4M/f35/fwN' +
      '8QAAA/8AAAAAAP8A+goFDvb58PgCBgsAAAIAAAAAAAAAAAAAAgAAAAAAAAAA//8E/w3//v38//0OBgEJ/QH++v3/7v' +
      '31/fwD/Pn/C/0WCfv//vwC/f4ACf79HgL8AP37/f78+v8B//8G/////gD/AP//Df/////7///+/v8ACwD/AAAA+/7+' +
      '/wALAP8AAAD7+en/Cfn6/g4U+QsCAv/8///8////CAL6//wA//z///8S/vsAI/38/Pr8/fsAAAAGAPwAAAAAAP77AC' +
      'n9+Pv5/P37Av4AAAAAAgAAAAAC/gAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD8//8c//7+/P7/+P///wz/' +
      '///8////AAD/Cf/+////AP4A////////E/T//wD///////8T9P//AP8AAAAAAAMAAP///gEA//8JAAD//QAAAAAAAQ' +
      'AAAAAAAAAAAAABAAAAAAAA+wD/AAAAAAAHAAD7AP8AAAAAAAcAAPoA//7//QAJBv4A+gD//v/9AAkG/gAAAAIAAAAA' +
      '/wAAAAAAAgAAAAD/AAABAAAAAAAAAAAAAP0AAwAAAAAAAAAA/wv//v////7/////C//+/////v///wABAAAAAAAAAA' +
      'AAAAEAAAAAAAAAAAD/CAP4B/8C+/f0EQAAAAAAAAABAAAAAAAA/gAAAAn7AAAB/wD/AP//AwAA/wH/AP8A//8DAAD/' +
      'AAAAAAAAAAAAAAEAAAAAAAAAAAAAAf/8/vz9/v4d+f79//v++/3+Axz4/vz//f4T/v7+/v79/gAAAAAAAAAAAQAA//' +
      '3+E/7+/v7+/f4A+v8Q//3//v8A/wD6/xD//f/+/wD/AAAA/wAA/wADAP8AAAD/AAD/AAMA/wL/AAAAAAAAAAAAAv8A' +
      'AAAAAAAAAAD+/QAA/v0MAAAAAP79AAD+/QwAAAAAAAUAAP8A/wD/AAAAAAT9AAD//wAAAwAAAQAAAAAAAAAAAAABAA' +
      'AAAAAAAAAAAAEAAAAAAAAAAP//AAgA//////////r////1G//+//7/+v////Ub//7//gL/AAAAAAAAAAAAAv8AAAAA' +
      'AAAAAAAAAAD+AAD/AP8ABgAAAP4AAP8A/wAGB/8A//8A/wAA/QAH/wD//wD/AAD9AAAAAP8A/wAEAAAAAP8AAAAAAA' +
      'AAAAL//v/+/w/+/////vz7/fn7Kfr7AP38//7//v4R/f/+//78+/35+yv5+wD9+wP8CPsM/v0F/Pz5BPsV+gv7+wX7' +
      '+vgD/Aj7DP79Bfz8+QD+AP8A/wn+AAD/AAAA//4AAAgAAP0A/v/+/f8IBv///AAAAAAABAD9AAAAAAAAAAAEAP0AAA' +
      'AO/wAA/wD9AAD/+gMAAAAAAAAAAP8AEf///////f////n29/gE+hgCFvr7+QkE9wL3EfkS9/r1CQT3AvcR+RL3+vX/' +
      '/wAAAAAEAAAA////AAAAAAQAAAD/BAD/AAAAAAD/AAAO/vfz/Pz9Ivr9/AQA/wAAAAAA/wAA+/0AAAAAAP8AC//7/Q' +
      'AAAAAA/wAL//v9AAAAAAD/AAv/+/0AAAAAAP8AC/8J/QAAAAAA/wAA/An9AAAAAAD/AAD8Cf0AAAAAAP8AAPwBAAAA' +
      'AAAAAAAAAAEAAAAAAAAAAAAA+QP/+/0UCf79+fz9G/34/Bb0+/j9/gABAAAAAAAAAAAA9h/88/kq/Pn19vkAAAAAAA' +
      'EAAAAAAP8M/wT///7///v+A///AAEA/wAAAAADAP8AAAD/AAAAAAAAAQAAAAAAAAAAAgv/BAAA/v7++v0BAAAAAAAA' +
      'AAAAAAD/AAD+/w0AAPz9AP8A//3/DQAA+/379v36FhX4BAzy8Pjx+/gfDfb0CPUQ//r//wX+//z8/hH//wD/Df///f' +
      '4A/fju+vUbDvT6He0LD/r5+Bz89/oE9wMT+fj6Gvv4+QP4AhL5+Pob+/j5A/gBAAAAAAD9BgD/AAD//hv6/P7+/f7+' +
      '/AAGAP8AAAAAAAH8/wQa+fv7BP39//gAAAD/AAAK//7//gAAAAABAAAAAAAAAAAAAAEAAAAAAAAA/v/+//7/DP////' +
      '78/vv+GP0C/f79//7//f8b/vX+//4EAAAAAAAAAAD+AAP+//z+Gv71/v3+B/v//v8EAv//AP4AAAAAAAAAAAEAAAX6' +
      'Afv9CvoC/vwIBfoB+/0K+gL//Aj//v/9/v3+Ev///v//AP7/CP///wD///8A/v8I////AP/+Hv79/v77/f78+wACAA' +
      'AAAAAAAAAA/iD+/f7++v3++/oA/QD/AP8A/wAI/wn4/////v3//wj/Cfj////+/f//CP8J+P////79//8I/wAAAAAA' +
      'AAAAAAAC/wAG////AP8A///7BP73+RD/DPr2CP//Bv///wD/AP8BAP3+/P0W/foD/v4A/f78/Rb9+gP+/gAA//3/AP' +
      '////8I+P//EP///////v8ACQD//wAA/wD8/wD///3///7//wv/AAAA/gYAAAAAAP8AAAAIAP3//wD//v/+/gj+/v3+' +
      '/gr+9gT8HAL6+fr8AwD7/fX+/f76/v8o+wAIAP8AAP8AAPz/BPscB/r8+gP79/gA/wj////////+////GQP2+vIB+R' +
      'nx//3/+P8V/v7///8A/wAAAAQAAAAA//0BAvv2Gvj69hL7/QAB+vYe+Pr2EvoACAD/AAD/AAD8/wAAAAD/AP/7AP8J' +
      'AAgA/////voA+wgO/PwG/PUQ//v8/P7+//3+EvsE/v7+Dfr6C/v8DAX4+vn+///+ARH7/v///wD/AP8A/wb/AAAA/w' +
      'AA////CP//AP/+///+ARH7/v///wj19wP5HA8F9Pf0BP/////9/v8H//8D/P/+/v7+/g7//QQAAAAAAAD+AAAAB/z/' +
      '/f7+/vwO//0AAAAAAAAAAQAAAAAAAAAAAAABAAAAAP8AAAAAAAIAAAAAAAAAAAMAAAAA/wAAAAAAAwAAAAD/Cv7//v' +
      '////wK//z//P//Ff/9///9+wAAAgEAAAAAAAAACfr+/RT+/PoI/PcBB/79/v/+/gr+/AAAAAACAAAA/wAAAQf+/QD/' +
      '/v4J/vwQ+/79/f79/gz7/RD7/v39/v3+DPv9AgD/AAAAAAAAAAAI/gD//wD/AP///wr+///////////+AP8AAP8A/w' +
      'AABAAHA//+/f8B/QX+/AAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAAA/wAHAAD9/wYBAP77/gf9Bf77+f0G+gj+/P3+' +
      'E/r5/Qb6CP78/f4T+gX//wX/AP4AAP/8Bf//Bf8A/gAA//wA/wD/AAAHAAAA/QD/AP8AAAcAAAD9FhH6/vn8BAH7+/' +
      'IWEfr++fwEAfv78v////z///8O/f//BRr++f77/f7+/fsJJPoI+Q/49/nu8ggj+QX4DvcF9u7x/vgA+vsTBRH8+fn/' +
      '////Av8O/wD4//78AAD9/wz//wAAAPwAAAAABwAA/wD99/////4h/v/2/gAAAAAAAAEAAAAAAAAAAAAAAQAAAAAA/g' +
      'ADAAAAAAAAAAAAAAIAAAAAAAD/+/37O/r7+fr7+vUB/wAAAQAAAAD/AP8G////Av4G//38/P77Ovv7+fr7+fT45/4G' +
      '+Pn/BRb4Gv/9AP//AAQABQD9BgD7AAAAAAAAAAAH/gAA////AP8A////AAH9AP8AAAb/AwD/AP8AAAAAAQD9/QT8Ef' +
      '77/f4F/AD/Cv3//////v//AP8K/f/////+//8A/wAA//4KAAD//P/+AP/+/Rb/AP33AP8AAP/+CgAA//wAAAD/AAAA' +
      'AwD/AQAAAP8AAAADAP8B//4A//79Fv8A/fcAAAACAAAAAAAAAAL/Bgb//v/+/P3/Hv75/voB9gwB+Pf++P4G/QT7FP' +
      '7++gD/AP7///4K/gD//fj+BfwD+R78/fkAAAAAAAABAAAAAP/9AP8AAPoAAAAM/////v7///z//w3////+/v///P//' +
      'DQAAAAAAA/8AAAAAAAAAAAAAAAIAAAAA//8A/wf//////wD//wD/B////////gX+/AYB+gL5+g38/vfuAvTrA0jxA/' +
      '4J/vwGAPoC+PoMAAYAAAAAAP8AAPwABgAAAAAA/wAA/Az9//////8A//3+DP3//////wD//f4A/wD+/v8J//8A/wD/' +
      'AP7+/wn//wD/AP8A/v7/Cf//AP/8/wEAAAAAAAAGAPz/AQAAAAAAAAYA/P4J////////Bf7////+/w7+/f////////' +
      '7/Dv79//////wA/wD/EP79/v0AAAAAAAACAAAAAP7///7+DgD9//////z/BQP/BP7///0A/QAABAAAAP8AAP8AAAAA' +
      'AAIAAAAAAP0AAAQAAAD/AAD//QAABAACAP8AAP/+//39/v4V/f/+//7//f3+/hX9//4EAAAA/wAAAAAA/wQAAAD/AA' +
      'AAAAD/BAAAAP8AAAAAAP8EAAAA/wAAAAAA//78/vn9B/wa/f37/x//////8P////f/H//////w////9wD+AAAAAAAA' +
      'AAMAAP4AAAAAAAAAAwAA/gAAAAAAAAADAP/9AP8AAPoAAAAM/v/+Ev/3/QT+/////QD/AAD6AAAADP7//hL/9/0E/v' +
      '//AAAA/gAAAAQAAAAD/Az////+//7///38/fn8//st9/v6/fz9+fz/+y33+/r/Df8G//7/Af//8wAAAAL/AP8AAAAC' +
      'AAAAAAEAAAAAAAAABQAAAAAAAPsAAAAFAAABAAAA+wAAAAUAAAEAAAD7AAD/AAH//wAA/wP//wAAAwAAAAAAAP8AAA' +
      'ADAAAAAAAAAAD/AAYA//8A/wD//wMAAAD/AP8AAAAAAwAAAP8A/wAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAA/gH+' +
      'ABT+/v38/P0A/wAA/gALAAD++wD/AAD+AAsAAP77/xD///////////gA/wv7/v/+//4G/QD/C/v+//7//gb9AAAG/g' +
      'AAAP8A//8AAAb+AAAA/wD///39//8C/fz//hD/AAAAAAP/AP8AAAD9/f/+Bfz8/v4Q/wAAAAAAAAAAAAEAAP4AAAAA' +
      '/wAAB/8A/gD/AAD//wAI//v2/BX6BA34/PoH+/b8FfoEDfj8+gf/+/8G//79//z8EPvx+hD4AQr3+PYhAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAP75A/4R+/b9BwP//gX+/iP3+/75+fz++QP+Efv2/QcD/wD9//////////8KAP3/////////' +
      '/woI+//+/////wb//gAA/wn//v///wD+AAD/Cf/+////AP4a/wD////+/wDy+xr/AP////7/APL78f0b+fz7+vcOAQ' +
      'b+9gP8/f39+goEDv72A/z9/f36CgQO8f0b+fz7+vcOAQYE+v8M/vz/Bf3/+wf8//7////9AP8G/wAA/wAACf8AAPv/' +
      'AAD/AAAJ/wAA+wr2/gn9+wcB/f78/wAAAP8ABgAA/QD/AAAA/wAGAAD9AAAA/wj//wD//gD+AAD/CP//AP/+AP4GBf' +
      'z5+vwbAPz8+A8c8+0C9Bbz7fMV//////8J9Qz//v7//wAP/wD//P/+/RMf7vT6+CX66OsIAP8B/wD//wX//wAA/wH/' +
      'AP//Bf//AAD/Af8A//8F//8A//v/APv///v+ABX/+/8A+///+/4AFfz8//78/RX+////Av7//wz8AP///f/++/79CP' +
      'kV/f78/v8R//8C//////70AAEAAQAAAAAAAAD/Ev8AAv/+///99Pr6+/f6+vr6P/z3AAQA//8F/////P8ABAD//wX/' +
      '///8//4G/hb+/fz7/vz6///////8//8LAP//AAAAAAAAAAMAAP///////P//CwD/BQAA/wAA//4AAAAFAAD/AAD//g' +
      'AAAAAAAAQA/gAAAAAAAAAABAD+AAAAAAAAAAAEAP4AAAAAAP/9/gIH+/f+/gcIAAAAAAAF/gAAAAD//P4BBwD1/f4H' +
      'BwAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAwAAAAAAAAAAAAADAAAAAAAAAAAAAAAAAAX+AAAAAA' +
      'AAAAAABf4AAAAAAAAA/wAD/wABAP8ABQD//wP//////wAFAAACAP8A/v8A/wT//wED//////8C/gT7BP78/A/8/f/x' +
      'C/sD+vn3//oiAv4E+wT+/PwP/P0AAQAABAAAAP4AAAABAAAEAAAA/gAA7RL7+vz98fwECRoAAAACAAAA/wAAAAAAAA' +
      'IAAAD/AAAA////Cv7/////AP8VAu/rDwIT9u35D/YG8u7+BRn57w8QFQLu6w4CDfXtBAz//v/7//oW/////v/+//v/' +
      '+hb////+AP8AAAAAAAAAAAIA/wAAAAAAAAAAAgABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQD+AAAA/wH+BA3+/v/+//' +
      '////3/AAAAAAAAAAAAAAAN/v7//v/////9/wAAAP4AAAkAAP/8AP///v//CP////8A///8//8R///+/Pz9/xH////+' +
      '////AP8A/wAFAAD/AAAA/wD/AAUAAP8AAAAAAAAAAQAAAAAAAP8AAAAAAAAAAAEA/QD//wD7/wAACwD/Bv8AAAD/AA' +
      'D///wF//8B+v7//wsAAAD+AAAAAAAABAAAAAIAAAD/AAAA/v//AA3//AD/AP/+//8ADf/8AP8A/wAAAAIAAAD/AAAA' +
      'AAAAAAAAAgAAAP8AAwAA/wAAAAAAABH////+//////j/Cwn8+//79v7//QsbCPz6/fr1/f70CgAAAP8GAP//AAD///' +
      '///xL//v///fsAAAD/BgD//wAA//////8S//7///37/+r7Afr69/3+Ghr+/QT+A//8//8L/PsSDPYa+fj3Av/uAP4A' +
      'AAAAAAAAAwD3+Az1F/Hq8/8oBP8H//z/Ff71/v/7/QT++/wh9fv9/v3/B//8/xX+9f7/+wD/AAj//////gAAAP8ACP' +
      '/////+AAAAAQAAAAAAAAAAAAD/AAAAAAT/AAD/CAD/9/3/+/7+9RoIAP/2/f7//f71GgcE+f//AP///wr2BwT5//8A' +
      '////Cvb/Af4S/v3+/v/7/gAAAAAAAAD/AAMA/wH+Ev78/v7//f4AAAD/AAAAAAAAAv7////+/vz/AA7/APv/C/////' +
      '////8AAAEEAP//AAAA/v36/w79/Pr+/gz/A/8AAAAAAAAA//8D/wAAAAAAAAD///7/Dv7+///+/wD//v8O/v7///7/' +
      'AP8AAAACAAAAAAD/AAAAAAIAAAAAAP8A+/0DJP39/fb7/fz7/QMk/f399vv9/AAA+/f0/AT++DH1AQD/AAIAAAAAAA' +
      'AL/Qz09PsE/fUi8gv9DPT0+wT99SLy+/n8+fv6CQ0OBvf7+fz5+/oJDQ4G9/8HAAD//wL////9AAAAAAAAAAAAA//7' +
      'APv6+/kFDQwJ9gAAAAAAAAMAAAAAAAAAAAAAAwAAAAAH/gD/AAAAAv///gf+AP8AAAAC///+AAAAAQAAAAAAAAAAAA' +
      'ABAAAAAAAAAAAAAP///An/AP//AAAA///8Cf8A///+CwL8/wb4Af///QAO///9/wD++wAA/RX//v///v//+v76LgH5' +
      '+wP2/vj5+xv+/fv9A/cG/vv5G/79+/0D9wb++/kAAQAFAAAAAP7///8AAAgAAAD/AAD7GfIAAwv78vQBD/YAAAMAAA' +
      'AAAAD+AAD/AP//AP4AAAYAGPACCgr68PMAE/EAAQAFAAAAAP7//wD///7/Dfv//v//AP///v8N+//+//8DBf3//f0B' +
      'Dvz3/wMF/f/9/QEO/Pf/AwX9//39AQ789///Af4V/Q79+PX++f8NAP3/////AP/9/wH+Ff0O/fj1/vn/+f79Bf4W+v' +
      '7+/QD/AAANAPwAAPz+AP8AAA0A/AAA/P4AAAAAAgAAAAAAAAAAAAACAAAAAAAA/fb89wILExXv/fkFAAAAAAD9AAAA' +
      'AAUAAAAAAP0AAAAAAAD//wv/////+///BQAAAAAAAAD+AP8E//4L//////r/AAAA/gAA//0A/ggADAD/AP/9/v4A/v' +
      '8s+/z9+fv9/f/zAAAA/wAAAAADAAD/OPv7/Pj4/Pz/8QD9AP8AAAD+AP4JAP0A/wAAAP4A/gkBAP8AAAAAAAAAAAEA' +
      '/wAAAAAAAAAAAQD/AAAAAAAAAAD/AP4R//z+/v7//v8A/hH//P7+/v/+AhEAAf7+9/7+/v4QBwX5+v0O+/z59vkD/v' +
      'n7/Qb8/QgO/wD+Ef/8/v7+//7/AP4R//z+/v7//v8A/hH//P7+/v/+ChsBBPH1CfT1/v8ABQEAAAAAAPz/AO77/vr9' +
      '/vj9BgsdAP0A/wz//f///v8A/QD/DP/9///+/wAAAAIAAAAA/wAAAAEA/gAAAP8B/gQA/wAAAAEDAAAA/wD/////AA' +
      'b/////AAAA//8AAP8FAAD//AD//wD7/wAADP/8AP7/D//+/v////wA/v8P//7+//8AAAL+/wD/Bf////7+//z+/RH/' +
      '////AAgA//8A/v///////f///v/////5Ff/+/vz+/P4SA/7+AP7///v//wEAAAkA/wAA///9AQAH/gD/AAD///0BAA' +
      'f+//7+/P79/hb+/v3/DgAAAAAA//4A9/oGCvrz++/6FAsGBgD8/wAAAAAAAAAGAPz/AAAAAAAAAAAAAQAAAAAAAAAA' +
      'AAABAAAAAAAAAAAAAAEAAAAAAAD/AAAOAAD/AP///wD2AA4AAP8A////APYAAgAAAAAAAAAA/wAK/////////v7/AA' +
      'r////////+/v8AAAAAAAMAAAAAAAAAAAAAAwAAAAAAAAAAAAADAAAAAAD//f///v/////5Ff7//wYA/wb+///8AAAA' +
      '//8AAP8FAAAR/fsABgL5/v0J8f76+wz3+vbyBw4S/vr7DPf69vIHDhL4GPr0+vY1+vn48fX+DP79//8DB/7//wP//v' +
      '///v//AAYFDfv1Ev0AA/nz///9CQAAAAAA//8AAP8AAAAA+wAAAAf9Hf74BQD6++z6Ef/+Bv////8C/v8DAAD/Bv8A' +
      '////////9f38/f0IDPsP+//2/gD9/fwM/hD9A/D3+vv7/xICGvn////+C//+/////v////4L//7////+AP4AAAD/AA' +
      'YA//8A/gAAAP8ABgD///wB/PcGAPr1DhL5/AH89wYA+vUOEvn+Cf/+///+//7/A/0P8+0F+/n8GBns//8A/wAAB//+' +
      '/wAA/wD////5//8N/wAAAAAA//8ABAAAAAAAAAD//wAEAAD++v8A/Psm/gLw/AD5Av8A/wv///8AAAAA/gAI/wD/AP' +
      '0A+QH+/wgK//7+/f79/f79/xr+//v9/v39/v3/Gf7/+/7+/f3+/f8a/v/7/QD/AwAAAAAAAP8AAP8DAAAAAAAA/wAA' +
      '/wX/AAD//wIA/gD/AP/+AP//CAD/AP8A//4A//8IAP///AT//////gH/BwAAAAEAAAAAAAAABf8A/wAAAAAA/wAF/w' +
      'D/AAAAAAD/AAD/AAAAAAoAAAD4AP8AAAAACgAAAPj/F/8CB/z9/vn0/AADAP4AAAAABf3+AAABAAAAAAAAAAAAAAEA' +
      'AAAAAAAAAAAAAQD/AAMAAP//AAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAAADAAAAAAAA/wAAAAMAAAAAAAAAAA' +
      'IAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAACAP8AAAAAAAAAAAIA/wAAAAAAAAAAAwkAAP4A+AAAAP8AAAD/AAAA' +
      'AwAAACQK8+oNDBbx7vXxBQj8Gf3/9gP8/vAnCvPpCwwW8+718AkGBfX37wEC9RQF/v4R/v///v7///3+/hH+///+/v' +
      '///f7+EP3+/v4D/v79/v4Q/f7+/gP+/v3/B//+/QX8/v0G/f8H//79Bfz+/Qb9Chf/9wv8+Pv6+P7/B//+/QX8/v0G' +
      '/QP7A//+/wkA/v/8AP///P///gD/C/8AAQD9AAr+/wAA/v8A//n/Cfv+/wv9AgAAAAAAAAAAAAIX/fr6+f3+/f3+Cw' +
      'EoDfgA+O4KBe7w9hYDBQYBAPf78gH2FgMFBgEA9/vyAf/zAv3///7+/v4Z//MC/f///v7+/hn+/gn8+////gj+Av7+' +
      'Cfz7///+CP4C9/0I/vv/Af/+EfwAAAAAAAADAP8AAAAAAAAAAAMA/wAAAAAAAgD/AAAAAAAAAP/9BwX+/v///wAA//' +
      '8HBf3+/v/+/v7/+/7+/fsO/ggAAAABAAAAAAAAAP7+/vv+/v37Dv4IAAD/AAUAAAAAAP4A/gAAAAAKAAAA/P79/v//' +
      '/RT////6AAEAAAAAAP8CAP8AAQAAAAAA/wIA/wABAAAAAAD/AgD//Pb6Cvr6/CcAA/H89voK+vr8JwAD8QAAAAYA//' +
      '///wD/////A////v7//wcA/wAAAAD/AAAFAAgJ///////+//r9BQL8+vv9+Pz8IvoAAAADAAAAAAD////9/////wn/' +
      '/wX6BQH8/Pr89vv7JvkH//79/gEW/Pv4+wAA/v3+Ahj8+/n7AAD+/f4CGPz7+fv//f8F/v/8/v3/DQD+AP4AAP8QAA' +
      'D4AP4A/gAA/xAAAPgAAAAAAAf7AAAAAAAAAP8ABf//AAAAAAD/AAAA////BQAAAP8AAAD///8FAP8AA/8AAP8AAP8D' +
      '/wAD/wAA/wAA/wMCBP7/Av////7+AAIE/v8C/////v4A////A////v7//wcAAAAA/wAFAP/+/wAAAP//CP0A/wD/Cf' +
      '0G////+QX9//0J/Qb////5Bf3//QAAAP//B//+/wD/AAAA//8H//7/AP8AAAD//wf//v8A//8H///+//3/Bv/8/gj/' +
      '/gv//v7///r/+v/8/xf+/v/9/v////4M/////QD//vn++gsW/f37/f4H/wAC/wD8AAD+AAf/AAL/APwAAP4A//v//P' +
      '3+K/z+/PH/+//8/f4r/P788f8A////AAcA//8A/wD///8ABwD//wAAAAAAAAAAAQAAAAMAAAAAAP4AAAAA/////gH/' +
      '/f8LAvz+/gH6Bf78BwgC+QD+AAAAAAAA/wAFAP4AAAAAAAD/AAX9Cfz8Bf8D/Qj6/Cv7/P0M9/z+9vf2/wP//v///P' +
      '79D/7/A//+///8/v0P/gD//////P8A/wz/AAAAAP8AAwAA/wAU//v//v/+///6/xT/+//+//7///r///8G/////f//' +
      '/gcV/O79/v8A/QcH/AAAAAAAAQAAAAAAAP4A/QsAAP//AP0AAAAAAAEAAAAAAPwb///7/fr///v//Bv///v9+v//+/' +
      '///wf8//7//gn+/v//BfsC/v7+C/79//8F+wL+/v4L/v0ABgAAAAAAAAAA+//9//0A/v4HCf/+//3//QD+/gcJ//4A' +
      'AAD//wYAAP8A/wAAAP//BgAA/wD/AAAA//8GAAD/AP8B+P////8CAgQH/QAAAAUAAAAAAAD+AAAAAAAAAAAAAAD/+P' +
      '/9/f0k/f76+v////7//wf+/wj6AAAABQAAAAD/AP8A///8///9Ef///AD///z///0R///8AQL+Bf/////+//8BAv4F' +
      '//////7//wEC/gX//////v//AP8ABQAA//8AAP4A/wAFAAD//wAA/gAAAAAABAAA/wD///0T/Pr///UM/v7//RP8+v' +
      '//9Qz+/v////39//8R/v/7/////f3//xH+//v////9/f//Ef7/+/8ABAL/AP///////wAEAv8A//////8AAAEAAAAA' +
      'AAAAAAAAAQAAAAAAAAAABwD+Af0H//z7B/kD+wH+///8/f8Q/AD/APr////9DQAAAP8A+v////0NAAD/AAAABQD9AA' +
      'AA//8AAAAFAP0AAAD/AAAAAAAA//8AAwD/AAD+AAAABwD///8A/P3/AAD/AAAL+wD/BwIAAAAA///7AP8HAgAAAAD/' +
      '//7+AP/7//r//xj6AP8A/wD9Cf//AP///xv7/v7+/P3++v//G/v+/v78/f76//8b+/7+/vz9/vr8+AAj+QIH+f/79A' +
      'AAAAD/AP/7AP8JAAAAAP8A//sA/wkAAgAAAAAAAAAA/wACAAAAAAAAAAD/AP8AB///////AP8A/wAH//////8A/wAA' +
      '//7///////8IAAD//v///////wj///v//gD+/wAP////+//+AP7/AA//AAAGAAAAAP/9AAAAAAYAAAAA//0AAAAAAA' +
      'EAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAgAAAP8A/wAAAAACAAAA/wD/AP4A/QsAAP//AP0AAAAAAAACAAAAAAAGAAAA' +
      'AAAAAAD7AAYAAAAAAAAAAPv/+P/9/f0k/f76+gIAAAAAAAAAAAAABf8AAAAA/wAAAP8H/gAAAAD/AAD//wAAAAAAAA' +
      'ABAAAAAQAAAAAAAAMAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAQAAAAAAAAIAAAAAAAAAAAAAAQAAAP0I/P8C/wD+' +
      '/v8DAAAAAAAAAAIAAAAAAAAAAAQA/wAAAAL9AAAAAP8AAAX/Afz///8D/wH/Bf8B/wD/Af7///8FAP///wr///////' +
      '///fwe+gT++v39/PsAAAACAAAAAAAAAP37HgYD/fn7/Pv6AAAEAP8AAAAA/gAAAAAABQAA/////wD/AAD9AAgAAAD/' +
      '/v3//AACBQb+Avz+/f/8AAIFBv4C/AAAAP4ABf8AAAAAAAAA/gAF/wAAAAD+Fv79APv+/v3//gD//P8A//8H/QX/AP' +
      '8AAPgN/gD////+Ff79+Aj8/vz+/f7+/gT///7+Cv///xL////////+//kAAAAHAAAA//wAAAAAAAcAAAD//AAAAAD/' +
      '//4AAP8JAP0AAP///gAA/wkA/QAA///+AAD/CQD9AAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAP8AAAADAAAAAAAA/w' +
      'AAAAMAAAAF+gz9/P39/fsCBgX6DP38/f39+wIGBebz+AYb9fX3M/UA/wUAAAAAAP//AAD/BQAAAAAA//8A/f4L/gH/' +
      '////////+///E//9//3//f0AAAEAAAAEAAAA/QAAAQAAAAQAAAAA/wAA/v/5AAD7EQAAAP4AAAAABAD/AAAA/gAAAA' +
      'AEAP8E///8//v///8L/wT///z/+////wv/AP0A/wAA/v8ACP8A/QD/AAD+/wAI/wAAAAAAAAACAAAAAAAAAAAAAAIA' +
      'AAD+EAT89/75AAH8B/4BBfz9/vsBAv4KAA8A//v//v8A/v3vf/Xs7QTy8OoN5wX+//4G//7//QP+Bf7//gb//v/9A/' +
      '4F/v/+Bv/+//0D/hz4DvUYA/b/9/DxHPgO9RgD9v/38PEAAAIAAAAAAAD/AAAAAgAAAAAAAP8A/wYP/v//////+P0B' +
      'AAAAAAAAAAAAAAD/AAUAAAAAAP8AAfz//////wAACQAA+/8D//////8I/wD+AP/+//n//wgG//8E/v///////wT//w' +
      'T+////////BAAGAP//////Af/+/vz9Cv4D/Rv49fr//f8L//8I/v/7++30/Q38AAL6+yj67fT9DfwAAvr7KPoAAAAA' +
      'AAAAAAMAAAD/AAb/////////////Bv////8C//8A/gD/AgD/AAD/BQD+AP8CAP8AAP8F//4E//4A/fwN/v4AAAEAAA' +
      'AAAAAAAP8ABAH//wD/AAD///8FAP8AAAAAAP8C/gH///7/Cv8B/AIAAAD/AAAAAAAAAgAAAP8AAAAAAAAA/wD/AAAA' +
      'AAQAAAL9Av8A/gX//vgIAvwB/gD9BP8C+Aj/AAAAAAACAAAAAP8AAAAAAAIAAAAAAP8AAwD/////AAMA/wADAP////' +
      '8AA/8QAAD/AP7+//n//xAAAP8A/v7/+f/+CvwH+h33+vj6+///////CP////////////8I//////8AAAD/AP8ABAAA' +
      'AP///wD//f8K///+////AP/9/wr///7+CvwH+h33+vj6+/78///6/gL//w0C/vz///r+Av//DQIB9gQH+vz7FvoC+g' +
      'AAAAAAAAAAAQAA/x/++/3+/fz9/fsAFQIC+Pr4EvgA9BEFLuwI8ev/8BnjAgAAAAAAAAAA/wAAAAEAAAAAAAAAAAH/' +
      '/QH9///9AQn/AP8ABQAA//8AAP7//P///f8Z/v/8+f/8///9/xn+//z5AQAAAAAAAAAA/wABAAAAAAAAAAD/AAEAAA' +
      'AAAAAAAP8A////B/8M/vr9/v8AAAD/AAMA/wAAAAAAAP8AAwD/AAAAAAACAAAAAAAA/wAAAAIAAAAAAAD/AP7//v//' +
      '/wv/////AAAAAAD8BgAAAP////////4K//////3+/v7++Rv+/v79/wAA//8M//r/AP//AAD//wz/+v8A/wr7/vv8+P' +
      'sW/gX5////BP/+/gj/APsK+/4A/Pf7Fv0F9wD/AAD+/v4AAAAJAP8AAP7+/gAAAAkAAAAAAAAAAAAAAQD//wAAAP//' +
      'AAMCAP////////8AAwMA/v8FAP//AwD///8MAP//////AP/8AAAA/gcAAP8AAP7//f76///+Gvv//AAAAP4HAAD/AA' +
      'D+/vv++Pwt/Pn9+/v///8M/////v7//////wz////+/v///////f8N//7//////wYA/wAA/wD//wED/B3+APz8+P35' +
      '+vz//Ar/////Cf38AP7/C////wD///wA/v8L////AP//8DgA5/H1APYG8hsS9y7sCPHxAPAa6f3+Df0J/v7+/v/8/f' +
      '4N/Qn+/v7+//wA/wIAAAAA/wQA/QD/AAQA/wAA/wAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAH/AAAAAAAAAAEAAf8A' +
      'AAAAAAAAAQD//wz+/v///////gAAAP8AAAAD/wAAAAAA/wAAAAP/AAD/AP79/v/6BAT/CP79AP/+/w7/AAD8/v0A//' +
      '7/Dv8AAPwAAAIAAAAAAAAAAAD/AP///////wAHAAAAAAD/AgAAAAAAAAAAAP8CAAAAAAkC9voR/P77+vgNCAb1/BD8' +
      '/Pr99woA/wD/AAX/AP8A/wEAAAAAAAAAAAAA/v0A//7+D/////75AAAAAAD9AAAM//UC/v38/Bn9AQn3//7//f7//f' +
      '79/xIAAAAAAAACAAD/AAAAAAABAAAAAAAAAAAAAAEAAAAAAAAABP8DAAD//////v79/fz9APwc+/79/vj4/fz//C/4' +
      '+/z+/f38/QD8HPv+/f//BQAAAAD/AAAAAAABAAAAAAEAAAAAAAEAAAAAAQAAAAD/AAD//+kAAAAaAP8AAP//6QAAAB' +
      'r/AAMAAAAA/wAAAP//AAD///z/AP8K/wADAAAAAP8AAAAA/wD/Bf8B/////wAAAP8AAP8G/wD/AAD//QD/////CAAA' +
      'CQAAAAD8AAD9/wD/AP////4AAAf//Sb97AH49v8AFfD8FvsABvn6/f8P7/4U+gID9/H8/h/tAAAABQAAAAAAAP0AAA' +
      'IAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAD+/wQQ/f/9//7/+v7/BBD9//3//v/6AQ////z//QAA/f0A/wAA' +
      'AAAAAAIAAP///wAGAAAAAP8AAA39/wL//f8B/P0E+AD//wD/+BAA/wAA/wAAAAAAAAP//Rf+/vv/+/8A//39F/7++/' +
      '/7/wD//f0X/v77//v/AP/9AAAABQD//wAAAP8A/wAEAAAA/wAAAP4ABgAD/v8A/gD/AP8AAP79CwAA/f7//v/+Avv+' +
      '/wsA///+//4C+/7/CwD/BAAAAP4AAAAAAAAA/AQFAPYI/gj8/AD/AP//AP4AAAf/AP8A//8A/gAAB/8AAP/+//////' +
      '//CAAA//7///////8I//r///r//v3/CA///wAA//8HAAAA////AAD//wcAAAD//vn//vn+BPz/CA0B+f37+vsa+/0K' +
      '/REBAP/////7///5Afn9+/r7Gvv9Cv0BAAAAAAAAAAAAAP///wT//gb+/gD/////BP/+Bv7+AP/8/v/+//////8P/v' +
      'z+//7//////w/+//7/AP////4D/wYBCvL8APwB/f0c9QAAAAAA/wMAAAD/AAAAAAD/AwAAAP8AAgH/DP/7/wD8/f//' +
      '//4BBQj+/v3+/wEA/Q0EA/79+fv//wD/AgAAAAAE/v//AP8CAAAAAAT+//7//f7//hL9//7///////7/Cv8A/v////' +
      '///v8K/wD+AP///v////8O//r/AAUAAAAA////AAAABAD+AAAAAAAAAP8AAAAABwAAAPv//wQA/gAHAAAA+wAAAAAA' +
      'AAABAAAABf4AAAQA/gAA/v4AAAABAAAAAQAAAAD///7/////Dv/6AP///v////8O//r//wAA///8/wD/CgEAAAAAAA' +
      'AAAAAAAQAAAAAAAAAAAAAAAAD+AAAAAAAFAPoA////AAABAAr/APcABAEA////Cf/59/8A////AP8Y/v74/v39/BL8' +
      'Efv99CDy6u3wGvr8PuQAAAAAAAAAAv8AAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAD+B//8/hH8/P79/f/+AP3/CgD///' +
      '///f7+/f4f/P79+fz//P4m/vv9/fr+9fz5/CH7Jfn69ffxAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAQAAAAAAAAAA' +
      'AAABAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAFP/8/v0B+/////8U//z+/QH7/////xT//P79Afv/////AA' +
      'AIAAAAAAAA+gAAAAAAAAAEAAD+/wME/wD/AAAAAP/+AwT/AP8AAAAA//4DBP8A/wAAAAD//gABAAAAAAAAAAAABf78' +
      'BQMF/f0B/P3+//7//wX//wX//wP9+gQDCvz8Bvv8/wAA/gAAAAcA/////v/9Af7+/hH//f/9AAP7//7+Efv+//7//Q' +
      'H+/v4R//3/Ff/8//7+/v/9/QABAwAAAAAAAP4A/xcC/P79/v7++/wAAAD+AAAFAAAA/wL/CP7//////v/+//wG+AsC' +
      'AfkN+vn9/P8GD/0D/Av97wr/AAT///7+AP/7Cv8ABP///v4A//sA/wAAAAD9AP8ABwcH+PMbA/T7CP30/QD8+f389v' +
      'kHFAsAAAAAAwAAAAD/APwA/PkA/Pb5BxIK//z/////+/8AAA8AAAD/AAAAAAAAAgb4/vz7/Rj9/fgFBvj+/Pv9GP39' +
      '+AUA/wAAAAAHAAD+/wb4/vz7/Rj9/fgFBvj+/Pv9GP39+AUAAAAAAAAAAAQA/gAAAAAAAAAABAD+CP/8/wX///7//v' +
      '8CAP8AAAAAAAAAAAIA/wAAAAAAAAAAAAAAAAEA/wAA/wMA/wD/AQAAAAX//QAAAAAAAAABAAAAAAAAAAAAAAEAAAD/' +
      'B//+A//5+wUG/AD/AP8AAP8A/wAEAP8A/wAA/wD/AAT6B/39CP76+gIO+wD/AAAAAAsAAAD3AP8AAAAAAAAAAAEA/w' +
      'AAAAAAAAAAAQAAAP0AAAD/BgAA9fT0CQXy7wFY7+v//wIJ///////+/v8AAAD+AP8AAAcA/wAAAP4A/wAABwD//wD/' +
      'AAH/AAAG/gD/A//+AP///wT/AP8D//4A////BP8AAQAF/wAA//4A/wAAAAAAAQAAAAAAAAAAAAABAAAAAAD8/woA/w' +
      'D/AAD+AP/9/f8M/////////wD/AAMAAAAAAAD9Df/9DP39/v3++/wN/v0P/f3+/f77D/4C/v7//v7//P4N/v///v/+' +
      '///+/inzWuj49/Xz7e/xDf7///7//v///v4AAP////////8H/wAA/////////wf//f8A//7+/QAADAD9///+/f78//' +
      '8T/gz///////7/////Mv3++Pj48PgC9QwW8T7qFvLs/vMK4/8H///8/wj////7/wf///z/CP////sQA/UFExHyD+UC' +
      '6AYL/ff5BwIFBPP9Bgv99/kHAgUE8/0GC/33+QcCBQTz/f////v//v0V/f/+////+//+/RX9//4AAAD//wn//f8A/w' +
      'ACAAAAAAAAAAAA//8J//4A/////v///wn//gD////+//8LAf///wD/AP/5/wsB////AP8A//n///8M///////9////' +
      '/wv///////3/////DP///////f8DAAD/AAD/AAD9BP//AAD//woAAP/7A/8A//7/Cf8A/P4AAP8AAAAAAAAD//0H/v' +
      '7+/QwP/vT3AAD/AAAAAAAAA/8A/wD//wD/AAcA//4D/v0C/gn9//oG/QH+/AD9CP0G+gUA/wD/////AP//CAAA/wUA' +
      '//8A////AgwACBTs+vgM9PcDDQAGGOz7+gb0+AD/AP8DAAAAAQD+AP8A/wMAAAABAP4AAAAAAAEAAAAAAAP//wMAAP' +
      '8A/wD/+fP3UfQYBe/v9uUAAAAJAPz//wD/AP33AAj7/Pon/Pz0//////8K/wT/+//89v8Q+gH4Kfv28wD+/v8A////' +
      '//8J/wgFA/7+/gf//fX/CAUD/v7+B//99QAAAAAAAAAAAQAAAPwAAAAA/wAABwAAAAAAAAAAAAEAAAD8AP8AAP8AAg' +
      'cA//7/Fv///P3///r//wL//wD//wD/Awr3BgH8+/j8/PYbAQAAAAAAAAAAAAABAAAAAAAAAAAAAAAABwAAAAAAAPoA' +
      'AAAHAAAAAAAA+gD/AAAA/wb+AAAAABX8AP8AAP/7AP/3/foEAfwY/AT6/Pr9+gQB/Bj8BPr8+gD/AAAAAP0AAAAGAw' +
      'AAAP8AAAAA/wAAAAMAAAAAAAD/AAMAAwD/AAAAAP0AGfT2+Pj6Efr6Dv//AP8FAAAAAAAA/h8N9fT1+ATv+QUNHwz0' +
      '+fX3BO75BQsAAQAAAAAAAAAAAAABAAAAAAAAAAAAAA7//f7+DAX+8Pv9B//+/v4MEP7x+AD6AAD//w3/AP79/wAAAA' +
      'AAAwAAAAAA/gAAAAAIAAAA/QD+AAAAAAgAAAD9AP8A/wAA/gAGAAACAAAAAAAAAAAB/gAAAAACAAAAAAAAAAAAAAIA' +
      'AAAAAAD+Cv/9Af3+/xD+9AAAAP8A/wAF/wAA//8ADv8A//wA/v3//v/9/w/+/v7////+//3/D/7+/v//AAAAAAAAAA' +
      'MAAAAAAAAAAAAAAwAAAAAAAAAAAAD/AwD/AAADAAAAAAAA/wAAAAMAAAAAAAD/AP8Q/vf++vj9H/z1/w/8BvkG9/oT' +
      '9/f9Hvr99//v9zLz7C3y+/r6+Aj7Af72AP8AAP8ABQAAAP76+/zy+/z7N/39+vr7/PL7/Ps3/f36/vz++v39/CT5/v' +
      '0A///+////Cf4A///9//7///oM//8G/hD/AP4I/P39/vkAA/8T/wD+/f0A9BoC/xP+/+r9/f3zAQAAAAAAAAAAAAAB' +
      'AAAAAAAAAAAAAP8A/P3/AAD/AAALAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAEAA' +
      'AAAP0AAAAAAAQAAAAA/QAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAgAAAAAAAAAA/wMC/v3//QECCPv/AwT9' +
      '/f/9AQII+wD9AAD/AP4AAP8I9/z9L/39/Pz5+/r/+gP+/fIe/gD//QD//wcB////////AP//BwH///////8BAAAAAA' +
      'AAAAAAAAD/CP///////wD///4BAAD/AAD/AAQA/wj///////8A/wAAAAAAAAAC/wAAAAAAAAAAAAL/AAD///sA+fz/' +
      '+wMFEA==',
  },
  bayes: {
    alpha: 0.3,
    temperature: 3,
    priors: [284, 307, 275, 295, 270, 273, 275, 269, 272, 273, 300],
    counts:
      '3x3:7=1;^abogado:1=1;^abonos:2=1;^abrir:1=2,2=1;^abuela:2=1,4=1;^abuelo:5=1,6=1,8=1,10=1;' +
      '^academia:0=1,5=7,9=2;^accesorio:2=4;^accionar:4=1;^aceitar:2=1;^acoger:8=1;' +
      '^acompanamiento:8=1;^acompanar:8=1;^acordar:0=1,10=1;^acta:1=1,3=2;^acuarela:5=1;' +
      '^acuario:10=2;^adivinanza:7=1;^adivinar:7=5;^adolescente:6=1;^adorno:10=2;^aficion:10=1;' +
      '^aficionar:8=2;^afiliar:0=1;^agencia:0=6,9=1;^agenciar:0=1;' +
      '^agenda:0=7,1=15,6=3,7=6,9=12,10=5;^agente:0=2;^agua:2=1,6=1;^ahorrar:4=2;^ahorro:4=10;' +
      '^ajedrez:5=4,7=3;^alarma:10=1;^album:3=1,7=1,10=3;^aleman:5=1;^alergia:6=2;^alerta:4=1;' +
      '^alertar:4=1,8=1;^alfabetizacion:5=1;^alfajor:2=2;^alimentacion:6=6,10=1;^alimento:8=2;' +
      '^almacen:9=3;^alquiler:4=2,9=8;^alto:9=1;^alumno:0=4,5=9;^alzheimer:6=1;^amantar:8=1;' +
      '^amarrar:9=1;^amigo:4=1,7=5,8=8;^analogico:3=1;^anatomia:5=1;^anciano:6=1;^animal:6=1;' +
      '^ano:1=1;^anotador:1=1;^anotar:0=3,4=1;^ansiedad:6=3;^anticipar:2=2;^antiguo:0=1;' +
      '^anual:4=1;^aparcar:10=3;^apartar:4=1;^apicultor:3=1;^apostar:7=2;^apoyar:5=2,8=8;' +
      '^aprender:5=31;^aprendizaje:5=1;^apuntar:0=4,1=14,3=1,5=2,7=1,10=16;^arbitro:9=1;' +
      '^arbol:10=1;^arbolar:10=1;^archivo:1=1,3=18;^arcon:10=1;^arepas:2=1;^armario:10=1;' +
      '^arquitecto:3=2;^arreglar:10=1;^arreglo:2=1,10=1;^arte:2=1,3=1,5=1;^artesanal:2=1;' +
      '^artesania:2=2;^artesano:2=1;^articulo:2=1,3=1;^ascensor:9=1;^asesino:7=1;^asesoria:0=2;' +
      '^asignar:5=1,9=1;^asistencia:5=4,9=2;^asma:6=1;^asociar:3=5,4=1,7=1;^astronomia:3=1;' +
      '^atacar:6=3;^atencion:0=1;^atras:7=1,10=2;^audio:3=1;^audiolibro:3=1;^aula:5=6;' +
      '^ausencia:9=1;^autocaravana:9=1;^autoescuela:0=1;^autoevaluacion:5=2;^automatico:0=1,3=1;' +
      '^autonomo:1=1,4=1;^averiar:9=1;^avisar:0=3,1=1;^aviso:1=1,3=1,9=1,10=1;^avistamiento:10=1;' +
      '^ayuda:8=3;^ayudar:5=1,8=2;^azucar:6=1;^bachillerato:5=1;^baile:5=2,7=2;^bajar:6=2,9=1;' +
      '^baloncesto:7=3;^balonmano:7=1;^banco:3=2,5=4,8=7;^banda:3=2;^bandeja:1=1,2=1;' +
      '^bar:2=1,3=3,7=2,9=1;^barbacoa:9=1;^barberia:0=1,9=1;^barbero:9=1;^barco:9=1;' +
      '^barrio:0=1,2=1,3=2,8=1;^base:0=8,3=2;^bazar:2=1;^beber:2=1,6=2;^becar:5=1;^betis:7=1;' +
      '^biblioteca:3=5,5=3,10=2;^bici:0=2,8=1,9=1,10=2;^bicicleta:2=1;^bienestar:6=2;' +
      '^bienvenida:3=1;^billar:7=1;^bingo:7=8;^biografiar:3=1;^bisuteria:2=1;^bitacora:1=1,3=1;' +
      '^bloc:1=2;^blog:3=40;^bloquear:1=1;^bocadillos:2=1;^boda:1=2,3=1,4=3,7=1;' +
      '^bodega:0=3,2=1,9=3,10=2;^boletin:3=5;^bolleria:2=1;^bolo:7=3;^bolso:2=1;^bono:4=1;' +
      '^bonsais:10=1;^bote:4=2;^botella:10=1;^botiquin:6=1;^bracket:7=1;^braille:5=1;' +
      '^bricolaje:1=1;^buceo:5=1;^bullet:1=1;^buscar:8=3;^busqueda:7=4;^cabalgata:1=1;' +
      '^caballo:10=1;^cabana:9=1;^cactus:10=3;^cadena:0=1,8=1;^cafe:2=3,10=1;^cafeteria:0=1,3=1;' +
      '^caja:2=2,4=11,10=2;^calcetin:2=1;^calculador:4=1;^calcular:4=8;^calculo:4=3,5=2;' +
      '^calendario:1=10,3=2,5=1,6=1,7=8,10=4;^calidad:9=2;^calificaciones:5=1;^caloria:6=1;' +
      '^camarero:9=2;^cambiar:6=1,10=8;^cambio:4=1;^caminante:8=1;^caminar:6=2;' +
      '^caminata:6=1,10=1;^camion:9=1;^camionero:3=1;^camiseta:2=6,10=1;^campamento:5=1;' +
      '^campana:8=1,9=1;^campano:0=1;^campeonato:7=5;^camping:9=2;^campo:1=1,10=1;^campus:5=3;' +
      '^canal:3=12,4=1;^cancion:3=1,7=2;^candidato:0=1;^canina:9=1;^canto:5=1;^capitulo:3=1;' +
      '^captacion:0=1;^captura:1=1;^carbon:2=1;^cardiaco:6=1;^carnaval:7=1;^carne:2=1;' +
      '^carniceria:2=2;^carnivoro:10=1;^carrera:3=1,6=2,7=2;^carrito:2=3;^carta:2=1,3=1,7=5;' +
      '^cartel:3=2,10=1;^cartelero:7=6;^cartera:0=7,4=4;^casa:1=2,4=1,6=2,9=3,10=14;^casar:8=1;' +
      '^catalogo:2=8,3=7,10=2;^cena:7=1,8=2;^cenar:8=1;^centro:0=1,6=6,9=4;^ceramica:2=1,5=1;' +
      '^cerveza:10=2;^cesta:2=5;^cetogenica:6=1;^champions:7=1;^chapar:10=2;^chat:8=3;^che:0=2;' +
      '^checklist:1=6;^chica:4=1;^chistar:3=1,7=1;^chocolate:2=1;^ciclista:8=3;^ciclo:6=1;' +
      '^ciencia:3=1,5=1;^cierre:4=1;^cinco:1=1;^cine:7=6;^circo:5=1,7=1;^cita:6=2;' +
      '^citar:6=14,8=1,9=10;^ciudad:3=1,8=1;^claro:4=2;^clase:1=1,4=3,5=40,6=3,8=1,9=1;' +
      '^clasificar:7=1;^clienta:0=6;^cliente:0=102,1=1,2=3,4=1;^clinica:3=1,6=8,9=1;^clinico:6=1;' +
      '^club:0=5,3=3,4=1,7=7,8=12;^coach:0=1;^cobra:4=1;^cobrar:4=2;^cobro:4=6;' +
      '^coche:4=2,7=1,8=5,10=2;^cocina:1=1,2=1,3=2,5=5,7=2,8=1,9=3,10=1;^cocinar:1=1;' +
      '^coctel:10=1;^codigo:10=1;^cofradia:3=2,4=2;^colar:5=1;^coleccion:3=2,7=2,10=32;' +
      '^coleccionar:10=1;^colectar:4=1;^colegio:0=1,4=1;^colesterol:6=2;^colgar:3=1;' +
      '^colmena:10=3;^comarca:2=1,3=1;^combustible:4=1;^comedir:6=6;^comedor:8=1;^comer:10=3;' +
      '^comercial:0=5;^comercio:2=1,3=1;^comic:3=2,10=1;^comida:2=4,8=2,10=3;^comite:9=1;' +
      '^companero:4=2,8=8;^compania:3=1;^comparar:4=1;^compartido:1=1,8=1;' +
      '^compartir:1=4,3=1,4=3,5=2,8=14;^competencia:5=1;^competicion:7=2;^complemento:2=1;' +
      '^compra:2=3,8=2,10=5;^comprador:0=5;^comprar:0=2,1=3,2=4,4=1,10=1;^compraventa:2=1;' +
      '^comprension:5=2;^comun:4=3;^comunidad:3=1,4=7,8=23;^comunion:4=1;^comunitario:3=1;' +
      '^concesionario:0=1;^concierto:7=9;^concursar:7=15;^conducir:5=2;^conductor:9=1;' +
      '^congelador:10=2;^conjunto:4=1;^conocer:0=2,8=11;^conocimiento:3=1;^consejo:3=1;' +
      '^consulta:0=1,6=9;^consultar:0=2,6=1,9=1;^consumar:4=1,10=2;^contabilidad:4=7,5=1;' +
      '^contactar:0=3;^contactos:0=19;^contador:1=1;^contar:3=3,4=12,6=1,8=1;^contenido:3=1;' +
      '^continuar:5=1;^contrasenar:10=2;^control:0=1,1=6,4=33,5=4,6=42,9=51,10=13;' +
      '^controlar:1=1,4=2,10=2;^conversacion:0=2,8=1;^convulsionar:6=1;^cooperativa:0=1;' +
      '^coordinar:9=1;^copa:7=1;^coro:3=2;^correar:0=1;^correccion:1=1;^corredor:8=3;' +
      '^correr:1=1,6=2;^correspondencia:8=1;^corto:3=1,7=1;^cortometraje:7=1;^cosecha:9=1,10=1;' +
      '^cosmetico:2=2;^costura:0=2,8=1,9=1;^crear:8=1;^crecimiento:6=1,10=1;^crema:2=1;' +
      '^cria:10=1;^crianza:3=3;^cripto:4=2;^criptomoneda:4=1;^crisis:6=3;^critica:3=1;' +
      '^criticar:3=1;^crm:0=8;^cromo:2=1,7=1,8=1;^cronico:3=6;^cronograma:1=1;^cronometrar:1=1;' +
      '^cronometro:1=2;^crossfit:6=1;^crucigrama:7=1;^cuaderno:1=1,2=1,3=1,5=4;^cuadra:8=1;' +
      '^cuadrante:1=2,9=3;^cuadrar:4=1;^cuadro:2=2;^cuanto:0=1,1=2,4=19,6=3,10=1;' +
      '^cuarto:5=1,10=1;^cuenta:4=3,7=1,10=3;^cuento:3=5;^cuesta:4=3;^cuidado:6=1,8=1,10=5;' +
      '^cuidador:5=1,6=1,8=2;^cuidar:0=2,8=1,10=1;^cultivo:10=1;^cultural:3=1;' +
      '^cumpleanos:0=1,10=4;^cumplir:1=1;^cuota:4=14;^curso:5=31;^dan:8=1;^danza:3=1,5=1;' +
      '^dar:10=1;^dardo:7=1;^dato:0=5,3=1;^deber:5=1;^decir:1=2;^decision:1=1;^declaracion:4=1;' +
      '^decoracion:10=1;^dedal:10=1;^deducibles:4=1;^dejar:1=1,6=6,10=2;^dental:6=1;' +
      '^dentista:6=1;^depresion:6=1;^descongelar:10=1;^deseo:7=1,10=2;^despacho:0=1;' +
      '^despedida:7=1;^despensa:10=2;^detective:7=2;^deudo:4=3;^dia:1=7,6=2;^diabetes:6=1;' +
      '^diario:1=8,3=5,4=1,5=1,6=14,7=2,9=1,10=31;^dibujar:5=1;^dibujo:2=1,3=1,5=1;' +
      '^diccionario:5=1;^dictar:1=2;^dieta:6=6;^diez:6=1;^digital:2=1,3=16,5=1;^dinero:4=10;' +
      '^directa:2=2;^disco:7=1,10=1;^discografia:3=1;^disenador:2=1,3=1;^disfrazar:7=3;' +
      '^distribuidor:0=2;^distribuir:1=1;^dividir:4=1;^divisar:4=1;^divulgacion:3=3;^doce:9=1;' +
      '^doctor:3=1;^documentacion:3=3;^documental:3=1;^documentar:3=3;^documento:1=2,10=1;' +
      '^dolor:6=2;^domesticar:1=1;^domicilio:2=2;^domino:7=1;^donacion:4=1,6=1;^donante:0=1;' +
      '^donar:8=2;^dormir:6=1;^dosis:6=1;^doy:5=2;^dropshipping:2=1;^duelo:8=1;^duena:9=1;' +
      '^dueno:0=1,8=2,9=1;^dulce:2=1;^dungeons:7=1;^economia:4=1;^edificio:8=2;^editorial:3=1;' +
      '^educacion:5=3;^educativo:5=2;^ejercicio:5=5,6=15;^eleccion:7=1;^electrodomestico:10=2;' +
      '^electronico:2=1;^elegir:7=2;^embarazar:6=1;^embarazo:6=2;^embudo:0=3;^emigrante:8=1;' +
      '^emitir:4=1;^empanar:2=2;^emplear:4=1,9=1;^emprendimiento:3=1;^empresa:0=3,3=1,9=6;' +
      '^empresas:0=3;^encargar:2=3;^encargos:1=2,2=6,9=1;^enciclopedia:3=2;^encontrar:8=12;' +
      '^encuentro:8=5;^encuestar:0=2;^enfermeria:5=1;^enfermero:1=1,3=1,5=1;^ensenar:5=7;' +
      '^entrada:4=2,9=2;^entrar:2=1,7=4,9=5,10=1;^entregar:1=1,9=2;^entrenador:0=1,6=2;' +
      '^entrenamiento:5=1,6=11;^entrevistar:3=3;^entrevisto:5=1;^envio:9=1;^equilibrio:6=1;' +
      '^equipo:0=2,1=5,3=1,4=1,6=1,9=1;^erasmus:4=1;^escalada:3=1;^escape:7=8;^escolar:3=1,5=1;' +
      '^escribir:1=1,3=3,5=1;^escritor:3=3;^escritorio:1=1;^escritura:5=1;^escuchar:7=1;' +
      '^escuela:4=1,5=17,9=4;^espacio:3=1,5=1,8=1;^espanol:5=1;^especie:2=1,3=1;^espectaculo:7=2;' +
      '^espera:0=1;^estado:1=1,6=3;^estampar:2=1;^estan:10=1;^esteticista:9=1;^estilo:3=1;' +
      '^estiramiento:6=4;^estoy:1=1;^estreno:7=4;^estudiante:4=1,5=2,8=5;^estudiar:5=2;' +
      '^estudio:0=4,1=4,4=1,5=3,9=2;^eurovision:7=1;^euskera:5=1;^evaluacion:5=4;^evento:7=3,9=1;' +
      '^ex:8=2;^exalumnos:8=1;^examen:5=13;^excedente:2=1;^excel:3=1;^excursion:4=1,8=1,10=3;' +
      '^expedientar:0=1;^experimento:1=1;^fabrica:9=1;^factura:4=1;^facturacion:4=3;' +
      '^facturar:4=9;^facu:1=1;^falta:1=1;^familia:0=1,1=2,2=1,8=9,10=1;^familiar:3=1,4=4;' +
      '^fans:3=1,7=3,8=4;^fantasy:7=6;^fanzine:3=2;^farmacia:6=1;^fase:10=1;^favor:8=2;' +
      '^favorito:7=1,10=2;^fechar:1=2,10=1;^feedback:0=1;^felicitacion:0=1;^ferreteria:0=2,9=2;' +
      '^festival:0=1,3=1,7=8;^ficha:0=3;^fichaje:9=3;^fichar:0=5,6=1;^fidelidad:0=4;' +
      '^fidelizacion:0=2;^fidelizar:0=2;^fiebre:6=1;^fiel:8=1;^fiesta:4=2,7=3,8=3,10=1;^fifa:7=1;' +
      '^figurar:10=3;^fijo:4=1;^finanza:4=4,5=1;^firmar:8=1;^fisica:5=1;^fisioterapeuta:6=2;' +
      '^flamenco:3=1,5=1;^flashcards:5=2;^flora:3=1;^florar:2=4;^floristeria:2=1;^flota:9=6;' +
      '^flujo:4=1;^fondo:4=2;^fontanero:4=1;^formacion:5=8;^formula:7=1;^foro:8=10;^forum:7=1;' +
      '^foto:2=3,3=12,7=2,8=1,10=4;^fotografia:0=1,3=2,5=1,7=1,8=1;^fotografico:3=1,7=1;' +
      '^fotografo:0=2,3=1,8=1;^frances:5=2;^frecuentar:3=1;^freelance:0=1;^friega:1=1;' +
      '^fronton:7=1;^fruta:2=1;^frutar:2=1;^fuente:10=2;^fumar:6=3;^furgoneta:9=1;' +
      '^futbol:3=1,7=9;^futbolin:7=1;^gadgets:2=1;^gafar:2=1;^gala:3=6;^gallina:10=2;^ganar:4=2;' +
      '^garantia:10=1;^gasolina:4=1;^gastar:4=1;^gasto:4=57;^gastronomico:3=1;^gato:10=1;' +
      '^genealogico:10=1;^gente:2=2,8=12;^geografia:5=1;^gestion:0=16,1=9,4=3,5=2,6=4,9=74,10=1;' +
      '^gestionar:0=1,1=1,2=1,4=1,10=1;^gestor:1=7;^gimnasio:6=3,9=1;^gincana:7=1;^gitano:8=1;' +
      '^glosario:3=1;^glucosa:6=5;^gordo:7=1;^gorra:2=1;^grabacion:3=2;^grafiti:3=1;' +
      '^granja:3=1,9=1;^gremio:4=1;^grupo:1=1,2=1,3=2,4=2,7=2,8=40;^gtd:1=1;^guardar:0=1,10=8;' +
      '^guarderia:9=2;^guardia:1=5;^guia:3=15,5=1,10=1;^guiar:6=2,9=1;^guion:1=1;^guitarra:5=1;' +
      '^gustar:10=1;^gusto:0=1;^gymkana:7=1;^habitacion:9=1,10=1;^habito:1=3,6=2;^habitual:0=1;' +
      '^hablar:5=1;^halloween:7=1;^hamburgues:2=1;^hamster:10=2;^harry:7=1;^he:10=1;^helado:2=1;' +
      '^hemeroteca:3=1;^herencia:4=1;^hermano:4=1;^herrador:10=1;^herramienta:8=1,9=2,10=2;' +
      '^hidratar:6=2;^hijo:1=1,5=1;^hipertension:6=1;^hipoteca:4=2;^historia:3=6,5=4,6=2,10=1;' +
      '^historial:0=7,6=1;^historiar:3=1,10=1;^hoja:1=1;^homilia:3=1;^hora:1=5,5=1,6=4,9=7;' +
      '^horario:5=2,6=1,9=1,10=1;^hortaliza:2=1;^hospital:8=1;^hostal:9=1;^hotel:9=1;^hoy:1=1;' +
      '^hucha:4=1;^huerta:2=2,10=1;^huerto:3=1,8=3,10=6;^huesped:0=2;^humor:3=1;^ictus:6=1;' +
      '^idear:1=4,10=3;^idioma:5=6,8=1;^ilustrado:3=1;^ilustrador:3=3;^imagen:3=1;' +
      '^incidencia:0=1,1=1,9=2;^infantil:3=1,5=1;^informatica:5=1;^informe:1=1;^ingles:5=4;' +
      '^ingreso:4=8;^iniciacion:5=1;^inmigrante:8=2;^inquilino:0=1;^inscripcion:5=2;' +
      '^instalacion:9=3;^instituto:5=1;^instruccion:10=1;^instrumento:2=1;^intercambiar:8=15;' +
      '^interesar:0=2,4=1;^internet:2=1,3=1;^interno:3=2,5=1;^inventario:9=12,10=20;' +
      '^inversion:4=2;^inversiones:4=3;^irme:1=1;^itv:9=1;^iva:4=2;^jabonar:2=2;^jardin:10=3;' +
      '^jardinera:3=2,5=1,10=1;^jefa:1=1;^jornada:1=1,9=2;^journal:1=1;^joven:8=2;^joya:2=1;' +
      '^jubilacion:4=1;^jubilar:8=3;^juego:2=1,3=1,5=7,7=41,8=2,10=1;^jugador:8=6;^jugamos:7=1;' +
      '^jugar:7=2;^juguete:2=3,8=3,10=1;^junta:1=2;^juntar:8=1;^kanban:1=3;^karaoke:7=5;' +
      '^kayak:10=1;^kinesiologo:6=1;^kit:2=3;^laboral:0=1;^laburo:1=1;^lactancia:6=1;' +
      '^laminar:2=1;^lampar:2=1;^lanzamiento:7=1;^lanzar:3=1;^latir:10=2;^lavadero:0=1,9=1;' +
      '^lavanda:9=1;^leads:0=3;^leccion:5=2;^leche:10=1;^lectura:1=1,5=6,8=4,10=1;^leer:5=3,8=1;' +
      '^lena:2=1,10=1;^lengua:5=2;^lenguaje:5=1;^lesion:6=1;^lesionar:6=1;^letra:3=2;' +
      '^leyenda:3=1;^libra:3=1;^libro:2=2,3=1,4=4,8=3,10=2;^liga:7=23;^limpiar:1=1,8=2,10=2;' +
      '^limpieza:1=2,9=1,10=1;^limpio:10=1;^linea:3=1;^lista:0=6,1=37,7=12,10=25;' +
      '^listado:0=3,10=1;^listar:1=4;^literario:3=1;^llamada:0=2;^llamar:0=5;^llave:10=1;' +
      '^llavero:10=1;^llega:4=1;^lleva:4=1;^llevar:0=10,1=2,3=1,4=7,5=1,6=1,9=3,10=5;^local:3=1;' +
      '^logistica:9=1;^logopedia:6=1;^loro:10=1;^lote:2=1,9=2;^lugar:3=1,5=1,10=1;^luna:10=1;' +
      '^madre:6=1,8=3;^maestra:5=2;^maleta:10=1;^mama:2=2;^mamar:8=2;^manana:1=2;^mandar:0=3;' +
      '^mandarin:5=1;^manejo:5=1;^mantel:2=1;^mantener:0=1;^mantenimiento:1=1,4=1,9=4,10=7;' +
      '^manual:3=2;^manualidad:2=1,10=1;^mapa:3=2,8=2,10=8;^maquetar:3=1,10=1;^maquillaje:5=1;' +
      '^maquinar:9=2;^maquinaria:9=2;^maraton:7=2;^marcador:7=1;^mario:7=1;^marketing:5=1;' +
      '^marketplace:2=7;^mascota:4=1,8=2;^master:4=1;^matcha:2=1;^matematico:5=5;' +
      '^material:2=2,3=1,5=1,9=2;^maternidad:3=1;^matricula:5=3;^maximo:1=1;^mayor:2=1,8=1;' +
      '^mayorista:2=1;^mecanica:5=1;^mecanico:0=1,9=1;^media:6=1;^medicacion:6=3;^medicina:5=1;' +
      '^medicinar:6=1;^medico:1=1,4=1;^medir:1=1,6=1,10=2;^meditacion:6=5;^mejor:0=1,7=3;' +
      '^mejorar:0=1,3=2,7=5;^meme:3=2;^memoria:3=1,5=2;^menopausia:6=1;^mensaje:0=1;' +
      '^menstruacion:6=1;^mensual:2=1,3=2,4=3;^mensualidad:4=1;^mentor:8=1;^mentorias:5=1;' +
      '^menu:2=3,10=4;^mercado:2=1;^merch:2=1;^mermelada:2=1;^mes:1=1;^mesa:9=3;^mesar:4=1,9=4;' +
      '^meter:1=1,4=1;^metodo:1=1;^microrrelatos:3=1;^miel:2=1;^migrana:6=2;^mil:1=1;^mimica:7=1;' +
      '^mindfulness:6=1;^mineral:10=1;^mirador:10=1;^misterio:3=1,7=2;^mochilero:8=1;^moda:3=1;' +
      '^modelo:0=1;^monedar:10=3;^monitor:5=1;^monologo:7=1;^montajes:9=1;^montana:8=1;' +
      '^montar:2=1,8=1;^morder:6=1;^moto:0=1;^movil:0=1,2=1;^mucho:8=1,10=1;' +
      '^mudanza:1=2,9=2,10=1;^mudar:8=2;^mueblar:0=1,2=3;^mujer:3=1,8=2;^mundial:7=3;' +
      '^municipal:3=1;^mural:3=2;^muro:8=1;^mus:7=3;^musica:5=1,7=3;^musical:7=3;^mutualidad:4=2;' +
      '^nacer:1=1;^nadar:5=2;^narrar:3=1;^natacion:5=1,6=1;^natillera:4=1;^navajo:10=1;' +
      '^navidad:2=1;^negocio:0=7;^nevera:10=2;^newsletter:3=8;^ninera:8=1;^nino:4=2,5=3;' +
      '^nivelar:6=1;^noche:1=1,7=9;^nomada:8=1;^nombrar:10=1;^nomina:4=2;^nominar:4=1,9=1;' +
      '^norma:3=1;^notar:1=12,5=6,10=1;^noticiar:3=9;^novela:2=1,3=1;^nueva:2=1;^nuevo:5=1;' +
      '^nutricion:6=1;^nutricionista:6=2;^objetivo:1=5;^objeto:10=1;^obra:4=1,9=1;^obrador:2=1;' +
      '^obrar:3=2,7=1,9=1;^observacion:10=4;^oca:7=1;^ofertar:3=1;^oficina:1=1;^ofrecer:8=1;' +
      '^oftalmologo:6=1;^olimpiada:5=2;^olvidar:1=1,10=1;^ong:0=1,8=1;' +
      '^online:2=38,3=6,5=4,6=1,7=3,9=1;^opinion:3=2;^oportunidad:0=1;^oposicion:5=4;^optico:0=1;' +
      '^oral:5=1;^orden:1=1,7=1;^ordenar:9=7;^organizacion:1=2;^organizador:1=3;' +
      '^organizar:0=1,1=31,4=1,7=6,8=8,9=3;^ortografia:5=3;^outlet:2=1;^paciente:0=6,6=5;' +
      '^padel:7=2,8=1;^padre:0=3,5=2,8=13;^padrino:8=1;^paga:4=1;^pagar:1=2,2=3,10=1;' +
      '^pago:4=10,9=1;^pajaro:10=1;^palabra:7=1;^pan:2=4,5=1,10=2;^panaderia:2=2,9=1;^panel:9=2;' +
      '^papar:5=1;^papel:1=2,10=1;^parchis:7=1;^pareja:4=3,6=1,8=3;^parking:9=1;^parque:7=1,10=1;' +
      '^parroquia:3=1,8=1;^parte:9=1;^particular:5=3;^partida:7=2;^partir:3=1,7=13,9=2,10=1;' +
      '^partitura:3=2;^pasa:10=1;^pasar:10=1;^pasear:8=1;^paseo:10=1;^paso:6=1;^pasta:6=1;' +
      '^pastel:2=3;^pasteleria:2=1;^pastillas:6=2;^patinaje:5=1;^patio:10=1;^patrimonio:4=1;' +
      '^patrocinador:0=1;^patron:2=1,3=1;^pausar:6=1;^pecar:5=1;^pedido:2=3;' +
      '^pedir:0=1,1=1,2=45,6=1,8=1,9=11;^pelicula:1=1,7=7;^pelis:7=1;^peluqueria:0=1,5=1,9=2;' +
      '^pena:3=1,4=3,7=2,8=1;^pendiente:1=11,2=1,4=2;^pension:4=1;^pequenito:0=1;' +
      '^pequeno:0=2,9=1;^perder:0=1,6=1,8=1,10=1;^peregrino:8=1;^perfumar:2=1,10=1;' +
      '^periodico:3=2;^periodista:3=2;^permiso:9=1;^perro:4=1,10=1;^persona:0=2,6=1;' +
      '^personaje:3=1;^personal:3=2,6=1,9=6,10=1;^personalizar:2=1;^personar:6=2,8=9;' +
      '^pesca:3=1,7=1,10=3;^pescador:3=1;^peso:6=10;^pestana:1=1;^petanca:7=1;^piano:5=3;' +
      '^piel:6=1;^pieza:9=1;^pilar:10=1;^pilates:0=1,6=1;^piloto:5=1;^ping:7=1;^pins:10=1;' +
      '^pintureria:0=1;^piscina:0=1,10=1;^piso:1=1;^pistar:7=5,9=2;^pizza:2=2,7=1;' +
      '^plan:1=9,4=3,5=3,6=14,10=6;^planear:1=1;^planificacion:1=6,5=1,9=12;' +
      '^planificador:1=6,10=3;^planificar:1=3,4=1,9=2,10=3;^planir:6=1,10=1;' +
      '^plantar:2=4,3=1,8=1,10=8;^plantilla:1=2,9=1;^plantillar:1=1,3=1;^plata:4=2;^plato:1=1;' +
      '^playa:3=1,10=1;^pleno:3=1;^podcast:3=12;^podcasts:3=1;^podologia:6=1;^poema:3=2;' +
      '^poesia:3=3;^poeta:3=1;^poker:7=1;^poliza:0=1;^pomodoro:1=2;^poner:1=1,2=1,6=1,10=1;' +
      '^porra:7=7;^portafolio:3=4;^portfolio:3=2;^portugues:5=1;^postal:2=1,10=1;^postrar:2=1;' +
      '^posventa:0=1;^potencial:0=1;^practicar:5=4;^precio:4=2,7=1;^preguntar:1=2,3=1,5=3,7=16;' +
      '^premiar:0=2;^premio:7=1;^preparacion:1=1,5=4;^preparar:5=10;^presentacion:1=1;' +
      '^presion:6=3;^prestamo:8=2;^prestar:4=6,5=1,8=3,10=1;^preste:10=2;^presto:4=1;' +
      '^presupuesto:4=19;^preventa:2=3;^preventivo:9=1;^previo:6=1;^primero:5=2,10=1;' +
      '^prioridad:1=1;^priorizar:1=1;^problema:5=1;^procedimiento:3=1;^produccion:9=8;' +
      '^productividad:1=1;^producto:0=1,2=9;^productor:2=2;^profe:5=5;^profesor:1=1,3=1,5=3;' +
      '^programa:0=3,5=1,6=6,7=3;^programacion:5=6,7=1;^programar:3=2,5=5,7=1;^progreso:5=2;' +
      '^promocion:8=1;^promotores:0=1;^propietario:0=2,8=1;^propinar:4=2;^propuesto:0=2;' +
      '^prospeccion:0=1;^protector:0=1,3=1;^proveedor:4=1,9=2;^proyecto:1=6;^prueba:5=2;' +
      '^psicologia:6=2;^psicologico:6=1;^psicologo:6=2;^psiquiatra:6=1;^publicacion:1=1,3=1;' +
      '^publicar:3=29;^publico:3=1;^pueblo:2=1,3=1,8=5,10=1;^puesto:2=1,4=1,9=1;^pulsacion:6=1;' +
      '^pulsera:2=1;^punto:0=3;^puntuar:7=1;^purgar:10=1;^puzzles:10=1;^quechua:5=1;' +
      '^quedar:7=1,8=14;^quehacer:1=1;^quejar:0=3;^queso:2=2;^quimica:5=1;^quiniela:7=3;' +
      '^quiz:5=1,7=5;^radio:3=3;^rally:7=1;^ramo:2=1;^ranking:7=8;^rapido:1=2;^recado:1=1;' +
      '^recambio:2=1;^recaudacion:4=1;^recepcion:9=1;^recepcionista:9=1;^receta:10=1;' +
      '^recetar:3=12,6=1,8=1,10=6;^recetario:3=1,10=2;^recibo:4=1;^recien:8=1;^reclamacion:0=2;' +
      '^recoger:8=1;^recogida:8=1,10=2;^recomendacion:3=1;^recomendar:10=1;^recopilar:3=1;' +
      '^recordar:0=2,1=4,6=4,10=1;^recordatorio:0=2,1=15,6=14,10=20;^records:7=1;^recuerdo:10=2;' +
      '^recuperacion:6=3;^recuperar:0=1,6=1;^recurrente:1=2,4=1;^red:8=42;^redar:1=1,3=1;' +
      '^referir:0=1;^reformar:4=2,10=1;^refuerzo:5=4;^refugiar:8=1;^regalar:8=2;' +
      '^regalo:2=2,4=1,8=1,10=4;^regar:1=1,10=3;^registrar:0=4,1=1,4=7;' +
      '^registro:0=20,1=8,4=8,5=7,6=35,7=2,9=5,10=30;^rehabilitacion:6=7;^relacion:0=4;' +
      '^relacionar:0=1;^relato:3=2;^rellenar:10=1;^reloj:10=2;^remesar:4=1;^renovacion:0=1;' +
      '^renovar:10=1;^renta:4=1;^rentabilidad:4=1;^reparacion:9=2,10=1;^repartidor:4=1;' +
      '^repartir:1=7,4=9,9=4;^repasar:5=3;^repaso:5=2;^repositorio:3=1;^reposteria:3=1;' +
      '^repuesto:2=8;^resenar:3=4;^reserva:5=1,9=2;^reservar:0=1,2=3,6=2,9=30;' +
      '^residencia:6=2,8=1;^respiracion:6=2;^responder:1=2;^responsabilidad:1=1;^respuesta:7=1;' +
      '^restauracion:3=1;^restaurante:3=2,9=4;^resultar:3=2;^resumen:1=1,3=1;^reto:6=4,7=2;' +
      '^reunion:1=1;^reuniones:1=4;^revisar:1=1;^revision:1=1,6=1;^revisiones:6=1,10=2;' +
      '^revista:3=13;^riego:10=1;^rifa:4=1;^rincon:3=1;^robotica:5=2;^rock:7=1;^rodaje:1=1;' +
      '^rol:7=5;^rondar:9=1;^room:7=6;^ropa:2=12,8=3,9=1,10=3;^roscar:2=1;^rotacion:1=1;' +
      '^ruta:1=1;^rutar:3=2,9=3,10=7;^rutina:1=4,6=11,10=1;^sabana:10=1;^saber:0=7,1=1,4=4;' +
      '^sacar:1=2,6=1,9=1,10=1;^saco:2=1,7=1;^sala:7=3,9=1;^salar:9=6;^salir:9=1;^salita:6=1;' +
      '^salon:9=1;^salud:6=4;^saludables:6=1;^sangrar:6=1;^sangre:6=1;^sastre:3=1;' +
      '^satisfaccion:0=2;^saturar:6=1;^scout:1=1;^scouts:8=1;^segmentar:0=2;' +
      '^seguimiento:0=29,1=12,4=16,5=12,6=25,7=1,9=3,10=1;^seguir:7=1;^segunda:2=2;' +
      '^seguridad:1=1,5=1;^seguro:0=2;^seis:7=1;^seleccion:9=1;^sello:0=2,10=3;^semana:1=10,3=1;' +
      '^semanal:1=5,2=1,3=3,4=1,7=1,10=1;^sembrar:10=1;^semilla:2=3,8=1;^sencillo:0=1,4=1;' +
      '^senderismo:8=3;^sendero:3=1;^seriar:7=5;^serie:3=2;^sermon:3=1;^servicio:0=5,9=5;' +
      '^servidor:3=1;^sesionar:6=1;^seta:3=2,10=2;^sexual:5=1;^siempre:1=1;^silla:8=1;' +
      '^simple:1=1,4=1;^simulador:4=2;^sintoma:6=7;^smash:7=1;^sobrar:8=1;^social:6=1,8=3;' +
      '^socio:0=5,4=1;^socorrista:9=2;^soldadura:5=1;^solicitud:1=2;^solidar:8=1;^solidario:4=1;' +
      '^somo:0=1,1=1,7=1,8=2,9=2;^sonoro:3=2;^sopar:7=1;^sorteo:7=2;' +
      '^soy:0=5,1=4,3=2,4=1,5=5,6=2,9=2;^spa:0=1;^stand:7=1;^startup:3=1;^stock:9=6;^subasta:2=1;' +
      '^subastar:2=1;^subir:3=7;^subtitulos:3=1;^sueldo:4=1;^suelo:6=1;^sueno:6=5;^sumiller:3=1;' +
      '^surf:5=1,9=1;^suscripcion:2=2,4=1;^sushi:2=1;^tabla:5=1,6=1,7=1;^tablero:1=7,4=1;' +
      '^tablon:8=3;^talento:7=2;^tallar:10=2;^taller:0=4,4=1,5=4,9=7;^tamales:2=1;^tanda:4=2;' +
      '^tapar:7=1;^tapiceria:9=1;^tardar:7=1;^tarea:1=56,9=3,10=1;^tarifar:4=1;' +
      '^tarjeta:0=7,4=3,5=2;^tarta:2=2;^tatuador:3=1;^tatuaje:9=1;^tazar:10=1;^tdah:1=2;' +
      '^teatro:3=2,5=1;^tecnica:3=1;^tecnico:3=1,9=2;^tejer:2=2,5=1,8=1;^telefono:10=1;' +
      '^telemedicina:6=1;^temperatura:6=1,9=1,10=2;^temporada:9=1;^temporizador:1=5;^tension:6=4;' +
      '^terapia:6=2;^terminar:10=1;^tesoreria:4=3;^tesoro:7=3;^test:5=2;^tests:5=2;' +
      '^tiempo:1=7,8=3,10=2;^tienda:0=6,2=86,4=1,9=2;^tiendita:2=1;^tintorera:9=1;^tiroides:6=1;' +
      '^tisana:2=1;^toca:4=1,6=1,10=3;^tocar:5=2;^toefl:5=1;^tomar:1=1,6=3;^torneo:7=14;' +
      '^torta:2=1;^tortillas:2=1,7=1;^tortuga:10=2;^tour:7=1;^tours:9=1;' +
      '^trabajo:0=1,1=13,3=3,5=1,9=7;^tradicional:3=1;^traje:9=1;^tramitar:1=3;' +
      '^trastero:9=2,10=2;^trastorno:6=1;^tratamiento:6=6;^trato:0=1;^trazable:9=1;^tren:10=1;' +
      '^tres:4=2;^trivia:7=4;^trivial:7=3;^trofeo:2=1;^trueque:8=3;^turistico:3=2;^turnar:8=1;' +
      '^turno:1=15,6=7,9=18;^tute:7=1;^tutor:5=1;^tutorar:5=1;^tutoria:5=8;^tutorial:3=3;' +
      '^ultimo:0=1;^unidad:6=1;^universidad:4=1;^urbanizacion:8=1;^urbano:8=1;^uso:8=1;' +
      '^usuario:3=1;^va:1=3,4=4;^vacacion:4=1,9=2,10=2;^vacunar:6=7,10=3;^vacunatorio:6=1;' +
      '^valencia:8=2;^variar:4=1;^vario:4=1;^vecino:1=1,3=1,8=28;^vehiculo:9=1;^veinte:9=1;' +
      '^vela:5=1;^velar:2=1;^vencimiento:1=1;^vendar:0=1;^vendedor:0=3;^vender:2=33;' +
      '^vendo:0=3,2=4;^venir:1=1;^venta:0=4,2=43,4=1,7=3,9=2;^ventana:10=1;' +
      '^ver:0=2,1=1,4=1,5=1,8=1;^verano:5=1,10=1;^verbena:7=1;^verbo:5=1;^verdura:2=1;' +
      '^verificacion:1=2;^veterinario:3=1,6=2;^viajar:3=3,10=1;^viaje:1=2,3=2,4=7,8=1;' +
      '^viajero:8=1;^vid:3=1;^video:3=13;^videoblog:3=1;^videojuego:3=2,7=11,10=1;^viejo:10=1;' +
      '^viernes:3=1,7=1;^vineta:3=1;^vinilo:2=2,10=2;^vino:2=2,10=4;^violin:5=1;^vip:0=1;' +
      '^virtual:2=2,3=1,5=9;^visitar:0=2,6=3,9=6;^vista:0=1,6=1;^vivero:9=1;^vivir:8=1;^vlog:3=1;' +
      '^voleibol:7=1;^voluntariado:1=1,8=4;^voluntario:8=7;^volver:6=2;^vomito:6=1;^votacion:7=3;' +
      '^votar:7=3;^voz:1=2;^vuelta:3=1;^vulcanizadora:0=1;^wedding:1=1;^whatsapp:1=1,8=1;' +
      '^wifi:10=1;^wiki:3=9;^yoga:6=3;^zapatillas:2=1;^zapato:2=1;a1:5=1;abandonado:8=1;' +
      'abandonar:0=1,8=1;aband~:0=1,8=1;abastecer:9=1;abastos:2=1;abast~:2=1,9=1;abdominal:6=1;' +
      'abdom~:6=1;abeja:3=1;abierta:0=1,1=1;abierto:0=3,1=1,3=1;abier~:0=3,1=1,3=1;' +
      'abogado:0=2,1=3,9=1;abogar:0=2,1=3,9=1;aboga~:0=2,1=3,9=1;abonado:9=1;abonar:9=1,10=3;' +
      'abona~:9=1;abonos:1=1,2=1,9=1,10=1;abrir:0=2,1=6,2=1;abuela:1=1,2=1,3=4,4=1,6=1;' +
      'abuelo:1=1,2=1,3=6,4=1,5=1,6=4,7=2,8=2,10=5;aburrar:5=1;aburrir:5=1;aburr~:5=1;' +
      'acabar:0=2,8=1;acabo:0=1;academia:0=9,4=4,5=9,9=3;academico:5=1;acade~:0=9,4=4,5=10,9=3;' +
      'acampada:1=1,8=1;acampar:1=1,8=1,10=1;acamp~:1=1,8=1,10=1;acceso:5=2,9=2;' +
      'accesorio:0=1,2=5;acces~:0=1,2=5;accion:0=1,1=2,4=5;accionar:1=2,4=5;accio~:1=2,4=5;' +
      'aceitar:0=1,2=2,10=3;aceite:0=1,2=2,10=3;aceituna:9=1,10=1;aceituno:9=1,10=1;' +
      'aceit~:0=1,2=2,9=1,10=4;aceptar:0=2;acepto:0=1;acept~:0=2;acertar:7=3;acertijo:7=1;' +
      'acert~:7=4;acido:6=1;acoger:8=2;acogido:8=2;acogi~:8=2;acompanamiento:8=1;acompanar:8=6;' +
      'acomp~:8=7;aconcagua:6=1;aconc~:6=1;acondicionar:2=1,9=1,10=2;acond~:2=1,9=1,10=2;' +
      'aconsejar:8=1;acons~:8=1;acordar:0=1,10=1;acorde:3=1,5=1;acord~:0=1,10=1;acta:1=1,3=3;' +
      'actitud:5=1;actit~:5=1;activar:6=1;actividad:1=3,3=1,4=1,5=4,7=1,8=4;activo:6=1;' +
      'activ~:1=3,3=1,4=1,5=4,6=1,7=1,8=4;actuacion:3=3;actualizar:2=1,7=1;actua~:2=1,3=3,7=1;' +
      'acuarela:5=1;acuario:10=2;acuar~:5=1,10=2;acuatico:9=1;acuat~:9=1;acuerdo:0=4,1=4;' +
      'acuer~:0=4,1=4;acumular:7=2;acumu~:7=2;adaptacion:5=1;adaptar:5=1;adapt~:5=2;' +
      'adelantado:2=5;adelantar:2=5,7=1;adela~:2=5,7=1;adivinanza:7=1;adivinar:7=6;adivi~:7=7;' +
      'adjunto:5=1;adjun~:5=1;adolescente:1=1,4=1,5=2,6=3,8=1;adole~:1=1,4=1,5=2,6=3,8=1;' +
      'adopcion:3=1;adopc~:3=1;adoptar:0=1;adopt~:0=1;adorno:10=3;adulto:5=9;aeropuerto:8=1,10=1;' +
      'aerop~:8=1,10=1;afectado:8=1;afectar:8=1;afect~:8=1;aficion:10=2;aficionado:7=2,8=5;' +
      'aficionar:7=2,8=5;afici~:7=2,8=5,10=2;afilador:0=1;afila~:0=1;afiliado:0=1,3=1;' +
      'afiliar:0=1,3=1;afili~:0=1,3=1;aforar:6=1;agencia:0=12,1=1,9=2;agenciar:0=12,1=1,9=2;' +
      'agenc~:0=12,1=1,9=2;agenda:0=7,1=17,2=1,3=3,5=1,6=3,7=6,9=13,10=5;' +
      'agendar:0=7,1=17,2=1,3=3,5=2,6=4,7=6,9=13,10=5;' +
      'agend~:0=7,1=17,2=1,3=3,5=2,6=4,7=6,9=13,10=5;agente:0=4;agostar:8=1;agosto:8=1;' +
      'agost~:8=1;agradecer:0=1;agrad~:0=1;agricola:0=2,9=2;agricultor:0=1,2=1,3=1,5=1;' +
      'agric~:0=2,2=1,3=1,5=1,9=2;agua:0=1,1=2,2=1,3=1,4=2,6=4,8=1,10=11;' +
      'aguar:0=1,1=2,2=1,3=1,4=2,6=4,8=1,10=11;aguinaldo:4=1;aguin~:4=1;ahi:8=1;ahorrar:4=22,6=2;' +
      'ahorro:4=16;ahorr~:4=22,6=2;airar:2=1,3=1,7=1,8=1,9=1,10=4;aire:2=1,3=1,7=1,8=1,9=1,10=4;' +
      'aislado:8=1;aislar:8=1;aisla~:8=1;ajedrez:3=2,4=1,5=4,7=4,8=1;ajedr~:3=2,4=1,5=4,7=4,8=1;' +
      'ajustar:6=1;ajust~:6=1;alarma:1=3,6=1,9=2,10=2;alarmar:1=3,6=1,9=2,10=2;' +
      'alarm~:1=3,6=1,9=2,10=2;albanil:4=1;alban~:4=1;albergar:1=1,9=1;albergue:1=1,9=1;' +
      'alber~:1=1,9=1;album:0=1,3=1,7=3,10=3;alcohol:6=1;alcoh~:6=1;aleman:5=3;alergeno:2=1;' +
      'alergia:0=1,6=6;alerg~:0=1,2=1,6=6;alerta:1=1,4=5,8=1,9=3;alertar:1=1,4=5,8=1,9=3;' +
      'alert~:1=1,4=5,8=1,9=3;alfabetizacion:5=1;alfab~:5=1;alfajor:2=2;alfaj~:2=2;alfombra:0=1;' +
      'alfombrar:0=1;alfom~:0=1;alguien:4=1,8=2;algui~:4=1,8=2;alimentacion:6=7,10=1;' +
      'alimentar:6=1;alimentario:6=2;alimento:1=1,6=2,8=3;alime~:1=1,6=11,8=3,10=1;almacen:9=10;' +
      'almac~:9=10;almazara:2=1;almaz~:2=1;alojado:9=1;alojamiento:1=1,8=1,10=1;alojar:0=1,9=1;' +
      'aloja~:1=1,8=1,9=1,10=1;alpaca:2=1;alquila:9=1;alquilar:0=3,4=1,9=4;' +
      'alquiler:0=3,1=1,2=1,4=8,9=15,10=1;alqui~:0=4,1=1,2=1,4=9,9=19,10=1;alrededor:8=1;' +
      'alred~:8=1;alta:0=1,1=1,5=2,9=1;alto:0=1,1=1,5=2,9=1,10=1;altura:6=1;' +
      'alumno:0=10,1=1,3=5,4=3,5=51,6=2,8=3,9=1;alzheimer:6=2;alzhe~:6=2;amantar:8=1;amante:8=1;' +
      'amant~:8=1;amarrar:4=1,9=1;amarre:4=1,9=1;amarr~:4=1,9=1;amateur:7=1;amate~:7=1;' +
      'ambientar:5=1;ambiente:5=1;ambie~:5=1;ambulancia:9=1;ambulante:0=1;ambul~:0=1,9=1;' +
      'amenities:0=1;ameni~:0=1;america:5=1,7=1;ameri~:5=1,7=1;amgos:7=1;amigar:0=1,4=1,7=1,8=2;' +
      'amigo:0=1,3=3,4=9,6=2,7=41,8=11,10=3;amortizacion:4=2;amort~:4=2;anada:10=2;anadir:10=2;' +
      'analisis:3=1,6=4;analitica:6=1;analitico:6=1;anali~:3=1,6=5;analogico:3=1;analo~:3=1;' +
      'anatomia:5=2;anato~:5=2;anciano:6=1;ancia~:6=1;andando:8=1;andan~:8=1;andino:2=1;' +
      'anecdota:3=1;anecd~:3=1;anemia:6=1;animal:0=3,3=2,6=3;animar:0=3,3=2,4=1,6=9,7=2,8=5;' +
      'animo:4=1,6=7,8=1;aniversario:0=2;anive~:0=2;' +
      'ano:0=10,1=3,2=2,3=8,4=10,5=2,6=1,7=5,8=1,10=11;anonimo:5=1;anoni~:5=1;anotador:1=1;' +
      'anotar:0=11,4=1,6=2;anota~:1=1;ansiedad:6=5;ansie~:6=5;antepasado:10=1;antep~:10=1;' +
      'anterior:0=2,3=1,5=1;anter~:0=2,3=1,5=1;antibiotico:6=1;antib~:6=1;anticipada:2=1,4=1;' +
      'anticipado:2=3;anticipar:2=7,4=1;anticoagulante:6=1;anticonceptiva:6=1;antic~:2=7,4=1,6=2;' +
      'antidepresivo:6=1;antid~:6=1;antiguedad:0=3;antiguo:0=3,2=3,3=8,7=1,10=8;' +
      'antig~:0=6,2=3,3=8,7=1,10=8;anual:0=6,4=3;anuncios:3=1;anunc~:3=1;aparcar:10=3;' +
      'aparc~:10=3;aparecer:3=1;apare~:3=1;apartamento:9=1;apartar:2=1,4=4;apart~:2=1,4=4,9=1;' +
      'apertura:5=1;apert~:5=1;api:3=1;apicultor:3=1;apicultura:2=1,3=1;apicu~:2=1,3=2;' +
      'aportacion:0=4,4=10;aportar:0=1,4=3;aport~:0=5,4=13;apostar:7=2;apost~:7=2;' +
      'apoyar:5=3,6=1,8=10;aprender:1=1,5=36,8=1,10=1;aprendiz:5=1;aprendizaje:5=1;' +
      'apren~:1=1,5=37,8=1,10=1;aprobado:9=1;aprobar:0=1,3=1,9=3;aprob~:0=1,3=1,9=3;apuntado:1=1;' +
      'apuntar:0=6,1=20,3=1,4=1,5=4,6=4,7=2,8=9,9=1,10=22;apunte:1=3,3=1,4=1,5=3,8=1;' +
      'apunt~:0=6,1=20,3=1,4=1,5=4,6=4,7=2,8=9,9=1,10=22;arbitraje:4=2;arbitro:7=1,9=1;' +
      'arbit~:4=2,7=1,9=1;arbol:0=1,10=2;arbolar:0=1,10=1;arbol~:0=1,10=1;archivar:3=21;' +
      'archivo:1=1,3=21;archi~:1=1,3=21;arcilla:2=1;arcillar:2=1;arcil~:2=1;arcon:10=1;area:1=1;' +
      'arepas:2=1;armar:5=1;armario:0=1,10=2;armar~:0=1,10=2;aromatico:2=1;aroma~:2=1;' +
      'arquitecto:3=2;arquitectura:0=2,3=1,5=1;arqui~:0=2,3=3,5=1;arrastrar:1=1;arras~:1=1;' +
      'arreglar:8=1,10=6;arreglo:0=2,2=1,8=2,9=1,10=4;arreg~:0=2,2=1,8=2,9=1,10=7;' +
      'arte:2=2,3=3,5=2;arterial:6=2;arter~:6=2;artesanal:2=7,9=1;artesania:2=2,4=1;' +
      'artesano:2=5,3=2,4=1,10=1;artes~:2=13,3=2,4=2,9=1,10=1;articulo:1=1,2=2,3=15;' +
      'artic~:1=1,2=2,3=15;artificial:3=1;artif~:3=1;artrosis:6=1;artro~:6=1;asado:2=2;' +
      'asamblea:4=1;asamb~:4=1;asar:2=2;ascensor:4=1,9=2;ascen~:4=1,9=2;asegurado:0=1;' +
      'asegurar:0=1;asegu~:0=1;asesinar:7=1;asesinato:7=1;asesino:7=1;asesi~:7=2;asesor:0=1;' +
      'asesoria:0=4;aseso~:0=4;asiento:7=1;asien~:7=1;asignado:0=1,1=1,9=5;' +
      'asignar:0=1,1=4,5=1,9=10;asignatura:1=2,5=3;asignaturas:5=1;asign~:0=1,1=6,5=5,9=10;' +
      'asistencia:0=1,5=8,9=2;asist~:0=1,5=8,9=2;asma:6=3;asociar:1=3,3=9,4=6,5=1,7=3;' +
      'asoci~:1=3,3=9,4=6,5=1,7=3;aspirador:10=1;aspir~:10=1;astronomia:3=2,8=1;astro~:3=2,8=1;' +
      'asunto:0=1;atacar:6=4;atencion:0=1,3=1;atenc~:0=1,3=1;atender:0=1,1=1,6=1,9=1;' +
      'atend~:0=1,1=1,6=1,9=1;atleti:7=1;atletismo:3=1;atlet~:3=1;atopico:6=1;atopi~:6=1;' +
      'atras:7=1,10=2;atrasado:1=1,4=2;atrasar:1=1,4=2;atras~:1=1,4=2;audio:3=8,5=5,6=1;' +
      'audioguia:3=1;audiolibro:3=1;audiovisual:0=1;audio~:0=1,3=2;auditoria:1=1;auditorio:1=1;' +
      'audit~:1=1;aula:1=1,5=10,9=1;ausencia:9=1;ausen~:9=1;autenticar:2=1;auten~:2=1;' +
      'autismo:8=1;autis~:8=1;auto:8=1,9=1;autobus:7=1;autobuses:0=1,9=2;autob~:0=1,7=1,9=2;' +
      'autocaravana:3=1,9=1,10=1;autoc~:3=1,9=1,10=1;autoescuela:0=3,5=1,9=1;autoevaluacion:5=3;' +
      'autoe~:0=3,5=4,9=1;automatica:0=1,4=1,5=1;automatico:0=2,1=1,3=1,4=3,5=1,10=1;' +
      'autom~:0=2,1=1,3=1,4=3,5=1,10=1;autonomo:0=1,1=2,4=5,8=1,9=1;auton~:0=1,1=2,4=5,8=1,9=1;' +
      'autopista:0=1,9=1;autopublicados:2=1;autop~:0=1,2=1,9=1;autor:3=7;auxiliar:6=1;' +
      'auxilio:5=2;auxil~:5=2,6=1;avance:1=1,9=1;avanzar:1=1,9=1;avanz~:1=1,9=1;ave:3=1,10=1;' +
      'averia:9=3;averiar:9=3;averi~:9=3;avisar:0=21,1=9,2=1,4=4,5=1,6=1,7=1,8=7,9=1,10=2;' +
      'aviso:0=9,1=7,3=5,4=3,5=1,6=3,7=1,8=9,9=2,10=4;avistamiento:10=1;avist~:10=1;avon:0=1;' +
      'ayuda:3=1,4=1,6=2,8=9;ayudar:3=2,4=2,5=2,6=3,8=15;ayunar:6=1;ayuno:6=1;' +
      'ayuntamiento:3=2,5=1,10=1;ayunt~:3=2,5=1,10=1;azafata:9=1;azafa~:9=1;azucar:2=1,6=2;' +
      'azul:10=2;b2:5=1;bachillerato:5=4;bachi~:5=4;bailar:0=1,4=1,5=2,7=2,8=2;' +
      'baile:0=1,4=1,5=2,7=2,8=1;baja:0=5,1=1,4=1,6=3,9=4;bajar:0=5,1=1,2=1,4=1,6=7,9=5;' +
      'bajo:0=5,1=1,2=1,3=1,4=1,6=3,9=5;balance:4=2;balan~:4=2;balcon:10=4;' +
      'baloncesto:4=1,7=5,8=2;balonmano:7=1;balon~:4=1,7=6,8=2;banado:10=1;banar:0=1,4=1,10=3;' +
      'bancal:10=1;bancario:4=1;banca~:4=1;banco:1=2,3=2,4=3,5=4,8=7;banda:1=1,3=4,7=2;' +
      'bandeja:1=2,2=1;bandera:5=1;bande~:1=2,2=1,5=1;bano:0=1,1=1,4=1,10=4;' +
      'bar:0=3,2=2,3=3,4=2,7=11,8=4,9=5,10=1;barato:3=1,8=1;barbacoa:2=1,4=1,9=1;' +
      'barba~:2=1,4=1,9=1;barberia:0=1,9=2;barbero:9=2;barbe~:0=1,9=2;barco:1=1,3=1,4=2,9=4;' +
      'bariatrica:6=1;baria~:6=1;barniz:10=1;barra:2=1,4=1,9=1;barrar:2=1,4=1,9=1;' +
      'barrer:0=1,1=1,2=7,3=10,4=2,5=1,6=2,7=10,8=27,9=1,10=1;barrica:9=1;barriga:6=1;barril:9=2;' +
      'barrio:0=1,1=1,2=6,3=10,4=1,5=1,6=2,7=10,8=27,10=1;barri~:6=1,9=1;basal:6=1;basar:0=8,3=2;' +
      'base:0=8,3=2;basico:5=2;basura:1=3,10=1;bateria:5=1;bater~:5=1;bazar:2=1;' +
      'bebe:0=1,1=1,2=5,6=9,8=4,10=2;bebedero:10=1;bebed~:10=1;' +
      'beber:0=2,1=3,2=7,6=13,8=4,9=2,10=3;bebido:0=1,2=2,9=2;beca:4=3,5=1;becar:4=3,5=1;' +
      'becario:9=1;becar~:9=1;belleza:9=1;belle~:9=1;bello:2=1,3=1;beneficiar:4=2;beneficio:4=2;' +
      'benefico:7=1;benef~:4=2,7=1;betis:7=1;biblia:7=1;biblioteca:3=6,5=6,8=3,10=2;' +
      'bibli~:3=6,5=6,8=3,10=2;bici:0=4,2=2,3=2,6=1,8=4,9=2,10=3;bicicleta:2=3,9=3,10=2;' +
      'bicic~:2=3,9=3,10=2;bienestar:6=2;biene~:6=2;bienvenida:0=1,3=1;bienvenido:0=1,3=1;' +
      'bienv~:0=1,3=1;billar:7=1,9=1;bimestre:5=1;bimes~:5=1;bingo:7=8;biografia:3=1;' +
      'biografiar:3=1;biogr~:3=1;bipolar:6=1;bipol~:6=1;bisabuelo:3=1;bisab~:3=1;bisuteria:2=1;' +
      'bisut~:2=1;bitacora:1=1,3=1;bitac~:1=1,3=1;bizcochar:2=1;bizcocho:2=1;bizco~:2=1;' +
      'blanco:3=1;bloc:1=2;blog:3=42;bloque:1=5,5=1,8=1;bloquear:1=3;bloqueo:1=1;bloqu~:1=3;' +
      'bocadillos:2=1,7=1;bocad~:2=1,7=1;boceto:3=1;boda:0=5,1=4,2=2,3=3,4=5,7=1,9=1,10=1;' +
      'bodega:0=3,2=1,9=5,10=4;bogota:2=1,3=1;boletin:3=5;bolet~:3=5;bolleria:2=2;bolle~:2=2;' +
      'bolo:7=3;bolso:2=2;bombero:1=1,5=1,6=1;bombe~:1=1,5=1,6=1;bombillas:10=1;bombi~:10=1;' +
      'bombona:10=1;bombo~:10=1;bondi:4=1;bono:0=6,2=1,4=1,6=1,9=1;bonsai:10=1;bonsais:8=1,10=1;' +
      'bonsa~:8=1,10=1;bootcamp:5=1;bootc~:5=1;boquillas:2=1;boqui~:2=1;bordado:2=3;bordar:2=3;' +
      'borda~:2=3;borrador:1=1;borra~:1=1;bosque:7=1;botanico:3=1;botan~:3=1;botar:2=1,4=4,7=1;' +
      'bote:2=1,4=4,7=1;botella:2=1,9=1,10=1;botel~:2=1,9=1,10=1;botiquin:6=2;botiq~:6=2;' +
      'boton:1=1;boutique:0=1;bouti~:0=1;boxear:4=1;boxeo:4=1;boxes:9=1;bracket:7=1;brackets:7=1;' +
      'brack~:7=2;braille:5=1;brail~:5=1;bricolaje:1=1,3=1;brico~:1=1,3=1;bros:7=1;brotar:6=1;' +
      'brote:6=1;bucal:3=1;bucear:2=1,5=1;buceo:2=1,5=1;bueno:3=1;bufanda:2=1;bufan~:2=1;' +
      'bullet:1=1;bungalow:9=1;bunga~:9=1;busca:0=2;buscador:1=1,2=3,3=2;' +
      'buscar:0=6,1=1,2=2,3=1,8=5,10=1;buscarla:2=1,3=1;busca~:1=1,2=4,3=3;busqueda:7=4;' +
      'busqu~:7=4;butaca:7=1;butano:10=1;c1:5=1;cabalgata:1=1;caballo:2=1,4=1,6=1,9=1,10=1;' +
      'cabal~:1=1,2=1,4=1,6=1,9=1,10=1;cabana:9=1;cabecero:6=1;cabec~:6=1;caber:6=1;' +
      'cabina:6=1,9=2;cabra:6=1;cachorro:0=2,6=1;cacho~:0=2,6=1;cactus:10=3;' +
      'cadena:0=2,8=1,9=1,10=1;cadera:6=1;caduca:10=1;caducar:1=1,6=1,10=1;' +
      'caducidad:1=1,6=1,9=2,10=1;caduco:10=1;caduc~:1=2,6=2,9=2,10=2;caer:6=1;' +
      'cafe:0=2,1=1,2=4,4=1,8=2,10=1;cafeina:6=1;cafei~:6=1;cafeteria:0=3,2=2,3=2,4=1,8=1,9=2;' +
      'cafetero:1=1;cafet~:0=3,1=1,2=2,3=2,4=1,8=1,9=2;caido:6=1;caja:2=8,4=13,9=1,10=7;' +
      'cajera:9=1;cajero:9=1;calcetin:2=1;calce~:2=1;calculador:4=1;calcular:1=1,4=12,5=2;' +
      'calculo:4=3,5=2;calcu~:1=1,4=13,5=2;caldera:9=2,10=2;calde~:9=2,10=2;calefaccion:10=1;' +
      'calef~:10=1;calendario:1=13,3=2,5=1,6=1,7=9,9=3,10=4;calen~:1=13,3=2,5=1,6=1,7=9,9=3,10=4;' +
      'calidad:9=2;calid~:9=2;calientitas:2=1;calie~:2=1;calificaciones:5=4;calif~:5=4;call:0=1;' +
      'callar:1=1,7=1,8=2;calle:1=1,7=1,8=2;callejero:8=1;calle~:8=1;calor:8=1;caloria:6=4;' +
      'calor~:6=4;calzado:2=1,9=1;calzar:2=1,9=1;calza~:2=1,9=1;cama:1=1,9=1;camara:3=1,9=3,10=1;' +
      'camarero:4=1,5=2,9=4;camar~:4=1,5=2,9=4;cambiar:0=1,1=3,4=2,6=2,7=1,8=5,10=13;' +
      'cambio:1=2,2=3,4=2,6=2,7=1,8=5,9=1,10=5;cambi~:0=1,1=3,4=2,6=2,7=1,8=5,10=13;' +
      'caminante:8=1;caminar:6=4,8=3;caminata:6=1,10=1;camino:6=1,8=3;camin~:6=5,8=4,10=1;' +
      'camion:4=1,5=1,9=4;camionero:3=1;camio~:3=1;camiseta:2=9,9=1,10=1;camis~:2=9,9=1,10=1;' +
      'campamento:0=1,1=2,3=1,5=1,7=1,9=1;campana:0=5,1=1,3=1,4=2,7=2,8=1,9=1,10=1;' +
      'campano:0=5,1=1,3=1,4=2,7=2,8=1,9=1,10=1;campar:1=3,3=2,9=1,10=5;' +
      'campa~:0=6,1=3,3=2,4=2,5=1,7=3,8=1,9=2,10=1;campeonato:3=1,7=6;campera:2=1;campero:2=1;' +
      'campe~:2=1,3=1,7=6;camping:2=1,9=4;campi~:2=1,9=4;campo:1=3,3=2,9=1,10=5;campus:5=3;' +
      'cana:8=1;canal:3=12,4=1;canalon:10=2;canal~:10=2;canario:10=1;canar~:10=1;cancelar:4=1;' +
      'cance~:4=1;cancha:8=1;cancion:3=4,5=1,7=8;canci~:3=4,5=1,7=8;candado:7=1;candar:7=1;' +
      'canda~:7=1;candidato:0=1,9=1;candi~:0=1,9=1;canguro:8=1;cangu~:8=1;canina:0=1,9=2;' +
      'canino:0=1,9=2;cano:8=1;cansado:6=1;cansar:6=1;cansa~:6=1;cantabrico:3=1;cantar:3=1,5=1;' +
      'canta~:3=1;cante:3=1;cantidad:2=1;canti~:2=1;canto:5=1;capilar:0=1;capil~:0=1;capital:5=1;' +
      'capitular:1=2,3=1,7=3,8=1;capitulo:1=3,3=6,7=3,8=2;capit~:1=3,3=6,5=1,7=3,8=2;' +
      'captacion:0=1;capta~:0=1;captura:1=1,3=3,7=1,9=1,10=3;capturar:1=1,3=3,7=1,9=1,10=3;' +
      'captu~:1=1,3=3,7=1,9=1,10=3;caracol:7=1;carac~:7=1;carbohidrato:6=1;carbon:2=1;carbo~:6=1;' +
      'cardiaco:6=2;cardiologo:6=1;cardi~:6=3;carga:8=1;cargador:1=1;cargar:8=1;carga~:1=1;' +
      'carnaval:0=1,3=1,4=1,7=3;carna~:0=1,3=1,4=1,7=3;carne:2=1,5=1;carnet:0=2,5=2,10=1;' +
      'carniceria:0=1,2=5,9=1;carnivoro:2=1,10=1;carni~:0=1,2=6,9=1,10=1;carpa:8=1;carpeta:1=1;' +
      'carpe~:1=1;carpinteria:3=1,5=1,9=1,10=1;carpintero:3=1;carpir:8=1;carpi~:3=2,5=1,9=1,10=1;' +
      'carrera:0=1,1=2,3=2,4=1,5=4,6=3,7=2;carreta:8=2;carrete:0=1,3=1;' +
      'carre~:0=2,1=2,3=3,4=1,5=4,6=3,7=2,8=2;carril:8=1;carrito:2=10,8=1;carri~:2=10,8=1;' +
      'carro:0=1,4=1,8=1;carta:0=1,2=3,3=1,7=6,10=1;cartel:3=2,7=2,10=1;cartelero:3=1,7=6;' +
      'cartera:0=7,4=4;cartero:0=7,4=4;carte~:0=7,3=1,4=4,7=6;carton:7=2;cartucho:10=1;' +
      'cartu~:10=1;casa:0=5,1=22,2=4,3=3,4=10,5=2,6=9,7=4,8=3,9=6,10=51;' +
      'casar:0=6,1=23,2=4,3=3,4=10,5=2,6=9,7=4,8=4,9=6,10=51;cascar:3=2,7=1;casco:3=2,7=1;' +
      'casera:2=2,10=2;casero:2=2,3=1,10=3;caseta:1=1,4=1;caso:0=1,1=1,3=1,5=2,8=1;' +
      'cata:0=3,3=2,10=2;catalogar:0=1,2=10,3=7,10=4;catalogo:0=1,2=10,3=7,10=2;' +
      'catal~:0=1,2=10,3=7,10=4;catar:0=3,3=2,7=2,10=2;categoria:3=3,4=4;categ~:3=3,4=4;' +
      'catequesis:5=2;cateq~:5=2;catering:0=5,1=1,9=5;cater~:0=5,1=1,9=5;cebar:10=1;cebo:10=1;' +
      'cegar:3=1;celiaco:2=1,6=1,8=1;celiaquia:6=1;celia~:2=1,6=2,8=1;celu:1=1;' +
      'celular:0=1,1=1,2=1,5=2,6=1;celul~:0=1,1=1,2=1,5=2,6=1;cena:0=1,4=4,7=5,8=6,9=2;' +
      'cenar:0=1,4=4,7=5,8=6,9=2;cenir:0=1,3=5,7=10,9=1,10=1;center:0=1;central:9=2;' +
      'centrar:0=4,5=3,6=9,7=1,8=1,9=9,10=1;centro:0=4,5=3,6=9,7=1,8=1,9=9,10=1;' +
      'centr~:0=4,5=3,6=9,7=1,8=1,9=11,10=1;cepillar:10=1;cepil~:10=1;cepo:10=1;cera:2=1;' +
      'ceramica:0=1,2=2,3=2,5=2;ceramico:0=1,2=2,3=2,5=2;ceram~:0=1,2=2,3=2,5=2;ceremonia:9=1;' +
      'cerem~:9=1;cero:2=1,5=2;cerrada:0=3;cerrado:0=3,9=1;cerrar:0=4,1=5,4=3,8=1,9=2;' +
      'cerra~:0=3,9=1;certificaciones:5=1;certificado:1=1,5=9;certificar:1=1,5=9;certi~:1=1,5=10;' +
      'cervecero:9=1;cerveza:2=1,10=4;cerve~:2=1,9=1,10=4;cesta:2=6;cetogenica:6=1;cetog~:6=1;' +
      'cetona:6=1;chacra:2=1;chal:2=1;chalar:2=1;chale:2=1;champions:7=1;champ~:7=1;' +
      'chapa:9=1,10=3;chapar:9=1,10=3;chapo:9=1,10=3;charla:3=1,8=3;charlar:3=1,8=4;' +
      'charl~:3=1,8=4;chat:7=1,8=3;chaval:7=1;che:0=2;checklist:1=7;check~:1=7;chica:4=1,5=1;' +
      'chico:4=1,5=2;chile:2=1;chimenea:10=1;chime~:10=1;chiringuito:9=1;chiri~:9=1;' +
      'chistar:3=1,7=2;chiste:3=1,7=2;chist~:3=1,7=2;chocolate:2=1;choco~:2=1;churro:2=1,4=1;' +
      'ciar:2=1;ciclar:6=2;ciclismo:3=1,4=2,7=1;ciclista:4=1,6=1,8=4;cicli~:3=1,4=3,6=1,7=1,8=4;' +
      'ciclo:6=2;ciego:3=1;cien:2=1;ciencia:3=2,5=4;cienc~:3=2,5=4;cientifico:1=1,3=2;' +
      'cient~:1=1,3=2;cierre:1=3,4=1,8=1,9=1;cierto:4=1;cifrado:1=1;cifrar:1=1;cifra~:1=1;' +
      'cinco:1=3,5=1,6=1,9=1;cincuenta:3=1;cincu~:3=1;cine:0=1,3=5,7=10,9=1,10=1;circo:5=1,7=1;' +
      'cita:0=2,1=2,6=22,8=1,9=12;citar:0=2,1=2,6=22,8=1,9=12;ciudad:2=2,3=6,7=14,8=10,10=3;' +
      'ciudadano:3=1;ciuda~:3=1;civico:5=2;clara:4=2;claro:4=2;' +
      'clase:0=3,1=4,4=5,5=52,6=5,8=8,9=4;clasica:2=1,7=2,8=1;clasico:2=1,3=1,7=3,8=1;' +
      'clasificar:5=1,7=14;clasi~:2=1,3=1,5=1,7=17,8=1;clienta:0=13;' +
      'cliente:0=159,1=9,2=13,3=3,4=4,6=1,7=1,9=8;clien~:0=172,1=9,2=13,3=3,4=4,6=1,7=1,9=8;' +
      'clinica:0=5,1=1,3=1,6=11,9=3;clinico:0=5,1=1,3=1,5=2,6=11,9=3;' +
      'clini~:0=5,1=1,3=1,5=2,6=11,9=3;clorar:10=2;cloro:10=2;closet:2=1;' +
      'club:0=10,1=1,2=2,3=11,4=4,6=2,7=10,8=12,9=2;coach:0=1;cobertura:2=1;cober~:2=1;' +
      'cobra:2=1,4=1;cobrar:2=1,4=12,9=1;cobre:4=1;cobro:4=10,9=3;' +
      'coche:0=4,1=3,3=1,4=6,7=1,8=9,9=5,10=6;cocina:0=2,1=5,2=1,3=5,4=1,5=5,7=2,8=2,9=5,10=3;' +
      'cocinar:0=2,1=7,2=1,3=5,4=1,5=5,7=2,8=5,9=5,10=4;' +
      'cocin~:0=2,1=7,2=1,3=5,4=1,5=5,7=2,8=5,9=5,10=4;coctel:3=1,10=1;' +
      'codigo:1=1,2=1,3=1,7=2,9=4,10=1;codorniz:10=1;codor~:10=1;cofradia:3=3,4=3;cofra~:3=3,4=3;' +
      'cola:6=1,9=1;colaborar:0=2;colab~:0=2;colada:1=1;colar:1=2,5=2,6=1,8=7,9=1;' +
      'colchon:0=1,2=1;colch~:0=1,2=1;coleccion:0=1,2=3,3=2,7=2,10=32;coleccionables:2=1;' +
      'coleccionar:0=2,2=1,10=1;colectar:4=2;colec~:0=2,2=4,3=2,4=2,7=2,10=33;' +
      'colegiar:0=1,1=7,2=1,3=3,4=3,5=5,6=1,7=2,8=4;' +
      'colegio:0=4,1=7,2=1,3=3,4=3,5=6,6=1,7=2,8=4,9=1;' +
      'coleg~:0=4,1=7,2=1,3=3,4=3,5=6,6=1,7=2,8=4,9=1;colesterol:6=2;coles~:6=2;colgar:3=2;' +
      'colico:6=1;colmena:2=1,10=3;colme~:2=1,10=3;colon:6=1;color:0=1,1=1,2=5,9=2;colorante:2=1;' +
      'colorar:1=1,2=5;color~:1=1,2=6;columna:1=1;columnista:3=1;colum~:1=1,3=1;comandar:9=2;' +
      'coman~:9=2;comarca:2=1,3=2,10=2;comarcar:2=1,3=2,10=2;comar~:2=1,3=2,10=2;combustible:4=1;' +
      'combu~:4=1;comedero:10=3;comedir:1=1,2=5,4=6,6=13,8=4,9=1,10=11;' +
      'comedor:1=1,3=1,4=2,5=1,6=1,8=1;comedy:7=1;comed~:1=2,2=5,3=1,4=8,5=1,6=14,8=5,9=1,10=14;' +
      'comentar:3=5,5=1,6=1,8=2;comentario:3=7,5=6,7=1,8=2;comen~:3=12,5=7,6=1,7=1,8=4;' +
      'comer:1=1,2=5,3=1,4=6,6=16,8=4,9=1,10=17;comercial:0=13,4=1,9=2,10=1;comerciar:2=1,4=1;' +
      'comercio:2=1,3=1,4=1;comer~:0=13,2=1,3=1,4=2,9=2,10=1;comestible:3=1;comes~:3=1;' +
      'comic:0=1,2=1,3=3,7=1,10=1;comida:1=1,2=5,4=6,6=13,8=4,9=1,10=11;' +
      'comido:1=1,2=5,4=6,6=13,8=4,9=1,10=11;comision:1=1,4=2;comisionar:4=1;comis~:1=1,4=2;' +
      'comite:3=1,9=1;comodin:7=1;comod~:7=1;compaginar:1=1;companero:1=4,3=1,4=4,7=5,8=10;' +
      'compania:0=1,3=1,4=1,8=1;comparador:4=1;comparar:4=1;comparsa:4=1,7=1;' +
      'compartido:1=2,4=4,5=1,8=2,9=1;compartir:1=12,3=3,4=6,5=2,8=45,9=1,10=3;compas:5=1;' +
      'compatibilidad:2=1;compatriota:8=1;compa~:0=1,1=17,2=1,3=5,4=14,5=2,7=6,8=57,9=1,10=3;' +
      'competencia:5=1;competicion:7=2;competir:5=1;compe~:5=2,7=2;complementar:6=1;' +
      'complementario:6=1;complemento:2=1;completar:5=1;completo:5=1;compl~:2=1,5=1,6=1;' +
      'composicion:3=1;compo~:3=1;compra:0=7,1=4,2=3,3=1,4=2,6=1,8=10,9=1,10=8;comprador:0=8,2=1;' +
      'comprar:0=25,1=6,2=7,3=1,4=3,6=1,8=10,9=1,10=19;compraventa:0=1,2=1;comprension:5=3;' +
      'comprobar:1=1;compr~:0=32,1=7,2=9,3=1,4=3,5=3,6=1,8=10,9=1,10=19;computador:5=2;' +
      'compu~:5=2;comun:1=1,4=6,8=1,9=1;comunicacion:0=1;comunicado:3=1;comunicar:3=1;' +
      'comunidad:0=1,1=4,2=2,3=2,4=7,8=24;comunion:1=1,2=2,4=1;comunitario:1=1,3=2,4=1,8=2;' +
      'comun~:0=2,1=6,2=4,3=5,4=9,8=26;concentrado:1=1;concentrar:1=3;concertar:3=1,7=2;' +
      'concesionario:0=2;conce~:0=2,1=3,3=1,7=2;concierto:2=1,3=4,7=12,8=1,10=1;' +
      'conci~:2=1,3=4,7=12,8=1,10=1;concretar:0=1,1=1;concreto:0=1,1=1;concr~:0=1,1=1;' +
      'concursar:3=2,7=16;concu~:3=2,7=16;condicion:0=2;condicionar:0=2;condi~:0=2;' +
      'conducir:0=1,1=1,5=5;conductor:5=1,9=5;condu~:0=1,1=1,5=6,9=5;conejo:10=1;confianza:8=1;' +
      'confirmar:9=2;confi~:8=1,9=2;congelado:2=3;congelador:10=3;congelar:2=3;conge~:2=3,10=3;' +
      'congreso:0=1,1=2,3=1;congr~:0=1,1=2,3=1;conjuntar:4=1;conjunto:4=1;conju~:4=1;' +
      'conmemorativas:10=1;conme~:10=1;conocer:0=2,8=17,10=1;conocimiento:3=1;' +
      'conoc~:0=2,3=1,8=17,10=1;consejo:0=1,1=1,3=7,5=1,8=2;consentimiento:9=1;conserje:1=2;' +
      'conserva:9=1,10=1;conservar:9=1,10=1;conservatorio:3=1,5=3;' +
      'conse~:0=1,1=3,3=8,5=4,8=2,9=2,10=1;consigna:5=1;consignar:5=1;consi~:5=1;' +
      'consola:2=1,10=1;conso~:2=1,10=1;constante:6=1;construccion:3=1,9=1;constructor:9=2;' +
      'const~:3=1,6=1,9=3;consulta:0=8,1=1,4=1,6=14,9=1;consultar:0=8,1=1,3=1,4=1,6=14,9=1;' +
      'consultor:0=1;consultoria:0=1,1=1;consultorio:0=1;consumar:4=3,10=2;consumidor:2=2;' +
      'consumir:0=1,4=3,10=2;consu~:0=12,1=2,2=2,3=1,4=4,6=14,9=1,10=2;contabilidad:4=7,5=1;' +
      'contactar:0=14,3=1;contactos:0=26,8=1;contado:3=2,10=1;contador:1=1,10=2;' +
      'contar:1=1,3=8,4=20,5=2,6=3,7=1,8=2,10=5;conta~:0=39,1=1,3=3,4=7,5=1,8=1,10=3;' +
      'contener:3=1;contenido:3=1;contestar:0=3;contexto:1=1;contextos:1=1;conte~:0=3,1=2,3=1;' +
      'continuar:5=2;continuo:5=2;conti~:5=2;contralto:3=1;contrasena:10=3;contrasenar:10=3;' +
      'contratar:0=8,9=1;contratos:0=3,1=1,9=1;control:0=2,1=6,4=33,5=4,6=42,9=51,10=13;' +
      'controlar:1=1,4=2,6=1,9=1,10=2;contr~:0=12,1=8,3=1,4=35,5=4,6=43,9=54,10=18;' +
      'conversacion:0=6,5=1,8=1;convertir:0=1,1=6,2=1,4=1;conve~:0=7,1=6,2=1,4=1,5=1,8=1;' +
      'convocatoria:3=1;convocatorio:3=1;convo~:3=1;convulsion:6=1;convulsionar:6=1;convu~:6=1;' +
      'cooperativa:0=1,2=2,3=1,4=3,8=1,9=3;cooperativo:0=1,2=2,3=1,4=3,7=1,8=1,9=3;' +
      'coope~:0=1,2=2,3=1,4=3,7=1,8=1,9=3;coordinar:9=1;coord~:9=1;copa:0=1,7=1;copar:0=1,7=1;' +
      'copia:2=1;copiar:2=1;cordero:2=2;corde~:2=2;coreano:2=1;corea~:2=1;coro:3=2;corporal:6=1;' +
      'corporativo:0=2;corpo~:0=2,6=1;corral:10=2;correar:0=2,1=2,2=1,3=1;correccion:1=2,5=7;' +
      'corredor:2=1,6=1,8=3;correduria:0=1;corregir:5=4;correr:0=1,1=2,5=1,6=2,8=2;' +
      'correspondencia:8=1;corre~:0=3,1=4,2=2,3=1,5=11,6=1,8=4;cortacesped:8=1;cortado:8=1;' +
      'cortar:0=1,2=1,3=1,5=1,8=2,10=2;corta~:8=2;corte:0=1,2=1,3=1,8=1,10=1;cortes:3=1,8=1;' +
      'cortina:10=1;cortitos:1=1;corti~:1=1,10=1;corto:3=3,5=5,6=2,7=1;cortometraje:7=1;' +
      'corto~:7=1;cosecha:0=1,2=1,8=1,9=1,10=4;cosechar:0=1,2=1,8=1,9=1,10=6;' +
      'cosec~:0=1,2=1,8=1,9=1,10=6;coser:8=1;cosmetico:2=3,3=1;cosme~:2=3,3=1;' +
      'costar:4=9,6=1,10=2;coste:4=1;costo:4=1,10=2;costura:0=3,2=1,3=1,8=1,9=1;costurera:9=1;' +
      'costu~:0=3,2=1,3=1,8=1,9=1;cotidiano:5=1;cotid~:5=1;cotizacion:4=1;cotiz~:4=1;covid:6=2;' +
      'coworking:9=3;cowor~:9=3;crear:7=1,8=1;creativo:5=1;creat~:5=1;crecimiento:6=2,10=2;' +
      'creci~:6=2,10=2;credito:4=3,5=2;credi~:4=3,5=2;creer:7=1;crema:0=1,2=2,6=1;cria:10=1;' +
      'criadero:0=1;criad~:0=1;crianza:3=4;crian~:3=4;criar:10=1;crio:10=1;cripto:4=2;' +
      'criptomoneda:4=1;cript~:4=1;crisis:6=3;cristal:9=1;crist~:9=1;critica:3=4,5=1;' +
      'criticar:3=4,5=1;critico:3=4,5=1;criti~:3=4,5=1;crm:0=8;crochet:3=1;croch~:3=1;' +
      'cromo:2=1,7=2,8=1;cronica:3=15;cronico:3=15,6=1;croni~:3=15,6=1;cronograma:1=1;' +
      'cronometrar:1=3,5=1;cronometro:1=2;crono~:1=4,5=1;croquis:3=1;croqu~:3=1;crossfit:6=1;' +
      'cross~:6=1;cruce:7=1;crucero:7=1;cruce~:7=1;crucigrama:7=1;cruci~:7=1;cruz:2=1,7=1;' +
      'cruzar:7=1;cuaderno:1=2,2=1,3=1,5=5;cuade~:1=2,2=1,3=1,5=5;cuadra:8=1,9=1;' +
      'cuadrante:1=5,9=4;cuadrar:0=1,4=1,7=4,8=1;cuadrillas:9=4;cuadro:2=3,3=1,7=4,8=1;' +
      'cuadr~:0=1,1=5,4=1,7=4,8=1,9=8;cuajado:9=1;cuajar:9=1;cuaja~:9=1;cualquier:6=1;cualq~:6=1;' +
      'cuanto:0=6,1=6,2=1,4=36,5=3,6=6,7=2,10=12;cuarenta:1=1,8=1;cuare~:1=1,8=1;' +
      'cuartar:5=1,10=1;cuarto:5=1,10=1;cuart~:5=1,10=1;cuatro:1=2,9=1,10=1;cubo:1=1;' +
      'cubrir:1=1,4=1,8=1;cuchillo:2=1,10=1;cuchi~:2=1,10=1;cuenta:4=20,6=1,7=1,8=1,10=4;' +
      'cuento:3=5,8=1;cuero:2=1;cuesta:4=6;cuestionario:5=3,6=1;cuest~:5=3,6=1;' +
      'cuidado:0=1,1=2,2=2,3=1,6=1,8=1,10=7;cuidador:3=1,5=1,6=1,8=3,9=1;' +
      'cuidar:0=3,1=2,2=2,3=1,5=1,6=2,8=6,10=7;cuida~:0=1,1=2,2=2,3=2,5=1,6=2,8=4,9=1,10=7;' +
      'cultivar:2=1,8=1,10=1;cultivo:2=1,8=1,10=1;culti~:2=1,8=1,10=1;cultura:5=1,7=2;' +
      'cultural:3=2,4=2,5=1;culturar:5=1,7=2;cultu~:3=2,4=2,5=2,7=2;' +
      'cumpleanos:0=7,1=3,2=4,7=4,8=1,10=4;cumplir:0=2,1=2,7=2,10=1;' +
      'cumpl~:0=9,1=5,2=4,7=6,8=1,10=5;cuna:3=1;cunar:3=1;cuota:2=1,4=24,9=1;cupcakes:2=1;' +
      'cupca~:2=1;cupon:0=1,2=2;curacion:9=2;curac~:9=2;currar:1=4;curro:1=4;' +
      'cursar:0=5,1=4,2=1,3=2,4=4,5=30,8=2,9=1;curso:0=6,1=5,2=1,3=2,4=4,5=42,8=2,9=1;curva:6=1;' +
      'curvar:6=1;curvo:6=1;da:4=1,5=1;dado:5=1,7=2;dan:6=1,8=1,10=1;danar:6=1;dano:6=1,9=1;' +
      'danza:3=1,5=1;danzar:3=1,5=1;dar:8=1,10=2;dardo:7=2;darle:0=1,10=1;das:8=1;dato:0=8,3=2;' +
      'debajo:3=1;debatir:7=1;debat~:7=1;deber:0=2,4=7,5=4;decants:2=1;decan~:2=1;' +
      'decidir:0=1,8=1;decid~:0=1,8=1;decima:0=1;decimo:0=1;decir:0=1,1=2,2=2,6=3,8=1,10=1;' +
      'decision:1=1,3=1;decis~:1=1,3=1;declaracion:4=5;decla~:4=5;decoracion:2=2,10=1;' +
      'decor~:2=2,10=1;dedal:10=1;dedicar:1=5;dedicatoria:2=1;dedicatorio:2=1;dedic~:1=5,2=1;' +
      'deduccion:4=1;deducibles:4=2;deduc~:4=3;defectos:9=1;defec~:9=1;degustar:2=1;degus~:2=1;' +
      'deja:0=1,4=1;dejar:0=5,1=3,3=2,4=1,5=1,6=6,8=1,10=2;dejo:0=1,1=1;dele:5=1;delegar:1=1;' +
      'deleg~:1=1;delivery:2=1;deliv~:2=1;demandar:2=1;deman~:2=1;demas:8=1;demasiado:1=1;' +
      'demas~:1=1;demencia:8=1;demen~:8=1;demo:0=1;dental:0=1,3=1,6=1;dentar:10=1;dentista:6=4;' +
      'denti~:6=4;dentro:1=1,10=2;departamento:1=4,4=1;depar~:1=4,4=1;dependiente:8=1;depen~:8=1;' +
      'depilacion:9=1;depil~:9=1;deportar:0=2,8=3;deportista:3=1,6=1;' +
      'deportivo:0=1,2=1,3=1,6=3,9=1;depor~:0=3,2=1,3=2,6=4,8=3,9=1;depositar:4=2,10=1;' +
      'depositos:9=1;depos~:4=2,9=1,10=1;depresion:6=1;depre~:6=1;depurador:10=1;depur~:10=1;' +
      'derecho:5=1;derec~:5=1;dermatologia:6=1;derma~:6=1;derrama:4=4;derramar:4=4;derra~:4=4;' +
      'desarrollar:1=1;desarrollo:1=1;desar~:1=1;desayunar:2=2;desayunos:2=1;desay~:2=3;' +
      'descansar:1=1,6=2;descanso:1=5,6=2;descargables:3=2,5=1;descargar:2=1,3=2,5=1;' +
      'descartar:1=1;desca~:1=6,2=1,3=4,5=2,6=2;descongelar:10=1;desconocer:8=1;' +
      'descontar:0=5,2=2,4=1,7=1;desco~:0=5,2=2,4=1,7=1,8=1,10=1;descripcion:3=2;descr~:3=2;' +
      'descuadrar:4=1;descuentos:0=5;descu~:0=5,4=1;deseo:7=2,10=2;desfilar:7=1;desfile:7=1;' +
      'desfi~:7=1;designar:9=1;desig~:9=1;desnivel:3=1,10=1;desni~:3=1,10=1;' +
      'despachar:0=4,1=1,9=1;despacho:0=4,1=1,9=1;desparasitaciones:6=1,10=1;desparasitar:10=1;' +
      'despa~:0=4,1=1,6=1,9=1,10=2;despedida:4=1,7=2;despedir:4=1,7=2;despensa:10=4;' +
      'despertar:1=1,6=3;despe~:1=1,4=1,6=3,7=2,10=4;desplazamiento:9=1;despl~:9=1;' +
      'destenir:0=1,3=1;deste~:0=1,3=1;destilar:10=1;destinar:0=1,3=1;desti~:0=1,3=1,10=1;' +
      'detallar:0=1;detalle:0=1;detal~:0=1;detective:7=2;detector:10=1;detec~:7=2,10=1;deuda:4=6;' +
      'deudo:4=6;devolucion:4=2;devoluciones:2=3,4=2,5=1,9=4;devolver:4=1,9=2,10=1;' +
      'devol~:2=3,4=5,5=1,9=6,10=1;dia:0=5,1=32,2=10,3=3,4=5,5=4,6=21,8=2,9=12,10=7;' +
      'diabetes:6=2,8=1;diabetico:6=2;diabeticos:2=1,6=2;diabe~:2=1,6=6,8=1;diagrama:1=1;' +
      'diagramar:1=1;diagr~:1=1;diario:1=10,3=6,4=3,5=6,6=22,7=5,9=7,10=31;dibujar:5=2;' +
      'dibujo:2=1,3=1,5=2,10=1;dibuj~:5=2;diccionario:5=1;dicci~:5=1;dictado:5=4;' +
      'dictar:1=2,3=1,5=4;dicta~:5=4;didactico:5=1;didac~:5=1;diente:10=1;dieron:0=1;dieta:6=11;' +
      'dietar:6=11;diez:0=4,5=1,6=1;dificultad:3=2,5=1;dificultar:3=2,5=1;dific~:3=2,5=1;' +
      'digital:0=2,1=3,2=2,3=20,4=1,5=2,7=3,8=1,9=1,10=1;digitalizar:3=2;' +
      'digit~:0=2,1=3,2=2,3=22,4=1,5=2,7=3,8=1,9=1,10=1;dije:0=1;dinero:4=13,5=1,6=2;dio:0=1,1=1;' +
      'diploma:5=4;diplomar:5=4;diplo~:5=4;direccion:0=1,2=2;directa:2=2;directamente:2=3;' +
      'directivo:1=1;directo:2=3,3=1,7=3;director:1=1,5=1;direc~:0=1,1=2,2=8,3=1,5=1,7=3;' +
      'disco:0=1,2=1,3=1,7=2,10=3;discografia:3=1;disco~:3=1;discutir:4=1;discu~:4=1;' +
      'disenador:1=2,2=1,3=1;disenar:0=4,1=2,2=2,3=1;diseno:0=5,1=2,2=3,3=1,9=1;' +
      'disen~:0=4,1=4,2=3,3=2;disfraz:0=1,7=6,8=2;disfrazar:0=1,7=4,8=2;disfr~:0=1,7=6,8=2;' +
      'dislexia:5=1;disle~:5=1;disney:4=1,7=1;dispersar:1=1;disperso:1=1;dispe~:1=1;disponer:8=1;' +
      'disponibilidad:9=1;disponibles:2=1,9=2;dispo~:2=1,8=1,9=3;distancia:10=1;distanciar:10=1;' +
      'dista~:10=1;distinto:0=2,1=1,2=1,3=1,4=1,8=1,10=1;disti~:0=2,1=1,2=1,3=1,4=1,8=1,10=1;' +
      'distraccion:1=1;distribuidor:0=4,2=1,9=4;distribuir:1=1;distr~:0=4,1=2,2=1,9=4;' +
      'divertido:2=1;divertir:2=1;diver~:2=1;dividendo:4=1;dividir:1=3,4=2;divid~:1=3,4=3;' +
      'divisa:4=1;divisar:4=1;divis~:4=1;divulgacion:3=3;divul~:3=3;dni:1=2;doce:9=1;docena:2=1;' +
      'doceno:2=1;doctor:3=1;doctoral:1=1;doctorar:3=1;docto~:1=1,3=1;documentacion:0=1,1=1,3=3;' +
      'documentado:3=1;documental:3=1;documentar:3=5;documento:0=1,1=8,3=1,10=1;' +
      'docum~:0=2,1=9,3=9,10=1;doler:6=1,8=2;dolor:6=6;dolorosa:6=1;doloroso:6=1;dolor~:6=1;' +
      'domesticar:1=1,4=1;domestico:1=1,4=1;domes~:1=1,4=1;domiciliar:0=4,2=15,4=1,6=2;' +
      'domicilio:0=4,2=15,6=2;domic~:0=4,2=15,4=1,6=2;dominar:7=1;domingo:1=2,2=2,3=2,8=8,10=1;' +
      'domino:7=1;domin~:1=2,2=2,3=2,7=1,8=8,10=1;dona:0=1,8=1;donacion:0=1,4=1,6=1,8=1;' +
      'donac~:0=1,4=1,6=1,8=1;donante:0=4,6=1,8=1;donan~:0=4,6=1,8=1;donar:0=1,8=5,10=1;' +
      'donativo:4=1;donat~:4=1;dormida:6=1;dormir:1=1,6=6;dormi~:6=1;dorsal:2=2;dosis:6=3;' +
      'doy:4=2,5=2;dragons:7=1;drago~:7=1;dron:5=1;dropshipping:2=1;drops~:2=1;duda:5=2;' +
      'dudar:5=2;duelo:8=2;duena:9=1;dueno:0=1,6=1,8=2,9=1;dulce:2=1;dungeons:7=1;dunge~:7=1;' +
      'duracion:6=2;durac~:6=2;durante:1=2,6=1,7=1,8=1;duran~:1=2,6=1,7=1,8=1;durar:6=1,10=1;' +
      'echar:7=1;ecografia:6=2;ecogr~:6=2;ecologico:0=1,2=3;ecolo~:0=1,2=3;economia:4=1;' +
      'econo~:4=1;edad:2=2,5=3,8=1;edicion:1=1,2=2;edici~:1=1,2=2;edificio:1=1,8=4,9=2;' +
      'edifi~:1=1,8=4,9=2;editor:3=2;editorial:0=1,1=1,3=1;edito~:0=1,1=1,3=1;' +
      'educacion:3=1,5=6,8=1;educador:5=1,9=1;educativo:2=1,3=1,5=2;educa~:2=1,3=2,5=9,8=1,9=1;' +
      'eeuu:2=1;efectivo:4=5;efecto:6=1;efect~:4=5;efemerides:3=1;efeme~:3=1;egresar:4=1;' +
      'egres~:4=1;ejemplar:5=1;ejemplo:3=1,5=1;ejemp~:3=1,5=1;ejercicio:5=32,6=36;' +
      'ejerc~:5=32,6=36;elaborar:10=1;elabo~:10=1;eleccion:7=1;elecc~:7=1;electoral:4=1;' +
      'electricista:9=2;electrico:2=1,4=1,9=1;electrodomestico:2=1,3=1,9=1,10=4;electronico:2=1;' +
      'elect~:2=3,3=1,4=2,9=4,10=4;elegir:2=15,7=3,8=1;elemento:5=1;eleme~:5=1;elijar:2=5;' +
      'eliminatoria:7=3;eliminatorio:7=3;elimi~:7=3;elo:7=1;embalsar:10=1;embalse:10=1;' +
      'embal~:10=1;embarazado:6=2;embarazar:4=1,6=7;embarazo:4=1,6=5;embar~:4=1,6=7;' +
      'embotellar:2=1,9=2;embot~:2=1,9=2;embudar:0=3;embudo:0=3;embud~:0=3;embutido:2=2,9=1;' +
      'embutir:2=2,9=1;embut~:2=2,9=1;emergencia:6=1,8=1;emerg~:6=1,8=1;emigrante:8=1;emigr~:8=1;' +
      'emitir:4=2;emocion:6=1;emocional:6=1;emocionar:6=1;emoci~:6=2;emojis:7=1;empanado:2=3,4=1;' +
      'empanar:2=3,4=1;empan~:2=3,4=1;emparejamiento:7=4;empar~:7=4;empeorar:6=1;empeo~:6=1;' +
      'empezar:1=3,3=1,4=1,7=1;empez~:1=3,3=1,4=1,7=1;empiece:3=1;empie~:3=1;' +
      'empleado:0=1,3=2,4=3,5=1,6=1,9=9;emplear:0=1,1=1,3=3,4=3,5=1,6=1,9=9;empleo:1=1,3=1;' +
      'emple~:0=1,1=1,3=3,4=3,5=1,6=1,9=9;emprendedor:3=1,8=2;emprendimiento:3=1;' +
      'empresa:0=16,1=1,2=1,3=5,4=7,5=2,7=5,9=26;empresas:0=11,2=2,7=1;' +
      'empre~:0=26,1=1,2=3,3=7,4=7,5=2,7=6,8=2,9=26;encadenado:7=1;encadenar:7=1;encad~:7=1;' +
      'encamar:6=1;encam~:6=1;encargado:0=1,1=2;encargar:0=2,1=4,2=13;encargos:0=1,1=3,2=6,9=3;' +
      'encargue:2=1;encar~:0=3,1=7,2=19,9=3;enchufar:8=1;enchufe:8=1;enchu~:8=1;enciclopedia:3=2;' +
      'encic~:3=2;encontrado:8=1;encontrar:6=2,8=17,10=2;encon~:6=2,8=17,10=2;' +
      'encuentro:6=1,7=1,8=8,10=1;encuestar:0=2;encue~:0=2,6=1,7=1,8=8,10=1;endocrino:6=1;' +
      'endoc~:6=1;endometriosis:6=1;endom~:6=1;energia:0=1,1=1;energ~:0=1,1=1;enfermedad:3=1;' +
      'enfermeria:1=1,5=4;enfermero:1=1,3=1,5=1,6=2,9=1;enfer~:1=2,3=2,5=5,6=2,9=1;' +
      'enlace:1=1,3=2;enlazar:1=2,3=2;enlaz~:1=2,3=2;enmarcar:0=1,2=1;enmar~:0=1,2=1;' +
      'ensayar:3=1,9=1;ensayos:1=1,5=2;ensay~:1=1,3=1,5=2,9=1;ensenar:3=2,5=7,6=2,7=1,8=4;' +
      'ensen~:3=2,5=7,6=2,7=1,8=4;entender:5=1;enten~:5=1;enterar:0=2,8=1;enter~:0=2,8=1;' +
      'entrada:0=1,1=2,2=1,3=2,4=3,7=13,9=10,10=2;entrado:0=1,1=2,2=1,3=2,4=3,7=13,9=10,10=2;' +
      'entrar:0=4,1=4,2=1,3=2,4=4,6=1,7=13,8=1,9=14,10=2;' +
      'entra~:0=1,1=2,2=1,3=2,4=3,7=13,9=10,10=2;entrega:0=1,1=10,2=10,3=1,5=4,8=1,9=9;' +
      'entregada:0=1;entregar:0=4,1=11,2=12,3=1,5=8,8=1,9=10;entrenador:0=1,6=3;' +
      'entrenamiento:1=1,5=1,6=12,8=1;entrenar:6=1;entrevistar:3=13,5=1,9=1;' +
      'entrevisto:3=13,5=1,9=1;entre~:0=5,1=12,2=12,3=14,5=10,6=16,8=2,9=11;envasar:2=2;' +
      'envase:2=2;envas~:2=2;enviado:0=6,2=1,4=1;enviar:0=6,1=1,2=44,4=2;envia~:0=6,2=1,4=1;' +
      'envio:2=44,4=1,9=1;envoltorio:2=1;envol~:2=1;epilepsia:6=2;epile~:6=2;episodio:3=8;' +
      'episo~:3=8;epoc:6=1;equilibrio:6=1;equil~:6=1;equipacion:2=1;' +
      'equipar:0=2,1=19,3=3,4=7,6=2,7=3,8=4,9=1,10=1;' +
      'equipo:0=3,1=20,2=1,3=3,4=7,5=1,6=2,7=14,8=4,9=4,10=1;' +
      'equip~:0=2,1=19,2=1,3=3,4=7,6=2,7=3,8=4,9=1,10=1;equitacion:9=1;equit~:9=1;' +
      'erasmus:1=1,4=1,8=2;erasm~:1=1,4=1,8=2;error:5=1;escalada:2=1,3=1,8=1;' +
      'escalado:2=1,3=1,8=1;escalar:2=1,3=1,8=1;escalera:8=5;escal~:2=1,3=1,8=6;escandallo:9=1;' +
      'escanear:1=2,3=1,7=2;escan~:1=2,3=1,7=2,9=1;escapar:7=8;escape:7=8;escap~:7=8;escasez:6=1;' +
      'escas~:6=1;escena:1=1;escenario:7=1,10=1;escen~:7=1,10=1;esclerosis:6=1;escle~:6=1;' +
      'escolar:0=1,1=3,2=1,3=6,4=2,5=28,8=1,9=5;escoliosis:6=1;' +
      'escol~:0=1,1=3,2=1,3=6,4=2,5=28,6=1,8=1,9=5;esconder:3=1,7=1;escon~:3=1,7=1;' +
      'escribir:0=11,1=4,3=10,5=1;escrita:3=1;escrito:1=1,3=1;escritor:3=3;escritorio:1=1;' +
      'escritura:1=1,5=2;escriturar:1=1,5=2;escri~:0=11,1=7,3=14,5=3;escuchar:3=3,7=2;' +
      'escuc~:3=3,7=2;escuela:1=1,3=3,4=2,5=24,9=5;escue~:1=1,3=3,4=2,5=24,9=5;esencial:2=1;' +
      'esenc~:2=1;eslora:9=1;espaciar:3=1,5=4,8=1;espacio:3=1,5=1,8=1;espac~:3=1,5=4,8=1;' +
      'espalda:6=3;espal~:6=3;espana:2=3,5=1;espanol:3=1,5=2,8=2;espan~:3=1,5=2,8=2;' +
      'especial:0=1,5=1;especialidad:2=1,3=1,10=1;especie:2=1,3=2,10=2;espectaculo:7=2;' +
      'espec~:0=1,2=2,3=3,5=1,7=2,10=3;espera:0=1,5=1,9=1;esperar:0=1,5=1,9=1;esper~:0=1,5=1,9=1;' +
      'esquejar:8=1;esqueje:8=1;esquela:3=1;esque~:3=1,8=1;esqui:9=1;estacion:3=1,9=1,10=3;' +
      'estacionar:10=1;estac~:3=1,9=1,10=3;estadistica:1=1,5=1,7=2;estadistico:1=1,5=1,7=2;' +
      'estado:0=2,1=4,2=3,4=1,6=4,9=7,10=5;estad~:1=1,5=1,7=2;estamos:0=1;estampado:2=1;' +
      'estampar:2=1;estam~:0=1,2=1;estan:3=1,4=1,5=1,8=4,9=2,10=2;estancar:10=1;estanque:10=1;' +
      'estanteria:7=1,10=1;estan~:7=1,10=2;esten:1=1;esterilizacion:6=1;ester~:6=1;' +
      'estetica:0=2,9=1;esteticista:9=2;estetico:0=2,9=1;estet~:0=2,9=2;estilar:0=2,3=3;' +
      'estilista:9=3;estilo:0=2,3=3;estil~:0=2,3=3,9=3;estimar:0=1,1=3;estim~:0=1,1=3;' +
      'estiramiento:6=5;estirar:1=1;estir~:1=1,6=5;estoy:0=1,1=1,10=1;estrategia:3=1;estra~:3=1;' +
      'estrella:10=2;estrellar:10=2;estrellitas:5=1;estreno:7=4;estres:6=1;estre~:5=1,7=4,10=2;' +
      'estudiado:5=1;estudiante:1=3,2=1,3=4,4=4,5=4,7=1,8=11;' +
      'estudiar:0=10,1=11,3=1,5=8,6=1,8=2,9=2;estudio:0=10,1=11,3=1,4=3,5=5,6=2,9=2;' +
      'estud~:0=10,1=14,2=1,3=5,4=7,5=13,6=2,7=1,8=11,9=2;estuve:3=1;etapa:0=1,3=3,8=1;' +
      'etiqueta:1=3,3=2,10=2;etiquetar:1=3,3=3,10=2;etiqu~:1=3,3=3,10=2;euro:2=2,4=2,10=1;' +
      'europa:3=1;eurovision:7=2;eurov~:7=2;euskera:5=1;euske~:5=1;evaluacion:5=11;evaluar:5=2;' +
      'evalu~:5=13;evento:0=9,1=1,2=3,3=2,7=3,8=3,9=7,10=1;evolucion:4=1,6=2;evolu~:4=1,6=2;' +
      'ex:8=2;exalumnos:0=1,8=2;exalu~:0=1,8=2;examen:1=1,5=23;excedente:2=1,8=1;exced~:2=1,8=1;' +
      'excel:3=1,5=1;exclusion:7=1;exclusivo:0=1;exclu~:0=1,7=1;excursion:0=1,4=3,7=1,8=4,10=3;' +
      'excur~:0=1,4=3,7=1,8=4,10=3;exhibicion:5=2;exhib~:5=2;expedientar:0=1;expediente:0=1;' +
      'exped~:0=1;experiencia:3=1,8=2;experimentar:1=1;experimento:1=2,3=1,5=1;' +
      'exper~:1=2,3=2,5=1,8=2;explicacion:5=3;explicar:3=2;explicativo:3=1;expli~:3=3,5=3;' +
      'exposicion:0=2,3=2,5=1;expos~:0=2,3=2,5=1;express:2=2;expre~:2=2;extra:1=1,3=1,4=2,9=2;' +
      'extraescolar:1=2;extranjero:8=4;extraordinaria:4=1;extraordinario:4=1;extra~:1=2,4=1,8=4;' +
      'fabrica:2=1,3=1,6=1,9=8;fabricar:2=1,3=1,6=1,9=8;fabri~:2=1,3=1,6=1,9=8;facil:1=1,5=1;' +
      'factura:1=1,2=2,4=17,9=1,10=2;facturacion:1=1,4=3,9=3;facturar:0=1,1=1,2=2,4=17,9=1,10=2;' +
      'factu~:0=1,1=2,2=2,4=19,9=4,10=2;facu:1=2,5=1;facultad:1=1,3=1,5=2;facultar:1=1,3=1,5=2;' +
      'facul~:1=1,3=1,5=2;falla:5=1;fallar:5=1;fallecer:3=1;fallecido:3=1;falle~:3=1;' +
      'fallido:10=1;falli~:10=1;fallo:5=3;falta:1=8,4=4,5=2,10=5;faltar:1=8,4=5,5=2,10=8;' +
      'falto:1=8,4=5,5=2,10=5;familia:0=3,1=8,2=4,3=8,4=9,5=2,6=4,7=7,8=27,10=13;' +
      'familiar:2=1,3=3,4=4,6=1,7=1,8=1,10=4;famil~:0=3,1=8,2=5,3=11,4=13,5=2,6=5,7=8,8=28,10=17;' +
      'famoso:7=1;fans:3=1,7=3,8=4;fantasy:7=6;fanta~:7=6;fanzine:3=2;fanzi~:3=2;' +
      'farmacia:0=2,6=1,9=1,10=2;farma~:0=2,6=1,9=1,10=2;fas:10=2;fase:0=3,1=2,9=1,10=2;' +
      'favor:8=6;favorito:0=2,7=4,10=3;favor~:0=2,7=4,10=3;febril:6=1;' +
      'fecha:0=12,1=27,2=3,3=2,4=4,5=1,6=1,7=2,9=5,10=8;' +
      'fechar:0=12,1=27,2=3,3=2,4=4,5=1,6=1,7=2,9=5,10=8;federacion:3=2,9=1;feder~:3=2,9=1;' +
      'feedback:0=1;feedb~:0=1;felicitacion:0=2;felicitar:0=2;felic~:0=4;femenino:3=2;femen~:3=2;' +
      'feria:0=3,1=2,2=1,4=4;feriar:0=3,1=2,2=1,4=4;fermentacion:9=1,10=2;ferme~:9=1,10=2;' +
      'ferreteria:0=3,2=1,9=4;ferre~:0=3,2=1,9=4;fertil:6=1;fertilidad:6=1;ferti~:6=1;' +
      'festival:0=1,2=1,3=1,5=1,7=11,8=1;festi~:0=1,2=1,3=1,5=1,7=11,8=1;fiado:0=1;' +
      'fianza:4=1,9=2;fiar:0=2,8=1;fibra:9=2;fibromialgia:6=1;fibro~:6=1;' +
      'ficha:0=8,2=2,3=7,5=5,6=1,7=5,9=1,10=1;fichaje:9=4;' +
      'fichar:0=8,2=2,3=7,5=5,6=1,7=5,9=1,10=1;ficha~:9=4;fidelidad:0=4;fidelizacion:0=2;' +
      'fidelizar:0=2;fidel~:0=8;fiebre:6=1;fiel:0=1,8=1;fiesta:0=1,1=4,2=3,3=5,4=3,7=19,8=5,10=1;' +
      'fifa:7=1;figura:10=3;figurar:10=3;figur~:10=3;fijar:4=1;fijo:4=4;fila:6=1;filar:6=1;' +
      'filtrar:1=1,2=1,10=2;filtro:1=1,2=1,10=5;filtr~:1=1,2=1,10=2;' +
      'fin:1=6,2=2,3=3,4=7,5=2,7=3,8=6,10=3;final:1=3,4=3,5=8,7=2;financiacion:0=1;' +
      'financiero:0=1,5=1;finanza:4=4,5=1;finan~:0=2,4=4,5=2;finar:8=2;' +
      'finca:0=1,2=1,4=1,9=2,10=1;fincar:0=1,2=1,4=1,9=2,10=1;finde:4=1,10=1;fines:8=2;' +
      'finiquitar:4=1;finiquito:4=1;finiq~:4=1;firma:0=2,8=1,9=3;firmar:0=4,1=2,2=2,8=1,9=4;' +
      'firme:0=2,8=1,9=3;fiscal:0=1;fisica:5=8;fisico:5=8;fisio:6=3;fisioterapeuta:6=3;' +
      'fisioterapia:0=2,6=5;fisio~:0=2,6=8;flamenco:3=1,5=1;flame~:3=1,5=1;flashcards:5=2;' +
      'flash~:5=2;flor:0=1,1=1,2=5,10=1;flora:0=1,3=1;floracion:10=1;floral:2=1;' +
      'florar:0=1,1=1,2=5,3=1,10=1;flora~:10=1;florecer:10=1;florero:10=1;flore~:10=2;' +
      'floristeria:2=1;flori~:2=1;flota:9=6;flotar:9=6;flujo:4=1;fodmap:6=1;folclore:3=1;' +
      'folcl~:3=1;fondo:4=4,10=3;fontaneria:8=1;fontanero:4=2,9=1,10=1;fonta~:4=2,8=1,9=1,10=1;' +
      'food:0=2,4=1;formacion:0=1,5=10;formar:8=1;forma~:0=1,5=10;formula:7=1;formular:7=1;' +
      'formulario:3=1;formu~:3=1,7=1;foro:5=1,8=11;forum:7=1;forzar:6=3;' +
      'foto:0=1,1=2,2=11,3=62,4=2,5=4,6=3,7=4,8=9,9=1,10=30;fotografia:0=3,3=5,5=5,7=1,8=2;' +
      'fotografiar:0=3,3=5,5=5,7=1,8=2;fotografico:3=2,7=1;fotografo:0=2,1=1,3=2,8=1;' +
      'fotog~:0=5,1=1,3=9,5=5,7=2,8=3;fp:5=1;fragmento:3=1;fragm~:3=1;frances:5=2;francia:7=1;' +
      'franc~:5=2,7=1;frangir:1=1,9=1;frang~:1=1,9=1;franja:1=1,9=1;franjar:1=1,9=1;' +
      'franj~:1=1,9=1;frase:5=2;frecuencia:0=1,1=1;frecuentar:0=1,3=1,5=1;frecuente:0=1,3=1,5=1;' +
      'frecu~:0=2,1=1,3=1,5=1;freelance:0=1,1=2,3=1,4=1;freelancers:1=1;freel~:0=1,1=3,3=1,4=1;' +
      'fregar:1=5;freno:10=1;frente:4=3,6=1;fresca:2=1;fresco:2=1;friega:1=3;frigorifico:9=3;' +
      'frigo~:9=3;fronton:7=1;front~:7=1;fruta:0=2,2=5,9=3,10=1;frutal:0=1,10=1;' +
      'frutar:2=5,9=2,10=1;fruto:6=1;fue:0=1,5=1;fuente:3=1,10=2;fuera:2=1,4=1,5=1,8=1,10=1;' +
      'fuerza:6=3;fui:0=2,7=2;fuimos:4=1;fumar:6=3,8=1;fumigar:9=2;fumig~:9=2;funcion:3=1;' +
      'funcionar:3=1;funci~:3=1;funda:2=1;fundacion:0=3,3=2,5=1;fundar:2=1;funda~:0=3,3=2,5=1;' +
      'fundir:2=1;fundo:2=1;funeral:2=1,4=1;funer~:2=1,4=1;furgoneta:0=1,3=2,4=1,9=3,10=1;' +
      'furgo~:0=1,3=2,4=1,9=3,10=1;futbol:1=1,2=2,3=3,4=4,7=11,8=1,10=1;futbolin:7=2;futbo~:7=2;' +
      'gadgets:2=1;gadge~:2=1;gafar:0=1,2=1,10=1;gafe:0=1,2=1,10=1;gafo:0=1,2=1,10=1;gala:3=9;' +
      'galerias:3=1;galer~:3=1;galicia:2=1;galic~:2=1;gallego:2=1;galle~:2=1;' +
      'gallina:2=1,9=1,10=4;galli~:2=1,9=1,10=4;gana:0=1,4=1,6=1,7=5;ganado:0=1;ganador:3=2;' +
      'ganad~:3=2;ganancia:4=2;ganan~:4=2;ganar:0=2,4=6,5=1,6=2,7=9;ganir:0=1,4=6,5=1,6=1,7=8;' +
      'gantt:1=1;garaje:1=1,10=2;garantia:1=2,2=3,9=1,10=3;garan~:1=2,2=3,9=1,10=3;garrafa:2=1;' +
      'garra~:2=1;gas:1=1,4=1,9=1,10=1;gasoil:4=1,10=1;gasolina:4=5;gasolinera:0=1,9=3;' +
      'gasol~:0=1,4=5,9=3;gastado:4=5;gastar:0=1,1=1,4=27,8=1,10=1;gasta~:4=5;' +
      'gasto:2=1,4=89,9=1,10=1;gastronomico:3=1;gastr~:3=1;gato:6=3,8=2,10=2;gemelo:3=1,6=1,8=1;' +
      'genealogico:10=1;genea~:10=1;general:7=2;generar:3=1;genero:3=1;gener~:3=1,7=2;' +
      'gente:0=1,2=5,3=9,8=21;geografia:5=2,7=1;geogr~:5=2,7=1;geolocalizacion:7=1;geolo~:7=1;' +
      'gestion:0=17,1=9,4=3,5=2,6=4,9=75,10=1;gestionar:0=1,1=1,2=1,4=1,10=1;' +
      'gesti~:0=18,1=10,2=1,4=4,5=2,6=4,9=75,10=2;gestor:0=2,1=7;gestoria:0=1,4=1;gesto~:0=1,4=1;' +
      'gimnasio:0=4,1=4,3=1,4=3,6=5,8=1,9=2;gimna~:0=4,1=4,3=1,4=3,6=5,8=1,9=2;gincana:7=1;' +
      'ginca~:7=1;ginecologica:6=1;ginec~:6=1;gira:7=1;girar:7=1;giro:7=1;gitano:8=1;' +
      'glaucoma:6=1;glauc~:6=1;glosario:3=2;glosa~:3=2;glucemia:6=1;gluce~:6=1;glucosa:6=6;' +
      'gluco~:6=6;gluten:2=2,6=1;gol:7=4;golf:0=1,7=1,9=1;golosina:0=1;golosinar:0=1;golos~:0=1;' +
      'gordo:7=1;gorra:2=1;gota:6=2;gp:7=1;gps:3=1,9=1;grabacion:0=1,3=4,5=2,9=1;' +
      'grabado:2=3,3=2,5=2;grabar:2=3,3=5,5=5,6=1;graba~:0=1,2=3,3=6,5=4,9=1;gracia:10=1;' +
      'gradar:1=1,3=1,5=2;grado:1=1,3=2,5=2;graduacion:0=1,6=1;gradu~:0=1,6=1;' +
      'grafica:2=1,3=1,4=1,6=1;grafico:2=1,3=1,4=4,6=1;grafiti:3=2;grafi~:2=1,3=3,4=4,6=1;' +
      'granada:3=1;granado:3=1;granar:2=2,3=1;grana~:3=1;grand:7=1,8=1;grande:1=1,2=1,7=1,8=2;' +
      'granel:2=1;granja:2=1,3=1,9=2;grano:2=2;gratis:0=3,2=4,5=1;gratuito:3=1;gratu~:3=1;' +
      'gremio:1=1,4=2;gripe:6=1;grua:0=1;grupo:0=2,1=7,2=2,3=7,4=3,5=6,6=2,7=10,8=41,9=6;gtd:1=1;' +
      'guadalajara:0=1;guada~:0=1;guarda:10=1;guardado:1=1,10=2;guardamuebles:0=1;' +
      'guardar:0=4,1=2,7=1,10=13;guarderia:0=1,4=1,9=2;guardia:1=7;' +
      'guard~:0=6,1=9,4=1,7=1,9=2,10=13;guia:2=4,3=17,5=1,9=5,10=1;guiado:5=1,6=2,9=1;' +
      'guiar:2=4,3=17,5=2,6=2,9=5,10=1;guion:1=1,5=1;guitarra:4=1,5=2,8=3;guita~:4=1,5=2,8=3;' +
      'gustar:0=5,1=1,7=1,8=3,10=3;gusto:0=4,2=1,7=1,8=2,10=1;gymkana:7=1;gymka~:7=1;habia:6=1;' +
      'habitacion:1=1,4=1,9=9,10=2;habito:1=3,6=2;habitual:0=3;habit~:0=3,1=1,4=1,9=9,10=2;' +
      'habla:6=1;hablar:0=3,1=1,5=1,6=1,8=4;hacendar:1=1,8=1;hacen~:1=1,8=1;halloween:7=2;' +
      'hallo~:7=2;hamburgues:2=1,7=1;hamburguesa:2=1,7=1;hambu~:2=1,7=1;hamster:10=2;hamst~:10=2;' +
      'harry:7=1;he:6=1,7=1,10=3;hecha:0=3,1=1,2=1;hecho:0=5,1=4,2=6,9=1;hectarea:4=1;hecta~:4=1;' +
      'helada:0=2,10=1;helado:0=1,2=1,7=1,10=1;helar:0=1,2=2,4=1,7=2,10=1;hemeroteca:3=1;' +
      'hemer~:3=1;hemodialisis:6=1;hemod~:6=1;hemos:0=1;herencia:1=1,4=2;heren~:1=1,4=2;' +
      'hermanar:1=1,4=1,7=1;hermandad:4=1;hermandar:4=1;hermano:1=5,4=5,6=1,7=1,10=1;' +
      'herma~:1=5,4=6,6=1,7=1,10=1;herrador:10=1;herramienta:2=1,3=1,8=4,9=2,10=4;herrar:6=2;' +
      'herra~:2=1,3=1,8=4,9=2,10=5;hice:0=2,1=7,10=1;hidratar:6=2;hidra~:6=2;hielo:2=1,4=1,7=1;' +
      'hierro:6=2;higiene:2=1,3=1,6=1;higie~:2=1,3=1,6=1;hijo:1=3,3=1,4=5,5=6,6=6,7=3,8=3;' +
      'hilar:0=1,2=1;hilo:0=1,2=2;hincha:8=1;hinchar:8=1;hinchir:8=1;hinch~:8=1;hipertension:6=2;' +
      'hiper~:6=2;hipico:6=1;hipoteca:1=1,4=3;hipotecar:1=1,4=3;hipot~:1=1,4=3;' +
      'historia:3=18,5=6,6=5,7=1,10=5;historial:0=10,6=1,7=1;historiar:3=18,5=6,6=5,7=1,10=5;' +
      'historico:3=1;histo~:0=10,3=19,5=6,6=6,7=2,10=5;hito:1=3;hizo:0=1;hockey:3=1;' +
      'hogar:1=1,7=2,10=1;hoja:1=1;hombre:2=1;hombro:6=1;homeopatia:6=1;homeo~:6=1;homilia:3=1;' +
      'homil~:3=1;hora:1=16,2=9,4=2,5=5,6=12,7=2,8=2,9=20,10=1;' +
      'horario:0=2,1=1,2=1,3=3,5=5,6=1,7=5,8=1,9=8,10=1;' +
      'horar~:0=2,1=1,2=1,3=3,5=5,6=1,7=5,8=1,9=8,10=1;hornada:9=1;horna~:9=1;hornear:9=1;' +
      'horne~:9=1;horno:9=1,10=2;hortaliza:2=2;horta~:2=2;hospital:0=1,1=1,8=2;' +
      'hospi~:0=1,1=1,8=2;hostal:0=1,9=3;hosteleria:5=1;hoste~:5=1;hotel:0=5,2=1,7=1,9=11;' +
      'hoy:1=4,9=1;hoyo:7=1;hucha:4=2;hueco:1=1;huerta:2=3,8=1,10=1;huerto:1=3,2=1,3=1,8=8,10=9;' +
      'huesped:0=3,7=1,9=2;huesp~:0=3,7=1,9=2;huevar:6=1;huevo:2=2,6=1,9=1,10=3;humano:1=1;' +
      'humar:10=1;humedad:10=1;humed~:10=1;humo:10=1;humor:3=1,7=1;humorista:7=1;humor~:7=1;' +
      'iberico:2=1;iberi~:2=1;ibi:1=1;ictus:6=1;idear:0=1,1=4,10=4;idioma:0=2,5=7,8=2,9=1;' +
      'iglesia:3=1,8=1;igles~:3=1,8=1;ilustracion:3=1;ilustraciones:2=2,3=1;ilustrado:2=1,3=3;' +
      'ilustrador:3=3;ilustrar:2=1,3=3;ilust~:2=3,3=8;imagen:3=2,5=2;imei:9=1;importadores:0=1;' +
      'importantes:1=4,6=1,10=2;importar:1=2,4=1;impor~:0=1,1=6,4=1,6=1,10=2;imprenta:0=3,9=4;' +
      'impresion:2=1;impreso:2=1;impre~:0=3,2=2,9=4;imprimible:3=1;impri~:3=1;impuesto:4=4;' +
      'impue~:4=4;incendiar:8=1;incendio:8=1;incen~:8=1;incidencia:0=1,1=1,9=2;' +
      'incid~:0=1,1=1,9=2;incluir:2=1;inclu~:2=1;independiente:3=1;independientes:3=1;' +
      'independizar:5=1;indep~:3=2,5=1;indexar:4=1;index~:4=1;indicador:9=1;indic~:9=1;' +
      'indigena:2=2,8=1;indig~:2=2,8=1;industrial:0=1,9=3;indus~:0=1,9=3;' +
      'infantil:0=1,2=2,3=2,4=1,5=2,6=1,7=3,8=2,10=1;infan~:0=1,2=2,3=2,4=1,5=2,6=1,7=3,8=2,10=1;' +
      'infartar:6=1;infarto:6=1;infar~:6=1;influencer:0=1;influ~:0=1;informacion:0=3;' +
      'informar:1=3;informatica:0=1,1=1,5=2,9=2;informatico:0=1,1=1,5=2,9=2;informe:1=3;' +
      'infor~:0=4,1=4,5=2,9=2;ingle:0=1,5=11,8=4;ingles:0=1,5=11,8=4;ingrediente:3=4,10=1;' +
      'ingresar:5=1;ingreso:4=14,5=1;ingre~:3=4,4=14,5=1,10=1;inhalador:6=3;inhal~:6=3;' +
      'iniciacion:5=1;inici~:5=1;inmersion:5=1;inmer~:5=1;inmigrante:5=1,8=3;inmig~:5=1,8=3;' +
      'inmobiliaria:0=4,3=1;inmobiliario:0=2;inmob~:0=6,3=1;inquilino:0=1,4=2;inqui~:0=1,4=2;' +
      'inscripcion:5=4,7=4,8=2;inscrito:0=1;inscr~:0=1,5=4,7=4,8=2;insistente:1=1;insis~:1=1;' +
      'inspeccion:9=3;inspeccionar:9=1;inspector:9=1;inspe~:9=3;instagram:0=3,2=2;' +
      'instalacion:0=2,9=5;instalador:2=1,9=1;insta~:0=5,2=3,9=6;instituto:3=2,5=5,7=6;' +
      'insti~:3=2,5=5,7=6;instruccion:10=1;instructor:5=2;instrumentar:5=1;' +
      'instrumento:0=1,2=1,5=1,9=1;instr~:0=1,2=1,5=3,9=1,10=1;insuficiencia:6=2;insuf~:6=2;' +
      'insulina:6=3;insul~:6=3;inteligencia:3=1;intel~:3=1;intensidad:6=1;intentar:0=1;' +
      'inten~:0=1,6=1;interactivos:5=3;intercambiar:4=1,8=16;interes:4=6,8=1;interesado:0=12;' +
      'interesar:0=14,4=4,8=1;interior:0=1,2=1,10=2;internacional:2=2;internar:1=2,3=3,5=2;' +
      'internet:0=1,2=10,3=1,4=2;interno:1=3,3=3,5=2;intervalo:1=1;' +
      'inter~:0=16,1=4,2=12,3=4,4=9,5=5,8=17,10=2;intolerancia:6=1;intol~:6=1;intraocular:6=1;' +
      'intra~:6=1;inundacion:8=1;inund~:8=1;inusuales:4=1;inusu~:4=1;inventariar:9=12,10=20;' +
      'inventario:9=12,10=20;inven~:9=12,10=20;invernadero:10=2;inversion:4=2;inversiones:4=4;' +
      'inver~:4=6,10=2;investigacion:1=3;inves~:1=3;invierno:0=1,10=3;invie~:0=1,10=3;' +
      'invisible:7=1;invis~:7=1;invitacion:0=1;invitado:3=3,10=1;invitar:0=1,3=3,10=1;' +
      'invit~:0=2,3=3,10=1;inyeccion:6=1;inyec~:6=1;irme:1=2;irpf:4=1;irregulares:5=1;irreg~:5=1;' +
      'irritar:6=1;irrit~:6=1;itinerario:1=1;itine~:1=1;its:1=1;itv:1=2,4=1,9=2,10=1;iva:4=4;' +
      'jabon:2=3;jabonar:2=3;jabon~:2=3;japon:1=1,5=1;japones:5=1;japon~:5=1;' +
      'jardin:2=1,3=1,7=1,8=4,10=12;jardinera:0=2,2=1,3=3,5=1,9=1,10=1;jardinero:8=1,9=3;' +
      'jardi~:0=2,2=1,3=3,5=1,8=1,9=4,10=1;jaula:10=3;jazz:7=1,10=1;jefa:1=2;jefe:1=3,9=2;' +
      'jornada:0=2,1=1,7=7,9=3;jornal:9=1;jornalar:9=1;jornalero:9=1;jorna~:0=2,1=1,7=7,9=5;' +
      'journal:1=1;journ~:1=1;joven:4=1,5=2,7=1,8=6;joya:0=1,2=1;jubilacion:4=3;' +
      'jubilado:2=1,3=2,5=1,7=3,8=4;jubilar:2=1,3=2,5=1,7=3,8=4;jubil~:2=1,3=2,4=3,5=1,7=3,8=4;' +
      'juega:3=1;juego:2=1,3=2,5=16,7=46,8=2,10=3;jueves:2=1,7=4,8=1;jugador:3=1,6=2,7=4,8=6;' +
      'jugad~:3=1,6=2,7=4,8=6;jugamos:7=3;jugam~:7=3;jugando:5=1;jugan~:5=1;jugar:7=16,8=5;' +
      'jugo:7=1;juguete:2=3,8=5,10=1;jugue~:2=3,8=5,10=1;junta:1=7,3=1,4=1,8=1;' +
      'juntar:1=7,3=1,4=3,8=4;junto:1=7,3=1,4=1,8=10;jurado:7=3;jurar:7=3;justificante:4=2;' +
      'justificar:1=1;justi~:1=1,4=2;juvenil:3=1;juven~:3=1;kanban:1=3;karaoke:7=6;karao~:7=6;' +
      'kart:7=1;kawaii:2=1;kayak:9=1,10=1;kayaks:9=1;kilo:6=1;kilometro:4=2,6=2,9=1,10=1;' +
      'kilom~:4=2,6=2,9=1,10=1;kinesiologo:6=1;kines~:6=1;kiosco:4=1;kit:2=5;laboral:0=1,1=1,5=1;' +
      'laboratorio:0=1,1=1,3=1,5=1,6=1;labor~:0=2,1=2,3=1,5=2,6=1;laburo:1=2;lactancia:6=1;' +
      'lacta~:6=1;lactosa:6=1;lacto~:6=1;lamina:2=2;laminar:2=2;lamin~:2=2;lampar:2=1;' +
      'lampara:2=1;lampa~:2=1;lana:2=2;lanar:2=2;lanzamiento:1=1,2=2,7=1;lanzar:1=1,3=1;' +
      'lanza~:1=1,2=2,7=1;largar:0=1,1=1;largo:0=1,1=1,3=1,7=1;laser:2=1;lata:10=2;latinar:5=1;' +
      'latino:5=1;latinoamerica:2=2;latinoamericano:3=1;latin~:2=2,3=1,5=1;latir:10=2;lato:10=2;' +
      'lavadero:0=1,9=1;lavado:0=1,9=1;lavador:1=1,2=1,10=2;lavad~:0=1,1=1,2=1,9=1,10=2;' +
      'lavanda:9=3;lavan~:9=3;lavar:0=1,9=2;lavavajillas:10=1;lavav~:10=1;leads:0=3;leccion:5=20;' +
      'lecci~:5=20;leche:2=1,6=1,9=1,10=1;lector:3=5,5=3,9=1;lectura:1=3,3=2,5=8,8=4,10=2;' +
      'lectu~:1=3,3=2,5=8,8=4,10=2;leer:1=4,3=5,4=1,5=5,8=1,10=1;leido:1=1,5=1,10=1;' +
      'lena:2=2,8=1,10=1;lenar:2=2,8=1,10=1;lenceria:0=2;lence~:0=2;lengua:5=4,8=1;lenguaje:5=1;' +
      'lengu~:5=1;lentilla:6=1;lenti~:6=1;lesion:6=5;lesionar:6=2;lesio~:6=2;letra:3=4,5=1,7=3;' +
      'letrado:9=1;letra~:9=1;levantar:1=1,6=1;levan~:1=1,6=1;leyenda:3=1;leyen~:3=1;' +
      'liar:1=1,2=1;libra:0=2,2=1,3=1;librar:1=3,3=3,4=4,5=3,7=1,8=2;libre:1=1,3=1,5=2,7=1,8=1;' +
      'libreta:10=1;libre~:10=1;libro:0=1,1=4,2=4,3=5,4=5,5=5,8=4,10=6;licencia:1=2,3=1,4=1,5=1;' +
      'licenciar:1=2,3=1,4=1,5=1;licen~:1=2,3=1,4=1,5=1;licor:2=1;liga:3=1,7=26;ligar:3=1,7=26;' +
      'limitado:2=2,5=1;limitar:1=5,2=2,4=1,5=1;limite:1=5,4=1;limit~:1=5,2=2,4=1,5=1;' +
      'limonero:10=1;limon~:10=1;limpia:9=1,10=1;limpiador:9=2;limpiar:1=3,3=1,8=2,9=1,10=9;' +
      'limpieza:0=1,1=5,2=2,6=1,9=11,10=5;limpio:3=1,6=1,9=1,10=3;' +
      'limpi~:0=1,1=8,2=2,3=1,6=1,8=2,9=13,10=14;linea:2=2,3=2,5=1,8=1,9=1;' +
      'linear:2=2,3=2,5=1,8=1,9=1;lineo:2=2,3=2,5=1,8=1,9=1;linkedin:0=1;linke~:0=1;lio:2=1;' +
      'liquidacion:4=1;liquidar:9=1;liqui~:4=1,9=1;lisboa:8=1;' +
      'lista:0=7,1=48,2=2,3=3,5=1,6=2,7=16,8=1,9=3,10=31;listado:0=3,10=1;' +
      'listar:0=10,1=48,2=2,3=3,5=1,6=2,7=16,8=1,9=4,10=32;lista~:0=3,10=1;listening:5=2;' +
      'liste~:5=2;listo:0=7,1=48,2=2,3=3,5=1,6=2,7=16,8=1,9=4,10=31;literario:3=2;literatura:3=1;' +
      'liter~:3=3;litro:6=1;llamada:0=18;llamado:0=1;llamar:0=36,1=3,6=1,8=1;llama~:0=19;' +
      'llanta:0=1;llave:10=2;llavero:10=1;llave~:10=1;llega:0=3,4=1;llegada:8=1,9=3;' +
      'llegado:8=3,9=3;llegar:0=7,2=2,3=1,4=1,8=4,9=4;llega~:8=3,9=3;llena:5=1;llenar:4=1,5=1;' +
      'lleno:5=1;lleva:1=3,4=2,7=1,8=1;llevar:0=15,1=8,2=4,3=1,4=12,5=3,6=3,7=2,8=5,9=4,10=6;' +
      'llover:10=1;lluvia:10=2;local:1=3,2=2,3=3,4=3,5=1,7=1,9=1;logistica:9=1;logistico:9=1;' +
      'logis~:9=1;logo:2=1;logopedia:5=1,6=1;logop~:5=1,6=1;lonja:2=1;looks:3=1;loro:10=1;' +
      'lote:0=1,2=3,8=1,9=5;loteria:4=2,7=1;loter~:4=2,7=1;lucir:1=1,10=1;lucrar:4=1;lucro:4=1;' +
      'ludoteca:7=1;ludot~:7=1;lugar:1=2,3=2,4=1,5=1,10=9;luna:10=2;lunes:1=2,2=1,3=1;' +
      'luz:1=1,4=5,8=1,9=1,10=3;maceta:2=2,10=1;macro:6=1;madera:2=2,3=1,10=1;' +
      'madre:2=2,6=4,8=4,10=5;madrid:8=1;maestra:5=4;maestro:5=6;maest~:5=6;magia:7=1;magic:7=2;' +
      'maillots:4=2;maill~:4=2;mal:4=1,6=1;maleta:1=1,10=2;mama:1=1,2=2,3=2,8=2;' +
      'mamar:1=1,2=2,3=2,8=2;mamografia:6=1;mamog~:6=1;manana:1=10,2=1,6=4,8=1,9=1;' +
      'manar:2=14,6=1;manda:4=1;mandar:0=20,1=1,2=2,3=2,4=1,5=4,6=3,10=1;mandarin:5=1;manda~:5=1;' +
      'mando:6=1,10=1;manejar:1=1,5=1;manejo:1=1,5=1;manej~:1=1,5=1;manicuristas:9=1;manic~:9=1;' +
      'mano:2=14,6=1;manta:8=1;mantel:2=1;mantener:0=1,4=2;mantenimiento:0=2,1=7,4=3,9=10,10=9;' +
      'mante~:0=3,1=7,4=5,9=10,10=9;manual:1=1,3=2;manualidad:2=2,10=1;manua~:2=2,10=1;' +
      'mapa:3=10,5=3,7=1,8=3,10=9;maqueta:3=1,10=1;maquetar:3=1,10=1;maqueto:3=1,10=1;' +
      'maque~:3=1,10=1;maquillaje:0=1,3=1,5=1;maquina:5=1,9=7;maquinar:0=1,5=1,9=8;' +
      'maquinaria:0=1,9=2;maqui~:0=2,3=1,5=2,9=8;mar:5=1;maraton:2=1,6=3,7=2;marat~:2=1,6=3,7=2;' +
      'marca:0=3,2=2,3=3,6=1,8=1,9=1,10=1;marcado:1=1;marcador:7=2;' +
      'marcar:0=3,1=4,2=2,3=3,5=1,6=1,8=1,9=2,10=1;marca~:1=1,7=2;marco:0=1,2=1;marea:9=1;' +
      'marear:9=1;margen:4=1;maridajes:2=1,3=1;marido:2=1;marid~:2=1,3=1;mario:7=1;mariposa:10=1;' +
      'marip~:10=1;marisco:2=1;maris~:2=1;marketing:0=2,1=1,5=2;marketplace:2=7;' +
      'marke~:0=2,1=1,2=7,5=2;marte:0=1,8=1,10=1;masa:2=1,6=1,9=1,10=1;masaje:0=1;' +
      'masar:2=1,6=1,9=1,10=1;mascota:0=4,1=1,2=4,3=1,4=2,6=1,7=1,8=4;' +
      'masco~:0=4,1=1,2=4,3=1,4=2,6=1,7=1,8=4;master:0=1,1=2,4=1,5=1,7=2;matcha:2=1;' +
      'matematica:5=7;matematico:5=7;matem~:5=7;materia:1=1,5=1;' +
      'material:0=1,1=2,2=6,3=2,4=1,5=3,9=8,10=1;maternidad:3=1;' +
      'mater~:0=1,1=3,2=6,3=3,4=1,5=4,9=8,10=1;matricula:0=3,1=1,4=2,5=5,9=1;' +
      'matricular:0=6,1=1,4=2,5=5,9=1;matriz:1=1;matri~:0=6,1=1,4=2,5=5,9=1;matrona:6=2;' +
      'matro~:6=2;maximo:1=1,4=1;mayor:1=1,2=3,3=5,4=1,5=6,6=6,7=1,8=19;mayorista:0=3,2=1,9=2;' +
      'mayor~:0=3,2=1,9=2;mazo:7=1;mecanica:5=1;mecanico:0=2,5=1,9=3;mecanismo:10=1;' +
      'mecan~:0=2,5=1,9=3,10=1;medalla:2=1,5=2;medal~:2=1,5=2;media:1=3,5=1,6=2;' +
      'mediar:1=3,5=2,6=2;medicacion:6=13;medicamento:6=3;medicar:0=1,1=2,6=4,8=3,10=1;' +
      'medicina:5=2,6=2,8=1;medicinal:3=1;medicinar:5=2,6=2,8=1;' +
      'medico:0=1,1=3,4=2,5=1,6=6,8=3,10=1;medic~:0=1,1=2,3=1,5=2,6=21,8=4,10=1;' +
      'medida:0=3,2=3,6=3,10=2;medieval:3=1;medie~:3=1;medio:1=3,5=2,6=2;' +
      'medir:0=3,1=4,2=3,5=1,6=6,10=2;meditacion:3=1,6=5;meditar:1=1;mediterraneo:6=1;' +
      'medit~:1=1,3=1,6=6;mejor:0=4,1=1,3=4,7=11,8=2,10=1;mejora:8=1;' +
      'mejorar:0=2,3=4,6=1,7=5,8=1,10=1;mejor~:0=2,3=4,6=1,7=5,8=1,10=1;meme:3=2;' +
      'memoria:0=1,3=2,5=2;memor~:0=1,3=2,5=2;menopausia:6=1;menop~:6=1;mensaje:0=9,1=1,2=3,8=1;' +
      'mensajeria:9=2;mensa~:0=9,1=1,2=3,8=1,9=2;menstruacion:6=2;menstrual:6=1;menst~:6=3;' +
      'mensual:1=2,2=5,3=3,4=9,7=1,8=1,9=2;mensualidad:4=2;mensu~:1=2,2=5,3=3,4=11,7=1,8=1,9=2;' +
      'mental:5=1,6=2;mentor:5=1,8=1;mentorias:5=1;mento~:5=1;menu:0=3,2=4,3=1,6=1,9=3,10=4;' +
      'mercado:0=1,2=4,4=1,7=1,9=1,10=1;mercancia:9=1;mercar:0=1,2=4,4=1,7=1,9=1,10=1;' +
      'merca~:0=1,2=4,4=1,7=1,9=2,10=1;merceria:0=1;merce~:0=1;merch:2=1;merendero:10=1;' +
      'meren~:10=1;merma:9=1;mermar:9=1;mermelada:2=1;merme~:2=1;' +
      'mes:0=12,1=8,2=2,3=5,4=27,6=3,9=1,10=3;mesa:1=1,2=2,3=1,7=8,8=3,9=8,10=2;' +
      'mesar:0=4,1=1,2=2,3=1,4=3,6=1,7=8,8=3,9=8,10=4;meta:1=1,4=7;meteorologico:10=1;' +
      'meteo~:10=1;meter:1=1,4=7,10=1;metodo:1=1,4=1;metro:1=2,2=1,6=1,9=1;metronomo:5=1;' +
      'metro~:5=1;mexicano:2=2;mexico:3=1;mexic~:2=2;mezclar:2=1;mezcl~:2=1;miar:3=1;micro:7=1;' +
      'microrrelatos:3=1;micro~:3=1;miel:2=4,10=2;miembro:1=1,6=1;miemb~:1=1,6=1;mientras:1=3;' +
      'mient~:1=3;miercoles:2=1;mierc~:2=1;migrana:6=3;migra~:6=3;mil:1=1;mimica:7=1;mimico:7=1;' +
      'mindfulness:6=1;mindf~:6=1;minecraft:3=1;minec~:3=1;mineral:10=1;miner~:10=1;' +
      'minimo:2=1,9=1;minuto:1=2,6=2;mio:3=1;mirador:10=1;mirad~:10=1;mirar:1=2;misa:3=1;' +
      'misar:3=1;mision:7=1;misionar:7=1;misio~:7=1;misterio:3=1,7=2;miste~:3=1,7=2;mitad:2=1;' +
      'mixto:7=1;ml:2=1;mochila:1=1;mochilero:4=1,8=1;mochi~:1=1,4=1,8=1;moda:3=1;' +
      'modelar:0=2,2=4;modelo:0=3,2=4,5=1;model~:0=2,2=4;moderacion:3=1;moder~:3=1;modulo:5=7;' +
      'moldar:2=1,9=1;molde:2=1,9=1;moldura:0=1;moldurar:0=1;moldu~:0=1;moler:2=1;molestar:1=1;' +
      'molestia:0=1;moles~:0=1,1=1;molido:2=1;moneda:4=1,10=3;monedar:4=1,10=3;moned~:4=1,10=3;' +
      'monitor:5=2,6=1,9=5;monit~:5=2,6=1,9=5;monologo:7=1;monol~:7=1;monta:1=1;montador:9=1;' +
      'montajes:9=1;montana:2=1,3=2,4=1,5=1,6=1,8=1,10=1;montanismo:3=1;' +
      'montano:2=1,3=2,4=1,5=1,6=1,8=1,10=1;montar:1=1,2=1,3=1,8=1;' +
      'monta~:2=1,3=3,4=1,5=1,6=1,8=1,9=2,10=1;monte:2=1,3=1,9=1;monterrey:0=1;monte~:0=1;' +
      'montura:0=1;montu~:0=1;monumento:3=3;monum~:3=3;morder:6=1;moroso:4=2;mosca:3=1;' +
      'moscar:3=1;mosco:3=1;mostrador:2=1;mostrar:0=2,1=2,2=1,3=1,8=1;mostr~:0=2,1=2,2=2,3=1,8=1;' +
      'moto:0=3,2=2,3=1,4=1,5=1,7=1,8=1,9=2,10=1;movil:0=2,1=3,2=4,5=2,7=8,9=4,10=2;' +
      'movilidad:6=1;movil~:6=1;movimiento:6=1;movim~:6=1;mucho:1=1,5=1,6=1,8=1,10=1;' +
      'mudanza:0=2,1=5,9=2,10=1;mudan~:0=2,1=5,9=2,10=1;mudar:8=4,10=1;' +
      'mueblar:0=1,1=1,2=5,8=1,9=1,10=3;mueble:0=1,1=1,2=5,8=1,9=1,10=3;' +
      'muebl~:0=1,1=1,2=5,8=1,9=1,10=3;muestra:0=2,1=1,2=1;muest~:0=2,1=1,2=1;mujer:3=1,8=3;' +
      'multiple:6=1;multiplicar:5=2;multi~:5=2,6=1;mundial:7=4;mundi~:7=4;mundo:3=1;' +
      'municipal:0=1,3=2,9=2;municipio:5=1;munic~:0=1,3=2,5=1,9=2;mural:3=2;murar:8=1;muro:8=1;' +
      'mus:7=3,8=1;muscular:6=1;muscu~:6=1;museo:2=1,3=3,7=1,8=1,9=2;' +
      'musica:0=2,1=1,2=1,3=3,5=3,7=6,8=1,9=1;musical:2=1,5=1,7=3;' +
      'musico:0=2,1=1,2=1,3=3,5=3,7=6,8=1,9=1;music~:2=1,5=1,7=3;mutualidad:4=2;mutua~:4=2;' +
      'nacer:0=1,1=1;nacido:0=1;nacimiento:0=1,2=1;nacim~:0=1,2=1;nacionalidad:1=1,5=1;' +
      'nacio~:1=1,5=1;nadar:1=1,5=2;nadie:1=1,8=2;naranja:2=1;naran~:2=1;narrar:3=1;' +
      'natacion:3=1,5=1,6=2;natac~:3=1,5=1,6=2;natillera:4=1;natil~:4=1;nativo:5=1;' +
      'natural:2=3,3=2,5=1;naturaleza:3=1,10=1;natur~:2=3,3=3,5=1,10=1;navaja:10=1;navajo:10=1;' +
      'navidad:0=2,1=1,2=5,4=1,7=4,8=2,10=5;navid~:0=2,1=1,2=5,4=1,7=4,8=2,10=5;necesario:1=1;' +
      'necesidad:5=1,8=1;neces~:1=1,5=1,8=1;negativa:0=1;negativo:0=1;negat~:0=1;' +
      'negociar:0=13,1=3,2=1,4=2,9=7;negocio:0=13,1=3,2=1,4=2,9=8;negoc~:0=13,1=3,2=1,4=2,9=8;' +
      'negro:3=1;neopreno:9=1;neopr~:9=1;netflix:4=1;netfl~:4=1;neto:4=2;neumatico:9=1;' +
      'neuma~:9=1;neumologo:6=1;neumo~:6=1;neurologo:6=2;neuro~:6=2;nevar:1=1;nevera:1=1,10=5;' +
      'newsletter:3=8;newsl~:3=8;nidada:10=1;nieto:3=2,4=1;nieve:1=1;ninera:8=2;ninero:8=2;' +
      'nino:0=2,1=5,2=3,3=2,4=5,5=25,6=5,7=3,8=11,10=7;nivel:0=2,3=1,5=23,6=3,8=4;' +
      'nivelar:5=14,6=1;nivel~:5=14,6=1;noche:1=3,2=1,3=1,4=1,6=4,7=10,8=1,9=1,10=2;' +
      'nochevieja:7=1;noche~:7=1;nocturno:8=1;noctu~:8=1;nomada:8=1;nombrar:2=4,3=1,10=4;' +
      'nombre:2=4,3=1,10=4;nombr~:2=4,3=1,10=4;nomina:4=3,9=1;nominar:4=3,9=1;nomin~:4=3,9=1;' +
      'nordico:2=1;nordi~:2=1;norma:3=1;nosotros:10=1;nosot~:10=1;' +
      'nota:0=2,1=15,3=4,5=15,6=3,7=7,10=6;notar:0=2,1=15,3=4,5=15,6=3,7=7,10=6;notario:1=1,4=1;' +
      'notar~:1=1,4=1;noticia:3=18,7=1;noticiar:3=18,7=1;notic~:3=18,7=1;notificacion:10=1;' +
      'notif~:10=1;noto:0=2,1=15,3=4,5=15,6=3,7=7,10=6;novar:3=1;novedad:0=2,2=1,3=4;' +
      'noved~:0=2,2=1,3=4;novel:2=1,3=4;novela:2=1,3=3;novelar:2=1,3=4;novel~:2=1,3=4;' +
      'noventa:7=1;noven~:7=1;novio:0=4,4=1,7=1;nuestro:0=4,2=3,3=2;nuest~:0=4,2=3,3=2;' +
      'nueva:0=3,1=1,2=1,3=1,5=1,8=5,10=1;nueve:0=3,1=1,2=1,3=1,5=1,8=5,10=1;' +
      'nuevo:0=2,1=1,2=1,3=3,4=1,5=2,7=1;numerar:0=2,2=1,3=1,7=2,10=2;' +
      'numero:0=2,2=1,3=3,5=1,7=1,9=2,10=2;numeroso:4=1;numer~:0=2,2=1,3=1,4=1,7=2,10=2;' +
      'nunca:7=1,10=1;nutricion:0=1,6=2;nutricional:3=1;nutricionista:6=4;nutriente:6=1;' +
      'nutri~:0=1,3=1,6=6;obeso:6=1;objecion:0=1;objec~:0=1;objetivar:4=1;objetivo:0=1,1=7,4=2;' +
      'objeto:10=1;objet~:0=1,1=7,4=2;obligatorio:5=2,9=1;oblig~:5=2,9=1;' +
      'obra:0=2,1=1,3=5,4=4,5=2,7=2,8=1,9=14;obrador:2=1,9=2;obrad~:2=1,9=2;' +
      'obrar:0=2,1=1,3=5,4=4,5=2,7=2,8=1,9=14;observacion:3=2,5=2,10=4;observar:8=1;' +
      'obser~:3=2,5=2,8=1,10=4;oca:7=1;ocasion:3=1,10=1;ocasionar:10=1;ocasi~:3=1,10=1;' +
      'ociar:4=1,7=1;ocio:4=1,7=1;ocupacion:9=2;ocupada:9=1;ocupar:9=2;ocupa~:9=3;ocurrir:1=2;' +
      'ocurr~:1=2;odontograma:6=2;odont~:6=2;oferta:0=7,2=1,3=1,4=1,8=2;' +
      'ofertar:0=7,2=1,3=1,4=1,8=2;ofert~:0=7,2=1,3=1,4=1,8=2;' +
      'oficina:0=1,1=9,2=3,3=1,4=1,5=1,6=3,7=5,8=1,9=1;oficio:3=1,8=2;' +
      'ofici~:0=1,1=9,2=3,3=1,4=1,5=1,6=3,7=5,8=1,9=1;ofrecer:0=20,8=8;ofrec~:0=20,8=8;' +
      'oftalmologo:6=1;oftal~:6=1;ojo:6=1;ola:8=1;olimpiada:5=2;olimp~:5=2;oliva:2=1;olivar:2=1;' +
      'olivo:4=1,10=1;olvidar:1=3,2=1,4=1,6=1,10=4;olvido:4=1;olvid~:1=3,2=1,4=1,6=1,10=4;' +
      'ong:0=2,1=1,2=1,4=1,8=1;online:0=4,2=48,3=9,4=1,5=11,6=4,7=12,9=2;opcion:3=1;' +
      'operacion:6=3;operar:8=1;operario:9=3;opera~:6=3,9=3;opinar:0=1;' +
      'opinion:0=2,2=1,3=2,8=1,10=1;opini~:0=2,2=1,3=2,8=1,10=1;oportunidad:0=1;oport~:0=1;' +
      'oposicion:0=1,1=1,5=7,8=1;opositor:6=1;oposi~:0=1,1=1,5=7,6=1,8=1;optico:0=2,9=1;' +
      'oracion:8=1;oraci~:8=1;oral:3=1,5=1;orden:1=1,4=1,7=1;ordenado:1=1,2=1,3=3,5=1,10=1;' +
      'ordenador:0=1,1=1,6=1;ordenar:1=5,2=1,3=3,5=2,9=9,10=2;ordeno:1=1;' +
      'orden~:0=1,1=6,2=1,3=3,5=2,6=1,9=9,10=2;organico:2=1,5=1;organizacion:0=1,1=2;' +
      'organizado:1=1,3=1,10=1;organizador:0=2,1=3;organizar:0=1,1=37,3=2,4=1,7=6,8=23,9=4,10=1;' +
      'organ~:0=4,1=42,2=1,3=2,4=1,5=1,7=6,8=23,9=4,10=1;orientacion:5=1;orientador:6=1;' +
      'orien~:5=1,6=1;origen:10=1;original:2=1;origi~:2=1;orquesta:7=1;orquestar:7=1;orque~:7=1;' +
      'ortodoncia:0=1,6=1;ortod~:0=1,6=1;ortografia:5=3;ortog~:5=3;oscar:7=1;osteopata:6=1;' +
      'osteo~:6=1;otonar:0=1,10=1;otono:0=1,10=1;outlet:2=1;oveja:6=1;ovillo:2=1;oxigenar:6=2;' +
      'oxigeno:6=2;oxige~:6=2;paciente:0=7,1=1,6=20;pacie~:0=7,1=1,6=20;packs:2=2;pactar:0=2;' +
      'paddle:9=1;padel:0=1,2=1,7=4,8=3,9=2;padre:0=3,1=2,2=2,3=2,4=6,5=6,6=2,8=16,10=1;' +
      'padrino:8=1;padri~:8=1;paella:7=1,8=1;paga:2=1,4=4;pagado:2=2,4=9;' +
      'pagar:1=3,2=33,4=33,9=3,10=4;paginar:1=3,5=1;pagin~:1=3,5=1;pago:0=1,2=19,4=34,5=1,9=9;' +
      'pais:2=1,3=1,10=4;paisaje:2=1;paisa~:2=1;paises:0=1,3=1,7=1,8=1,10=2;pajaro:10=4;' +
      'palabra:5=3,7=2;palab~:5=3,7=2;palet:2=1;palets:2=2,9=1;pan:2=4,5=1,9=1,10=2;pana:7=1;' +
      'panaderia:0=1,2=3,9=4;panad~:0=1,2=3,9=4;panal:2=1,10=1;panel:0=1,9=2;panico:6=1;' +
      'panificadora:9=1;panif~:9=1;pantalla:1=2,6=1,7=1,9=1;panta~:1=2,6=1,7=1,9=1;papa:5=2;' +
      'papar:5=2;papel:1=3,2=1,3=1,8=1,9=1,10=1;papelear:1=1;papeleo:1=1;papeleria:2=2;' +
      'papeleta:7=1;papelitos:1=1;papel~:1=2,2=2,7=1;papo:5=2;paquete:0=1,8=2;paqueteria:9=2;' +
      'paque~:0=1,8=2,9=2;parafarmacia:2=1;paraf~:2=1;parametro:10=1;param~:10=1;parar:1=1,8=1;' +
      'parcela:4=1,8=1,9=2,10=1;parcelar:4=1,8=1,9=2,10=1;parce~:4=1,8=1,9=2,10=1;parchis:7=1;' +
      'parch~:7=1;pared:1=1;pareja:1=4,2=1,3=2,4=5,6=1,7=4,8=3,10=1;' +
      'parejo:1=4,2=1,3=2,4=5,6=1,7=4,8=3,10=1;parir:8=1;parking:9=1,10=1;parki~:9=1,10=1;' +
      'paro:8=1;parque:1=1,3=2,7=3,8=9,9=1,10=1;parroquia:0=1,1=1,3=3,7=1,8=3;' +
      'parro~:0=1,1=1,3=3,7=1,8=3;parte:1=1,4=1,8=1,9=5;participante:3=1;participar:6=1;' +
      'participativo:8=1;particular:4=3,5=4;partida:4=1,5=1,7=17,10=1;' +
      'partido:1=1,3=5,4=1,5=1,7=29,8=3,9=1,10=1;' +
      'partir:1=2,2=1,3=5,4=2,5=1,6=3,7=29,8=4,9=6,10=1;partitura:3=4,5=2;' +
      'parti~:1=1,3=10,4=4,5=7,6=1,7=29,8=4,9=1,10=1;parto:6=3;pasa:8=1,9=1,10=1;pasado:0=3;' +
      'pasajero:0=1;pasaj~:0=1;pasaportar:0=1,10=1;pasaporte:0=1,10=1;pasap~:0=1,10=1;' +
      'pasar:0=5,1=5,2=2,3=4,4=4,5=5,8=2,9=1,10=3;pasear:0=1,8=4;paseo:0=1,8=2,10=6;pasillo:10=1;' +
      'pasil~:10=1;paso:0=2,1=5,3=4,4=2,5=6,6=3,8=1,9=1,10=3;pasta:6=2,10=1;pastel:2=4;' +
      'pasteleria:2=2,9=2;paste~:2=2,9=2;pastillas:6=2;pasti~:6=2;patata:2=1;patin:10=1;' +
      'patinaje:5=1;patinar:10=1;patin~:5=1,10=1;patio:10=1;patrimonio:4=1;patri~:4=1;' +
      'patrocinador:0=3;patrocinar:0=1;patrocinio:4=2;patron:2=1,3=2,8=1,9=1;patronal:7=1;' +
      'patro~:0=4,4=2,7=1;pausa:1=2,6=2;pausar:1=2,2=1,6=2;pauta:6=1;pautar:6=1;pdf:2=1;' +
      'peaje:4=1;pecar:5=1;pecera:10=1;pecero:10=1;pechar:6=1;pecho:6=1;pediatra:6=5;' +
      'pediatrico:6=1;pedia~:6=6;pedido:0=10,2=66,9=24;pedir:0=28,1=2,2=69,6=3,8=8,9=27,10=1;' +
      'pelar:2=1,10=1;pelicula:1=1,3=1,7=11;pelic~:1=1,3=1,7=11;peligro:8=1;pelig~:8=1;pelis:7=3;' +
      'pelo:2=1,10=1;peluqueria:0=6,4=2,5=1,9=4;peluquero:9=1;peluq~:0=6,4=2,5=1,9=4;pelvico:6=1;' +
      'pelvi~:6=1;pena:1=1,3=2,4=4,7=3,8=1;penar:1=1,3=2,4=4,7=3,8=1;' +
      'pendiente:0=7,1=24,2=1,4=6,6=1,9=1,10=1;pendi~:0=7,1=24,2=1,4=6,6=1,9=1,10=1;' +
      'pensar:0=1,1=1,2=1,4=2,9=1,10=1;pension:4=3;pensionar:4=1;pensi~:4=3;pequenito:0=1;' +
      'pequeno:0=4,1=4,2=1,3=1,4=3,5=1,8=2,9=2;peque~:0=5,1=4,2=1,3=1,4=3,5=1,8=2,9=2;' +
      'perder:0=6,1=1,3=1,4=1,5=2,6=2,8=3,10=2;perdida:4=1,8=1;perdido:0=1,4=1,5=1,8=3,10=1;' +
      'perdi~:0=1,4=1,5=1,8=3,10=1;peregrino:8=1;pereg~:8=1;perfumar:2=1,10=1;perfume:2=1,10=1;' +
      'perfu~:2=1,10=1;periodico:3=2,5=2;periodista:0=1,3=2;perio~:0=1,3=4,5=2;permiso:1=1,9=1;' +
      'permitir:6=1;permi~:1=1,6=1,9=1;pernoctar:10=1;perno~:10=1;perrito:10=1;perri~:10=1;' +
      'perro:0=4,1=1,2=1,3=1,4=1,6=3,8=6,9=2,10=5;persiana:2=1;persiano:2=1;persistente:6=1;' +
      'persi~:2=1,6=1;persona:0=4,1=8,2=1,3=2,4=2,5=2,6=7,8=19,10=2;personaje:3=1,7=4;' +
      'personal:0=1,1=3,3=2,4=4,5=1,6=2,9=18,10=2;personalizables:2=1;personalizacion:2=1;' +
      'personalizar:2=9,10=1;personar:0=4,1=8,2=1,3=2,4=2,5=2,6=7,8=19,10=2;' +
      'perso~:0=5,1=11,2=12,3=5,4=6,5=3,6=9,7=4,8=19,9=18,10=5;peru:2=1;peruano:2=1,3=2;' +
      'perua~:2=1,3=2;pesar:2=1,6=17,7=1,10=2;pesca:2=1,3=1,4=1,7=1,9=1,10=5;pescador:3=1,4=1;' +
      'pescar:2=1,3=1,4=1,7=1,9=1,10=5;pesca~:3=1,4=1;peso:2=1,4=1,6=18,7=1,10=2;pestana:1=1;' +
      'pesta~:1=1;petanca:7=1,8=1;petan~:7=1,8=1;peticion:0=1;petic~:0=1;pez:10=4;ph:10=2;' +
      'piano:0=1,3=1,5=3;picar:7=1;picnic:2=1;piel:6=2;pienso:0=1,2=1,4=1,9=1,10=1;' +
      'pieza:2=2,3=1,5=1,9=6,10=4;pila:10=2;pilar:10=2;pilates:0=2,6=2;pilat~:0=2,6=2;piloto:5=1;' +
      'ping:7=1;pins:10=1;pintar:1=1;pintor:0=1,3=1;pintura:0=1,9=1,10=1;pintureria:0=1;' +
      'pintu~:0=2,9=1,10=1;pique:7=1;pirata:7=1;pisar:0=1,1=5,4=8,6=1,8=3,10=1;' +
      'piscina:0=2,9=1,10=3;pisci~:0=2,9=1,10=3;piso:0=2,1=5,4=8,6=1,8=3,10=1;pista:7=14,9=4;' +
      'pistar:7=14,9=4;pizarra:5=1;pizar~:5=1;pizza:2=2,7=2;pizzeria:0=1,2=1,9=1;' +
      'pizze~:0=1,2=1,9=1;placa:0=1,9=2;placar:0=1,9=2;plaga:0=1;plagar:0=1;' +
      'plan:0=1,1=9,4=4,5=4,6=17,8=6,10=9;planchar:9=1;planc~:9=1;planear:1=1;plane~:1=1;' +
      'planificacion:1=6,5=1,9=12;planificador:1=6,10=3;planificar:1=3,4=1,9=2,10=3;' +
      'planir:6=1,8=6,10=2;plani~:1=15,4=1,5=1,9=14,10=6;planner:1=1;plann~:1=1;plano:3=3;' +
      'planta:0=1,1=1,2=5,3=3,8=5,9=1,10=9;plantar:0=1,1=1,2=5,3=3,8=5,9=1,10=13;' +
      'plantilla:1=3,3=2,9=2;plantillar:1=3,3=2,9=2;planton:2=1;' +
      'plant~:0=1,1=4,2=6,3=5,8=5,9=3,10=13;plastico:2=1;plast~:2=1;plata:2=1,4=5;' +
      'plato:0=1,1=1,2=1,3=2,5=1;playa:1=2,3=1,4=1,7=2,8=3,9=1,10=4;plaza:0=2,5=2,8=1,9=3;' +
      'plazos:1=7,2=1,4=2,9=2;ple:1=1,4=1;pleno:3=1;plusvalia:4=1;plusv~:4=1;' +
      'poblar:2=4,3=14,4=1,5=1,6=2,7=12,8=13,9=1,10=9;poda:0=2,1=1,10=2;podar:0=2,1=1,4=1,10=3;' +
      'podcast:2=1,3=13;podcasts:3=1;podca~:2=1,3=14;podologia:0=1,6=1;podol~:0=1,6=1;' +
      'podrian:0=1;podri~:0=1;poema:3=4;poesia:3=3;poeta:3=1;pokemon:7=2;pokem~:7=2;poker:7=2;' +
      'polen:2=1,6=2;policia:5=1;polic~:5=1;polideportivo:9=1;polid~:9=1;poligono:8=1,9=1;' +
      'polig~:8=1,9=1;politico:3=1;polit~:3=1;poliza:0=2;pollo:2=1;pomodoro:1=2;pomod~:1=2;' +
      'ponente:1=1;ponen~:1=1;poner:0=1,1=4,2=1,4=6,5=3,6=1,7=2,10=4;pong:7=1;pop:7=1;' +
      'popular:0=1,7=1,8=1;popul~:0=1,7=1,8=1;porcelana:10=1;porce~:10=1;porra:7=8;porro:6=1,7=8;' +
      'portafolio:3=4;portal:8=1;porta~:3=4;portfolio:3=2;portf~:3=2;portugues:5=1,8=1;' +
      'portu~:5=1,8=1;posible:0=1;posib~:0=1;posparto:6=1;pospa~:6=1;post:1=1;postal:2=1,10=1;' +
      'postrar:2=1;postre:2=1;postr~:2=1;posts:3=1;postura:6=3;postu~:6=3;posventa:0=1;' +
      'posve~:0=1;potable:10=1;potab~:10=1;potencial:0=5;poten~:0=5;potter:7=1;pozo:10=1;' +
      'practica:5=13,9=1;practicar:5=22,8=1,9=1;practico:5=14,9=1;pract~:5=23,8=1,9=1;' +
      'preciar:0=3,2=4,4=3,7=1,10=1;precio:0=5,2=8,4=3,7=1,9=1,10=1;preci~:0=3,2=4,4=3,7=1,10=1;' +
      'prediccion:6=1;predicciones:7=1;predi~:6=1,7=1;preescolar:5=1;prees~:5=1;preferencia:0=4;' +
      'preferir:0=2;prefe~:0=6;pregunta:0=2,3=2,5=14,6=1,7=18;' +
      'preguntar:0=7,1=2,3=2,5=15,6=1,7=18;pregu~:0=7,1=2,3=2,5=15,6=1,7=18;prematuro:6=2;' +
      'prema~:6=2;premiar:0=3;premio:0=2,7=6;premi~:0=3;prenda:0=1,9=2;prendar:0=1,9=2;' +
      'prender:0=1,9=2;prend~:0=1,9=2;prensa:0=1;prensar:0=1;prens~:0=1;preocupar:0=1;preoc~:0=1;' +
      'preparacion:1=2,5=4,6=1;preparar:1=8,2=1,5=12,6=1,7=1,10=1;preparativo:1=1;' +
      'prepa~:1=11,2=1,5=16,6=2,7=1,10=1;presencial:5=1;presentacion:1=2,3=1;presentar:0=1,4=1;' +
      'presente:0=1;preservar:2=1;prese~:0=1,1=2,2=1,3=1,4=1,5=1;presidente:0=1;presion:6=3;' +
      'presi~:0=1,6=3;prestamo:4=9,5=3,7=1,8=2;prestar:4=9,5=2,8=8,10=5;preste:4=2,10=3;' +
      'presto:4=2,8=1;prest~:4=12,5=3,7=1,8=10,10=5;presupuestar:0=12,4=23,8=2,10=1;' +
      'presupuesto:0=16,3=1,4=23,6=1,8=2,9=1,10=1;presu~:0=16,3=1,4=24,6=1,8=2,9=1,10=1;' +
      'prevenir:6=1;preventa:2=5;preventivo:1=1,9=1;preve~:1=1,2=5,6=1,9=1;previo:6=1;' +
      'previsto:4=1;previ~:4=1;prima:7=1;primar:5=7,7=1;primario:5=7;primavera:0=2;' +
      'prima~:0=2,5=7;primer:0=1,5=2,6=1;primerizo:8=1;primero:0=4,2=1,5=4,7=1,10=1;' +
      'prime~:0=4,2=1,5=4,7=1,8=1,10=1;primo:7=4;principiante:5=3;princ~:5=3;prioridad:1=8;' +
      'priorizar:1=1;prior~:1=9;privada:0=1,6=1,9=2;privado:0=2,6=1,9=2;privar:0=2,6=1,9=2;' +
      'priva~:0=2,6=1,9=2;probado:10=1;probador:2=1;probar:0=2,1=1,2=2,5=7,6=2,7=3,9=1,10=3;' +
      'proba~:2=1,10=1;problema:0=1,5=7,8=1;probl~:0=1,5=7,8=1;procedencia:10=3;' +
      'procedimiento:3=2;procesal:1=1;procesar:0=1,3=1,9=1;procesion:4=3;procesiones:3=1;' +
      'proceso:0=1,3=3,9=1;proce~:0=1,1=1,3=6,4=3,9=1,10=3;produccion:9=11;productividad:1=1;' +
      'producto:0=5,2=22,3=2,4=1,7=1;productor:0=1,2=3;produ~:0=6,1=1,2=25,3=2,4=1,7=1,9=11;' +
      'profe:5=7,8=1;profesional:5=2;profesor:0=1,1=2,2=1,3=1,4=1,5=15,9=7;' +
      'profe~:0=1,1=2,2=1,3=1,4=1,5=17,9=7;profundar:1=1;profundidad:10=1;profu~:1=1,10=1;' +
      'programa:0=3,3=4,5=1,6=6,7=4;programacion:3=1,5=6,7=2;programar:0=3,3=5,5=6,6=6,7=5;' +
      'progresar:4=1,5=8;progresion:5=1,6=1;progresivo:6=1;progreso:4=1,5=8;' +
      'progr~:0=3,3=6,4=1,5=21,6=8,7=7;promo:0=1,8=1;promocion:0=1,8=3;promotores:0=1;' +
      'promo~:0=2,8=3;pronosticar:7=1;pronostico:7=1;prono~:7=2;pronunciacion:5=1;pronu~:5=1;' +
      'propietario:0=3,4=1,8=2;propinar:4=3;propio:2=1,3=1;propi~:0=3,4=4,8=2;' +
      'proponer:0=1,1=1,8=3;proporcion:4=1;propo~:0=1,1=1,4=1,8=3;propuesto:0=9,8=3;' +
      'propu~:0=9,8=3;prospeccion:0=1;prospectos:0=1;prosp~:0=2;proteccion:9=1;' +
      'protector:0=2,1=1,3=1,6=1,8=1;proteger:2=1;protegido:2=1;proteina:6=1;' +
      'prote~:0=2,1=1,2=1,3=1,6=2,8=1,9=1;proveedor:0=2,1=2,2=1,4=4,9=8;' +
      'prove~:0=2,1=2,2=1,4=4,9=8;provincia:0=1,3=2;provi~:0=1,3=2;provocar:6=1;provo~:6=1;' +
      'proximo:0=16,1=3,3=1,6=3,7=1;proxi~:0=16,1=3,3=1,6=3,7=1;proyeccion:7=2;' +
      'proyectar:0=1,1=12;proyecto:0=6,1=20,3=4,5=8;proye~:0=6,1=20,3=4,5=8,7=2;' +
      'prueba:0=1,2=2,5=7,6=2,7=2,9=1;psicologia:4=1,6=3;psicologico:6=1;psicologo:6=2;' +
      'psico~:4=1,6=6;psiquiatra:6=1;psiqu~:6=1;publica:3=1;publicacion:1=1,3=1;' +
      'publicar:1=1,3=43,5=1,7=4,8=1;publicidad:0=1,4=1;publico:1=1,3=4,5=1,7=4;' +
      'publi~:0=1,1=2,3=43,4=1,5=1,7=4,8=1;pueblo:2=4,3=14,4=1,5=1,6=3,7=12,8=14,9=1,10=10;' +
      'puede:2=1,6=1,8=2;pueden:0=1;puerta:0=1;puerto:3=1,9=2;puesta:0=1,9=1;' +
      'puesto:0=2,2=2,4=5,9=2;puja:2=1;pujar:2=1;pulsacion:6=2;pulsar:6=5;pulsa~:6=2;' +
      'pulsera:2=1,7=1,10=1;pulse~:2=1,7=1,10=1;pulso:6=5;punk:3=1;puntar:0=1,2=1,3=1;' +
      'punto:0=7,1=1,2=1,3=1,5=2,7=8,8=1;puntuacion:3=1,5=1,7=9,10=1;puntuar:7=3;' +
      'puntu~:3=1,5=1,7=12,10=1;pure:6=1;purgar:10=1;puzzles:10=1;puzzl~:10=1;python:5=1;qr:7=1;' +
      'quechua:3=1,5=1;quech~:3=1,5=1;queda:1=2,4=8,5=1,7=1,8=1,10=3;' +
      'quedar:0=3,1=3,3=1,4=10,5=1,7=5,8=33,10=4;quedo:1=3,4=8,5=1,7=1,8=1,10=3;quehacer:1=1;' +
      'queha~:1=1;queja:0=5;quejar:0=5;quemada:6=1;quemar:6=1;quema~:6=1;quesera:2=2,9=1;' +
      'quese~:2=2,9=1;queso:2=6,9=1;quimica:5=4;quimico:5=4;quimio:6=1;quimioterapia:6=1;' +
      'quimi~:5=4,6=1;quince:3=1,4=1,6=1;quincena:4=1;quincenal:6=1;quinceno:4=1;quinc~:4=1,6=1;' +
      'quiniela:7=4;quini~:7=4;quinta:0=2;quintar:0=2;quinto:0=2;quint~:0=2;quiz:5=1,7=5;' +
      'racha:1=3;rachar:1=3;racion:9=1;racionar:9=1;racio~:9=1;radiador:10=1;radiar:3=5,7=1;' +
      'radia~:10=1;radio:3=5,7=1;rally:7=1;ramo:0=1,2=3;ranking:5=1,7=19;ranki~:5=1,7=19;' +
      'rapido:1=2,3=1,7=1;raro:3=1,10=1;rastrar:4=1;rastrillar:1=1;rastro:1=1,4=1;rastr~:1=1,4=1;' +
      'raza:2=1,8=1;reacondicionada:2=1;reacondicionadas:2=1;reaco~:2=2;reactivarlos:0=1;' +
      'react~:0=1;reading:5=1;readi~:5=1;real:1=1,3=1,4=4;rebanar:6=2;reban~:6=2;recado:1=2,8=1;' +
      'recambio:2=1,9=2;recam~:2=1,9=2;recargar:2=1;recar~:2=1;recaudacion:4=1,9=2;recaudar:4=1;' +
      'recau~:4=2,9=2;recepcion:9=1;recepcionista:9=1;recep~:9=2;' +
      'receta:2=1,3=20,5=5,6=5,8=4,10=8;recetar:2=1,3=20,5=5,6=5,8=4,10=8;recetario:3=1,10=2;' +
      'recet~:2=1,3=20,5=5,6=5,8=4,10=10;rechazar:0=1;recha~:0=1;recibir:2=2,4=1,8=2,9=2,10=1;' +
      'recibo:1=1,4=6,8=1;recib~:2=2,4=1,8=2,9=2,10=1;reciclaje:10=1;recic~:10=1;recien:0=1,8=4;' +
      'recital:3=1;recit~:3=1;reclamacion:0=2;recla~:0=2;recoger:1=1,2=14,8=6,9=3,10=2;' +
      'recogida:2=9,8=2,9=3,10=2;recogido:2=9,8=2,9=3,10=2;recog~:1=1,2=14,8=6,9=3,10=2;' +
      'recomendacion:0=1,2=1,3=2,7=1;recomendar:0=3,8=1,10=1;recompensa:1=1,6=1;' +
      'recompensar:1=1,6=1;recom~:0=4,1=1,2=1,3=2,6=1,7=1,8=1,10=1;reconocimientos:6=1;' +
      'recon~:6=1;recopilar:3=1;recop~:3=1;recordar:0=4,1=6,6=5,7=1,10=1;' +
      'recordatorio:0=6,1=21,4=4,6=20,7=1,10=20;records:5=1,7=2;recorrer:3=2;' +
      'recor~:0=10,1=27,3=2,4=4,5=1,6=25,7=4,10=21;recrear:2=1,7=1;recreo:2=1,7=1;recre~:2=1,7=1;' +
      'recuerdo:3=1,10=2;recue~:3=1,10=2;recuperacion:6=4;recuperar:0=2,4=1,6=1;' +
      'recup~:0=2,4=1,6=5;recurrente:0=1,1=3,4=1;recursos:1=1,3=1;recur~:0=1,1=4,3=1,4=1;' +
      'red:8=42;redaccion:1=1,5=1;redac~:1=1,5=1;redar:1=2,3=3;reencontrar:8=2;reencuentro:8=1;' +
      'reenc~:8=2;referir:0=1;refer~:0=1;reflexion:3=1;reflexionar:3=1;refle~:3=1;' +
      'reformar:0=1,1=2,3=1,4=4,9=2,10=2;reforzar:5=4;refor~:0=1,1=2,3=1,4=4,5=4,9=2,10=2;' +
      'refrescar:10=1;refresco:10=1;refre~:10=1;refrigerar:2=4;refri~:2=4;refuerzo:5=4;' +
      'refue~:5=4;refugiado:5=1,8=1;refugiar:1=1,5=1,8=1;refugio:1=1,4=1;refug~:1=1,4=1,5=1,8=1;' +
      'regalar:0=3,2=5,4=1,8=4,10=2;regalo:0=2,2=7,4=2,8=2,10=7;regal~:0=3,2=5,4=1,8=4,10=2;' +
      'regante:1=1,4=2;regan~:1=1,4=2;regar:1=3,8=3,9=1,10=10;regatas:3=1;regat~:3=1;' +
      'region:3=1,10=1;registrar:0=28,1=10,4=16,5=9,6=40,7=2,9=6,10=31;' +
      'registro:0=20,1=9,4=8,5=8,6=40,7=2,9=7,10=30;regis~:0=28,1=10,4=16,5=9,6=40,7=2,9=7,10=31;' +
      'rehabilitacion:6=8;rehab~:6=8;reina:10=1;reinar:10=1;reiniciar:1=1;reini~:1=1;' +
      'reir:1=1,8=1,10=1;relacion:0=5;relacionar:0=1;relac~:0=5;relajacion:6=1;relajante:6=1;' +
      'relaj~:6=2;relato:3=4;religion:5=1;relig~:5=1;rellenan:5=1;rellenando:10=1;rellenar:10=2;' +
      'relleno:2=1;relle~:2=1,5=1,10=3;reloj:10=2;remar:3=1;remesar:4=1;remes~:4=1;remo:3=1;' +
      'renal:6=1;rendir:1=1;renovacion:0=10;renovar:0=4,1=2,4=1,10=2;renov~:0=14,1=2,4=1,10=2;' +
      'renta:4=2;rentabilidad:4=5;rentar:4=2;renta~:4=5;reparacion:0=2,3=1,4=1,9=11,10=2;' +
      'repartidor:2=1,4=2,9=3;repartir:1=8,2=10,4=16,8=4,9=5;repartos:9=1;' +
      'repar~:0=2,1=8,2=11,3=1,4=19,8=4,9=20,10=2;repasar:1=1,5=4;repaso:1=1,5=7;repas~:1=1,5=4;' +
      'repertorio:3=1;reper~:3=1;repeticion:1=1;repeticiones:6=2;repetir:0=2,1=2,10=5;' +
      'repet~:0=2,1=3,6=2,10=5;reponer:0=1,1=1,9=1;repon~:0=1,1=1,9=1;reportaje:1=1,3=3;' +
      'reportar:9=1;repor~:1=1,3=3,9=1;reposar:10=1;reposicion:0=1,9=2;repositorio:3=2;' +
      'reposteria:2=1,3=1;repos~:0=1,2=1,3=3,9=2,10=1;representante:0=1;repre~:0=1;' +
      'repuesto:2=10,9=1;repue~:2=10,9=1;resaltar:3=1;resal~:3=1;resenar:0=1,2=1,3=11;' +
      'resen~:0=1,2=1,3=11;reserva:0=4,1=2,2=4,5=4,6=1,7=3,9=39;reservado:0=1,4=1;' +
      'reservar:0=7,1=2,2=8,4=1,5=5,6=2,7=4,9=40;reser~:0=7,1=2,2=8,4=1,5=5,6=2,7=4,9=40;' +
      'residencia:4=1,6=5,7=3,8=2,9=2;residenciar:4=1,6=5,7=3,8=2,9=2;residente:1=1,3=1,6=2;' +
      'residuo:9=1;resid~:1=1,3=1,4=1,6=6,7=3,8=2,9=3;resistencia:6=1;resis~:6=1;' +
      'resolver:0=2,7=1;resol~:0=2,7=1;respetuoso:3=1;respe~:3=1;respiracion:6=4;respi~:6=4;' +
      'responder:1=2,2=1,5=1,7=1;responsabilidad:1=1;responsable:1=9;respo~:1=12,2=1,5=1,7=1;' +
      'respuesta:0=7,1=1,5=1,7=1;respu~:0=7,1=1,5=1,7=1;restar:1=1,3=1;restauracion:3=1;' +
      'restaurante:0=7,2=2,3=4,4=4,8=2,9=14,10=1;restaurar:2=1;restaurnte:9=1;' +
      'resta~:0=7,2=3,3=5,4=4,8=2,9=15,10=1;resto:1=1,3=1;resuelto:5=4;resue~:5=4;' +
      'resultado:0=1,1=1,3=3,6=1,7=13,10=1;resultar:0=1,1=1,3=3,6=1,7=13,10=1;' +
      'resul~:0=1,1=1,3=3,6=1,7=13,10=1;resumen:1=4,3=2,5=1;resumir:1=4;resum~:1=4,3=2,5=1;' +
      'retar:4=1,6=4;retencion:4=1;reten~:4=1;retirar:4=1;retir~:4=1;reto:4=1,5=5,6=5,7=4;' +
      'retomar:0=1;retom~:0=1;retrasar:1=1,4=1;retraso:1=2;retra~:1=2,4=1;retro:2=1,7=1,10=1;' +
      'reunion:0=1,1=3;reuniones:0=5,1=13,9=2;reunir:8=1;reuni~:0=6,1=16,9=2;reutilizar:10=1;' +
      'reuti~:10=1;revelar:0=1;reveler:0=1;revel~:0=1;revestir:1=1,3=13;reves~:1=1,3=13;' +
      'revisar:0=1,1=4,2=1,3=3,10=2;revision:0=11,1=3,2=1,6=3,10=1;revisiones:1=3,6=5,9=1,10=4;' +
      'revista:1=1,3=13;revistar:1=1,3=13;revisto:1=1,3=13;' +
      'revis~:0=12,1=11,2=2,3=14,6=8,9=1,10=7;rey:1=1,2=1;riego:8=1,9=1,10=9;rifa:4=2;rifar:4=2;' +
      'rincon:3=1;rio:1=1,8=1,10=1;ritmar:5=2,6=1;ritmo:5=2,6=2;robo:8=1;robot:5=1,10=1;' +
      'robotica:5=2;robot~:5=2;rock:2=2,7=1;roda:6=4;rodaje:1=1;rodar:10=4;rol:7=6,8=2;' +
      'romper:7=1,10=2;ronda:7=1,9=1;rondar:7=1,9=1;room:7=6;roomie:1=1;' +
      'ropa:0=1,1=1,2=16,8=8,9=4,10=4;rosario:0=1;rosar~:0=1;rosca:2=1;roscar:2=1;roscon:2=1;' +
      'rotacion:1=1;rotac~:1=1;rotar:1=2;rotativo:1=2;rotat~:1=2;rubrica:5=1;rubricar:5=1;' +
      'rubri~:5=1;rueda:10=4;rugby:3=2,4=1,6=1;ruido:8=2;rural:0=3,1=1,3=1,4=1,5=2,6=1,9=3;' +
      'ruta:0=1,1=1,3=8,8=4,9=6,10=7;rutar:0=1,1=1,3=8,8=4,9=6,10=7;rutina:1=4,6=14,10=1;' +
      'sabado:2=2,7=1,8=3;sabana:1=1,9=1,10=2;saber:0=8,1=6,4=8,5=1,6=1,7=2,9=2,10=4;sabor:2=3;' +
      'sacada:10=1;sacar:0=1,1=5,2=1,4=1,5=1,6=2,9=1,10=5;saco:2=3,7=1,10=2;saga:3=1;' +
      'sal:0=1,1=1,3=1,6=1,7=5,9=11;sala:0=1,1=1,3=1,7=5,9=11;' +
      'salar:0=2,1=2,3=1,4=1,6=1,7=7,8=3,9=14;saldar:4=2;saldo:4=2;salga:7=2,8=1;salgar:7=2,8=1;' +
      'salida:1=2,4=2,5=1,8=4,9=11;salido:1=2,4=2,5=1,8=4,9=11;salio:1=1,10=1;' +
      'salir:0=1,1=6,4=4,5=1,6=1,7=4,8=10,9=14,10=1;salita:6=1;salon:9=1;salsa:8=1;salso:8=1;' +
      'salud:3=1,6=8,8=1;saludables:2=1,6=1;saludar:5=1;salud~:2=1,5=1,6=1;sangrar:6=4,8=1;' +
      'sangre:6=3,8=1;sangr~:6=4,8=1;sanitario:2=1;sanit~:2=1;santa:2=1,8=1;santiago:8=3;' +
      'santi~:8=3;santo:2=1,8=1,10=1;sastre:3=1;satisfaccion:0=4;satis~:0=4;saturar:6=1;' +
      'satur~:6=1;scout:1=2,3=1,4=1;scouts:1=1,8=1;seca:2=1;secar:2=1;seco:2=1,6=1;secreta:7=1;' +
      'secretar:7=1;secreto:7=1;secre~:7=1;secundar:5=2;secundario:5=2;secun~:5=2;segmentar:0=2;' +
      'segme~:0=2;seguido:0=1,1=1;seguidor:7=1;' +
      'seguimiento:0=42,1=12,2=2,4=16,5=15,6=28,7=1,9=3,10=1;seguir:0=2,1=1,3=2,4=1,7=1;' +
      'segui~:0=43,1=12,2=2,4=16,5=15,6=28,7=2,9=3,10=1;' +
      'segun:0=2,1=3,2=1,4=1,6=1,7=2,8=1,9=4,10=4;segunda:2=8;segundar:2=8;segundo:2=8,7=1;' +
      'segun~:2=8,7=1;segur:1=1,5=1,9=2;seguridad:1=1,5=1,9=2;seguro:0=6,1=4,2=3,4=7,10=3;' +
      'segur~:1=1,5=1,9=2;seis:0=4,1=2,2=1,6=1,7=1;seleccion:3=1,9=1;selectividad:1=1,5=1;' +
      'selec~:1=1,3=1,5=1,9=1;sellar:0=2,10=1;sello:0=4,10=4;' +
      'semana:0=9,1=23,2=6,3=5,4=5,5=4,6=2,7=3,8=8,10=5;' +
      'semanal:1=13,2=8,3=5,4=3,5=4,6=4,7=2,8=1,9=1,10=4;' +
      'seman~:1=13,2=8,3=5,4=3,5=4,6=4,7=2,8=1,9=1,10=4;sembrar:2=1,10=6;sembr~:2=1,10=6;' +
      'semilla:2=3,8=3,10=1;semil~:2=3,8=3,10=1;senal:2=3,6=1,9=2;senalar:6=1;senal~:6=1;' +
      'sencillez:3=1;sencillo:0=1,1=1,4=1,5=1;senci~:0=1,1=1,3=1,4=1,5=1;senderismo:3=1,8=4,10=2;' +
      'sendero:3=1;sende~:3=2,8=4,10=2;senor:4=1;sentar:6=2;sentir:6=4;separado:1=1,4=1,8=1;' +
      'separar:1=1,4=1,8=1;separ~:1=1,4=1,8=1;seriar:3=3,6=2,7=10,8=1,9=2;' +
      'serie:3=3,6=2,7=10,8=1,9=2;sermon:3=1;serrar:3=2,10=1;service:9=1;serviciar:0=10,1=2,9=2;' +
      'servicio:0=10,1=2,9=13;servidor:3=1;servir:6=1,9=2;servi~:0=10,1=2,3=1,9=14;' +
      'sesion:0=5,1=2,5=1,6=9;sesionar:0=3,1=2,5=1,6=8;sesio~:0=3,1=2,5=1,6=8;seta:3=2,10=2;' +
      'setlist:7=2;setli~:7=2;sexto:5=1;sexual:5=1;sidreria:9=1;sidre~:9=1;siembra:2=1,10=2;' +
      'siemb~:2=1,10=2;siempre:0=2,1=2,4=2,10=1;siemp~:0=2,1=2,4=2,10=1;sierra:3=2,10=1;' +
      'siesta:6=2;signo:5=2;siguiente:0=5,1=1,2=1,7=2;sigui~:0=5,1=1,2=1,7=2;silaba:5=2;' +
      'silabar:5=2;silab~:5=2;silla:1=1,8=1;simple:1=2,4=1;simulacro:5=5;simulador:4=2;' +
      'simul~:4=2,5=5;sindicato:0=1,3=1;sindi~:0=1,3=1;sintoma:6=11;sinto~:6=11;situacion:6=1;' +
      'situa~:6=1;smash:7=1;sms:0=1;sobra:4=1,8=3,9=1;sobrar:2=1,4=2,7=1,8=3,9=1;sobrino:10=1;' +
      'sobri~:10=1;social:1=2,4=1,5=1,6=1,8=3;socio:0=8,1=2,3=1,4=5,6=1,7=1;socorrista:1=1,9=2;' +
      'socor~:1=1,9=2;sofa:9=1;sofoco:6=1;software:0=4;softw~:0=4;sol:2=1,10=2;' +
      'solar:0=4,6=1,8=1,9=2;soldadura:5=1;soldar:4=2;solda~:5=1;solicitud:1=2;solic~:1=2;' +
      'solidar:1=1,2=2,8=1;solidario:1=1,2=2,4=1,8=2;solid~:1=1,2=2,4=1,8=2;soltar:1=1;' +
      'soltero:4=1,7=2,8=2;solte~:4=1,7=2,8=2;solucion:5=1;solucionar:5=1;soluc~:5=1;' +
      'somo:0=2,1=1,6=1,7=2,8=2,9=2;son:3=1;sonado:0=1;sonar:0=1,6=9;sonido:6=1,9=1;sonoro:3=2;' +
      'sopa:7=1;sopar:7=1;soportar:0=1,1=2,3=1;soporte:0=1,1=2,3=1;sopor~:0=1,1=2,3=1;' +
      'soprano:3=1;sopra~:3=1;sordo:5=1;sorpresa:2=3,8=1;sorpr~:2=3,8=1;sortear:7=3;sorteo:7=3;' +
      'sorte~:7=3;sostener:2=1,3=1;soste~:2=1,3=1;souvenirs:2=1;souve~:2=1;' +
      'soy:0=5,1=4,3=2,4=1,5=5,6=2,9=2;spa:0=1,2=1,9=2;spoilers:8=2;spoil~:8=2;spotify:4=1;' +
      'spoti~:4=1;squash:9=1;stand:7=1;star:10=2;startup:3=1,4=1;start~:3=1,4=1;stock:2=2,9=9;' +
      'suave:6=2;subasta:2=3;subastar:2=3;subas~:2=3;subir:2=2,3=10,5=5,6=3,8=3;submarino:10=1;' +
      'subma~:10=1;subtareas:1=2;subta~:1=2;subtitulos:3=1;subti~:3=1;suculento:10=2;sucul~:10=2;' +
      'sucursal:9=1;sucur~:9=1;sudadera:2=1;sudad~:2=1;sudamerica:3=1;sudam~:3=1;suegra:4=1;' +
      'suegro:4=1;sueldo:4=2;suelo:6=1;suelta:1=1;suelto:1=1;sueno:6=9;sugerencia:0=1;' +
      'sugerir:0=1;suger~:0=2;suma:7=1;sumar:0=1,7=3;sumiller:3=1;sumil~:3=1;sumir:0=1,7=2;' +
      'sumo:7=1;super:1=1,4=2,10=2;superheroes:7=1;superior:5=1;supermercado:0=1,9=2;' +
      'super~:0=1,5=1,7=1,9=2;surf:0=1,4=1,5=1,9=3;suscribir:2=1,3=3;suscripcion:2=10,4=2;' +
      'suscriptor:3=1;suscr~:2=11,3=4,4=2;sushi:2=2;suyo:3=1,4=1;tabaco:6=1;' +
      'tabla:2=1,4=1,5=4,6=2,7=2,9=2;tablar:2=1,4=1,5=4,6=2,7=2,9=2;tablatura:5=1;tabla~:5=1;' +
      'tablero:1=8,4=1;tablet:7=1,9=1;tablets:5=1;table~:1=8,4=1,5=1;tablon:3=1,8=4;tachar:1=3;' +
      'tactico:3=1;tacti~:3=1;taladrar:8=2;taladro:8=2;talad~:8=2;talavera:2=1;talav~:2=1;' +
      'talento:7=2;talen~:7=2;talla:0=2,2=10,9=2,10=2;tallar:0=2,2=10,9=2,10=2;' +
      'taller:0=9,3=2,4=2,5=8,9=17,10=1;tamales:2=2;tamal~:2=2;tamano:2=4,4=1;tanda:4=3;' +
      'tapa:3=1,7=1;tapar:3=1,7=1;taper:10=1;taperes:8=1;taper~:8=1;tapiceria:0=1,9=1;' +
      'tapic~:0=1,9=1;taquillero:9=1;taqui~:9=1;tararear:7=1;tarar~:7=1;' +
      'tardar:1=4,2=1,7=1,8=3,10=1;tarde:1=2,2=1,7=1,8=3,10=1;tardo:1=2;' +
      'tarea:1=106,5=8,6=1,8=1,9=4,10=1;tarifa:0=2,4=1,9=1;tarifar:0=2,4=1,9=1;' +
      'tarif~:0=2,4=1,9=1;tarjeta:0=10,2=6,4=10,5=3,7=3;tarje~:0=10,2=6,4=10,5=3,7=3;' +
      'tarrinas:2=1;tarri~:2=1;tarta:0=1,1=1,2=4;tasar:0=1;tatuador:3=1;tatuaje:0=3,9=1;' +
      'tatua~:0=3,3=1,9=1;taxi:8=1,9=2,10=1;taza:2=2,10=1;tazar:2=2,10=1;tdah:1=2,8=1;' +
      'teatro:3=2,5=2,7=4;tecnica:0=1,3=4,6=1,9=1;tecnico:0=2,3=6,5=1,6=1,9=12,10=2;' +
      'tecni~:0=2,3=6,5=1,6=1,9=12,10=2;tecnologia:8=1;tecnologico:3=1;tecno~:3=1,8=1;' +
      'tejado:4=1,10=2;tejar:4=1,10=2;tejer:2=4,3=1,5=1,8=1;tejida:2=2;tejido:2=2,3=1;telar:2=1;' +
      'tele:0=1,2=1,7=3,9=1;telecomunicacion:0=1;telec~:0=1;telefonico:8=1;' +
      'telefono:0=1,2=1,4=1,6=1,10=2;telef~:0=1,2=1,4=1,6=1,8=1,10=2;telemedicina:6=1;telem~:6=1;' +
      'telescopio:3=1,10=1;teles~:3=1,10=1;teletrabajo:1=2;telet~:1=2;tema:0=1,1=4,3=3,5=11;' +
      'temario:5=5;temar~:5=5;tematica:7=1;tematico:3=1,7=2;temat~:3=1,7=2;' +
      'temer:0=1,1=4,3=3,5=11;temperatura:6=2,9=2,10=2;tempe~:6=2,9=2,10=2;' +
      'temporada:0=3,1=2,2=3,3=4,7=5,9=2,10=1;temporal:8=1;temporizador:1=6;' +
      'tempo~:0=3,1=8,2=3,3=4,7=5,8=1,9=2,10=1;tender:0=20,1=2,2=98,4=4,7=2,9=18,10=1;tenia:0=1;' +
      'tenido:2=1;tenir:0=1,2=1,3=1,8=1,9=1;tenor:3=1;tension:6=6;tensi~:6=6;tentativa:0=1;' +
      'tentativo:0=1;tenta~:0=1;teoria:3=1,5=7;teorico:5=2;teori~:5=2;tequenos:2=1;teque~:2=1;' +
      'terapeuta:6=2;terapeutico:6=1;terapia:6=3;terap~:6=6;tercero:5=2;terce~:5=2;' +
      'terminar:0=2,1=2,5=2,7=3,9=1,10=1;termino:3=1,7=1;termi~:0=2,1=2,3=1,5=2,7=3,9=1,10=1;' +
      'termometro:10=1;termo~:10=1;terrario:10=1;terraza:8=1,9=2,10=1;terra~:8=1,9=2,10=2;' +
      'terror:3=1,7=2;tesis:1=4;tesoreria:4=3;tesoro:7=4;tesor~:4=3;test:5=14;testimonio:3=1;' +
      'testi~:3=1;tests:5=2;textil:2=2;texto:0=1,1=1,2=1,3=6,5=1;ticket:4=2,9=1;' +
      'tickets:0=1,4=2,9=1;ticke~:0=1,4=2,9=1;tiempo:0=3,1=20,2=1,4=1,5=2,6=4,7=1,8=3,9=1,10=9;' +
      'tienda:0=20,1=1,2=98,4=4,7=2,9=18,10=1;tiendita:2=3,4=1;tiend~:2=3,4=1;tierra:2=1,8=1;' +
      'tiktok:3=1;tintar:0=1;tinte:0=1;tintorera:0=1,9=1;tinto~:0=1,9=1;tipico:2=1;tirada:7=1;' +
      'tirado:7=1;tirar:1=1,7=2,8=1,10=1;tiroides:6=2;tiroi~:6=2;tisana:2=1;toalla:10=1;' +
      'tobillo:6=1;tobil~:6=1;toca:0=8,1=2,4=7,6=1,10=6;tocar:0=8,1=3,3=1,4=7,5=2,6=1,8=1,10=6;' +
      'toefl:5=1;toldo:0=2;toma:6=4;tomado:9=1;tomar:1=2,6=8,8=2,9=1,10=1;tomate:10=3;tomo:6=1;' +
      'topar:4=1;tope:4=1;toque:1=1,3=1;tornear:5=1,7=14;torneo:3=1,5=1,7=16;torne~:5=1,7=14;' +
      'torta:2=3;tortillas:2=1,7=1;torti~:2=1,7=1;tortuga:10=3;tortu~:10=3;tostador:2=1;' +
      'tostar:10=1;tosta~:2=1;total:4=1,6=1;tour:7=2;tours:9=2;trabajado:1=1;trabajador:9=3;' +
      'trabajar:0=2,1=39,2=2,3=1,4=7,5=2,6=3,7=2,8=3,9=13;' +
      'trabajo:0=2,1=38,2=2,3=6,4=8,5=4,6=3,7=2,8=3,9=13;' +
      'traba~:0=3,1=39,2=2,3=7,4=8,5=4,6=3,7=2,8=3,9=18;tracks:3=1;tractor:2=1;tractorar:2=1;' +
      'tract~:2=1;tradicional:2=1,3=3;tradi~:2=1,3=3;traduccion:0=1,1=2;traducir:8=1;' +
      'traductor:4=2;tradu~:0=1,1=2,4=2,8=1;traer:0=1,8=2;traje:9=1;tramitar:1=5,8=1;' +
      'tramite:1=5,8=1;trami~:1=5,8=1;transcripcion:3=4;transcrito:3=1;transferencia:2=1,4=1;' +
      'transfusion:6=1;transportar:4=2,8=2,9=1;transporte:4=2,8=2,9=1;transportista:0=1;' +
      'trans~:0=1,2=1,3=5,4=3,6=1,8=2,9=1;traslado:9=1;trasl~:9=1;trasplantar:10=2;trasp~:10=2;' +
      'trastero:9=2,10=4;trastornar:6=2;trastorno:6=2;trast~:6=2,9=2,10=4;' +
      'tratamiento:0=2,1=1,6=11,9=1,10=1;tratar:0=2,1=1;trata~:0=2,1=1,6=11,9=1,10=1;trato:0=1;' +
      'travesio:3=1,6=1;trave~:3=1,6=1;trazable:9=2;traza~:9=2;tren:3=1,8=1,10=1;' +
      'tres:0=2,1=4,2=1,4=3,6=2,9=3,10=1;triatlon:6=1;triat~:6=1;trimestral:1=1,2=1,4=1;' +
      'trimestre:1=1,4=3,5=4,6=1;trime~:1=2,2=1,4=4,5=4,6=1;tripulacion:4=1,9=1;tripu~:4=1,9=1;' +
      'trivia:7=4;trivial:7=3;trivi~:7=3;trocar:8=3;trofeo:2=1;tropical:2=1;tropico:6=1;' +
      'tropi~:2=1,6=1;trucar:7=1;truck:0=2,4=1;truco:3=1,7=1;trueque:8=3;trueq~:8=3;tueste:10=1;' +
      'tupperware:0=1;tuppe~:0=1;turismo:9=1;turista:7=1,9=2;turistico:3=2,4=1,9=1;' +
      'turis~:3=2,4=1,7=1,9=4;turnar:1=2,6=3,8=5,9=2;turno:1=20,6=9,7=2,8=7,9=29;tute:7=1;' +
      'tutelar:6=1;tutel~:6=1;tutor:1=2,5=4;tutorar:5=2;tutoria:5=8;tutorial:3=6;tutor~:3=6,5=10;' +
      'ubicacion:1=1;ubica~:1=1;ubrique:2=1;ubriq~:2=1;ukelele:5=1;ukele~:5=1;ultimar:0=10,5=1;' +
      'ultimo:0=10,5=1;ultim~:0=10,5=1;unico:2=3;unidad:6=1;uniformar:0=1,1=1;uniforme:0=1,1=1;' +
      'unifo~:0=1,1=1;unir:1=1;universidad:0=1,1=1,3=1,4=2,5=4,8=2;universitario:5=1,8=1;' +
      'unive~:0=1,1=1,3=1,4=2,5=5,8=3;up:7=1;urbanizacion:4=1,8=4;urbano:2=1,3=3,8=3,10=1;' +
      'urban~:4=1,8=4;urgencia:1=2;urgente:1=1,2=1;urgen~:1=3,2=1;urico:6=1;usado:0=1,2=3;' +
      'usar:0=1,1=1,2=4,4=1,5=1,6=2,8=3,10=2;uso:2=1,3=1,4=1,6=2,8=2;usuario:0=1,3=1;' +
      'usuar~:0=1,3=1;util:10=1;va:0=2,1=5,4=6,5=1,7=1,8=2,9=2;vacacion:1=2,4=2,8=2,9=6,10=5;' +
      'vacacional:4=1;vacac~:1=2,4=3,8=2,9=6,10=5;vaciar:10=2;vacio:10=1;vacuna:0=3,6=14,10=3;' +
      'vacunar:0=3,6=14,10=3;vacunatorio:6=1;vacuno:0=3,6=14,10=3;vacun~:0=3,6=14,10=3;' +
      'valencia:8=2;valen~:8=2;valor:0=1,3=1,4=1;valoracion:0=1;valor~:0=1;vamos:4=1,10=1;' +
      'van:4=1,7=1,8=1;vaquita:7=1;vaqui~:7=1;variar:1=1,3=1,4=1,5=1,8=2,9=1;variedad:10=1;' +
      'varie~:10=1;vario:1=2,3=3,4=2,5=1,6=2,8=2,9=4;vaso:6=1;vayamos:10=1;vayam~:10=1;' +
      've:5=1,8=1;vecino:1=3,2=2,3=9,4=5,7=3,8=51,10=1;vegano:2=2,3=3;vehiculo:9=3;vehic~:9=3;' +
      'veinte:5=1,9=1;vela:0=1,2=3,5=1,9=1;velar:0=1,2=3,5=1,9=1;velero:1=1,3=1;velocidad:5=1;' +
      'veloc~:5=1;ven:2=1;vencer:0=3,4=4;vencida:4=1;vencimiento:1=2,4=2;venci~:1=2,4=3;' +
      'vendar:0=5,2=6;vendedor:0=5;vender:0=10,2=46,4=1;vende~:0=5;vendimia:9=1;vendimiar:9=1;' +
      'vending:9=1;vendi~:9=2;vendo:0=4,2=5;venir:0=19,1=3,2=1,3=1,7=1,8=2,10=6;' +
      'venta:0=7,1=1,2=44,4=6,7=3,9=3;ventana:1=1,6=1,10=1;venta~:1=1,6=1,10=1;' +
      'ver:0=13,1=12,2=3,3=3,4=9,5=14,6=3,7=11,8=2,9=6,10=1;' +
      'veranar:0=2,1=3,2=1,4=1,5=4,6=3,7=9,8=3,10=3;verano:0=2,1=3,2=1,4=1,5=4,6=3,7=9,8=3,10=3;' +
      'veran~:0=2,1=3,2=1,4=1,5=4,6=3,7=9,8=3,10=3;verbena:7=3;verbe~:7=3;verbo:5=1;' +
      'verdad:1=2,4=1;verdura:2=5;verdu~:2=5;verificacion:1=3,2=1;verif~:1=3,2=1;version:3=3;' +
      'versionar:3=2;versi~:3=3;vertical:0=1,10=1;vertigo:6=1;verti~:0=1,6=1,10=1;' +
      'vestido:0=1,9=1;vestir:0=1,1=2,5=1,6=2,7=2,9=1;vesti~:0=1,9=1;veterano:7=1,8=1;' +
      'veterinario:0=3,1=1,3=1,4=3,6=7,8=1,9=1,10=1;veter~:0=3,1=1,3=1,4=3,6=7,7=1,8=2,9=1,10=1;' +
      'vi:7=1,10=1;via:3=1;viajar:0=5,1=7,2=1,3=9,4=17,6=1,7=1,8=6,10=5;' +
      'viaje:0=5,1=7,2=1,3=8,4=17,6=1,7=1,8=5,10=5;viajero:4=1,8=1;viaje~:4=1,8=1;vial:5=1;' +
      'vid:0=1,3=2;video:3=29,5=16,6=6;videoblog:3=1;videojuego:2=1,3=2,5=1,7=12,8=1,10=1;' +
      'videollamada:5=2,7=2;video~:2=1,3=3,5=3,7=14,8=1,10=1;viejo:10=2;' +
      'viernes:1=1,2=3,3=2,7=4,8=1;viern~:1=1,2=3,3=2,7=4,8=1;vigilancia:8=1;vigilante:9=2;' +
      'vigilar:8=1;vigil~:8=2,9=2;vineta:3=1;vinilo:2=2,10=2;vino:0=4,2=2,3=2,10=8;vinoteca:0=1;' +
      'vinot~:0=1;vintage:2=1;vinta~:2=1;violin:5=1;vip:0=2;virtual:2=3,3=1,5=9,7=2;' +
      'virtu~:2=3,3=1,5=9,7=2;viruta:10=1;visibilidad:0=1;visible:2=1;visib~:0=1,2=1;' +
      'visita:0=29,6=6,9=8,10=2;visitante:3=1;visitar:0=31,1=2,6=6,8=1,9=8,10=5;' +
      'visit~:0=31,1=2,3=1,6=6,8=1,9=8,10=5;vispera:1=1;vispe~:1=1;vista:0=1,1=2,5=1,6=2,7=1;' +
      'visto:1=2,5=2,6=2,7=2;visual:1=1,6=1;vital:6=1;vitamina:6=1;vitam~:6=1;viudo:8=1;' +
      'vivero:0=2,2=1,9=1;vivienda:4=1;vivie~:4=1;vivir:1=1,2=1,4=1,7=1,8=5;vivo:7=1;vlog:3=1;' +
      'vocabulario:5=4;vocab~:5=4;voleibol:7=1;volei~:7=1;voley:8=1;volumen:2=1;volum~:2=1;' +
      'voluntariado:1=3,8=5;voluntario:0=1,1=8,3=1,5=3,8=12;volun~:0=1,1=11,3=1,5=3,8=17;' +
      'volver:0=18,5=1,6=2,8=1,9=1;vomito:6=1;votacion:7=23,8=1;votac~:7=23,8=1;votar:3=1,7=7;' +
      'voto:7=2;voy:1=1,7=3,10=1;voz:1=5,3=1,5=3;vuelta:0=1,1=1,3=1;vuelto:0=5,1=1,3=1;' +
      'vulcanizadora:0=1;vulca~:0=1;wars:10=2;waterpolo:7=1;water~:7=1;wattpad:3=1;wattp~:3=1;' +
      'webinar:0=1;webin~:0=1;wedding:1=1;weddi~:1=1;whatsap:2=1;' +
      'whatsapp:0=2,1=1,2=3,7=1,8=1,9=1;whats~:0=2,1=1,2=4,7=1,8=1,9=1;wifi:10=2;wiki:3=9;' +
      'yoga:0=1,2=1,6=3,8=1,9=1;youtube:3=1,4=1;youtu~:3=1,4=1;zapatero:0=1;zapatillas:2=1;' +
      'zapato:2=1,10=1;zapat~:0=1,2=1;zombies:7=1;zombi~:7=1;zona:0=1,1=1,3=1,6=1,8=2,9=3,10=4',
  },
};
