// Written by `node scripts/train-category.ts --write`: do not edit by hand. Decision 0150.
// softmax λ=0.0001 prefijo=5 bigramas=no letras=0×1 norm=no equipo=sí · mezcla modelo 3 léxico 0.5 base 0.1; trained on 3093 ideas; cross-validation 88.99 % (first split 89.0 %), with typos 82.30 %.
import type { CategoryWeights } from './category-model.ts';

export const CATEGORY_WEIGHTS: CategoryWeights = {
  options: { prefix: 5, normalize: false },
  mix: { model: 3, lexicon: 0.5, knowledge: 0.1 },
  model: {
    kind: 'softmax',
    bias: [-1.228, -0.477, -0.169, 0.813, -0.052, -0.159, 0.406, 0.411, 0.053, -0.395, 0.796],
    scale: 0.0346337,
    features:
      '3x3 a1 abandonado abandonar aband~ abastecer abastos abast~ abdominal abdom~ abeja abierta ' +
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
      'AAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAwAAAAAA/gABAAADAAAAAAD+AAEAAP8A/wAAAAAAAAIAAA' +
      'ABAAAAAAAAAAD/AAAAAAAAAAACAAD+AAAAAAUAAAD/AP4AAAAABQAAAP8AAAABAAAAAAAAAAX/AAAA//8A/wD/CP7/' +
      'Av/+//////8I/v8C//7//////wIM/v3+//3+/wD+Agz+/f7//f7/AP4CDP79/v/9/v8A/gAAAAD/AAAAAAMA//b+//' +
      '7//f/+AhQAAAAA/wAAAAADAP8DAv////7//wICDhj+/fz8+v38+fv+EgMM//7//vn88foIAP/3/gkM+PcFAAAAAAAC' +
      'AAAAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAwD+AAAAAAABAAAAAAAAAAAAAAAAABD3+/sPCPb6/AX6/wAAAP8H/g' +
      'AAAP4Q9/v7Dg/0+fwF+AAHAP7//QAAAgD+AAX//P/6//0C/wkABf/8//r//QL/CQD////5BP///wn/AP8H//8A//8A' +
      '/v8A/wf//wD//wD+/wAI/PwY/vv9/v34+An+/Rn+/P7+//j4Cf79Gf78/v7/+AT/BP39//////wIBP8E/f3//////A' +
      'j//v/////+//8DBf/+//////7//wMFA/0D/Pz//f7+AA0HAAAA/QAAAAD+AAcAAAD9AAAAAP4ABwAAAP0AAAAA/gD/' +
      '///+/v//Df7//wAAAAAAAAACAAAA//7//v7//w79//8AAAD+AAAGAAAA/wAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAA' +
      'AAAAAAAAIAAAD/AAAAAAAAAwAA//7//v///f8M/////v7+///9/w///wAAAP8AAAMAAAAAAAAA/wAAAwAAAAD//QD+' +
      '///9//8DB//9AP7///3//wMH/wD//v////4J////AP/+/////gn//wD///8AAP///v8GAAAAAQABAP8AAAAA////AA' +
      'D///7/BgAAAAj/AAD//QD/AAAAAAABAAAAAAAAAAAAAAEAAAAAAAD7/wAAAAj/AAAA/hT9+fwK+P4K/fUA+/8AAAAI' +
      '/wAAAP4P/Pn8CgH9Cv31AP7/D//+//3//v4A/wv7////AP///v/9Cwv+/f7+/v38AAAAAAAD/gAAAAAA/v/////+//' +
      '8ACQD+////Av3//wAJAP4A/wAA/v//CP8A/gD/AAD+//8I/wkI//78//7+/v/+CQj//vz//v7+//4AAAAAAAAAAwAA' +
      'AAAAAAAAAAADAAAA/gAAAP8H/gAAAAAAAAAAAAL/AAAAAP3/AAD/Cf0A/wAAAP8I//8A/////v/+/wj//f77Dv/9/P' +
      '7/CP/9/vsO//38AP///v0A/wz9AP////r+//7/E/7//v/++vz8/v4f/P/9AP8AAAACAAAAAAAA/wAAAAIAAAAAAP//' +
      '/vn8ARf7Bf76///++fwBF/sF/voAAAACAAAAAAAAAAAAAAIAAAAAAAAABQAAAP8A/wD/AAAFAAAA/wD/AP8AAP/+AA' +
      'D/AAD+AP8I/v3++/4j9f79/vwA/QD/AP///wAABwD9AP8A////AAAHAP7/AAAAAAAF//8A/v8AAAAAAAX//wD+/wAA' +
      'AAAABf//AP8AAP8A+wAA/wn//v/8/v//BA/9/f/+//z+//8ED/39//3//P3++gQP/QYCAAAAAAAAAAD/AAIAAAAAAA' +
      'AAAP8ABv8AAv8A/AD//wAG/wAC/wD8AP//AAb/AAL/APwA//8AAAAAAAD8AAAABQAR/f7++/37//8F/hH9/v77/fv/' +
      '/wX+Ef3+/vv9+///Bf4CEv369f7+BeoQBQIS/fr1/v8F6RAFAhL9+vX+/wXpEAUH/wD//gAAAP4A/wAAAAAAAAD/Ag' +
      'AAAAAAAAAAAP8CAAAAAAAAAAAA/wIAAAUAAP/+AP8AAAAABQAA//4A/wAAAAAD//7///////8G/QL/AwT/AP////3/' +
      'A/4CA/7//v/+Bfz9Af39/fwH+v/7FP0B/f39/Af6//sU//7//BT9/vz//v7//v/8FP3+/P/+/gAAAP0A/wD/BgAA/f' +
      'r8+iT7Cfz7/ff+/P77Jf76/fz++f36/Pok+wn8+/33/vv/BP3++/8AAQ7++/8E/f77/wABDgAAAAAAAAAAAQAAAAAA' +
      'AAAAAAABAAAAAAAAAAAAAAEAAP/+/gEGCvv///79//7+AQYK+////v0A/wD//wAEAAAAAAD/AP//AAQAAAAA/wf+/P' +
      '7+AP78Awj/B/78/v4A/vwDCP8H/vz+/gD+/AMIAAAA/wUAAAAA/gAAAAD/BQAAAAD+AAAEAAAA/wD//wEAAAQAAAD/' +
      'AP//AQAABAAAAP8A//8BAAL7/fr9/vwO+v4QAP8AAAAAAwAAAAAA/wAAAAADAAAAAP/+//3/Dv///v//AAACAAAAAA' +
      'AA/wAM/P/+/vwV+//89gv8Af7+/BX7//v2/gX9/Az+/P0DBPn+Bf38DP78/QME+f4F/fwM/vz9AwT5AAAAAAAC/wAA' +
      'AAAAAAAAAAL/AAAAAAAAAwD/AAAAAAAAAAADAP8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAP//APz+/wkAAAAA//8A/P7/CQAA//7//v3/C////QX/AAAA//4GAAAA/v//AAD//QoAAAD+//7//v3+B/8N/Pz8' +
      '/P77+fob/Qz4AP7++//8//z7/x78/v77//z//Pv/HvwAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAQD/Bg' +
      'D////+/gH/AgIAAAAAAAAAAAD//wb//////v4B/wIAAAEAAAAAAAAAAAAA/wAAAAAAAAP/B/7+/gL//v7/Dfb5+v/7' +
      'DPz3+/0XBf74/fkO+vb6/CX7AAAA//8AAAADAAAAAAD//wAAAAMAAP8C//7+CPz//QT///7//v4I/P/9AwUAAAD/AA' +
      'ADAAAAABPu9/ryS/PxD/PrAP8AAAAABgD/AP4A/wAAAAAGAP8A/gAAAP4AAAAAAwAAAAAA/gAAAAADAAAAAAD+AAAA' +
      'AAMAAAD/AAACAP8AAAH/AP8AAAIA/wAAAf8A/wAAAgD/AAAB/wAAAAAAAAABAAAAAAAAAAAAAAEAAAAA/wD/AAX/AP' +
      '8A/wD/AP8ABf8A/wD/AP8A/wAF/wD/AP8AAAAAAAAAAAABAAIAAAAAAAAAAP8AAgAAAAAAAAAAAAAE//8AAAAAAAD/' +
      '/wT//wAAAAAAAP//AP///v8D/wf+AP4A///+/wP/B/4A/gAAAP8AAP8G////A/3//gD///kQ//356fQCDO74MRz09Q' +
      'AAAAAG//4AAP//AAAAAAb//gAA//8AAAAAAAD/AAD9BgAAAAAAAP8AAP0G/v7+BP3+EPz//P4AAAAAAAABAAAAAAAA' +
      'AAAAAAEAAAAA/v7+BP3+Evz//P4AAP8JAP////8A/QAA/wkA/////wD9/v///v4KAP//AAD+///+/goA//8AAAAAAA' +
      'AAAAIAAAAAAAAAAAAAAgAAAAAA/QD/AP7/AAgAAAD9AP8A/v8ACAAAAAABAAAAAAAAAAAAAP8H//8AAP4A/gAA/wf/' +
      '/wAA/gD+/v8AAP7/CAAAAAAH//0H/vsE/v///gP3+wAA9BIEDvz3/P3//f78HPsA/v0G/wAAAAAAAAAA/Ab/AAAAAA' +
      'AAAAD8CgP4DQwB8/n27hIAAAD/AAX//gAAAAAAAP8ABf/+AAAA/w3//////////v0i+Pf9BP4E/fr7+/8N////////' +
      '//79//z++v7+H/7/+/v//P76/v4f/v/7+wAAAPgA//8AAAALAAAA+AD//wAAAAsD/////wb//////wP/////Bv////' +
      '////8AAP//BgAAAP///wAA//8GAAAA/wAAAgADAP//AP//AAADAAAAAAAA/wD+/g3/A//+/v/7/wAAAAAAAAEAAAAA' +
      '//0A//8ADv8AAPn++wz+Av8O/f/79wD+AAAAAAcAAAD9AP4AAAAABwAAAP0R///+/////v7+/P79BhH8+/r//fwGD/' +
      'wFDvv6+f36+wIM/v/+CP/6///8/QD/AAQAAAAA/QAAAP8ABAAAAAD9AAD//P///v7+//7/Ev/8///+/v7//v8SAAAA' +
      'AgAAAAAAAP8AAAACAAAAAAAA/wD6AAD/AAAAAAgA+/0I/Qz//////P/79wj9C//+//8E/gAAAAAAAQAAAAAAAAAAAA' +
      'ABAAAAAAAAAAAFAAAAAAD9AAAAAAT/AAD/AP8AAAACAQAAAAAA/wAA/wIF/////wD+/wf+/vwX/vz8/f38BP7//g7/' +
      '/v/7//0M/P35Jfz6+/j8+f////7+/v4P/v/+/////v7+/g/+//78/f77/Qj6/Rb+/fwA/PL6PPP0AfYCAAAAAAABAA' +
      'AAAAAAAAAAAAEAAAAAAPwA+/L6PvP0AfYB+wAAAAAAAAAABwD8/f/+//7+//8T/vz9//7//v7//xP+AAEAAAAAAAAA' +
      'AAACIfPs8gH59gj1Hvz///8AE/7//P/8AiHz7PIB+fYI9R4A/gD/CQD//f4AAAAAAP8AAAD+/wYAAP7//gj///z9Bv' +
      '8C///3///+////DwIA//4A//////8FAgD//gD//////wX+/f0m/f38+Pv++v4I/SD9/fz4+v73/gj9IP39/Pj6/vcA' +
      '/wQAAAAAAAAAAAD/BAAAAAAAAAAAAP8EAAAAAAAAAAAA/wAA/gD6AAD8Dv8DAAAAAAAAAP8AAAACAAAAAAAA/wAAAA' +
      'AAAAEAAAAAAAD8AAAAAP8AAPsMAPwAAAAA/wAA+wwAAAUA/wAAAAD//wAABQD/AAAAAP//AP7/CwD+/////f8D/f8B' +
      'AAH/AAAAAAP7/wz///////3/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAP/0/////v//A/8RAfsA/v78/P4FBQgB8f/+/v' +
      'z8/gQFFf79Cxf98v79/f3+AP0AAP8ACf8AAP0A/QAA/wAJ/wAA/f//B//+/////wL+/gAA/g3+AP///P///gwCBf3+' +
      '+v34B/z9DwAS+/z5/PcE/v8CIP38/f37+vn+/wIg/fz9/fv6+QD/AAMAAAAAAAAAAP8AAwAAAAAAAAAAAAAAAP8CAA' +
      'AAAAAAAAAA/wIAAAAA/gAGAAAAAP8A/gAAAAAAAQAAAAAAAAAAAAABAAAAAAAA/gAGAAAAAP8A/gD//v/+Bf/+//sO' +
      '+//+//4F//7/+w77AQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAA/wAAAAMAAAAAAAAAAAAAAv8AAA' +
      'AAAP8AAAADAAAAAAAA/wAAAAX/AAAC/wAAAAD/AAAAAAf+AP//AP8AAP8AB/4A//8A/wAA/wD/AAD+/wAACf///f8A' +
      'AP7/AAAJ///9AAP//f//////Bf/+//76/QD+/f0b+wAI////Bf7///v+AP8AAAAH+wAAAAD+Bv35/A32/PwW+f/+//' +
      '79F/n+/gL8//7//v0X+f7+Avz//gAA/f8OAP///PwB/A0OA/sK8Pz5/AH8DQ4D+wrw/PkA/QD////8/wAADAD9AP//' +
      '//z/AAAMAP//BP8A//8DAP4A//8E/wD//wMA/gEAAAAAAAAAAAAA//7//v39Hv////H7APwMAAAAAAD+APsA/AwAAA' +
      'AAAP4AAwH///8AAv////8DAf///wAC/////wAAAAAAAAAG+wAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAD//wUA' +
      'AP//AAAAAP//BQAA//8A/v7++f/+BP//DwAB//8EAAD///8AAAH//wQAAP///wAAAf//BAAA////AP37/Bv8Dwb59v' +
      'z5AAD/BQAAAP8A/wAA//8RAP//APUAAAAAAAAAAAAAAAAAAP7+Ff/////1/v8AAwAAAAAAAAAA/wADAAAAAAAAAAD/' +
      'AAMAAAAAAAAAAP/+/P77+x7+/fz+/gAAAP//AAAAAAX/AAAA//8AAAAABf8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAA' +
      'AAAAAAAAABAAAAAAAAAAAAAAEAAAD/AAAA//8AAQMAAAAAAAD+AAQAAAAN///+/////v/9/wz///7+/f8B//3/AP0A' +
      '//4A/v//AQkA/QD//gD+//8BCQX//////P//AAT//////f8O/v7///4E/v/9/gr9/f4E/gEAAAABAAAAAAAA/wL/BA' +
      'P//f7//QP/Av8EA//9/v/9AwH//v0P/vr+AAL8Af/+/Q/++v4AAvwCAAAAAP//AAACAAAAAQAAAAAAAAAAAgABAAD/' +
      '/wAAAQD//v4Y/f3//v3/+gD/AAAA/wMAAAD/AP8AAP8FAAD/AP8A/wD//wQD//8A//8AAP/+/v8AAAkA/wAA//7+/w' +
      'AACQD/AAD//v7/AAAJAAAAAAH/AP8AAAAD/////////v//Dvz////////+//8O/P////////7//w78Hwr09gL1//oC' +
      '/fwEDvT/APr/9hH+/QAAAAAAAP8AAAADAAAAAAAA/wAAAAMHAPkAAAAAAAAAAP78/QEB/gr9Cv75/Pr7AP4HCfsT/P' +
      'YA//8A/gAJAAAA/QD//wD+AAkAAAD9//z9Dv8B//75/gb//P0O/wH//vn+BgAAAAAAAAAAAAIAAAAAAAAAAAAAAgD/' +
      '/QP9/P8T///++//8/wD+AP7//wANAAAAAAABAAAAAAD//////w38////////////Dfz/////BP7+/P8A9AgO/P4E//' +
      '/9/wD9CQD9/gv8/foB+wj9/Qj8CfoC9AD4Hvv6C/IK/AP9APoF/PwL+AAAAAACAAAAAAAAAAAAAAIAAAAAAAD//P/9' +
      '/v/8/v7/Ff/6//4F//wMAv7+AAAA/wAA/wT/AP//+v/9Bf78EQH9/gAAAP7//////wAHA/7//fr+/P7+/RUAAAAAAA' +
      'AAAAAAAQAAAAACAAAAAAAAAAAAAAIAAAAAAAD8APsLCQHy+Bj6+P/+/g/+/v4G+v78AAIBAAAAAAD/AAAAAAAAAAIA' +
      '/wAAAAACAf//AgD//wD/AwT//vr/+v///Q747/35//n6GRgK9gAAAAP+AAAAAAAAAAAC/wIAAP//AAAAAAL/AgAA//' +
      '8AAAD///7///j//xH/AP//////+P//Ef8A///+///4//8R//4J/gwC+vz9/Ab3AAAAAAAAAQAAAAAAAAAAAAABAAAA' +
      'AAD/AAAAAP8AAAADAP4G/wL/////Av0A/gb/Av////8C/ff5CwH19foQHPf9AAAAAAAAAAAAAQAAAAAAAP8CAAAAAA' +
      'AA/v8AAAD//w349/sFAfP2/BEd9v8AAP8AAP8CAAABAAD/AAD/AA0AAPj+GP78Bv3+/fz6/v0Y/vwG/f79/Pr+/QAA' +
      'AP0ABv8AAP8A/xr//////v3s/gUAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAAAF/wAAAP8A//8DBgT5+vwJ+Q76/AAAAA' +
      'AAAP8AAAACAAAAAAAA/wAAAAL8DgL29vog9Qv/7/sAAP8AAP///wr//f8AAAcE/v8A///9/wAABwT+/wD//wD6AAAA' +
      'AP8AAAcAAPoAAAAA/wAABwAA///////7//8M/wD///////v//wz///8DCf/5AP////8AAPYADAAAAAAAAAAA9gAMAA' +
      'AAAAAAAP///wAAAAQAAAD///X/DAAABAD/AAD/AP/+AP8HAP//AAAA/wD+AAQAAAD8+fwS+Q37+gX4BPz5/BL5Dfv6' +
      'BfgE/fr/Dfn8/vcEAAz+/hD7/f78/v0ABv7+EPv9/vz+/QAGAP8A/wD/B///AP4A/wD/AP8H//8A/gIAAAMA//8AAP' +
      '4AAgAAAwD//wAA/gACAAADAP//AAD+AAD//wAAAAAAAAQAAAAA/wADAP8AAAAAAAD/AAMA/wAAAP7+/PX6/f048/z5' +
      'AP//DP///v7///0A//8M///+/v///QD//wz///7+///9AAAAAAAAAgAAAP8AAAAAAAACAAAA/wD/AAQAAAD/AAAAAP' +
      '8ABAAAAP8AAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAv///////7+AP4AC////////v4A/gD/BQAAAAD/AAD+AP8F' +
      'AAAAAP8AAP4A/wUAAAAA/wAA/gAAAAIAAAAAAAAA/wYAAAAAAP8AAP37+Ppk9/T29vX56/8I//3+Af7+Bf7+AAoA/v' +
      '///v////8AAwAAAAD/AAAAAAAKAP7///7/////AAABAAAAAAT9AAAAAAEAAAAABP0AAAAAAAEAAAAAAAAAAg0HBP36' +
      '+wH5/P4I/f79/f75/f4KB///AgQAAAAAAAD+////FPz///75//////8U/P///vn//wAABwAAAAAA//0AAAAHAAAAAA' +
      'D//QAA////////BgAA/wAACAD+AAAAAAD9/wX///8DBP/7////Bf///wME//v//wD/AAAAAP4AAAAEAP8AAAAA/gAA' +
      'AAQA/QAAAAD/AAAABAD9AAAAAP8AAAAEAAAAAAEAAAAAAAAR+wL6CvsC/f76/AD/AAAAAP8AAAAEAP8A/AAA//8BAA' +
      'YA/wD8AAD//wEABgD/AP8AAwAAAAAAAP8A/wADAAAAAAAAAAIAAAAAAAD/AAAAAgAAAAAAAP8AAP8JAP8AAP8A/AAA' +
      '/wkA/wAA/wD8AAD/CQD/AAD/APwAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAA//8A//8G/wD/AAD/CAAAAAAAAPoAAP' +
      '8IAAAAAAAA+v/9AP4N//4D/P/+//0A/g3//gP8//7//wL//wD///8J+///Av//AP///wn7/v4A///+EP///vv+/gD/' +
      '//4Q///++wADAAAAAAAAAAD/AQAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAA' +
      'AAAAABAAAA//8AAAAG/wD/AAAAAAAAAAIAAAAAAP/+//8AB/4A/wAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAHAP8A' +
      '/wAA/QAAAAcA/wD/AAD9AAAAAAAAAAEAAAAAAAAA//8FAAD//wAAAAD//wUAAP//AAAAAgAAAAAAAAAAAAD+AAUAAA' +
      'AAAAAAAP4ABQAAAAAA/wD/B/8AAAD/////AAUA/wAA/gAAAP8ABQD/AAD+AAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAB' +
      'AAAAAAAAAAAAAAEABAAAAP8AAAD/AAD/CQMN/v3++/r+/AQBCPz6+vzxHvr9+QAIAQAAAAD//wD4CAsO/f3++/r+/P' +
      '/+/vn///4c+v/7//7++f///hz6//sAAP/+AAAABwD9AAD9AAAAAP8AAAAEAAAAAAAAAAAAAAAABAAAAAAAAPwAAPv/' +
      'Av71+wj//wQN+gMC/vX7CP/8BA0AAP8AAAAA/wAEAP//AAAAAAgAAPsA//8AAAAACAAA+wAAAAAA/wAGAAD+/v//AP' +
      '////P//xP/AAAAAP8ABgAA/v4G/wAA/wAAAAD//Qb/AAD/AAAAAP/9AP//+////v7//w4W/Pj8/v/99Qb/BwAAAAAA' +
      '/wMAAAAAAP8AAP4A+gAA/A4AAQD//f8C///7Cf4E///+/gP//wX9AP8AAP4A+gAA/A79Bf/++/0F//4BBgAA/wAA/A' +
      'YA/wAA/wEI/f79+/4F/AYA/wAAAAADAAAA/wD/AAAAAAMAAAD/E/oAAQD9+/QIA/oACQAAAAD/AAAA+RMDAAEA/fv0' +
      'CAPzAAD/AAD8BgD/AAD48gnxNvr38fX9EgD+AAAAAP8AAAUAAP4AAAAA/wAABQAAAAIAAAAAAAAAAAAAAgAAAAAAAA' +
      'AAAAAAAAMAAAAAAAD9Bfz8IAf1/fv89v/9/v4RCff//P/9/QX8/CMG9P36+/b//QD////+/wAGA//9AP////7/AAYD' +
      'AP4AAP8A/AAAAAgA/gAA/wD8AAAACPsg8/v0APoO7wEL+yDz+/QA+g7vAQsAAAAA/wD6AAAN/AAAAAD/APoAAA38+Q' +
      'AI/wAAAAAAAAD5AAj/AAAAAAAAAP////3+E/3+/v/9/////f4T/f7+//0E/wAAAAD/AAAAAAD7AP7//v8BD//8APsA' +
      '/v/+/wEP//wAAAAAAAAAAAIAAAAAAAAAAAAAAgAA/wD/AAAAAAACAAAA///+/f8R///9/AD///79/xH///38AAABAA' +
      'AAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAX//wD/////Av/+/v4H+/71/P4SBf77/PsHBvz8/BT8/vv8+wcG' +
      '/Pz8FPz+Afz5+vsC/wX8Ff0ABPn//AEFB/0B/gH8+fr7Av8F/BUAAAAAAAAAAAIAAP/9/vz8/hj8Bf74/////v//Af' +
      '///wj//v///v8I/wf/+v78/vr7/Bn6Bv4A//j+/v8H/v7+EPz//wAO/wD//AD+/P//AA7/AP/8AP78/v4U/Pz//fz+' +
      '/wT+/hT8/P/9/P7/BAcJ/wL+CPz8+gXzC/n4/gD7/AMGAQUL+fj+APv8AwYBBf///gT+9/z+/QUPEgP3AP4D9/8ABv' +
      'f//v4B/v79F/r8/gAAAgAAAAAAAAD/AAACAAAAAAAAAP///gAB/f78F/r8/f//A//////+/wf///8D//////7/B///' +
      '//4E/vf8/v0FDwD+//3/D//+/v//AAAAAAAAAAACAP///P4q/vr7/fn8+QD/AAAAAP8AAAAEAP8AAAAA/wAAAAQA/w' +
      'D//wD+//8ACQD/AP//AP7//wAJAAAAAAYA/QAAAP8AAAAABgD9AAAA/wAAAAAAAAD/AgAA/fX9EfwC+xX8/fn99f0R' +
      '/AL7Ffz9+QAAAAAAAAACAAD/AAAAAAAAAAIAAP8AAAAAAAAAAgAA/wL///sA/v4AAAr/Av//+wD+/gAACv8AAAAAAA' +
      'AAAAEAAAAAAAAAAAAAAQAABf///////v//Bf0F///////+//8F/QAAAAAAAAAAAgD/AAAAAAD+BAAAAAAAAAAAAP4E' +
      'AAAAAAAAAAAA/gQAAAAAAAAABwAA/wAA//wAAAACAAH/AAAAAAAAAAcAAP8AAP/8AAAAAwD/AAAAAAAA/wIAAAAAAA' +
      'D/AAD/AgAAAAAAAP8AAAAAAAAC/wAAAAADAAAAAAD+AAAAAAMAAAAAAP4AAAAAAAAAAAACAP8AAAD+/v/6//7/DQX+' +
      '//3+/Qz9+/0FCfz9/f79DP39/QQJ/P0EAAAAAP0AAAAAAAQAAAAA/QAAAAAA/gL+Cv7+/fr9Agf+Av4K/v79+v0CB/' +
      '4C/gr+/v36/QIHAAD//v///gn/AP8AAP/+///+Cf8A/wAAAAD/AAUAAAD9AAADAAAAAAAA/wAAAAAA/wAFAAAA/QAA' +
      'AAD//wUAAP//AAAAAAAABwAA+/8A/wAA//8M/wD6/wAAAAAAAAAAAQAAAAQAAAAAAAAA/QAAAAAAAAAAAAEAAAAEAA' +
      'AAAAAAAP0AAP3/Cgf+/gD8/v0A/f8KB/7+APz+/QAAAQAAAgD/AP8AAvv//v4L+/3//gj6/w3+/////P4G/wAAAf8A' +
      'AAAAAAAC+v4O/v7///z+BQAAAP//AAAAAAQAAAALAPoAAAAA/wD9AAsA+gAAAAD/AP0A/f///wb///8DAQAAAAMA/w' +
      'AAAAAAAAD//wAAAAAEAAD//f8C/wX///8CAf/4/fv+EwsH+/33AAAAAAAAAAACAAABAP8JAP///////QD3/AT9EgoG' +
      '/PzzAP8A//8AAAAFAP/+/RX8+v7+/gf9/P79Ffz6/v7+B/38/////wT//v8GAPz6+gr8+v39Ffv6CP///wP+//4J/v' +
      '0A//7+Af3+/hb9/fsI+v79Fv78/f79+gj6/v0W/vz9/v36Bvj8/hP8+hP7+vYA///8///+EPz//wAA//8AAAD8AAAH' +
      'AAD//wAAAPwAAAf9E/z2AfIG+Pn2HwMU/PUA8QH4/PUd////B////wX///r///8H////Bf//+v//A//+//0AAP8G//' +
      '8C/f7+/P///w4AAgAAAQAAAP8AAAb6/wn/Afv+A/7+D/79Bf79/fr/+gcB/A8O9/z7+vn5CwH8EhD4/Pz6+foEAfwP' +
      'Dvf8+/r5+QsP/f0F/f38AP75BP/9/goL/v7+/v77//3+Cgv+/v7+/vsA/gD//wz9/////gD+AP//DP3////+B/7+/v' +
      '3///39Cv8H/v7+/f///f0K/wD/AAAAAAAAAAADAP8AAAAAAAAAAAMA//8RAP//APUAAAAAAP//AAcAAAD8AAAA/wAA' +
      'AwD/AP8A/wD+//8KAAAA+wAI////AP///wD/Av0C/v8GA////f8C/QL+/wYD///9/wL0/foN+/0DEv37AvT9+g37/Q' +
      'MS/fsI8/0C/Pv8FfwE/QT/AAAAAP8AAAAAAP77AAAAAAAACQD/+P37+wwO/PsDAv/4/fv7DA78+wMC/vf3+/sMDfz7' +
      'DAEA/QAA/wD8AAAACQD9AAD/APwAAAAJAP0AAP8A/AAAAAkAAAIAAAAAAAD/AAH/AgX/A/////78Af8CBf8D/////v' +
      'wB/wIF/wP////+/AAA/wAAAAAAAAP/AAD/AAAAAAAAA/8A/wL//wT//////wQAAAAA/wAAAP8ABP//////AP/+BQAG' +
      'I/v7F/36+v/25QT//////wD//gUAAAAA/gAFAAAAAAD+Df79/hD6/vr+/P4N/v3+EPr++v78/g3++/0V+v76/fwAAA' +
      'AA/wD/AAAE///+Av7+/v77//8P//4B/v7+/fv/Aw74/xb////////7///9AAAAAAUAAAD///0AAAAABQAAAP///QAA' +
      'AAAFAAAA/wAAAgAAAAAAAAAAAAADAAAAAAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAAAAAAAAAAMAAAAAAAAAAA' +
      'AAAwAAAP4A//7/////AAIF/gD//v////8AAgX+AP/+/////wACBf/+/v7+/P7+E//+//7+/v78/v4U//7//v7+/vz+' +
      '/hT//v/9//38//79GP/7AP8AAAD//wYA/gAEAP8A/gAAAAAAAP8m/Pz8/vz++/j8/yb8/Pz+/P77+PwAAAD/AQX9AA' +
      'AAAAAAAP8BBv3//wAAAAAAAAAAAAAAAAAA/gAAAAD/AAAABAD+AAAAAP8AAAAEAP8AAP8AAAAABP8A/wAA/wAAAAAE' +
      '/wD//wX///8G/QD+AP//Bf///wb9AP4A//8F////Bv0A/gAAAgAAAAAAAAAAAAACAAAAAAAAAAD9/wD+DP///////v' +
      '//AgAAAAAAAAAAAPwA////D/4A//sA/wAAAwD/Af8AAP/8//0B/wX+DP78//v+/gX+BP8M/vwA/AD///8P/gD/+wD/' +
      '/xEA//8A9QAA//8CAAAAAAAAAAD//f8F/xD++P///f/9/wX/EP74///9/wH/Df///v7+//3/Af8N///+/v7//f4Q/f' +
      '4L//z+Avn5AAAA/wUA/wAA//8ACQD+AP4A/wAA/gAJAP4A/gD/AAD+AAkA/gD+AP8AAP7/Bf79/wAG//4C/wAAAAQA' +
      'AAD/AAD/AAAABAAAAP8AAP8I8/0C/Pv8FfwE/f8AAP7/AQAJ///9+QD59Pn4HvcCH/P5APn0+fge9wIf8/nv+xD29/' +
      'UgDvgEAAAAAwD/AAAAAAAAAAADAP8AAAAAAP//////Cv3/////AP8A/wf/AP/+AP8A/wD/B/8A//4A//f59OQOSQXp' +
      'EPjs//0A/gD/AAIH//7//QAG////AgH//v/8/vz9Af4a+/79/vn+Av0A/Rz8/fsk/fP9/f/9/v/9/Tj7DwX88fH08w' +
      '3nXPgCAvnv7vLyCuQL/f78/f0J/f0K9wv9/fv9AQj8/Qr3C/39+/0BCPz9CvcA/gAA/wD+AAD6CwD+AAD/AP4AAPoL' +
      'AAABAAAAAAAAAAAY8PkB+u4BGhv65gEAAAAAAP8AAAAAAP8FAAAAAP8AAP4A/wUAAAAA/wAA/gAABP//AAAA/wAA/f' +
      'kB/Cz9+fr5/PsA/wAABQD+AAAA//P8+v0k/P79/gX8AQX5+v318v0YAw39C/0A/w75/v4G8/wT+/n9CPf8BAAB/BP7' +
      '+f0I9/wEAAEA/AAC////AAAABvn9AgL4/v0C/hj9AP8A//oA/wAAAAsA/wD/+gD/AAAAC////wkE/f7////9////CQ' +
      'T9/v////3//wD/AP8J///9/wf+AAD9AAAAAAAAB/4AAP0AAAAAAAAABAAAAAD/AAAA/v0B/fv9Agb9Ffz3AQADAAAA' +
      'AP4AAAABAAMAAAAA/gAAAP72Avzz+fj8+Po8AAAN//////7/APoL//39//8A/wD/AAAA//8KAAD//QD9BPUM9/v39/' +
      'n0+TUBFf8F9wH8AgP19wgR/gL3BfsBAvj1CBH+AvcF+wEC+PUAAAAA/wAGAAD+/gAAAAD/AAYAAP7+////BgAAAP//' +
      'AP8AAAAAAAAEAAAA/v/+Af7/APsAAP8M//4B/v8A+wAA/wwAAAAAAAADAAAA/gIABP/+/////wP+AAACAAAAAAAA/w' +
      'D/AQb//wD///////8BCP////////7/AAQAAP8AAAD+AAAAAP8GAAD//wAA/v8E/wX//////v/+//7+AP8A/wD/CAD/' +
      '/v4A/wD/AP8IAP7+AQL///73/v8S/v4BAv///vf+/xL+/gEC///+9/7/EgAAAAABAAAAAAAAAAAAAAEAAAAAAAD//w' +
      'D////9/wAACvwDBfsB/Ar8AfoE////AQr/Av8D/Pn/AAD+/wAABwD+//oBBPsK+wj6BPYH//7+Bv4CAvYK//7++f0M' +
      '/Qz8AAf+9v33/BL7Df72Ef30+vUD/Pv6Dvn89CYU+/j+B/36/v79BP8AAAACAAAAAAAA/wAACAH///8AAPwT+/gGCP' +
      'z5/f79AAAAAAUAAAAAAAD+AAAABQAAAAAAAP4C+fwU/P79Dvv8+PwDBfsB/Ar8AfoE/AMF+wH8CvwB+gT+APQAFv/9' +
      '/////wAA9gALAAAAAAAA/gD0ABb//f////8AAAAAAAAA/f8GAAD/AP//AP8I/gD/AP8A//8A/wj+AP8ABQAA//8AAP' +
      '//AP36+/sA+fkaFfr4Af//BgD+//8A///////+Cv8A//wAAAD///8K/////QD/AP8A/Qn//wL+AP7/Av/9CA7+//MA' +
      '/fkT9wn8CvXrJ/TyAPgA/wAPAAD8AP8A/wv8/wAA//7//gAAAAAAAAAAAQAA9Q37ABb+6gMy6+MAAAAAAAIAAAAAAA' +
      'AA//3///8M+wD/AAAAAAACAP8AAAAA///9/wT/Cvv//wAAAAAAAAQAAAD+AAAAAAAABAAAAP4AAAP/AAAAAAD//wAA' +
      'AAAAAQAAAAAAAAAAAAABAAAAAAD//wP//wADAAD//gAAAAIAAAAAAAAAAAAAAgAAAAAAAAD9+vYGDvz/+wT8CR3+Af' +
      '79/Pr+///4DAEE/AL2+vP99xkC/wb//////wD///3///3/F/j+///+AAUAAAAAAP8AAP0jAgv3/wjr7vr0DAD9AP4A' +
      'BgAAAAD/AP0A/gAGAAAAAP/+Bv78F/399wL9+wcAAP//AAAA/QAAAAAAAwAAAAD/AAAAAAADAAAAAP8AAPwPAPgN+P' +
      'fwIvn2/wAI/wIAAAD8/v//AP8BAP///wf//gEPBfoO9/XtIfbzAAQA////AAAAAP//EP/9/v7//v///v///wj///8B' +
      '////A/8AAAAAAAAAAAABDv0E/f3+//7+/fz5/gn8/PsfAfv2/Pn+Cfz8+x8B+/YEAAAA/wD/AP8AAAQAAAD/AP8A/w' +
      'AABAAAAP8A/wD/AAD7/P77/fz9KPv++vv8/vv9/P0o+/76CQD+//8AAAD+/v8JAP7//wAAAP7+/wkA/v//AAAA/v7/' +
      'AQL//v8O/v3//f3+/v77/QP9/v4U/v8A/fn8Efv7/RH7AAAAAP8A8QAA/RQA/wAAAAAAAAgA+gD//////wD9/wv/AP' +
      '///v////wHC/oAAAQAAAAAAAD/AAD8AP8AAAD+AP4LAAAEAAAAAAAA/wD//AP//////v/8CwECAAX//v///gD/AQIA' +
      'Bf/+///+AP8AAAAABwD/AP8A/AAAAAAHAP8A/wD8AAAAAAcA/wD/APwAAAAAAAAAAAAAAgAAAAAAAAAAAAACAPb8+P' +
      '38+/ou/vsAAAAFAAAAAP4A/wD2/P39/Pv6LP37APv9C/sJ/v4G/Pv7AAAAAAAAAAAHAAAGAAD//wAA//8AAP///v7/' +
      '/f//BQgA///+/v/9//8FCP///wH/DP7///79+f/7CfcS9/sEBAAA/wD/AAUAAAD/AAD/AP8ABQAAAP8AAP8A/wAFAA' +
      'AA/wD/AAL/AAAA/AD/Bv8AAv8AAAD8AP8GAAAAAAAAAgAAAAAA//8P///9//8A+wAAAAAAAP8AAAMA//7+Dv7///7/' +
      'AvsV/fr3APwV/P34+RX9+vgA/BX8/fj5AQAAAAAAAAAAAAD+BAAAAAAAAAAAAAX8AAAAAAAAAAD/+f3//g7/+//9/Q' +
      'v/AAf//wD//wD///n9//4O//v+/f0LEvoA9Q36D/n59AP6/vf7Kv79/f37/Bn8/QX7/v7+/fv7MPj9/Pn8/vz/+Pn+' +
      '//8A/f/+/v//DP8AAAD8//4A//8K+Pb0DB/9B/j19ws+8fD7F/f19fjtCP//AAcA////AP////8ABwD///8A//8CAA' +
      'AAAAAAAAAAAAADAAAAAAAAAAD9/wcA//4A/wAAAAAACf8F/f/+/////AAAAAD/Bf8AAAD/AAAAAP8F/wAAAP8AAAAA' +
      '/wX/AAAA/wAAAAQAAP//AAD/AP0AAP4A/gAA/wkA/QAA/gD+AAD/CQ39///9//z//wP+CAYA//kA/wAAAP3vBuPsF/' +
      '0g7uwlCfkB/v8H/wH//wEE+wfg7BL6GevpKBAN+//+/wH//Ab/+wgMAP0A/v3+//36FQf++/8A/PsF/PYAAAACAAAA' +
      'AAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAA/wAA/v4MAAD9/AD/AAD+/gwAAP38AP8AAP7+DAAA/fwC/QADCP39+/' +
      '0J+wH9/wIH/f0E+Qn7Af3/Agf9/QT5CfsAAAD+AAAAAAAEAAAAAP4AAAAAAAQAAAAA/////wf/AP8AAAD/////B/8A' +
      '/wAABf8AAP//AAD/AAAF/wAA//8AAP8AAAUAAAAA/wD+AAAABQAAAAD/AP4A+QAJ/wAAAAAA/wD5AAn/AAAAAAD/AA' +
      'D+/w7////9AP79+wD/AAAACgAA/gACAAAAAAAAAAAAAPz///8AAAkAAP4AAP8AAP4A8gAA+xYLBf8G/P7+/vn//f/9' +
      '//z/Fvz//v7///wH/P7+AvwN/v4AAAAAAAAAAAAAAAD/AP4AB/8A/wAAAQj6+/3/CvkO/vj/AAD+//r//Q8A/wj9BP' +
      'r3E/n1Evr4AAAAAAAAAAABAAAA/wD//wAAAAUA///7AAL7Afr+Cf0JAP8A//8AAAAFAP8B/gED/f/9/wX9AwD/AAP/' +
      'AP//BQD9//7/AAAA/wAAAAYAAwAAAAAAAAAA//8B////AP4AAAAF/vv+AP0JDgL7/fwAAAD/AAAAAgAAAAAAAP8AAA' +
      'ACAAAA//wD/f7+/f0DBgT//AL8/f78/QEGDf/8Avz9/vz9AQYNAAAA/wAAAAADAAD4+gwO///+/f/+/fj6DA7///79' +
      '//79/f77/hv7//7+/v4AAAAAAQAAAAAAAP///v8EAP///wADDfwE//71/v7/CP7//f3/AP8AAAAK/w38BP/+9f7+/w' +
      'j+AAAAAAADAAAAAAAAAAAAAAMAAAAAAAAA/wADAAAAAAD/AAD/AAMAAAAAAP///wD///8K/wD//v/+/v/////+/wz/' +
      '//7+//////7/DP8AAAAAAP8AAgAAAAD/AP8ABQAAAP8AAP8A/wAFAAAA/wD//v/+/v8G/v/8Cf/+//7+/wb+//wJ/v' +
      '///w8H/f//9//+////Dwf9///3/wAAAAAA/wACAAAABv8B/v//Bf///vwA/wD//wD+//8ACQUAAAD/AP8A/wAABQAA' +
      'AP8A/wD/AAAA//8I///+/////wD//wj///7/////AP8A//8A/v//AAkA/wD//wD+//8ACQD+//8M///////9AP//AA' +
      'UAAP8AAAAA//8ABQAA/wAAAP/+AAD+/xD/AP/5AAAAAAAAAAAAAgAAAAAAAAAAAAACAAD//w/////3////AP//D///' +
      '//f///8A//8P////9////wD//w/////3////FPz//vz//////P8AAP8LAP8AAAAA+AAA/wsA/wAAAAD4//4M+/79/Q' +
      'wE//X//f4c/v39+P3//v/8/hf9/An3/f77//z+F/38Cff9/vsABwAA/wD+//8AAP8GAP//AP//////AAQA/wD/AAAA' +
      'AAD/Df/+/gD9/////wAA/wUA//8A////AAD/BQD//wD///8A///+AP8JAP/9/wD///4A/wkA//3/AAAAAAAAAAIAAA' +
      'AAAAAAAAAAAgAAAAAAAAAAAAACAAAAAP8A/P///BIA//oA/wD8///8EgD/+v//CP////8A////AAAAAAAAAAIAAAD/' +
      'BwX+/gr++/3++/8HBf7+Cv77/f77AAD+//8A/wAEAQD9Fv38/P77/PsM/AD9/f0J//4JAvv+/vz//v39/v7/FP78/g' +
      'wB+/7+BwH7/vsP+fcD+vcC/Bv4/P8AAAAAAAAABgD8/wAAAAAAAAAGAPz/AAAAAAAAAAYAAP8AAAAABAAAAP4A/wAA' +
      'AAAEAAAA/grz7/Ey/BL+7/IDAAQAAAAAAAD9AAAABAAAAAAAAP0AAAAAAAAAAgD+AP8CAAAAAAACAP4A/wIAAAAAAA' +
      'IA/gD/Av8BAP/+//7//gQEABMAAP8A/wDx/wAAAQAAAwD+AAL//wAAAf8AAAAAAAADAAAB/wAAAAAAAAP89vj0KvsE' +
      '/vT6D/35/hn7+/z9Cv77AAABAAAAAAAAAAD/////Efv+/////P79//r8EQn//f/6/v3/+vwRCf/9//oAC/7+/f39/f' +
      'r5Ev/+/wH/BQD/A//+Bgj5/PwB//wB+Az/CP3//AL9/P35EP//BP3///7/Af8G//8E/f///v8B/wb//wT9///+/wH/' +
      'BgD/AAAAAQACAAAA////AwMH/f/+/f8A/wAAAAEAAgAAAP/+/wIDCP0A/f3+CwgB+vv99gD78RgE/v/////+Bv3/Ag' +
      '4GAPn6/PQG+PAb/wAABgAAAP4AAAD/AAAGAAAA/gAAAP37/vtC/Pf76/74AAADAAAAAP8AAAAAAAMAAAAA/wAAAAAA' +
      'A///AAAAAP8A/P7/AP4AAAAACgD8/v8A/gAAAAAKAP8O///+//3//v///w7///7//f/+//8MAQL2BBT59//+9goD//' +
      'AAPu/0+frvAAAAAAAABgAA/f4AAAAAAAAGAAD9/gAAAAAAAAYAAP3+AAAA/wQD/////v8AAAD/AAAABf8AAAD///3+' +
      '/gv/Av///wAA/wD/Bv//AP///wD///8F//8C/wD/AAb/AP///gAAAP8ABv8A///+AAD//P///wD8/gEADAAAAP8AAA' +
      'AEAAAAAfv///8A+wAAAA0AAAAAAP4AAAQA/xn+/Ar8/f37+/z7AAAAAwAAAAAAAP7////9/wD/Cf8AAP////3/AP8J' +
      '/wAABfj3/BEb+Pz4/fr//wb//wAA////AP//Bv//AAD///8AAwAAAPsA/gAGAAADAAAA+wD+AAYAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAD+EAH9+P0H/AP9+wACAAT/AP///v//AAIABP8A///+//8A/wD/Cf/////+/wD/AP8J//////7/' +
      '//wDAP8A/wD//gj//AMA/wD/AP/+CAAAAP8AAAAAAAAE/RYA//3//QAA+vsAAAEAAAAAAAAAAAAAAQAAAAAAAAAA/R' +
      'YB//3//f//+vsAAAAAAgAAAAAAAAAAAAAGAP0AAAD//wAA/wgA/f8AAP8AAAAAAAD/AAACAAAAAAAAAP8AAAIAAP8F' +
      'AP0AAAAAAAAA/wUA/QAAAAAAAAEAAAACAP8AAP8ABQT6/u77HPn8+A4DCgD////6//8A/gAAAAAAAf8AAAAAAAEAAA' +
      'AAAAAAAAAAAQAAAAAAAAAAAAAAAwAAAAD/AAAAAAADAAAAAP8AAAAAAAb/AAD//wD//wAABv8AAP//AP//AAD//wAA' +
      'AAAEAAAABwAA/wD8AAD+AAAHAAD/APwAAP4AAAAA/wAA/wAEAAAAAAD/AAD/AAQAAAYA/wD/AP8AAP0ABv4AAQAAAg' +
      'AA/f0A/QAA/wD8AAAACf75//7//xj//f38/vn//v//GP/9/fwAA//+/////wD/BP8J//8D//////r//wn//wP/////' +
      '+v8AAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAA/wAAAgAAAAAAAAD/AAACAAL//v////7/BwD/AAAAAQAAAgAAAP' +
      '8A/gQA/P8O/v77/gL9Af/7/g79Bfv8//7//wX//P/+/wgAAP////////8H///9/v4F//z+/gcH//0AAP79CwAAAAD/' +
      '/QAA/v0LAAAAAAD+AAD/AP4AAPsKAP4AAP8A/gAA+woA/wD+AAf//wAA/wD/AP4AB///AAD//wD+/P8ADf8AAP7/AP' +
      '78/wAN/wAA/v////8S////9QD//////xL////1AP//////Ev////UA/wABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAA' +
      'AAAAAAAAAAAABv8AAAAA/v8AAAABAAAAAAAAAAAAAAf/AAD///7///78AAD//w3////+/RD//v75CP///f0A//8MAA' +
      'D//wAA+AD/C/n/BP///gD//w3//////////v37GwgC/PwF+/z78QD///////////8IAAAA/wD/APcNAP8F/wX8///+' +
      'Bv79/AT+BPr+/v79CvwDAAD/DQAA////APcAAP8NAAD///8A9wAAAAACAAAAAP8AGf/+/v72///8//8Y//7+APb//v' +
      'z+/v/0//8AAP8K//8HAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAA/wAAAP3/BwAAAAD/AAAA/f8H' +
      'AAAAAAAAAP8AAAACAAAAAAAA/wAAAAIDAv/+///+/wAD/wMC//7///7/AAP/AAAAAP8A+wAA/wj//gAA/wD+AAAABw' +
      'L///7+//f//wIO//3//wD//wr+AP///f//AP//Cv4A///+//7+//n///sX/wb////+Cf7///v+Av78/fwBB/z5EQAA' +
      'AP8AAAD9/wcAAAAA/wAAAP3/BwAAAAAD/gAAAP8AAAAAAAP+AAAA/wAAAAAAAAAAAAAAAAIAAAAD/gAAAP8AAAAAAA' +
      'P+AAAA/wACAgAAAAAAAP8AAAACAAAAAAAA/wAAAAIAAAAAAAD/AAAAAAAAAAD/AAQAAP8A/wAAAAD+AAAABQD+AP//' +
      '//0E//8F//78/hv//f35//7//vz+G//9/fn//gD7AAAT/////f/6/v8H/QIB/f7+Bf75/v/+AP///vsOB/b3BvsVAP' +
      'v79hL/9yYN6/LtKefzDvoA/////wAJAAP/+f8AAAD//wcAAAD9//8E////B/8A/v3+/gP//f4X/wL98gABAAAAAAAA' +
      'AAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAPAS5gP39xv94wAsAAAAAAAF/QAAAAD+/AQL+wL7+fv/DAAAAAAABf0AAA' +
      'AAAAAA/gAG////AP8AAAD+AAb///8A/wAAAP8ACf3+/wD//wT/Cf8I/f3///YAAAD/AAn9/v8A/wD///7/DgAA+/8A' +
      'AP///v8OAAD7/wAA/QAA/wD8AAAACQYAAAD//f8AAAAA/vr//Pz+I/7+/Pf++v/8/P4j/v789w7//v7+AAH////9AA' +
      'AABAABAAD/AP4AAAAEAAEAAP8A/gAAAAQAAQAA/wD+AfgKDvkE+AP8/P3//v8J//8A/wAA/gH2CRf4BPgD/Pv7AAAA' +
      'AAAAAAAAAAD7+f79K/kD/Pz2+wkAAAD///4AAP/8AAAA/wAG/wD/AP8AAAD/AAb/AP8A/wAAAP8ABv8A/wD/Av8CAA' +
      'AAAAAA/wAA/wUAAAD/AAD/AP//Cv/////////+AAIAAAAAAAAAAAD+/ggA/vz+Cv7+////////Cf4A//8A/f0T/vwD' +
      '+wj8+v3//Pv6/v7+Dv3/DQAAAAgAAAD7AAD/AAAACAAAAPsAAP8AAAAAAQAAAAAAAAAAAAABAAAAAAAA9BICC/z9/v' +
      '///P0HAgYE/f/+/P79/QMBCAP8/v38/QP9+xQIDvj8+/z9+foB/v/8/P7+DQf+/AH+//39//8JCP78Af7//Pz+/g0H' +
      '/vwAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAP///gT//wP/AP8AAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAA' +
      'AAAAAAAAAAAAIA/wAAAP4AAAAAAAQAAAAA//8AAP3/CP///wD9/////AEM/gAAAPoAAAAA/wAKAAAA+gAAAAD/AAoA' +
      'AAD6AAAAAP8ACgEH/wEC+P76C/3+AQf/AQL4/voL/f4ACAAAAAD/AAD7AAX/+v////3//wv+AAEAAAAAAAAAAAAFCP' +
      'r//v/8//8F/gAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAP8AAAADAP8AAAAA/wX//wP///7/////BP//' +
      'Bv///v///wAAAAACAAAAAAD/AAAAAAIAAAAAAP8AAAAAAgAAAAAA/wAAAAcA////AAD+AAAABwD///8AAP7/E/8A/Q' +
      'D+AAD/9gAAAAAAAAAAAAEAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAMA/wAAAAAAAAIAAAAAAAAAAAAAAAADAP8A' +
      'AAAAAAACAAMA//8AAP8ABP3/D/7//v/++/4A/wAEAAAAAAD/AAD//wgA/f8AAP////7/D/////////3+F/77/f38/v' +
      '75CAAR+yH6+Pf7+vICAP8A////AgADAAD////7//0W///++gAAAAAAAAMAAAD/AAAAAAAAAwAAAP8AAAAAAAADAAAA' +
      '//4F//8Q/f7//fr+/gX//xD9/v/9+v7+Bf//EP3+//36/gP8DP0D/QT+/vz8CfwN/fv9BP7+/PwD/Az9A/0E/v78/A' +
      'AAAP8AAAAF/gD//QEC//38/PoO+goAAAD/AAAABf4A//0AAv/9/Pv/DPoJBP////8A/wACAP8F/f39Df4E/v3++gX9' +
      '/f0N/gT+/f76Dv3/+/v+Cv79//4O/f/7+/4K/v3//gP9+/z8/fr6H/wCAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAD/AA' +
      'AAAAMAAAD//wP++vz+H/39/vYA/wAAAAADAAAA/wAACv3//////////f4A//3+Ef////sA/wD/BAL/AP8A/wAAAP8A' +
      'AP8FAP//AAAA/wAA/wUA//8AAAAAAAEAAAAAAAAADPv/AP//AP/+AAAM+/8A//8A//4AAAAAAAIAAAAAAAAAAAAAAg' +
      'AAAAAAAAAA/wAAAAADAAD6/gAAAAAAAAAIAAX+//7+///+CgL5AP8L/v7///////8AAAD/AAD/BQD//wAAAP8AAP8F' +
      'AP////4AAP7/D/8A//r//gAA/v8P/wD/+v8I/////wABAf/7/wj/////AAEB//sA/QD//gAL/wAA/QAA////AP8MAA' +
      'D3AAAAAP8ABQAA/QAAAAAA/wAFAAD9AAH/Cf/9////AP//Af8J//3///8A///+/gD/Ef//AP36//7+AP8R//8A/fr/' +
      '/v8E//4L/v7+/f//AQ/7/v/+///+//8BD/v+//7///7//wD//fz+/v4HD/n/AP/9/P7+/gcP+QAAAAEAAAAAAAAAAg' +
      'H/Cv///v3//v0CAf8K///+/f/+/f/9/wT+C/39CP34//8A//4E/wD/Bf8A/wAD/wX//P////78/wb8FPv4BwH2AP8L' +
      '/v7////////+////Ev39///+/QAAAAAAAAEAAAAA/v///xL9/f///v0AAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAA' +
      'EAAAAAAAAAAAAAAQAAAAAAAAD/AAAAAgAAAAAAAP8ABQACAAAA/QAA/wAFAAIAAAD9APr2+fL4JS/39/j0+vb58vgl' +
      'L/f3+PQAAAAA/wD/AAAABAAAAAD/AP8AAAAEAAAA//8A/wb/AP8AAAD//wD/Bv8A//8AAAACAAAAAAAAAP7//v////' +
      '7/Dv4A/wv8A/////7//P77AAX5/vn///4VAAAEAP8AAAAA///9+A7+/f33+/sLDvL8Ivv8/v0H//z7AAAAAAADAP8A' +
      'AAAAAAAAAAMA/wAAAPz/CAAAAAAAAP8A/wD//v///wn//f//AP/+////Cf/9//8A//7///8J//3/AAAAAAAAAAIAAA' +
      'AAAAAAAAD/AAAAAwAAAAAAAP8AAAADAAAAAAAA/wAAAAMA/////vsN//8A///+//4B+hb//vv9/////wL/Cf///P7/' +
      '/v/+AfoW//77/f//AP///////wj///8A////////CP8XAO8A//0AAAD/ABcA7wD//QAAAP8AFwDvAP/9AAAA/wD//w' +
      'IA/gAAAAAE////AgD+AAAAAAT///8CAP4AAAAABP8AAAD//wACAAMA/gAAAP//AAIAAwD+/wAA/wAA//8FAP//AAD/' +
      'AAD//wUA/wD/AAAEAAAAAP8AAAAAAAAAAQAAAAAAAAD/AP8GAP8A/gAAAAAAAAEAAAAAAP8A/wD/B///AP4AAAAAAA' +
      'AAAQAAAPkACv8BAAAAAP8A+QAK/wEAAAAA/wD5AAr/AQAAAAD/AAD///////8H////AP///////wf///8A/wD7AAAM' +
      '/wD//QD/APsAAAz/AP/9/wb/AQP//gD+//3/Bv8BA//+AP7//QAAAAEAAAAAAAAAAAAAAQAAAAAAAAAA8Pb/DAMB/P' +
      '0V/P0D9AUGAfz7/BP7/BP+Bfr++v///v/9A/QFBgH8+/wT+/3////////9Df//AAAAAwAAAAAA/wAH7vkHC/zzC/Ug' +
      '8Br+Cf31/v7//Pr9HOwBB//58Af+GesAAAAAAP8ABf4A/wAAAAAA/wAF/gD/AAAAAAD/AAX+AP8AAAAAAAADAP8A/w' +
      'AAAAAAAAMA/wD/AQf//wAA/gAA///8Cxz8/P78/Pv8+PwKEP36+/f+/Qz7AAADAP8AAAAAAAD4FSz59fnz+vgI8wAA' +
      'AAAA/gAABAD/AAAAAAD+AAAEAP8AAAAAAP4AAAQA/wD//w4AAP7//wD5AP//DgAA/v//APkAAAD/AAAAAAUA/v36/f' +
      'n2+wf3Kfz//fr9+fb7B/cp/P/++/34/fwFAxb9AAIAAAAAAAAAAAAAAPv99/37BAMV/AAAAAAAAAACAAAA/wAAAAAA' +
      'AAIAAAD/AP8A/wAAB/8AAP4A/wD/AAAH/wAA/gACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAD/wD/AAAAAAAAAP4ABv' +
      '/+AP8A+gH/Av4CBv/+BP75AP4E/QgF/f0D/gD//wn////+/////wn/B//8/vz///3/Cf8H//z+/P///QEAA/8AAAAA' +
      'AAD/AQAD/wAAAAAAAP8A/wAEAAD//gAD/wABAP//Bv///wD/AAD/A/8G/v3+A/7++f3//BcC+wn8+P75/f/8FwL7Cf' +
      'z4AAAAAAABAAAAAAAAAAAAAAEAAAAAAAn9AP8A////BP/9Cf0A/wD///8E//0D/vkCA/v4FPoBAAP++QID+/gU+gEA' +
      'EQX3//j39gv6GfED/vkCA/v4FPoBAP0MCvz6CfH6BAn1A/8AAAAAAAAAAAAAEgz6+Arq+QMM8/39//7+/xL///z//Q' +
      'D79vwFLPn8+fcAAAD/AP8EAP8AAP73/Rb+Bvr9/AX9/vf9Fv4G+v38Bf34BgID8BMm7vkG5gAAB/8AAAD/AP7/AAAH' +
      '/wAAAP8A/v8AAAf/AAAA/wD+/wn+/v8B////////AAwt+P759Pr5+fgJ/v7/Af////////r7J/sB/Pr8+wD7AAADAA' +
      'AAAAAAAAAAAAMAAAAAAAAAAAD+AAD//wkAAP/9AP4AAP//CQAA//3//P8U//3+/P///f/8/xT//f78///9AAAAAAD/' +
      'AgAAAAAAAP8AAPwGAP8AAAAA/wAA/AYA/wAA/wAFAP8AAP4AAAD/Evb9DPkA/AX7+/0Z9PcH9vsZ/wTs/hL7/Qv5AP' +
      'oF+/sAAAAAAPwAAAAFAAAAAAAA/AAAAAUAAAgA/wD///4EAPoACAD/AP///gQA+gAAAAAAAgD/AAAAAP8CBf////8B' +
      '//8A/wIF/////wH//wD/AgX/////Af/////+//7///8P//z//gAD/f7+/RD++wD/AAAAAAAAAAIAAAz//v7//wT9//' +
      'v/C//+/v//A/0B+//+/vz+/P4a/v37//7+/P78/hr+/fv//v78/vz+Gv79+/7/AP///wz/+wD//v8A////DP/7AP8A' +
      'BwAA/wD+//8AAP////////8E//8F/////////wT//wUAAAAA/wADAAD/AAAAAAD/AAMAAP8A+/77DPse9Pn+A/cAAA' +
      'D/APsIAAAAAPv++wv7Gfv5/gP3AAD/BP8A/wP///4AAP8E/wD/A////h0Q+hP5+PX7+vrxAP8ABv8AAP7/AAAAAwAG' +
      '/wAA/v/9APv8/hP//v//////AAEA/wAAAAAAAAAAAv/+/wf+AP///wAC//7/B/4A////FxP4KPf98ff39O7//f8D//' +
      '//D///9//9/wP///8P///3/f78CQAS+vv5Bvr9/vwJABL6+/kG+gAABf//AAAAAP8AAAAF//8AAAAA/wAA/wAA/QAA' +
      'AAAFAP7+/wH+C//+AP//AAAAAgABAP4BAAD+/v8B/gv//gD//wD+AAAA/QcAAAD/AP4AAAD9BwAAAP///wT9/wj///' +
      '///gD//wH/Av//A///AP//Af8C//8D//8B/wD//wf+/wAA////AAP+//z///8H//8ACP////7//wL////9/v//Dv7/' +
      '/v/7/wf6BPgL+/0GAP4A/wADAP//A/8A/gD/AAMA//8D/wD+AP8AAwD//wP/AAAAAAAAAAACAAAAAAAAAAAAAAIAAA' +
      'AAAAMAAAAAAAD/AAAAAgAAAAACAP4AAAAAAAAAAAABAP/6/wD+/v3+/QEUAPsAAAAAAAAAAAb/+v8A/v79/v0BFP8J' +
      '//7/Af8A/v///wn//v8B/wD+///2CALyBPkM9vwTAP8J//7/Af8A/v//AgD/AAAAAAAAAAAAAAb/AAD//wD//wAABv' +
      '8AAP//AP//AgAG/////v/////++P0BAP/6+gwJBAAAAAD/APkAAP8JAAAAAP8A+QAA/wkA/wAAAAAABwAA/AD/AAD/' +
      'APkGAP8FAAcAAAD9AAD+AAD/AAAAAAACAAAAAP8AAAAAAAIAAAAACgAA////9f//B////f/////5/v8V/QoAAP////' +
      'X//wf/Cf3//v//8v7/FP3///8L///////9//////7///r//w7/////C////////f///v8J/v/5/v4L/gYK/v/+///+' +
      '//z8Bgr+//7///7//Pz/+P79/v4b/v3//gAFAAAAAPwAAAAA//3+/f7+F/39/v4G/QD//f/6/wD+CwAAAAYAAAD//Q' +
      'AAAAAABgAAAP/9AAAA/wD9////+f//EAD/AP3////5//8QAAAAAAADAAAAAP//+v/8///+F//+/AAAAAAAAAEAAAAA' +
      '//n++f4B/BD+/QsAAAAAAAEAAAAAAPwEAAcB//UEF/jwBhH7APcV8vr7AvoGBvsDBgID/PUB+gEI+gcGEPf+CvjoAA' +
      'AAAgAAAAAAAP4H//0H/v/+/gD9//8V/gr++v76+v79/xX+C/76/vr5/v3/Ff4L/vr++vn+/f//AP8H//////8B//8A' +
      'Dv8A//wA/vwA//////7/C////gD//////v8L///+AAAAAAAD/gAAAAAAAAAAAAP+AAAAAP7+//3+Gf3+//z6AAAA/w' +
      'ACAAAAAAD+/v/8/hv9/v/8+gn2AADz+/oOCwj5//8AAAEAAwAA/wD//wAAAQADAAD/AP////3/+v//DwD/B/7+/f//' +
      '//4I//8H/v79/////gj///39/fX6RfT2/Pz0/wAEAP8AAAAA////AAQA/wAAAAD//wD+/gz///7+/wD/AAAA/wAA/w' +
      'T/AP8BAP8AAAAAAAAAAAEA//8AAP8E/wD/APn9+gX7/f8L/gsA+f36Bfv9/wv+CwAAAAAAAgAAAAAAAAAAAAACAAAA' +
      'AAAF////AAAAAAD/AAX///8AAAAAAP8ABf///wAAAAAA/wAA/wAD////AAIA/wAL//sAAP///wD+/wv///8F/v3///' +
      'z/Cv4C/gT9/QH//P////3+Ev7//f/+AAAABQD//wAAAP8AAAADAAAAAAAA//7+/wT9EP3+/P/9Bv76Ef79/v7///wG' +
      '/voR/v3+/v///AAAAQAAAAAAAAAAAAABAAAAAAAAAAD/Bf4HCfz3/v/+/gAU////////+f/6AP7//v/+//8K//8AAA' +
      'AABQAAAPwAAAAAAAAFAAAA/AAA/xL+/QP+/v4A//n+/voB/P4D/v4W+v7++gH8/gP+/hb6/v76Afz+A/7+FvoABgD/' +
      'AAD/AP7///H5C/we/fz9/fgG9RH+/gn6/f79B/zy+Qv8Hv38/f34BucLCfom9/n7+v8C/wv/+/4O/v77/fz/BP///w' +
      '////72//8E////D////vb//wT///8P///+9v8AAAAAAAIA/wAAAAAAAAAAAgD/AAAAAP8ABQAAAP/+AAAA/wAFAAAA' +
      '//4AAAD/AAUAAAD//gAAAAAA/gD3/wAAAA4AAAD+APf/AAAADgD/AP8ABgD+AAAA/Qr+/AYE/f37/QT8Bv36DAD8/P' +
      'n9Dv0K/vwMAPz8+v0DAf/7/Qj5/PUY8gv8+/8DA/4EBP39BP36+gAL9wH5FvAPAAAAAAAAAAEAAAD//v/8/v7+DQb+' +
      '/f/+//38//4a9v/+//7//fz//hr2//4AAP8L/////P8A/wAA/wv////8/wD/Afz6///+A//+/w4B/Pr///4D//7/Dg' +
      'D///z///35//8TBA39+vn6+vj9Cg39//39/v/+/Rj+/A36/u7+/vkP/P0RDfr+7v7++Q/8/REA/wAA/v4MAAD9/AwQ' +
      '9fkF/vP+8wAPDBD1+QX+8/7zAA8AAAAB/wAA/P8GAAAAAAH/AAD8/wYABfwAAAAAAAAAAAAF/AAAAAAAAAAAAAIAAA' +
      'AAAAAAAAAAA///AAAAAAAA/wAF////AAAAAAD/AAD+/wcA/wD//wD/AP7/BwD/AP//AP8KAfr9Bf78/v4I+goB+v0F' +
      '/vz+/gj6/////v7//P//Awj////+/v/8//8DCAX/AP7+//3//wr8Bf8A/v7//f//CvwA/wAA/wANAAD4/gAAAAAAAA' +
      'IAAAAAAAAAAAAAAgAAAAAB+P/6/fz8IQH8+gH4//r9/PwhAfz6AQAAAAAAAAAAAAD//v//BP/8/wAH/QH+AP8AAAAA' +
      'BQD+AP8A/wAAAP8ABv8A/wD/AAAH/wAA/gD/AP8AAAf/AAD+E/oDB/sH+QL7/vT///r//gD//gAO/xP6Awf7B/kC+/' +
      '70///6//4A//4ADv8Z//v9/v//9v///xEA+P///wD///7+CAAA//8AAAD///4x//L8/P7+9P79+wD/AAAA/wQAAP8A' +
      'AP4AAAAAAAAFAP/5+/f7//T2Lw33/QD/AAAAAAACAAAA///7/v8A////AA3///v+/wD///8ADf//+/7/AP///wAN/w' +
      'AA/wX/AAD/AP//////B/8A//4A/wD//wAAAAYAAP4AAP//AAAABgAA/gD+BAL////+////BP4CAf3+//v+/v4Q/gQC' +
      '/////v///wT4+gQDA+35FQz4A/39/vUKGf0F9f38AAAAAAAAAAAAAAAC/wAAAAH/AAAAAP7+7/4eBP3//v79AP3v/R' +
      '0F/P/+/vwA/v////8A/wkA/wD9A/4A//r+/wkCAP0D/gD/+v7/CQL//v//CAD8//8ABAD+/////wD/CQD/AAD/AAIA' +
      'AAAAAAAAAP8AAgAAAAAAAAAA/wACAAAAAAAAAv3+/f///v8DCP8AAQz3/f77/QAN/AL9/v3///7/Awj/Bf4A/wAA/w' +
      'AA/wD//v/+/xP7//7+/v/+//7/E/v//v7+////+///A///Cv7//wAAAP4FAAAAAAz////+///+/wL8C/7//v79BP7/' +
      'AvwAAAACAAH/AAAAAAAAAAIAAf8AAAAA//7//P8V+v7+//7//v/8/xX6/v7//v/8Efz+//z+/v4EA///BAAA//8AAP' +
      '0AAAD///////8ABgAABAAAAAAAAP4A//wRAf7++/7+/gMAAAD///////8ABgAAAAAAAAAAAAACAP8AAAAA/QAAAAUA' +
      '/wAAAAD9AAAAB/7/BQD/AAAA/wAA/v8FAP8AAAD/AAD//wD//wD+/wAL/v//AP//AP7/AAv+AAAAAAIAAAAAAAAAAA' +
      'AAAAACAAAA/wAAAAMAAAAA/wAAAAAAAwAAAAD/AAD/+/79CP75/v74GQD/AAD//AAACAAA+/7//gIA////CAP7/P/9' +
      'Afz//wcIAwj9/wD1AP0AAA79//3++v0e/f79/P0AAAAAAAAAAAIAAP/9/vr9Hv3+/fz9AP8A/////wr8AP8A/wD///' +
      '//CvwA//wAAAj/AAD/AAD//P//Bv7//wr8///9+v339wH8+jD9+QAAAAAAAAABAAAAAP///v/9Cv//AP/v9Qsy7Oz4' +
      '9wLwJQL7/AX9B/0CBvr9Avv8Bf0H/QIG+v3+//8N////Af8A+gj9/g3+/v78AP78Cff5H/sF+/8E+PMAAAAAAAMAAA' +
      'D+AAAAAAMA/wAAAP8AAAAAAwD/AAAA/wAA/wD8AAz///8A/gAAAP8AAAAF/gD/AP//+/8L/wX+//0AAf8AAAD//wAD' +
      '/wAB/wAAAP//AAP/AAH/AAAA//8AA/8AAf8AAAD//wAD/wAB/wAAAP//AAP/AP0A/wAK//////4BBAAAAAAAAAD+AP' +
      'T//xL/Af/9AP8A9P//Ev8B//0A/wD1A/8S/wH//f/9/wIF/wYC+f////3/AAYA/wD///8AAAACC/8FAfj+/v/9/v8k' +
      '/v79//j+/v31AP4A/wAAAP8A/Ar//wD/Bv4E///+/gD+B/8AAP//AAD/AP4H/wAA//8AAP//F//+/v/+/v7++f////' +
      '////v+/xT6////////+/7/FPoAAAAAAAAAAQAAAAAAAAAAAAABAAAA+f4K/Pz+/v7+CgQCAP/+AP//////BfP/EP39' +
      '//7+/wQGAAAAAP8AAwAA//8FAAD//gH/AAAAAP/9/wL+/f7+/v4Q//4A/w0A+f4D/v4A///+//0K//8A/wf+//39AA' +
      'ANAP34AAAAAAQAAAD/AP///v/+9P8V/wP//v//AP8AAAAAAAX///8A/wAAAAAABf8AAAAGAP///v8A/wAAAAYA///+' +
      '/wD/AAAABgD///7/AP8AAAIAAAAAAAD/AAv+/gD+BP7//v7/AAACAAAAAAAA/wAL/v4A/gT+//7+/wAAAgAAAAAAAP' +
      '8AAAACAAAAAAAA/wAAAAQAAQAAAAD+AAAABAABAAAAAP4A//7/BwT//P7/BP7//v8HBP/8/v8E/v3/AAIM+/sP+Pv/' +
      '//8A//8AAAf//gD//wD//wAAB//+AAAADPv/AP//AP/+AAAM+/8A//8A//4B/wX9/v78/v/9DAH/Bf3+/vz+//0MAf' +
      '8F/f7+/P7//Qz++v06/ef++/v9/P///wr////+////////Cv////7///8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAB' +
      'AAAAAAAAAAAAAAEAAAAAAAAAAP/9///9//D///8d//3///3/8P///x0D///++v8GCf3//gP/AAAAAAAAAAD/AAAABg' +
      'AAAP0AAAAAAAAGAAAA/QAAAP7++v8T///////9/v76/xP///////0D+/z7DfsHDvr99gH9/PwN/AEN+/77AAEAAAAA' +
      'AAAAAAD/BQD/AP7//v/4DP0ECP75/v3+/gQE/QQI/vn+/f7+BAQAAAEAAAAAAAAAAAAAAQAAAAAAAAAA/wYAAAAA/P' +
      '8ABP0A/gD/Av/8/wAABwD///8JAP////7+AfUA/////v//Ev8B9P/+B//9//8Q/f////8M/////v/9APz9+yv69vwB' +
      '+/r/////DP////7//ffy5/R/8O727gb2AAAAAQAAAAAAAAAAAAABAAAAAAAAAP7+//38/v7/BP4P////A/////8H//' +
      '4AAAD4AP//AAAACwAAAPgA//8AAAALAAAAAAD/AAMAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAQD/AAP/AAD9' +
      '9g0U9vX68Sr78gAAAP8ABQAA/wD/AAAA/wAFAAD/AP8AAAD/AAD/Bv8A/wAAAP8AAP8G/wD/EQni8wTvBfbyPPULBg' +
      'D+/P/8///4BB0O4vEA7wH08DX5BxT//f37/f3+/vv9/wAABgAAAAAAAP3/AAAGAAAAAAAA/QH8CwH8EvkA//X9AfwL' +
      'AfwS+QD/9QD//////v8L////AP/////+/wv//////QD//wAKAAAA/v/9AP//AAoAAAD+AP8A/wAAAAj8AP8A/wD/AA' +
      'AACPwA/wD/AP8AAAAI/AD/AAAAAAAAAAABAAAA/wAA/gAJAAD9/gD/AAD+AAkAAP3+AAD/BgD/AP8AAP4AAP8GAP8A' +
      '/wAA/gAAAAAAAAIAAAD/AAAAAAAAAgAAAP///v///f4Y////9f/+///9/hj////1AAAC/wAAAwD/AP//////////Cf' +
      '///wb/////+P4E/gj/BgD8AP8AAAAAAAAGAPwA/wAAAAAAAAYA/AD/AAAAAAAAAP0A//8AAAn9/wAAAAIAAAAAAAAA' +
      'AP/6AAD//xcAAP/0AAAAAAAAAAMAAAAAAAAE////AP8C/gD9/hL/BP75//7+//8ECv8B+/3////+/QIO/QYG+/f9/f' +
      '78Axv+Bfn1/fz8AP4AAAAAAP8AAAb+/P8C/wv+//////78/wf/C/3///7+/v8A//8AC///AP3+/wD//wAL//8A/f/4' +
      'CAcB/QH////+//cIBgr8//79/v0AAP8JAAAA//8A+/73Bw4K/P/+/f74AAAAAQAAAAAAAAAAAAABAAAAAAAAAAAABQ' +
      'H/AAD/////AAAAAQAAAAAAAAAA////AAD/B/4A//8CAP////4HAf/+AAACAAAAAAAAAAD///4H//z9//8K/gAABf//' +
      'AAAAAP8ADP4K/P0G/v74/PwA+/8IAAAAAAD//wD7/wgAAAAAAP//AAEAAAMA/wAA/wAA/wAAAAAG/wD+/wAAAAAAAA' +
      'AAAAAA+gn0AP7/9f84++X/BwD//gD/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAwABAAAAAAD9' +
      'AP8FAAAAAAAAAAAAAAAI+f33+v39+/v8JQD/AP8J//3/AAP8/yf//v7++v32+foHH/z0Avv09/H4Gvz6AyX7/Pn39Q' +
      '33//z/+v8CEP///v/79gIf+v4J9vQL9gAH////AP7//wD//////AX6/v8N//7////8Bfr+/w3//gb3+/z+/vYEDPwP' +
      'BvgH/P3//gUA/wEA/QD/////Cf8A/wD9AP////8J/wD/AP4AAP//BgAAAP7++/77//78/f0XA/8V/v7//gX9/v32Bg' +
      'D+AAAAAAAA/gAE+/z7//78/f0VAgAAAAAA/wMAAAAAAgT++/0AAP4N//oABAD//wD///8AAAAEAP//AP///wAAAAAA' +
      'AAAAAAP/AAAAAAAAAAAAA/8AAAAAAgAAAAABAP8AAAACAAAAAAEA/wAAAAIAAAAAAQD/AAD/AAD/AP0AAAAGAP8AAP' +
      '8A/QAAAAYAAAD/AP8AAwAAAP73//z4/AQG/v8VBQX/AP8A/wAA+v8IFgr4/fr8/Pv7/AAAAAADAAAA/wAAAAAAAAMA' +
      'AAD/AAAL/f7+/v/+/v//BQX9Af3+//4D//8FBf0C/QH+/QP+/gQA/v8I//8A/wAA/gD+/wj//wD/AAD++wAAAP//CA' +
      'AAAAD7AAAA//8IAAAAAAUAAAAAAAD//gAA/gL//wr//P/////+Av//Cv/8//////8AAP8C//8FAP/+AAAAAAIAAAAA' +
      'AAAAAAAAAgAAAAAAAP0X/f4K/v8D/fX2/Rf8/Qz+/gP89fUAAAAA7wAAAAAAEv/+/wH9/v7+Bf8GAP4A//79EP///f' +
      'z//v8B7f79/gX/GAQc//v+//j+/f34AP4AAP7/Ev8A+/kA/gAA/v8S/wD7+QAAAv8D/wAB////AP4A//79EP///fz/' +
      '/wIB/wAC////////AgH/AAL/////9vj8+wkTCQsF+O0B/wEAAAAAAAAAAAH/AgAAAAAAAP8AAAAA//8AAPYNAAAAAA' +
      'D//wAA9g0AAAAAAP//AAD2DQAAAAAA//8AAPYNAAD/AAD8AAAKAP7///8AAPwAAAoA/v//+wAA/wAACwAA//7/Bv/9' +
      'EP3+//r+//8G//0Q/f7/+v7//wb//RD9/v/6/v/1+vsP+xEK+/b3CxT///n+/wAA//z+9fr7D/sRCvv29wsAAP8HAA' +
      'AAAAAA+wj5+Q/5EAn69PIE/wUAAAAAAAAA/wAD////AAAAAAAAAAD/AAIAAAAAAAAAAAH//////wb+/wEAAQAAAAAA' +
      'AAAAAAAAAQAAAAAAAAAAAAAAAAAAAQAAAAD/AAAAAAADAAAAAP8AAAAAAAMAAAAAAP8ABAAAAAD/AAAA/wAEAAAAAP' +
      '8AAO4kC/Pv+g/+/Rbn/vv///b+BQ/0Efv++///9v4FD/QR+wAA/AAAAAAAAAQAAAD8AAAAAAAABAAAAAAAAAD/AAAD' +
      'AAAAAAAAAP8AAAMAAPn//v///v//BQv//wj+//8A////////CP7//wD//////wn//P/++f4R+/z/Cf/8//75/hH7/A' +
      'L4/////////wz/AAAAAAACAAAAAAAAAAAAAAIAAAAAABH5APz9/fgD/RD5/hn+/f7+/fz+APv/AAAA////BQAAAAD/' +
      '//4L/v7//wD/AAMAAP8AAAAA//8A/gX+/v/9/wD/B/38/fn5+Pf6GvcfCP3//v/+/gb/B/cI/f/+//7+Bv8H9wAAAA' +
      'D/AAMAAP////wC/vb//f//ARUAAQAAAAAAAAAAAAD/AAAAAP4AAAAFAP8AAAAA/gAAAAQA/wAAAAD+AAAABAD/AAAA' +
      'AP4AAAAF//3/Gf//+gb/+fUA/wAAAAAABAAA/gD/AAAAAAAEAAD+AAABAAAAAAAAAAAAAAEAAAAAAAAAAAACAAAAAA' +
      'AAAAAAAAAAAAD/AwAAAAD+D/z6/fz3/fj8GgD+/vv+F/3+APr+AP//Bv////8C//8A//8G/////wL/////AAUAAAAA' +
      'AAAA//8G/////////////wUN/////v7/+f/9/hP+//7+//7+//8FDf////7+//n9+gkk+/z8+/z99f79/g78D/j9/f' +
      '/9AAD8AAAAAAAACfwCAAAAAAAAAAAAAP8D//7+//v+//8OAAL//Qn///////wBBf76B/76/v7+CgT8+v////4AAA3/' +
      'AAAG/wAA//8A//8AAAb/AAAAAAD+/wT7Bv7+//z//wn+AAAAAQAAAAAAAAAAAAABAAAAAAAAAP7///8P//v//////v' +
      '///w//+/////8AAAAAAAAAAAEA/wAAAAAAAAAAAQD/AAAAAAAAAAABAP8FAwAA/wD/AAD9/wUDAAD/AP8AAP3/AAAG' +
      '/wAAAAD/AP8AAAb/AAAAAP8A/wAAAAEAAAAAAAAAAAAABQAA//0AAAAAAAD/AAMAAAAA/wD/AAUAA//9/wD/AAAAAA' +
      'IAAAAAAAAAAAAAAgAAAAAAAP/+/f/9AP7/AA/+//79//0A/v8AD/4A/wf+/P///wQA/wD/B/78////BAD/AQD8AAAA' +
      'AAAAB/8BAPwAAAAAAAAH/wDwBP3/BwMFCfMFAPAE/f8HAwUJ8wUAAAAA/gAFAAD//wAAAAD+AAUAAP//AAAAAP4ABQ' +
      'AA//8G/gAA/gAAAAAAAAb+AAD+AAAAAAAADgD/AP/+/wAA+AAACv/+//////7//v8C/v7+CP7//wL+/wL+/v4I/v//' +
      'Av4ACv/+//////7//g0L/fz8Bf3+/fn8//n9/PwW/fgQ/fz/+f38/Bb9+BD9/P/+AAz//v7/////AAAA//8DAAAAAA' +
      'D+/fz8HAL+/v72/v76/AgbAfz+/fb9//4AAP3/DgD///z//gAA/f8OAP///AD/AP//BwD//wAAAP8A//8HAP//AAAA' +
      'AAD+AAUAAAAAAAAAAP4ABQAAAAAAAP4A//////8HAAAA/gD//////wcAAAj+/wf//vv/////AgAAAP8AAAAAAAAK/v' +
      '8G/v77/////wH///8K//////z/Af///wr//////P///v76/gv+CAn+9wQAAAAA/QAAAAAAA/3++v4I/QgI/vYAAQAA' +
      'AAAAAAAA/wABAAAAAAAAAAD//////v//+v//Ef4AAAAAAAD/AAACAAD///8AAP3//wkA/////v//+v//Ef4EAAEAAA' +
      'D/AAD+AP/9//7///3+/xH9//4B/wD/AP8ABQAD+wD9/v78/f8U/P7+/QT9EfoK/Pv8/v79BP0R+gr8+/wAAAAAAAAA' +
      'AAAAAQAAAAAAAgAAAP8AAAAAAAACAAAA/wAFAPz/AAEA/wAD/gT//P//AwD/AAL/AAAAAP8ABAAA//8AAAAA/wAEAA' +
      'D/////AAD+/woAAP/8//8AAP7/CgAA//wA/wADAAAAAAAAAAD/AAMAAAAAAAAAAP8A+wAADP8A//0GAAAA//3/AAAA' +
      'AAX/APv//Qr/AP/9AAD//v8J/wD/AP7+/Pr6/vj8+jT+9f7+/v0Q/v/7Bv/+F/7///36/f/9//0Z/fr8BPn8+wX+/P' +
      '/+Bf7+//7//f8KAAAEAP0AAAAAAAD+B/4L/gT+/f37/QL+FQD///7++vv+/Qr+C/0D/v39+v0AAgAA/wAAAAAAABT/' +
      'D/sC+vDuKO7zAP8AAP8ACQAA//sA/wAA/wAJAAD/+wD/AAD+AAkAAP3+AP8AAP4ACQAA/f4A/v8AAAAAAAX//wD+/w' +
      'AAAAAABf//AAAAAAEAAAAAAAAAAAAAAQAAAAAAAPz68vr6+/r6+B0g/Pry+vr7+vr4HSD8+vL6+vv6+vgdIP/////9' +
      '/vz///8P/f7//xL/+/////3////+C//+//////z8/vwb/PX9/v4KAAMA/wAAAAAAAAAAAwD/AAAAAAAAAAL+///6AP' +
      'z///0SAv7///oA/P///RIA/wAAAAAABQAA/QD/AAAAAAAFAAD9AAAAAAAAAAAAAAD///8K///+////AAb+/gr///v/' +
      '//0AB/7+Cv//+////QAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAoA/wAAAP4AAPoAAAAAAgAAAAAAAAAAAP8ACAD8/w' +
      'D/AAAA/wAIAPz/AP8AAAAAAAADAAAA/gAAAAAAAAMAAAD+AAQAAAAAAAAAAP4ABAAAAAAAAAAA/gAEAAD/AAAA/gAA' +
      '/hL+/vz/+//+CfgA////Ef/8///8/QAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAADAAD/A////wD+AA' +
      'AAAAAD/wAAAP8AAAAAAAP/AAAA//7w/P/8/Pb9BvosBf0IAf7+/v7+/gL//f/+/////gML/QT6BwD9/fz8AgkAAP3/' +
      '////+v///w////z6////AP7/Ev0Q/wD//vwAAP/+/wn//P7//v/5DP0GBv78/P38Cf0D/AD/AAAAAAD/AAT/AP8AAA' +
      'AAAP8ABP8A/wD/AAAA/wAJ/AUE/vz7/PsI/BD3AAIAAAAAAAAAAAAAAgAAAAAAAAAAAP7+/fn9A/z/Gv38Av8FAPwA' +
      'AAAAAP8AAP//CQD///0A/v77B/v7/v0EEv38/vsH+/v+/QQS/fz++wb7Bf38Aw/9+gAAAAYA/wD8AAAA9/T19/Ic8F' +
      'D36vn//gP7/f3/CwT+/v33/gH3/Az+Fv78/ff+Aff8DP4W/vwA/wAAAAAABP8A/wD/AAAAAAAE/wD/AAAAAAABAAAA' +
      'AAAAAAAAAAEAAAAAAP36+vf4+fowCv32AP8AAAAAAAX/AP7+/gb9+/39/RT8//7+Bv37/f39FPz//hL+AgD7/v38/v' +
      '7+EP3+APr69hP9/P0O/f39+fn4Hf37AP//////AAf///8A//////8AB/////8AAP4J////AP///AUAAAAAAAAAAAD7' +
      'BQD+Cf/+/////wD/AAb/AAD+/wAAAP8ABv8AAP7/AAD/Gv78/fr+/f7//v/2/vv+/v4g/f78//b++/7+/iD9/vwA/w' +
      'D+////C/z/AAAABgD+AAAAAP//AAD/+AD/////AwoAAAAAAAAAAAABAAAAAAAAAAEAAAAA//7++gD9DPv9AQj//v76' +
      'AP0M+/0BCAAAAAAA/wQAAP8AAAAAAAD/BAAA/wD//f/+Dv///////v7/F/3+/f79/v79AQoA//4G/v4A+P8DCP4A/w' +
      'AE/v/8/AQT/f/9BQL8/vT7/xP//P/+/v7+/f7//wAA/v8HAAAAAP//AAD+/wcAAAAAAP8AAP8ACQAA//sA/wAA/wAJ' +
      'AAD/+wAABv7/AP///wD/AAAG/v8A////AP8AAAb+/wD///8A/wAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAA' +
      'AAAAAAAwAAAAAAAP8AAAADAAAAAAAA/wD//wb9////BP///wD/AAUAAP/+AAD///8G/f///wT///8ABwD///////8A' +
      '/wAF/wD8/v4M/P/9AAABAAAAAAAAAAAA/wD////9AAD8CwAAAAAAAwAA/wD/AAAAAAADAAD/AP8AAAMAAAAAAAD/AA' +
      'AAAAIAAAD/AAAA/wACAf8DAP////8A/wD////9AAD8CwD/AP////0AAPwLAf8AAAAAAAAAAgABAAAAAAAAAAAAAP8B' +
      'AP////7///4J/wAA/v///v//AAj6/gAAAAAAAAAL//r+AAAAAAAAAAv//P4AAAAAAAAACf8A/wD/AAAAAAD/BAD/AP' +
      '8AAAAAAP8EHf3//v3++///9v/+/f74/iT8+v3+/f79/vj+JPz6/f79/P0AAP4A/gD/BAr9/v0J/RT0/P0H+vkC/AP2' +
      'EPX6D/0H+QL8A/YQ9foP/Qf7DvwPAwn08wL8+v/3AP8AAgD/AAAL//8DAPr//QAA+w7//wMA+v/9AAD7DgYA+wAAAA' +
      'AAAAAABgD7AAAAAAAAAAD////+/w36/wP//gAAAAAAAQAAAAAAAAAAAAABAAAAAAD/+wD//gAQ/wAA+//7AP/+ABD/' +
      'AAD7/P7//v3+GP7+//z+/gD//v8N/////f7+AP/+/w3////9/fz9F/wB+RD8/fT9//8AAAD/AAAIAP3//wAAAP8AAA' +
      'gA/wMAAP3/BgD///3/AwAA/f8GAP///f8AAAv+AP///wD9/wAAC/4A////AP0AAwAAAAAAAAD//wUAAQD/AP///wD/' +
      '/v/7DRIC/f3+9/j//v8I/gP/AAD//gD/AAAAAAAAAAACAP8AAAAAAAAAAAL5AgkDAwP56wnwFv4I/wf/AP7+/v/9/g' +
      'j/B/8A/v7+//3+CP8H/wD+/v7//QAAAwAAAAAAAAAA/fz9/fz8/Cj6/Pv9/P39/Pz8KPr8+//+D/7+A/7+/v/9/gIP' +
      '/gcC/f7+9/z/BAAACQD/AAD4//4CD/4HAv3+/vf8AP8A/v//+////wwA/wD+///7////DAD9AP/9AP8AAAQFAPgAAP' +
      '8AAP8ADv79DfwB+f30+wb4F/0IBPv7/f789xAC//v/CPz/A//+AwH6EP/88/ry9/0QGf/8Bgf9APn9BQb5//wGB/0A' +
      '+f0FBvn//AYH/QD5/QUG+QAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/AP8MAAD++gAAAAAA/wAAAP' +
      '3/BwAA/wD+DP//+vkG/wD/AAD/AAAAAgAAAxv5+/D09gzx/hkE/v8AAAAA/wD/AgcZ9/rv9PUM8QEZBP7/AAAAAP8A' +
      '/wIA/wAAAAQA/wAAAAD/AAAABAD/AAAAAxv4++/09gzxARcAAAAEAAAA/gAAAAD/AAQAAAAAAAD/AP//CP////7/AP' +
      '8A/wAAAAAG/v8A/xf8///+/fz+/v3+AQAAAAAAAAAAAAAyFfv8+/gA+gH23hf8///+/fz+/v3+AgAAAAAAAAAAAP/+' +
      '/f/+///9////EgAA////AAAA/wAFAAD///8AAAD/AAUEAP4AAAAAAAAAAP/+////////AAn+//7///////8DCf4T+/' +
      'wA/f77/QMH+v/+////////Awn+AP8AAAADAAD/AAAA/wAAAQMAAP8AAAD/AAAAAwAA/wAA/hP//gn+/fz6/voOFvz2' +
      'A/cG8vz6AgD9AAAAAP0AAAAIAPn+///++f///xj7Ff4HDQD2Avf39wD///8A/wAA/wQAAP///wD/AAD/BAAA////AP' +
      '8AAP8EAAAAAwAAAAAAAP4AAP8AAP8CAQAAAP8A/wAA/wIBAAAA/wD/BAAAAP8AAP8AAAAAAwAAAAAAAAAA/f//AAD9' +
      'AP//Cfb8Cf36/vr+Ahz6AAAA//8A/wX/AP4AAAD//wD/Bf8A/v8HAAAAAAD/AAD8/wAA/gcA//8AAP//AAD+BwD//w' +
      'AA/wD/AP8A//8HAAD+AP8A/wD//wcAAP75FfwAAP739vf8GAD///z///35//8T/wICBv///////v/+Avv9Cv77+wIE' +
      'A///C/3+/////v4CAAAA/wAABwAAAPz//gwO/v/8/vf9/vvwB/f7/Qf8CP0XAAAAAAAAAAACAAAA/wD+/wr+//8A//' +
      '/7//7/E/z///7///v//v8T/P///v8AAAD//wAABAD/AAAA/v8AAAAGAAD/AAAA/wYA/wD/AP4AAAD/BgD/AP8A/gAA' +
      'AAAIAAH//QD9APwA//8AAP4A/wv/BAEA/v/+/gn8//8EAQD+//7+Cfz///0A//8ACgAAAP7//QD//wAKAAAA/v4kBv' +
      'v7/AD7/f7v/v4T/f78A/7+/v0AAAAABf/+AAD/ACv7//37AfP6+PgEAAAAAAAGAPwAAAAAAAAAAAYA/AAAAP3//vr/' +
      '/gX+//8NAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAP8AAAAA/AAABgAA/wAAAAD8AAAGAP7+E/3+/A' +
      'P+/v79AP///////v0N/////gcA/wAAAAD//gD/AP8IAP7/AP/9AAP8+QH8+Pr7EQ4AAvv4Cvv2+voQC/0GAAn/////' +
      '//z9APwB///++////w8A/AH///77////D/v4+RT4B/H4+fom////AP//AAAAAAX///8A//8AAAAABf///wD//wAAAA' +
      'AF////AP//AAAAAAUF/v8G/wD///3+//38//78APr//xr9APz+/vv/+v//Gv0DAP8A/wD/AAAB/wX5/QT6//n9/Bj8' +
      'AAAAAAADAAD//wD//gb7/vwRAv3++v/+Bvv+/BEC/f76Cfb+DPv8BvsD/v3/CwD/AAD6/wAA/gAAAP8A/wAH////CA' +
      'X+C/r9//oCA/b/C//+///6B/7//QEABP8AAAAA//8AAAAAAAD/AAAAAQAAAAAAAP8AAAABAP4A+P8R/gAAAP3/AAAB' +
      'AgAAAAAAAAAAAAEAAAAAAAAAAAAAAQIAAAAAAAAAAP8A/v///wv8/wAAAAD/AAD/AAAABAAAAP8AAP8AAAAEAP8EAA' +
      'AA/wAA/wAA/wQAAAD/AAD/AAf/////Av3///////4Y/fr//v79/v4G/hf8+AH7/v39/gD9///////+Av8JAP///f//' +
      'BP//AwIBAAAAAAAAAAAAAAD///3//wT//wMCAwMC/wL+/AAI/fcDAwL/Av78AAj99wIH/v3/BP4D/P7+AAACAAAAAA' +
      'AA/wD//P/+/xT6/v7////8//7/FPr+/v////z//v8U+v7+//8A+QD/AA8AAPwA//j+CwT9C/r49wkDAAAAAQAAAAAA' +
      'AAD49woE/Br59/MJAQEB/f0GDP3+/AD7Df78/QUJ+/38//sAAgAAAAAAAAAAAA3+/P0FCfv9/P/7+/8AAAD/DAAA/A' +
      'D7/wAAAP8MAAD8AAAEAAABAAAAAAD9+PwK+wEJ//wk7fL6AP8AAAAAAAAK/voA/wAAAAAAAAr+AAAA/wAAAAMAAP8A' +
      'AAD+AAUAAAD/AAD+//3/BP///wf+AAAAAAAAAAAAAAIA/v/9/wT+//8HAP//Bf//Bv///v////8F//8G///+////CP' +
      '////8C/////f8H////BAH//v/8/vz//v7+G/79/vn+/QD///4S///++v4M/v7//AH+AvoF//3++/0QCvz+/fwAAP8J' +
      'AAD/AP8A/P/9/vv9EAr8/v38/AL9/AH/F/wB9AL6Avr/+Qg1+Pvz7/76Av7+/gv+/fwKAAAAAwD/AAAAAP8AAAADAP' +
      '8AAAAA//8H////BAH//v/8/QIB/f39Ev39+wP/+v4E/f0c/fn8/QAIAAAAAPkAAAAAAAAAAAAAAQAAAAD/A/4E/f0W' +
      '/fn8/Q/9+wX7/PoQ/Pz8AAAA/wAAAP8DAAAA/f4J/f4ABf39AwD9/gn9/gAF/f0DAP3/JP7///3nAP8D//8C/gf7//' +
      '4A/wP//wL+B/v//gD/AAAAAAAAAgAA/wAAAAAAAAACAAD/AA79Df78/fj9Av39AAAA//8AAAAABf8N/A39/P33/QIC' +
      '/AD/AAD//wgAAAD9AP8A/wAABv8AAP///gD//v8O/v///PoDCwoK+PoC9gb0AP7//wj//wAA///6AgkJE/b5AfYF9A' +
      'D+AP//BwD///8A/////v8E/f4J//8AAAD/AAX+AAAAAAAAAP8ABf4AAAAABPYI/vr99/z4AR37/QP/////AP8CCP8A' +
      'AAD/AP/+AAn9+/0D/////wD/Agj6/QP//v/+/v8KBQP/AAAAAAAAAP8AA/8AAAAAAAAA/wAAAAMAAAAA//8AAAD///' +
      'z///////8LAP///P///////wsA/wAAAAAAAAACAAD/AAAAAAAAAAIA/wAE/wAAAAD/AAD/AAT/AAAAAP8AAAcc9gUo' +
      '9wHv8Pjq9gIDAPr4+QkKCP779QL+/ff7CAkHCf8A//wQ///////8AAAAAAAA/wAAAAMAAAAAAAD/AAAAA//+//wP//' +
      '/+//8A/wf//QX//v////8AAwAA//8D/wAB+wAAAP8AAgAAAAAAAAAA/wACAAAAAAAA/wz+/v///////wAAAAEAAAAA' +
      'AAAAAP8M/v7///////8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAQAAAAAAAAAA/wAAAAAABQAA/gAAAAIAAAD/AA' +
      'AAAAAAAgAAAP8AAAD//gb////7///+CAABAAAAAAMA/wD/AAEAAAAAAwD/AP8ACQD+//7//////wAJAP7//v//////' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAP/9AP/+/xb/AP/z//0A//7/Fv8A//MAAQAAAAAAAAAAAP8A/wD//gAHAAAA/w' +
      'D/AP/+AAcAAAAA///8//4O/////wD///z//g7/////AAAAAwAAAAAA//8AAAADAAAAAAD//wAAAP8AAAAAAAACAAAA' +
      '/wAAAAAAAAIAAAEAAAD/AAACAP8G//v+/hD+/v76AAAAAQAAAAAAAAD/AAD/AAD/AAD/Bv8AAP8AAP8AAP8GAAv//w' +
      'D//v7///0AAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAAADAAAA////AP/+' +
      '/wn///////8A//7/Cf///wAAAQAAAAAAAAAAAAAAAAAAAAIAAAD//wb//wAA////AAAO/wAA//cAAAD+AAAA/wAAAA' +
      'ADAP8ADv//AP/3/wIA/QAAAAMAAAAAAAAABf8C////AP////8F/wL+/wD//////wX/Av///wD/////AAAABAAAAAD+' +
      'AAAAAAAEAAAAAP4AAP/+/v3/E//+/f/+AAACAAAA/wAAAQAAAAIAAAD/AAABAAEAAAAAAAAAAAAAAQAAAAAAAAAAAA' +
      'ABAAAAAAAAAAAAAAAAAwAAAAAAAAAAAAUAAAAAAAD8AAABAAAAAAAAAAAAAAAFAAAAAAAA/AAAAAADAAAAAAAAAAAA' +
      '///9AgD///8ABgD///0CAP///wAGAP///QIA////AAb++v/+/vz9/v4Y//76//7+/P3+/hj/AP8AAAAAAAQAAP4A/w' +
      'AAAAAABAAA/gACAAAAAAAA/wAAAAAAAAAAAAAAAQAA/gD/AAAA/wAGAP38A/////7/B/4FAAAAAQAAAAAAAAD9/AP/' +
      '///+/wf+Bf8BAAD/////B//+/PoC/////f0HBAQAAPwBAAAAAAAG/wIAAAAAAAAAAAAAAgAAAAAAAAAAAAABAAAAAA' +
      'AAAAAAAAEAAAAAAAAAAAAAAAD/BwD///////4AAP8HAP///////v/+AP8AAAkAAAD7AP8A/xMAAADwAAAAAAACAAAA' +
      'AAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAEAAAAAAAAAAAQPBPz+/v39Av75BA8E/P7+/P0C/vkC9AL+/AH7/Q' +
      'YMBP0F//X4BfgW9xD2AAD/AAD+BQAAAAAAAP8AAP4FAAAAAAAAAAAA/wMAAAAAAAAAAAD/AwAAAAD/+wD//wIH/wX/' +
      '/AAI/f79/v/+/wj+AAj9/v3+//7/CP7//f/////+/wT/Bv//Bfz9/v38AwII//8F/P3+/fwDAgj//wX8/f79/AMCCA' +
      'QIBPv///7+///9BAgE+////v7///39//4L/v7+/Qf//QAAAAD/AAMAAP8AAAAAAAAD//8AAAAAAAAA/wMC/wD//wD8' +
      '//////8Q/QD9APz//////xD9AP0A/wAS/wD//fwA+Aj7/wf+/vz6/g/6AP8A/gAFAAAAAAAI+v8F/gP7+f4O+f///w' +
      'r/AAD//gD8AP4AAAAAAAAEAAAA/gAAAAAAAAQAAAD///7///8ACP/+AAAA/wAABwAAAPwAAAD/AAAHAAAA/P78/Ar+' +
      '/P0DAAv8A/j8A/4B/RP9/vz//wD9/wD+Dv7+/gP4/AP+Af0T/f78//8A/f8A/g7+/v4AAP//BQAA/wD//wAA//8FAA' +
      'D/AP//Bw///wAA/v3///QH/AD/AAAAAAAA/gf6Bv8AAAD////9B/oG/wAAAP////3/BAD//wL//wAAAP8EAP//Av//' +
      'AAAAAAkAAAAAAAAA+v8AAQAAAAAAAAMA/gAABAAAAAAAAP//AAAEAAAAAAAA//8A//8RAP//APUAAP/+/wT//gn9//' +
      '/+//7/BP/+Cf3///4A/wD/BQAAAP4AAAD/AP8FAAAA/gAAAAAAAAACAAAA/wD+/woD/wH//v///AD9/wQA///9AAAG' +
      '/vwJB/8A//v+/gIAAAD/AAAAAAAAAwAAAP8AAAAAAAAD/fkG+/z9+hMD9wn9+Qb7/P36EwP3CQAHAAD/AP7//wAA/f' +
      '0A+v8H/gAJAP/9BP/6/gf8/wn//wEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAA8K/fz9+Pv9/gf7Dwr9' +
      '/P34+/3+CPsPCv38/fj7/f4I+wAAAAIAAAAAAAAAAAAAAAD/AAAAAQAAAAAAAP8AAAABAAAAAAAGAP0AAAD/AAAAAA' +
      'YA/QAAAP8AAPYADQAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAA/gAA//8GAAAA/gD+AAD//wYAAAD+AP8AAP8A' +
      'BwAA//4A/wAA/wAHAAD//gABAAAAAAAAAAAA//3+/f7/+P39/Rz5/f0g/v79/P39/Pn9/SD+/v38/f38AP8A//8A/v' +
      '//AAkAAAALAAAAAAAA9wABAAAAAAAAAAAAAP8A//8AAAAEAAAA/wD//wAAAAQAAPoD+vj+LAPvAeoKBPj79fcgCPQR' +
      '+ff+/f/+/BQB//78/f79//78FAH//vz9+Q37+gH3DxH79AAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAA/wAAAP8EAA' +
      'AAAAD/AAAA/wQAAAAAAP0AAP7/CwD9//4I/f7///7+/Qn//gj9/v///v79Cf/+CP3+///+/v0J//38/xP/+/7+AP7/' +
      '/fz/E//7/v4A/v/9/P8T//v+/gD+AAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAYA//7/AAD/AAAA/gAAAAAAAAMAAA' +
      'D+AAAAAAAAA/8N+vn4DfoL9/oG/w36+fgN+gv3+gYAA/8AAQAAAP8AAAAD/wABAAAA/wAA/v3+IP3+/QH0/vz+/f4g' +
      '/f79AfT+/P79/iD9/v0B9P78AAD+//sA/////wwAAP7/+wD/////DP8N+vn4DfoL9/oGAAAAAQAAAAAAAAD///wU//' +
      'v//f///v///BT/+//9///+//4GC/7+/v7+/v3//gYJ/v7+/v7+/v/+Bgv+/v7+/v79//4GC/7+/v7+/v0AAP//////' +
      'B/8A/wAA//////8H/wD/Bv/+/gD++w7//fwK/gQF/v79/v39/Qr+BAX+/v3+/f39CAIE/fr//foO/PoIAgT9+v/9+g' +
      '78+gwKAAr+/v39/f3wAv39A/r+/Qf9+g4C/fwJ/AP8+/oECQAAAAADAAAA/wD/Av39A/3+/Qf7+g0A/wAAAAAAAgAA' +
      'AAIAAP4AAAgAAPv/AAAAAQAAAAAAAAD//v/+/wANAAAA/AAAAAAAAAMAAAD/Af3//v//FP//+/oAAAAAAAADAAD//w' +
      'YA/QAAAAAAAP4ABgD9AAAAAAAA/gAAAAAAAgAAAAAAAAAV//4A/vr+//77/////v7////9/w0AFf/+AP76/v/++//9' +
      '//7+B/7//wv7//3//v4H/v//C/v6/PkO/v30BPwe9v//Bf/+APwA/Qr+//8F//4A/AD9Cv76/PkO/v30BPwe9v/+/w' +
      'D+Bvn9/v4PAP8AAP8AAAADAAD+/f4A/Qb5/QH+DgAAAAAAAAACAAAAAP4ABwD/AP/9/wIAAAAAAAAA/wAAAwD+AAcA' +
      '/wD//f8CAPz//wEAAAv///4A/P//AQAAC////v////8A////AAn+AAAAAAAAAP8ABAD//wD//QD///8IAP/+//////' +
      '/+/w3+AAQAAAAAAAAAAP4ABAAAAAAAAAAA/v//AAAAAAgAAP/9//8AAAAACAAA//0P+wYCBf39/f78+Q/7BgIF/f39' +
      '/vz5D/sGAgX9/f3+/Pn9DRAE9P0GBfr39QD//wL+/v/+Cf/+/Q0QBPT9BgX69/Ua+fv8/fn2/Bf8+hr5+/z9+fb8F/' +
      'z6/v8A//8AC///AP3+/wD//wAL//8A/QD7AAAAAAkAAAD+/wD/AAAAAAACAAAA/wD/AAf///8A/wD/AP8AB////wD/' +
      'AAABAAAAAAAAAAAAAAEAAAAAAAAAAAD/AP8B//7///8G/Ab//v7++/z+/hMAAAAAAQAAAAAAAPwG//7+/vv8/v4TBf' +
      '4B+Q7++P8I/vr+9CUB+gsGDe337AD//wf//////wD//v8A//7+Cv8AAP8AAAAAAAAAAAEAAAD/AP//AP0AAAj+/v7/' +
      '//3+B///CP4GAP0AAAAAAAD+AAf+AQH+/v769/wRB/4BAf7+/vr3/BEIAP7//wAA/wD+AAgA/v//AAD/AP4ACPz+/f' +
      'wW+f4E9f4AAAAAAP8EAAAA/wj8/vz8Ff3+A/X9BP///wAA//8AAv8AAAD/AAAAAAMAAAAAAP8AAAAAAwAAAAAA/gAE' +
      'AAAAAAAA///9Av//B/////8L/gn+AP38/fz+AQUAAAD+AP8A/wD8C/wA+//7+fsU/wAGAP4A/wAAAAD//RD8APr9+/' +
      'n7E/4A/wL/AAQA/v8AAAAGAAAAAAAA/P8AAP4ABAD////+AAQCC/////7////9/fce7fn29fMHIwf1+i/u9/T38QQd' +
      'A/H/AAAA/wf+AAAA/gAAAP8A/wYA/wD+//8A//8HBP////z//wAA///9/wD/CQAABf8AAP//AAD/AAAF/wAA//8AAP' +
      '8AAAD+AP//B/8AAAAAAP4A//8H/wAAAAAA/gD//wf/AAAA/wD+//8IAAAA/gD/AP7//wgAAAD+AP////8O/vr/AP8A' +
      '/////w7++v8A/wAAAP//AP8G/wD/AAAAAAAAAgAAAAAAAAAAAAACAAAAAAL9AP//APv//wAKAv0A//8A+///AAr//w' +
      'n///////8A/gAAAAAAAAQAAAD9AAABAAAAAAAAAAD//wAA//8MAAAA+v//AAD//wwAAAD6//8AAP//DAAAAPoW+v36' +
      '+/od/Pz1+hb6/fr7+h38/PX6//8L/f////////8H//4AAAAAAAD9AAAAAAAAAAAAAAEAAv3+/Pz8/QAV//0FAAHyEg' +
      'b47hvuAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAIAAP7/Af8GAAD///8A/vwC/xn//f7++fzrBjbzIfXv' +
      '8vME+P8U//3+/vz+///+/xT//f7+/P7///737Bj1RfHv8/QY6//9/gn+/v7+/f8KAAAD/wAAAAAAAP8AAAP/AAAAAA' +
      'AA/wD+/gL++f78Df8E//7//f7++/7//xP////9/wv+BP3//v////3/C/4E/f/+AAABAAAAAAAAAAAA/wP//wAA/v8E' +
      '///7EPf+//z+/v0MAAAAAAD+AAMAAAAA+AL//wD+/v4T/QD4Av//AP7+/hP9AP4AAP4A/QD//goA/uj/9f/+/wAt/g' +
      'AAAAAA/gQAAAAAAAAAAP8A+gAAC/0AAAAA/wD6AAAL/f/+/f3+/ggK/gL7//79/f7+CAr+AvsA/wD/AAYA//8A/wD/' +
      'AP8ABgD//wD//xAA//39//3+AP0ABwAAAAAAAAAA+gAHAAAAAAAAAAD6AAAGAP4AAAAA//8AAAD+AAAABP8A/wABAA' +
      'AAAAAAAAAA/wcG/v7//wP///gA/wD/AAYA//8A/wP/AP/+/wAABf//AP///////wD/BwAD/v/+/v7//wQF//8ACP8A' +
      'AAAA/wD+/wAI/wAAAAD/AP4A/wAAAAAAAAAAAwD/AAAAAAAAAAADAAMAAAAA/wAB/////v//AAD//wgAAP/+//8AAP' +
      '//CAAA//7//wAA//8IAAAAAAAAAAAAA/8AAAAAAAAAAAAD/wAAAAQAAP8AAAD+AAD+BQL9BPv7/BD5//4FAv0E+/v8' +
      'EPn/AAAAAAAAAAABAAD//v/9/v/8/v0BE//+//3+//z+/QETAAAAAAAAAAABAAD9//r7+/v4Bw8FCAL//wb9/P0BCf' +
      '77Av//Bv38/QEJ/vv7/v77Af/8/AIX+wAAAAMA/wAAAAAAAP8AAAD/AwAAAP8AAAAA+wAAAAYAAP7///8T/Pv+/v//' +
      '/vz++v4B+x37/QD8+vwB+f73HgUA/PH3+vv6+wcZBhP2//3/Df8H/vz//f359fkPBv/zFwf89/r/AP///hP///v+//' +
      'cA/wD///4DDf8F/wAAAAAAAAD+AA8AAAAAAAAAAPMADwAAAAAAAAAA8wD//AD//wD9/wAAC//8AP//AP3/AAAL//wA' +
      '//8A/f8AAAv4Aw0N/gXw+v8F+gD9//7////+Dv/+AP7+++7/7vwA/jQA+wAAAAAAAAAABwD7AAAAAAAAAAAH/Qv7/P' +
      'sHCPj9Bv3/+f////8L////Bf3/Df/9AP////7///8DAP8A/AAACf7//wMA/wD8AAAJ/v/7/////xT//wD3//v/////' +
      'FP//APcAAAEAAAAAAAAAAAAAAAAAAP//AAAEAAAAAAABAAAAAAAAAAAAAAD//wAABAAAAAAAAP//AAAEAP0AAAAA/w' +
      'AAAAUAAAAAAQAAAAAAAAAAAAABAAAAAAAAB/8A//8AAP///wABAAAAAAAAAAAAAAAAAAACAAAAAAAA/v8GDf/+/v7+' +
      'APcAAAD/AAD/AwAAAAj///4A//8C/v7//wr////9Cv3/+f7+CgD///0K/f/5/v8AAAAAAAIAAAAA/wAAAAAAAgAAAA' +
      'D/AAj//wD//////wAAAAABAAAAAAAAAAAAAAADAAAAAP8AAAAAAAD/AAAAAwAAAAAAAP8AAAAD//8AAP7/BwAAAAD/' +
      '/wAA/v8HAAAAAP/+/////xH//vz8/v4AAAAACAAAAP79/f////8Z/v78+vz0QPbz+PH38SntH+4/7eXxAPABE+0A/w' +
      'EA/gD+AAD+B/0E/v7+/v4f/f7w/QT+/v7+/h/9/vAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAP0A/v///w3+//4A/wEA' +
      '/gD+AAD+Bwr9/f0H//v9/Qr5AP//AAAA//8ABQAK/f39B//7/f0K+QAAAAAAAAEAAAAAAAAAAAAAAQAAAAD/Bf4AB/' +
      '37CAD8+/8F/gAH/fsIAPz7BSH++Af4+/n69wAFIf74B/j7+fr3AAD/+/wF//7//wMH/wAA/wgA/v//AP4AAAD/BgD/' +
      'AAAA/v8AAP8IAP7//wD+AQAAAAAAAAAAAAAJAf3+Cv/9/QT6+woB/f4K//39BPn7CPz4+QH9/fsG+xMA/wD/Bv///w' +
      'QA/P/9/vwE//39Cv4F//3+/AT//f0K/gUAAAAAAAD/AAIAAAAAAAAAAP8AAgAA//8G/////////wL//wb/////////' +
      'Av//Bv////////8C//3/Cf4F//z///4I+v4O//3//v//+wf4/Rj9Av76/v75/w3//v///v//Avr//QAAAAAFAAAA//' +
      '8K//7//wP//wL5AP4A/v4A////AAoA/gD+/gD///8ACgAAAAD+AP4AAP4HAAAAAP4A/gAA/gcK/P/8+/vv+hH+EQAA' +
      'AgAAAAAAAAAAAAACAAAAAAAAAAAAAAD/AAAF/wAA/gD/Av//AAX/AP/+B//4AgAACPYW9fb///0F//7+Dv3+/PkF+P' +
      'kD/AD39SEDAAACAAAAAAAA/wAA/QcAAAAAAAD///f+G/z6//39/foKB//4AgAACPYW9fb2/hH8+/gD9wYN/wAAAQAA' +
      'AAAAAAAAAAABAwAAAAAAAP8AAAEDAAAAAAAA//35Av75/RcA/fwE//z//AH++/7+AhIAAP8BAwAAAAAA///8//wB/v' +
      'v+/gISAAD/AQMAAAAAAP/8+QL9+/0YAPz8BAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAQIAAAAAAAAAAAAB' +
      'AgAAB/8A//4AAAAAAP4H/wD//gAAAAAA/v/+///+//T///8WAP4AAP8A/gAA+gsA///8/wv//////wAAAAAAAAABAA' +
      'AAAAAGAAAAAAAA/AD///78//8S/////AH//P/8//7//wMK+/0BA/v//fn+BREA/gAA/wD8AAAACQD+AAD/APwAAAAJ' +
      'C/7/+//1Bv//Bf8L/v/7//UG//8F/wAAAAAAAQAAAAAAAAAAAAAAAAEAAAAAAAD/AAAAAAAAAgAJAAAA/gAAAPr/Aw' +
      'D/BP4AAP8A/wAF/gD/////AP8CAAMAAAD+AAAAAAAACP4A//3//wD/AgAAAAAAAAAAAQAAAAAAAP///v8H/wD//hH9' +
      '+gz9/vn59woI+//+/f74//8CDAj7//79/vj//wIMARD9+gv9/fn49wn+/Pv8+/r9HPwL+v78+/z7+v0c/Av6AAAAAA' +
      'ACAAAAAAAAAAAAAAIAAAAAAP3/B/7///8I/f3/CP4A//////////8I/gD//////////xH+8P8AAP//AAf/Ef7w/wAA' +
      '//8AB/8BAAAAAAAAAAAAAAEAAAAAAAAAAAAA+v7z6wL5MPH99Rv6/gAAAAAAAAAIAPr+AAAAAAAAAAgAAAQAAAAAAA' +
      'AAAP4ABAAAAAAAAAAA/v4P9Pb7APj8+yz0/hj+/f34/f/9+Qf++v39Bv79/v0AEv/2//v9/v79D/4O+iLv8P728/j0' +
      'JQ4AAQAAAAAAAAAAAAABAAAAAAAAAAAAAP7/DP/+/////f/9/AcG+/36/AX8C/37BQP6/Pj7A/oZ/g7+C/3++/79Cv' +
      'D+Dv4L/f77/v0K8AAABP4AAAAAAP8A+wkGDff68/kABAkAAAIAAAAAAAD/AAAAAgAAAAAAAP8A//8E/wv//v78APwN' +
      'BgEI/gH/+/7/8P31/fwF/Pn/DP0TCfr//vwE/f4ACP79GgH8Af37/f7++v8B//8F/wAA/gD/AP//Df/////6AP/+//' +
      '8ACQD/AAAA/P7//wAJAP8AAAD8+ub8Cvr7/wwT/QkDA//8///9////BwL+//wA//3///8O/vsCI/38+/r8/fsAAAAE' +
      'AP0AAAAAAP77Aij9+fv6/P37BPwAAAAAAwAAAP8E/AAAAAADAAAA/wAAAAAAAAAAAAAAAAAAAAAAAAAAAAD8//4a//' +
      '3+/f7/+v///wr////+////AAD/B////wD/AP8A////////Efb//wD///////8R9v//AP8AAAAAAAMAAP///gIA//8H' +
      'AAD//gAAAAAAAQAAAAAAAAAAAAABAAAAAAAA+gD//wAAAAAJ/wD6AP//AAAAAAn/APkA//4A/gALBP8A+QD//gD+AA' +
      'sE/wAAAAQAAAAA/gAAAAAABAAAAAD+AAABAAAAAAAAAAAAAP4AAgAAAAAAAAAAAAv//v////7///8AC//+/////v//' +
      '/wABAAAAAAAAAAAAAAEAAAAAAAAAAAAACQb4BQAB+/f2CgAAAAAAAAABAAAAAAAA/QAAAAn7AAABAAAAAAAAAgAAAA' +
      'EAAAAAAAACAAAAAAAA/wAAAAAAAAEAAAD/AAAAAAAAAf/8/vz9//4c+f79//v++/3+BBv4/vz//f4S/v7//v7+/gAA' +
      'AAAAAAAAAQAA//3+Ev7+//7+/v4A+f8R//0A/v8A/wD5/xH//QD+/wD/AAAA/wAA/wAEAP8AAAD/AAD/AAQA/wP/AA' +
      'AAAAAAAAAAA/8AAAAAAAAAAAD//QAA/v0LAAAAAP/9AAD+/QsAAAAAAAQAAP8AAAD+AAD/AAb8//////8AAwAAAQAA' +
      'AAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAP//AAcA////AP////r////3Gv/9//7/+v////ca//3//gL/AAAAAA' +
      'AAAAAAAv8AAAAAAAAAAAAAAAD+AP////8ABgAAAP4A/////wAGBQAAAAAA/wAA/gAFAAAAAAD/AAD+AAAAAP8A/wAD' +
      'AAAAAP4AAAAAAAAAAAL////+/wv///8B/v38/fn7I/r8Av/8//7//v8N/v//Af79+/35+yX5/AH//AP8CfwL/v0F/P' +
      'z5BfsV+wn7/AX7+PgD/An8C/79Bfz8+QD/AP8AAAb/AAD/AAAAAP4AAAYAAP8A/gD//v8GBP8A/gAAAAAABQD9AAAA' +
      'AAAAAAAFAP0AAAAM/wAA/wD+AAD/+wMAAAAAAAAAAP8AD/////8A/v///vrz9/kE+hUDF/r8+QgD+AP4DfkU+Pn2CA' +
      'P4A/gN+RT4+fYA/wAAAAAEAAAA/wD/AAAAAAQAAAD/AwD/AAAAAAAAAAAO//X0/Pz+Ivn9/AMA/wAAAAAAAAAA/P4A' +
      'AAAAAAAACf/8/gAAAAAAAAAJ//z+AAAAAAAAAAn//P4AAAAAAAAACf8J/QAAAAAA/wAA/Qn9AAAAAAD/AAD9Cf0AAA' +
      'AAAP8AAP0BAAAAAAAAAAAAAAEAAAAAAAAAAAAA+gT/+v0TCf79+fv+Fv35/BP1/Pr9/wACAAAAAAAAAAAA+Bv88/om' +
      '/fr39vkA/wD/AAIAAAAAAP8K/wT///////z+AwD/AAAA/wAAAAADAP8AAAD/AAAAAAAAAQAAAAAAAAAAAgn/A/8B/v' +
      '7+/P0B/wAAAAAAAAAAAAD/AAD+/wwAAPz+Af8A//7/DAAA/P779f78FBL6CA7w8fnz+/keDPjzBfgO//z//wT///z7' +
      '/xD//wD/DP///v4A/fnv+vcZDPb9GuwKDPv4+Bv8+fkH9wIP+vf7GPz6+Qb4AQ/69/sZ+/r5BvgBAAD/AAD8BgD/AA' +
      'D//hr6/P/+/v7/+wAGAAAAAAAAAAH7/wQZ+fz7BP3+//YAAAD/AAAK//7+/wAAAAABAAAAAAAAAAAAAAEAAAAAAAAA' +
      '//////7/C//////8/vz+FP0D/v79//7//f8X/vj+//4CAAAAAAAAAAD/AAH+//3/F/74/v7+Bvz//v8EA/////0AAA' +
      'AAAAAAAAEAAAT7Afv+CfsC/vwJBPsB+/4J+wH//An//v/+//3+EP///v////3/C////////////f8L////////G/7+' +
      '/v77/f78+wACAAAAAAAAAAAA/h3+/f7++/3+/PsA/v//AP8B/wAG/wj7/////////wb/CPv/////////Bv8I+/////' +
      '////8G/wD/AAAAAAAAAAACAAAH////AP8A///8AwH4+g7/Cfr3B///B////v//AP8BAP3+/P0U/foF/v0A/f78/RT9' +
      '+gX+/QAA//7/AP////8I9v8AEf8A//8A/v8ACAD//wAA/wD9/wD///z///4A/wr/AAAA/wQAAAAAAP8AAAAHAP7//w' +
      'AA///+/gj+/v3//gn+9QT8GwD7+vv8AwL7/fP+/f/6/v8p+wAIAAAAAP8AAPsABPocB/v9+wP89fkA/wb//wAA/wD/' +
      '////FQT3+/QB+hfy//3/9/8T/v////8AAAAAAAIAAAAA//0DBPz2FPr69xD8/QMD/PUX+fr3EPsACAAAAAD/AAD7AA' +
      'AAAAD/AP/8AAAHAAgA//8A/vwA+gcN/fwG/fQR/fz9/f7+//3+EfsD/v7+DPr7Cvz+DAL5+/r+///+AQ78/////wD/' +
      'AP8A/wUAAAAA/wAA/wD/Bv//AP/+///+AQ78/////wf2+AP6Gg4D9vj1A//////7/v8J//8C/f/+//7+/g3//gMAAA' +
      'AAAAD/AAAABf3//v7+/v0M//4AAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAIAAAAAAAAAAAX/AAAA/gAAAAAA' +
      'Bf8AAAD+CP7//v7///sL//3//P//FP/9//79/AAABAAAAAAA/wAAB/r+/RL+/PkJ/PkABv/9///+/gv++wAAAAACAA' +
      'AA/wAAAAX//QH//v4K/vsP/P79/v7+/g35/A/8/v3+/v7+Dfn8AgD/AAAAAAAAAAAI/gAA/wD/AAD//wr9////AP//' +
      '///+AP8AAP8AAAAAAwAGA////f8A/QX//AAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAAA/wAGAAD+/wUBAP/7/gX9BP' +
      '/7+v0E+gn+/f7+EPv6/QT6Cf79/v4Q+wb//gX/AP4AAP79Bv/+Bf8A/gAA/v0A/wD/AAAG/wAA/gD/AP8AAAb/AAD+' +
      'Eg/7/fr9BAL8+/USD/v9+v0EAvz79f////z///8O/f//BBj++v78/f7+/vwIH/sH+hD5+Pnw8wce+gL5D/gH9+/y/v' +
      'kD+/sQBA38+vn/////BP8M/wD3///9AAD8/wv//wAAAPsAAAAACAAA/wD99///AP4f/v72/wAAAAAAAAEAAAAAAAAA' +
      'AAAAAQAAAAAA/wACAAAAAAAAAAAAAAIAAAAAAAAA/P38Nvr++vn4+/YBAAAAAgD/AAD/AP8G//r/A/4G//79/f77Nf' +
      '39+vn4+vb55PwH+fr/BBb8F//8AP//AAYABQD8BAD9AAAAAAAAAAAF/gAAAP//AP8A/wD/AAH9AP8AAAb/AQD9AAAA' +
      'AAAAAwD8/QH8E/78/f4I/AAACf3//////v//AAAJ/f/////+//8AAAAAAP8HAAAA/v/+AAD+/hP/AP35AAAAAAD/Bw' +
      'AAAP4AAAD/AAAAAQD/AQAAAP8AAAABAP8B//4AAP7+E/8A/fkAAAABAAAAAAAAAAD/CAL////+/v7/HQD4/PoB9goC' +
      '+fj++v4E/QT8EP7+/QD/AP////4J/wD//vn9A/0E+Rn9/vwAAAAAAAABAAAAAP/+AP//APv/AAAL/////v7///v//w' +
      '3////+/v//+///DQAAAAAABf4AAAD/AAAAAAAAAAIAAAAAAP8A/wb//////wAA/wD/Bv///////gT+/QYB+wL3+wz9' +
      '/fbwAvPsAE3zAf4I/vwGAfsC9fsLAAUAAAAAAP8AAP0ABQAAAAAA/wAA/Qj//wAAAP8AAP3/CP//AAAA/wAA/f8AAA' +
      'D///8H//8A/wAAAP///wf//wD/AAAA////B///AP/8/wEAAAAAAAAGAPz/AQAAAAAAAAYA/P4G////////Bf/////+' +
      '/w3//f////////7/Df/9////AP4A/wD/Dv/7/v4AAAAAAAABAAAAAP7///7+DQD9//////z/BQP/A/4AAP0A/gAAAw' +
      'AAAAAAAP8AAAAAAAIAAAAAAP4AAAMAAAAAAAD//gAAAwACAAAAAP/+//39//4T/f/+//7//f3//hP9//4EAAAA/wAA' +
      'AAAA/wQAAAD/AAAAAAD/BAAAAP8AAAAAAP8EAAAA/wAAAAAA///9/vn9Bf0a/f37/x3/////8v////f/Hf/////y//' +
      '//9wD+AAAAAAAAAAMAAP4AAAAAAAAAAwAA/gAAAAAAAAADAP/+AP//APv/AAAL/v/+EP/4/QT//////gD//wD7/wAA' +
      'C/7//hD/+P0E////AAAA/wAAAAMAAAAB/Qr////+//////79/fr9APwq+Pv6/v39+v0A/Cr4+/r/D/8G//7/Af//8Q' +
      'D/AAP/AP8A/wACAAAAAAEAAAAAAAAAAwAAAAAAAP0AAAADAAABAAAA/QAAAAMAAAEAAAD9AAD/AAIA/wAA/wP//wAA' +
      'BAD/AAAAAP//AAAEAAD/AAAAAP///wf///8A/wD//wMAAAAAAP8A/wAAAwAAAAAA/wD/AAAAAAAAAAEAAAAAAAAAAA' +
      'AAAQAAAAAA/gH+ABL//v78/f0AAAAA/gAKAAD+/AAAAAD+AAoAAP78/w/////////+//kA/wj8/v////4G/QD/CPz+' +
      '/////gb9AAAF/wAAAP8A//8AAAX/AAAA/wD///7+AP8A/v3//w7/AAAAAAP/AP8AAAD9/v//A/39//8O/wAAAAAAAA' +
      'AAAAEAAP4A/wAA////B/8A/gD//wD///8I//z2/BP6Agr4//oH/Pb8E/oCCvj/+gcA+v4G//39//z9EPzw+w/5AAj3' +
      '+/chAQAAAAAAAAAAAAABAAAAAAAAAAAAAP76Af4O+/j+CAP//gb+/iH4/P74+P3++gH+Dvv4/ggD/wD9////////AP' +
      '8JAP3///////8A/wkH/P///wD//wQA/gAA/wf///8A/wD/AAD/B////wD/AP8Y/wD////+/wDz/Bj/AP////7/APP8' +
      '9v4W+vz8+/gMAAb++AH8/v79+wgEDv74Afz+/v37CAQO9v4W+vz8+/gMAAYE+/8N/vz/Bf3/+wf9//3////9AP8G/w' +
      'AA/wAACf8AAPv/AAD/AAAJ/wAA+wr4/gr9+wcB/f38/wAAAP8ABgAA/QD/AAAA/wAGAAD9AAAA/wf//wAA/gD+AAD/' +
      'B///AAD+AP4GBPz7+/0XAf399gkb8+v+9Bjy7vIgAP8A//8I9wn//v7//wAQ/wD//P/++w4c7vX4+CX56usPAP8B/w' +
      'D//wb//v8A/wH/AP//Bv/+/wD/Af8A//8G//7///v/APz/APr+ABX/+/8A/P8A+v4AFf39///8/hP/////Av7//wr8' +
      'AP///v/+/P79B/oT/v79/v8R//8CAP8A//7zAAEAAQAAAAAAAAD/Ev8AAv/////+8/n4+vT5+fn4Tvv0AAMAAAAE/w' +
      'D//f8AAwAAAAT/AP/9//8F/hL+/f38/v38/////v/7//8O/////wD/AAAA/wQAAP////7/+///Dv//AwAAAAAAAP4A' +
      'AAADAAAAAAAA/gAAAAAAAAUA/gAAAP8AAAAABQD+AAAA/wAAAAAFAP4AAAD/AAD9/gQF/Pj+/gYFAAAAAAAF/v//AA' +
      'AA/f4DBQH3/v4GBQAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAwAAAAAAAAAAAAADAAAAAAAAAAAA' +
      'AAAAAAX+//8AAAAAAAAABf7//wAAAAAA/wADAAABAP8ABQD//wL///3//wAGAAABAAAA/P8AAAX//wEC///9//8C/g' +
      'X8A/79/A38/QDyD/sC+Pr4/fkiAv4F/AP+/fwN/P0AAgAABAAAAP4AAAACAAAEAAAA/gAA7A77+/z+8/0FCRgAAAAB' +
      'AAAAAAAAAAAAAAEAAAAAAAAA/wD/Cv3/////AP8TA+7sEAIR9+33EvIJ8u78Axn67w8VEgPu7A8CC/ftAg/////6//' +
      'oV/////v////r/+hX////+AP8AAAAAAAAAAAIA/wAAAAAAAAAAAgABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAD+AAAA' +
      '/wH/BAv//v////8A//3/AAAAAAAAAAAAAAAL//7/////AP/9/wAAAP4AAAkAAP7+AP///v//CP////8A///8//8Q//' +
      '/9/fv9/xH////+////AP8A/wAFAP//AAAA/wD/AAUA//8AAAAAAAAAAQAAAAAAAP8AAAAAAAAAAAIA/gD//wD8/wAA' +
      'CgD/BQAAAAD/AAD+//wE//8A+////woAAAD+AAAAAAAABQAAAAEAAAAAAAAA/v/+AAv//QD/AP/+//4AC//9AP8A/w' +
      'AAAAEAAAAAAAAAAAAAAAAAAQAAAP8AAgAAAAAAAAAAABL///////////b/Cgv9+v38+P7//QkcCv35/Pv3/v7yCQAA' +
      'AAAGAP0AAAD//////xD//v///vwAAAAABgD9AAAA//////8Q//7///78/+r7BPv6+f3+Fhn9/Qb/Av/9//8I/vsTDP' +
      'UY+Pn4AADvAP4AAAAAAAAAAwD3+Q73FPLu9P0gBf8G//z/E//4/v/5/gX+/P0e9Pv+//7/Bv/8/xP/+P7/+QAAAAb/' +
      '/////gAAAAAABv/////+AAAAAQAAAAAAAAAAAAAAAAAAAAP/AAD/BgD/+f3//P7++BYFAf/5/f7//f74FQcD+f8AAP' +
      '///wn4BwP5/wAA////Cfj/Af4R/v3////7/gAAAAAAAAD/AAIA/wD+EP79//7//v4AAAAAAAAAAAAAAv/////+//3/' +
      'AAz/APv/CwD/AP////8AAAIDAP//AAD///75AA39/fz+/wr/BP8AAAAA/wAA//8E/wAAAAD/AAD///7/Ev78///+//' +
      '7//v8S/vz///7//v8AAAADAP8AAAD/AAAAAAMA/wAAAP8A+/0FH/39/vj8/Pv7/QUf/f3++Pz8+//+A/f1Avj/+C72' +
      'AAD/AAMAAAAA/wAK+gv19gD6/vUl8wr6C/X2APr+9SXz/Pr8+vv7CA0LBvj8+vz6+/sIDQsG+P8FAAD//wP////9AA' +
      'AAAAAAAAD/A//7//v6+/sFDQoI9wAAAP8AAAMAAAAAAAAA/wAAAwAAAAAE/wAAAAAAAv///wT/AAAAAAAC////AAAA' +
      'AQAAAAAAAAAAAAABAAAAAAAAAAAAAP8A/Qj/AAD/AAAA/wD9CP8AAP/+CgL7/wb5Af///QAR///+AAD/9QAA/RL//v' +
      '///v//+/77LQD5/AX3//P6+xj/+/z+A/kG//v6GP/7/P4D+Qb/+/oAAQAEAAAAAP3/AP8AAAYAAAD/AAD8FPQCAwz7' +
      '9PUADPcAAAMAAAAAAAD+AAD/AP///////wgAEvMFCQv68/P/EfMAAQAEAAAAAP3/AAD///7/C/z//wD/AP///v8L/P' +
      '//AP8CBP0B/f0ADPz5/wIE/QH9/QAM/Pn/AgT9Af39AAz8+f//Af8U/Qz++fX++/8KAP7/////AP/+/wH/FP0M/vn1' +
      '/vv/+v7+Bv4U+/7+/AD/AAALAPwAAPz+AP8AAAsA/AAA/P4AAAAAAQAAAAAAAAAAAAABAAAAAAAA/vj8+AQNERHw/f' +
      'gDAAAAAAD+AAAAAAMAAAAAAP4AAAAAAAD//wn///8A/f//BAAAAAAAAAD/AP8D//4J//////z/AAAA/wAAAP8A/gf/' +
      'DAD/AP/9//4A/gAl/f39+fz9/QH1AAAA/wAAAAADAAD/MPz8/fj6/PsB8wD8AAAAAAD+AP8IAPwAAAAAAP4A/wgBAP' +
      '8AAAAAAAAAAAEA/wAAAAAAAAAAAQD/AAAAAAAAAAD/AP4P//3+//7//v8A/g///f7//v/+ABAAAf7/+P///v8RBwP6' +
      '+v4M/Pz59vkA/vr7/Qf9/QcQ/wD+D//9/v/+//7/AP4P//3+//7//v8A/g///f7//v/+CRb/A/P2Cvb2/QMABAEAAA' +
      'AAAPz/AO37/vr9/vr9BwsbAP4AAAr//f8A/v8A/gAACv/9/wD+/wAAAAIAAAAA/wAAAAAA/gAAAP8B/wQA/wAAAAEC' +
      'AAAA/wD/AP//AQT/AAD/AAAA//4AAP8GAAD//QD//wD7/wAADP/8AP7/Dv///v8A//wA/v8O///+/wAAAAP+/wD/Bf' +
      '////7///v+/hH/////AAcAAP8A/v//AAD//f/+/v/////7Ev/+/vv+/P0VBf39AP//APv//wEAAAkA/wAA///+AQAG' +
      '/wD/AAD///4BAAb///7+/P/9/hf+/fz/EgD/AAAA//4A8/oEDvnw+/D6Ew0FBAD+/wAAAAAAAAAEAP7/AAAAAAAAAA' +
      'AAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAD/AAANAAD/AP//AAD3AA0AAP8A//8AAPcAAgAAAAAAAAAAAAAH' +
      'AAD/AP8A////AAcAAP8A/wD///8AAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAD//f/+/v/////7Ev7//w' +
      'f//gb+///8AAAA//4AAP8GAP8N+/oBBQP7/v4K9AD5+wv4+/b0CAsRAPn7C/j79vQICxH4Gfrz+vU2+vn58fr+CP79' +
      '//8EB/7+AAT//v///v//AAUFB/v0FP7/A/n5/v/+BgAAAAAAAP8AAP8AAAAA+wAAAAf+HP74BAH6++v8D//+B/////' +
      '8B/v8CAP/+CP8A//////7++P3+/f0GDfwK/P74/QH9/v0N/gv9A/P4+/v8/xMCFPkAAAD/CAD+AP///gAAAP8IAP4A' +
      '///+AP4AAAAAAAUAAP8A/gAAAAAABQAA//0C+/gIAPv3DQ36/QL7+AgA+/cNDfr+Cf/////+//3/A/8N8+8H/Pn+Fx' +
      'PuAP8AAAAABf/+/wAA///////7//8M/wAAAAAA/gAABAAAAAAAAAD+AAAEAAD++/8B/fsi/gHz/AD7Av8A/wj/AP8A' +
      'AP8A/gAL/wD+APwA+gH9/woH//7//P7+/v79/xb9AP39/v7+/v3/FP0A/f7+/v7+/f8W/QD9/QD/BAAAAAAAAP4AAP' +
      '8EAAAAAAAA/gAA/wP/AAD/AAIA/wD/AP/+AP7/CAD/AP8A//4A/v8IAP///AP//////gL/CAAAAAEAAAAAAAAAAwAA' +
      'AAAAAAAA/wADAAAAAAAAAAD/AAD/AAAAAAgAAAD6AP8AAAAACAAAAPr/Ff8ECPz+/vj2/QAEAP4AAAAAA/7/AAABAA' +
      'AAAAAAAAAAAAEAAAAAAAAAAAAAAQD/AAMAAP//AAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAAADAAAAAAAA/wAA' +
      'AAMAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAEAP0AAAAAAAAAAAQA/QAAAAAAAAAAAwgAAP4A+Q' +
      'AAAAAAAAD/AAAAAgAAACAM8eoSDBrv7vTxBAf9Fv3/9wP7/vMjDPHpEAsZ8u308AgGAvb48gIC9RAG/v4P/v//////' +
      '//7+/g/+/////////v7+Dv3//v4C///9/v4O/f/+/gL///3/CP/+/QX8//0F/v8I//79Bfz//QX+ChQA+Az89/z7+P' +
      'v/CP/+/QX8//0F/gT6Av/+/wcA///9AP///P///gAACv8AAAD+AAj//wAA/gAA//r/B/z//wr+AgAA/wAAAAAA/wIb' +
      '/fr6+P3+/fz+CwMiBfkA+e4JBfD3+BMDBAUB//j88wL4EwMEBQH/+PzzAv/3A/3///7+/v4W//cD/f///v7+/hb+/g' +
      'r7+v///gr+Af7+Cvv6///+Cv4B+P0H//v/Af//EPsAAAAAAAACAP8AAAAAAAAAAAIA/wAAAAAAAwD/AAAAAAAAAP/9' +
      'BwX+/v///wAA/wAGBP3+/v/+//7++/7+/fwQ/gYAAAABAAAAAAAAAP7+/vz+/v38EP4GAAD/AAMAAAAAAP8A/gAAAA' +
      'AJAAAA/P/9/v///hL////7AAAAAAAAAP8DAP8AAAAAAAAA/wMA/wAAAAAAAAD/AwD//Pj8Cvr6/CL/AvT8+PwK+vr8' +
      'Iv8C9AAA/wYA/////wD/////Av///v7//wgA/wAAAAD/AAADAAkH//////////r9BwL8+fv9+vz8HfsAAAADAAAAAA' +
      'D////9////AAj//wX7BgH8/Pv8+fz7IPoH/v79/gET/fr6/AD///7+AxX9+vv8AP///v4DFf36+/z//f8F/v/8/v3/' +
      'DQD+APwAAP4RAAD4AP4A/AAA/hEAAPgAAAAAAAf7AAAA/wAAAP8ABf/+AAAAAP//AAAAAP/+BgAA//8AAAAA//4GAP' +
      '8ABP4AAP////8D/wAE/gAA/////wMBBP//Af//////AAEE//8B//////8A////Av///v7//wgAAAAA/wAFAP/+/wAA' +
      'AP//Cv0A/gD/Cf0G////+QT+//0J/Qb////5BP7//QAAAP//CP/9/wD/AAAA//8I//3/AP8AAAD//wj//f8A/wAEAP' +
      '/+//7/BgD9/Qj//gz//f7+//v/+v/7/xb+///9//////4L/////AD///n++goV/v77/f4G/wAC/wD8AP//AAb/AAL/' +
      'APwA//8A//z+/P39KPz+/PP//P78/f0o/P788/8A/gD/AAYA//8A/wD+AP8ABgD//wAAAAAAAAAAAQAAAAQAAAAAAP' +
      'wAAAAA/////gH//f4LAv3+/gL6BP78BwcB+QD//wAAAAAA/wAFAP//AAAAAAD/AAX+B/v9BQAD/Qj7/Cf9/P4K9/wA' +
      '9vf2/wT//f///f78EP3/BP/9///9/vwQ/f/+//8A/P8A/wz/AAAAAAAAAgAA/wAS//z//v/////7ABL//P/+//////' +
      'sA//8H///+/f///gYU/e79//8A/gcG/QAAAAAAAQAAAAAAAP8A/QoAAAAAAP0AAAAAAAEAAAAAAPwY///7/vv///z/' +
      '/Bj///v++////P//AAT9/////gn+/v//A/wC/v/+Cv79//8D/AL+//4K/v0ABgAAAAAAAAAA/P/9/v3//v4HCf/+//' +
      '3+/f/+/gcJ//4A/wD//wYAAP8A/wD/AP//BgAA/wD/AP8A//8GAAD/AP8A9/////8CAwUG/QAAAAUAAAAAAAD+AAAA' +
      'AAAAAAAAAAD/+f/+/f4h/f76+wD///7//wf+/wf6AAAABQAAAAD/AP8A/wD8///8EgD/+gD/APz///wSAP/6BAH8BP' +
      '8A///+//8EAfwE/wD///7//wQB/AT/AP///v//AAAABAAA//8AAP8AAAAEAAD//wAA/wAAAAD/BgAA/gD///4R/fz/' +
      '//YL/v7//hH9/P//9gv+/gD///7+AP8P/wD7AP///v4A/w//APsA///+/gD/D/8A+///BgL///////7///8GAv////' +
      '///v8AAAMAAAAA/wD/AAAAAwAAAAD/AP8ABf7+Af4H//38B/kC/AL+///7/f8P/QD/APn////+DQAAAP8A+f////4N' +
      'AAAAAAAABgD9AAAA/wAAAAAGAP0AAAD/AAAAAAAAAP4ABAD/AAD+/wAABwD+//8A+/7/AAAAAAAL+gD/CAIAAAD//w' +
      'D6AP8IAgAAAP//AP///P/8//z//xj7AP8A/wD9CAAAAP///xn8/v/+/f3/+f//Gfz+//79/f/5//8Z/P7//v39//n8' +
      '9wAo+gEH+P378wAAAAD/AP/8AAAHAAAAAP8A//wAAAcAAgAAAAAAAAAA/wACAAAAAAAAAAD/AAAABv////8AAP8AAA' +
      'AG/////wAA/wAA//7//////wAHAAD//v//////AAf//v3//QD+/wAP/v/+/f/9AP7/AA/+AAADAAAAAP//AAAAAAMA' +
      'AAAA//8AAAAAAAIAAAAAAAD/AAAAAgAAAAAAAP8A/wAAAwAAAP8A/wD/AAADAAAA/wD/AP8A/QoAAAAAAP0AAAAAAA' +
      'ABAAAAAAAGAAAAAAAAAAD8AAYAAAAAAAAAAPz/+f/+/f4h/f76+wEAAAAAAAAAAAAAA/8AAAAAAAAAAP8E/wAAAAD/' +
      'AAAA/wAAAAAAAAABAAAAAAAAAAAAAAIAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQ' +
      'AAAP0L+v8BAAD//f8DAAAAAAAAAAIAAAAAAAAAAAMA/wAAAAH9AAAAAP8AAAb/Af3///8C/wH/Bf8D////Av7///4C' +
      'AP///wn//////////vwc+wT++/3+/fwAAAABAAAAAAAAAP37GwYC/fr8/Pz6AAAFAAAAAAAA/QAAAAAABAAAAP///w' +
      'D/AAD7AAkAAAD//v7//QEDBQP+Af3+/v/9AQMFA/4B/QAAAP4ABAAAAAAAAAAA/gAEAAAAAAD/Fv79APr+/v3//gD/' +
      '/f8A//8H/QT/AP8AAPoL/wD/////Ff79+wX9/vz+/f3//gP////+Cv///xT//v7///7+//kAAAAGAAAA//0AAAAAAA' +
      'YAAAD//QAAAAD///8AAAAIAP0AAP///wAAAAgA/QAA////AAAACAD9AAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP4A' +
      'AAADAAAAAAAA/gAAAAMAAAAC+wz+/P79/fwDBgL7DP78/v39/AMGCOXs+QoY9/b2NvMA/wQAAAAAAAD/AAD/BAAAAA' +
      'AAAP8A/f4L/gH///////7+/P//E//+//3//PwAAAEAAAAEAAAA/AAAAQAAAAQAAAAA/wAA/gD6AAD8DgAAAP4AAAAA' +
      'AwAAAAAA/gAAAAADAAAI/v/7//z///8J/wj+//v//P///wn/AP4A/wAA/v//CP8A/gD/AAD+//8I/wAAAAAAAAACAA' +
      'AAAAAAAAAAAAIAAAD+DQT8+P75AAL8B/8BBfz9/vsBAv4JAAwAAPsA/v8A/v7vdfbv7wL28e0N5wf+//4F/////QP+' +
      'B/7//gX////9A/4H/v/+Bf////0D/h35C/UUA/cA+PHzHfkL9RQD9wD48fMAAAIAAAAAAAD/AAAAAgAAAAAAAP8AAA' +
      'UL/v//////+v0BAAAAAAD/AAAAAAD/AAQAAAAAAP8AAvz//wAAAAAABgAC/P8C//////8F/wD/AP/+//r//wcG//8G' +
      '/f///////wT//wb9////////BAADAAD//wAAAgD//vz+B/4D/Rj79/n//v8L//4I/v/6/ez3/Q38AAL7/CP87Pf9Df' +
      'wAAvv8I/wAAAD/AAAAAAMAAP//AAb/AP//////////Bv////8C//8A/gD/AgD/AP//BQD+AP8CAP8A//8F//8C//8A' +
      '/fwM/v4AAAEAAAAAAAAAAAAAAgEAAAAAAAAA//4HAP8AAAAA//4C/gH///7/CP8B/QIAAAD/AAAAAAAAAgAAAP8AAA' +
      'AAAAAA/wAAAAAAAAMAAAH+Af8A/gT//voHAf0B/wD+BP8B+gcAAAAAAAABAAAAAAAAAAAAAAEAAAAAAP//AgD/////' +
      'AAMA//8CAP////8AA/8OAAD/AP7+//r//w4AAP8A/v7/+v//CvwH+xf5+vn6+///////CP////////////8I//////' +
      '8AAAD/AP8AAwAAAAD//wD//f8K///+AP//AP/9/wr///7/CvwH+xf5+vn6+/78///7/wH//w0A/vz///v/Af//DQAC' +
      '+AYI+v37E/oC+gAAAAAAAAAAAgAA/x3+/P7+/vz9/fsAFQQD9/r5D/j/9REDNuoG8Oz+8RLoAQAAAAAAAAAAAAAAAA' +
      'EAAAAAAAAAAAH//gH+///9Agb/AAAABAAA//8AAP///P///f8X/v/8+v/8///9/xf+//z6AgAAAAAAAAAA/wACAAAA' +
      'AAAAAAD/AAIAAAAAAAAAAP8A////Bf8L//r+/v8A/wD/AAQA/wAAAAD/AP8ABAD/AAAAAAACAAAAAAAA/wAAAAIAAA' +
      'AAAAD/AP7//v///wn/////AAAAAAD8BgAAAP8A/wD///4K//////7+/v7++hn+/v79/wAA//8K//z/AP//AAD//wr/' +
      '/P8A/wr7/vz8+PwU/gT8////BAD//gcAAPsK+/0A/Pj8E/4E+gD/AAD+//4AAAAHAP8AAP7//gAAAAcAAAAAAAAAAA' +
      'AAAQD//wAAAP//AAMCAP////8A//8AAwMA/v8FAP//AwD+//8LAP/+////AP/8AAAA/wQAAAAAAP///v75///+HPr/' +
      '+wAAAP8EAAAAAAD//vv++f0q/Pr9+/z///8K/////v///////wr////+/////////f8N//7//////goA/wAA/wD//Q' +
      'EE/hj+APz8+v34+v0A/QoAAP8ACP3+APz/CgD//wD///4A/P8KAP//AP//7jcA6fH1AvcI8xgR9zjqB/Dy/vET6/7+' +
      'Bv4L//7+///9/v4G/gv//v7///0A/wIAAAAA/wX//QD+AAUA/wAA/wAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAA' +
      'AAAAAAAAEAAQAAAAAAAAAAAQAA/wv+/v///////wAAAP8AAAAD/wAAAAAA/wAAAAP/AAD/AP7+/v/5BAP/Cf7+AP/+' +
      '/w3/AAD9/v4A//7/Df8AAP0AAAIA/wAAAAAAAAD//////////wAHAAAAAAD/AQAAAAAAAAAAAP8BAAAAAAkC9voR/f' +
      '/8+vkJCAX1/BD7/fsB+AcA/wAAAAT/AAAAAAEAAAAAAAAAAAAA/v4A//7/Df////35AAAAAAD+AAAL//UC/v38/Bf9' +
      'Agj4//7//v7//v7+/xAAAAAAAAACAAD/AAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAA/8DAAAAAAD//v/9/P39Af0c+v' +
      '79/vny/f0A/DL4+/3//fz9/QH9HPr+/f//BgAAAAD/AP8AAAABAAAAAAEAAAAAAAEAAAAAAQAAAAAAAAD/AOwAAAAX' +
      'AAAAAP8A7AAAABcAAAQAAAAA/wD/AP//AAD///3/AP8JAAAEAAAAAP8A/wAA/wD/BQAB/////wAAAP8AAP8G/gD/AA' +
      'D//AD/AAD/CAAABwAA/wD8AAD+AAD/AP//AP8AAAb/+yD+7gH8+QAAEfP+E/wBB/j8/v4K8gEQ/AQD9vT9/RnwAAAA' +
      'BAAAAAD/AP4AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAD+/wMP/f/+////+/7/Aw/9//7////7Ag3/AP' +
      'z//gAA/f0A/wAAAAAAAAIAAP/+/gAGAAAAAP8AAQv9/wL//f8B/P0D+AD/AAD/+BEA/wAA/wAAAAAAAAP//RX+//r/' +
      '/P8B//79Ff7/+v/8/wH//v0V/v/6//z/Af/+AAAABAD//wAAAAAA/wAEAAAA/wAAAP0ABwAE/f8A////AAAAAP79Cg' +
      'AA/f///f/9Afv+/w4A///9//0B+/7/DgD/BQAA//0AAAAA/wAB/AUDAPUG/gv8/AD/AP//AP4AAAb/AP8A//8A/gAA' +
      'Bv8AAP/+//////8ABwAA//7//////wAH//v///n//v3/CA7//wAA//8FAAAA////AAD//wUAAAD//vr//vj+A/z/CA' +
      '0A+/37+vsZ/P4J/A8BAP/////7///6APv9+/r7Gfz+CfwBAAAAAAAAAAAAAAD//wP//gb//gD/AP//A//+Bv/+AP/8' +
      '/v/+//////8O/vz+//7//////w7+//7/AP////4EAAUABu38+/0B/v4h+gAAAAAA/wQAAAD/AAAAAAD/BAAAAP8AAQ' +
      'L/Cv/8/wD8/v////4BAwr+/f3+/wAA/QsDBv79+fz//wD/AwAAAAAE/f//AP8DAAAAAAT9//7//P7//hT9//7//wD/' +
      '//7/Cf8A/v//AP///v8J/wD+AP///v////8MAPwAAAb/AAD/////AAAAAwD/AAAAAAAAAP8AAAAABgAAAP3//wMA/g' +
      'AGAAAA/AAAAAAAAAABAAAACP3/APUA/QAADv0AAAACAAAAAQAAAAD///7/////DAD8AP///v////8MAPz//wAA///9' +
      '/wD/CQEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAD+AAAAAAAEAPkA////AAABAAr/APoAAwAAAP//B//5+f8A////Af' +
      '8V/v72/v39/A77FP399Czx6OzvG/n1ROEAAAAAAAAAAv8AAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAD+Bv/9/hD9/P/9' +
      '/gD+AP3/CQD//wD//f7+/f4f/f799/3//P0l/vv9/fv+9/z4+x/7I/n69/XzAAEAAAAAAAAAAP8AAQAAAAAAAAAA/w' +
      'AAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAEP/9/v4A/f////8Q//3+/gD9/////xD/' +
      '/f7+AP3/////AAAOAAAAAAAA9AAAAAAAAAAEAAD//gMF/gD/AAAAAP/9AwX+AP8AAAAA//0DBf4A/wAAAAD//QABAA' +
      'AAAAAAAAAABf77BAQE/f0D/P3+//7/AAf//wP/AAP9+QMEC/z8Bvr9/wAA/v8AAAcA/v///v/8Af7+/hL//P/9AQP7' +
      '/v7+Evr///7//AH+/v4S//z/FP/8//7+/v/9/QACBAAAAAAAAP4A/xYC/P/+/v7++vwAAAD+AAAGAAAA/wH/DP7///' +
      '/9/gD+/vsK+AkCAfgL+vr+/AAFDP0D/Qn98Qn/AAL///7/AP/8Cf8AAv///v8A//wA/wAAAAD9AP4ABwUG+fIdAfb6' +
      'CP/1/QL8+v399/oGEQcAAAAAAwAAAAD+//0C/PoA/ff6BhAH//z//v//+/8AAA4AAAD/AAAAAAAAAgb5/vz7/RX9/f' +
      'oFBvn+/Pv9Ff39+gUA/wAAAAAG/wD+/wb5/vz7/RX9/foFBvn+/Pv9Ff39+gUAAAAAAAAAAAMA/wAAAAAAAAAAAwD/' +
      'CP/9/wT///7//v8EAPwAAAAAAAAAAAQA/AAAAAAAAAAAAAAAAAEA/wAAAAIA/wAAAgAAAAP//gAAAAAAAAABAAAAAA' +
      'AAAAAAAAEAAAD/B//+A//7+gYE/QAAAAAAAAAAAAADAAAAAAAAAAAAAAP6Bv39CP7y+AUW+wD/AAAAAAwAAAD2AP8A' +
      'AAAAAAAAAAIA/wAAAAAAAAAAAgAAAP0AAAD/BgAA9vX3CALz8AJT7+7//wIJ///////+/v4AAAD/AP8AAAYA/gAAAP' +
      '8A/wAABgAA/wD/AAD/AAAF/wD/A////////wT/AP8D////////BP8AAQADAAAA//8A/wAAAAAAAgAAAAAAAAAAAAAC' +
      'AAAAAAD7AAkA/wAAAAD+AP3+/f8MAP///////wD/AAMAAAAAAAD9DP/8C/39/v7++/wM/vwO/f3+/v77D//+//////' +
      '///f8M/f/////+/////iHyZuT49/Xy7O/wDP3//////v////4AAP////////8H/wAA/////////wf//v8A//7//QAA' +
      'CgD9///+/v79//8S/gz//P//////////J/0C+/n68/kC9QoV71XnA/Hq+vAb3P8G///+AAf//wD6/wb///4AB///AP' +
      'oPA/cLEA7yDOME6QcH/ff6BgEEA/UBBwf99/oGAQQD9QEHB/33+gYBBAP1Af////v//v0R/v//////+//+/RH+//8A' +
      'AAD/AAgA/P8A/wABAAAAAAAAAAAA//8L//4A///+/v///wv//gD///7+//8LAv//////AP/5/wsC//////8A//kA//' +
      '8K///////9/wD/AAr///////3/AP//Cv///////f8FAAD/AAD//wD7BP//AAD//wkAAP/7BP8A//7/CP//+gAAAP8A' +
      'AAAAAAAD//0G/v7+/gsO/vb3AAD/AAAAAAAAA/8A/wD//gD/AAcA//4D/v4E/gb9//kG/gH+/QP+Bf0F+QUA/wD///' +
      '//Af7/BgAA/wUA//8A////AwwACA7s+vgP8vsEDQEFFO37+Qbz/AD/AAACAAAAAgD/AP8AAAIAAAACAP8AAAAAAAIA' +
      '/wAAAAP//wQAAP8A/wD/+vP3TPUZCPLw9eMAAAAHAPwA/wAAAPz2Agf7/Pom/Pz1AP////8M/wT/9//79gEN+gT5Kf' +
      'ry9AD//v8AAAD///8J/wcEAv7+/gUB/ff/BwQC/v7+BQH99wD/AAAAAAAAAQAAAPwAAAAA/wAABwAAAAAAAAAAAAIA' +
      'AP/7AP//////Awf/AP7/Gv//+/3///X//wL/////////BAX4CAP8+/n8+/YbAQAAAAAAAAAAAAABAAAAAAAAAAAAAA' +
      'AADAAAAAAAAPQAAAAMAAAAAAAA9AD/AAAA/gf+AAAA/xD9AP8AAP/8AP/6/fkFAvwY/AT6/Pr9+QUC/Bj8BPr8+gAA' +
      'AAAAAP4AAAADAgAAAAAAAAAA/wAAAAQAAAAAAAD+AAIABAD/AAAAAP0AFfT0+vn7EPv7DgEAAP8EAAAAAAAA/hkP8v' +
      'X3+QXy+AcKGQ7y+vf5BfL4BwgAAQAAAAAAAAAAAAABAAAAAAAAAAAA/wz//v/+CwT+8/v9Bv/+//8LDv7z+AD7AAD/' +
      'AAr/AP/+AAAAAAAAAgAAAAAA/gAAAAAHAAAA/QD+AAAAAAcAAAD9AP///wD//v8HAP8DAAAAAAAAAAAB/gAAAAACAA' +
      'AAAAAAAAAAAAIAAAAAAAD+Cv/9Af7+AA7+9AAA//8A//8G/wD///8ADv8A//wA/vz//v/9/w////7////+//3/D///' +
      '/v//AAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAP//BQD/AAADAAAAAAAA/wAAAAMAAAAAAAD/AP8L/vb++vn9If' +
      '31/wv8B/oI9voR9/j+Fvr9+ALw+DL07Sf1+/v7+wf8Av73AAAAAAAABAAAAP76+/30+/38MP79+vr7/fT7/fww/v36' +
      '//3++f3+/SP4/v0A////////Cf0A//////7///oL//8F/hD///4H/P79/vkABP8S/gD//fwA9hgE/xD+/+39/P31Ag' +
      'AAAAAAAAAAAP8CAAAAAAAAAAAA//8A+/7/AAAAAAALAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAEAAAAAAAAAAAAA' +
      'AQAAAAAAAAAEAAAAAP0AAAAAAAQAAAAA/QAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAQAAAAAAAAAA/gIB/v' +
      '3//gECB/z+AgP+/f/+AQIH/AD+AAD/AP4AAP8H9f39Nf39+/v5+/n/+QT9/PEf/gH+/QD/AAYA/////wD/AP8ABgD/' +
      '////AP8BAAAAAAAAAAAAAAD/B////////wD///4BAAD/AAD/AAQB/wb///////8A/wAAAAAAAAAC/wAAAAAAAAAAAA' +
      'L/AAD/AfsB+fz9/AMFDQ==',
  },
};
