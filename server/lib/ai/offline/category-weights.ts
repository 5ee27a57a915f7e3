// Written by `node scripts/train-category.ts --write`: do not edit by hand. Decision 0150.
// softmax λ=0.0003 prefijo=5 norm=no equipo=sí · mezcla modelo 10 léxico 1 base 0.3; trained on 2659 ideas; cross-validation 88.4 %.
import type { CategoryWeights } from './category-model.ts';

export const CATEGORY_WEIGHTS: CategoryWeights = {
  options: { prefix: 5, normalize: false },
  mix: { model: 10, lexicon: 1, knowledge: 0.3 },
  model: {
    kind: 'softmax',
    bias: [-1.022, -0.444, -0.125, 0.628, -0.04, -0.113, 0.357, 0.376, 0.091, -0.377, 0.669],
    scale: 0.0293772,
    features:
      '3x3 abandonado abandonar aband~ abastecer abast~ abdominal abdom~ abierta abierto abier~ ' +
      'abogado abogar aboga~ abonado abonar abona~ abonos abrir abuela abuelo aburrar aburrir ' +
      'aburr~ acabar acabo academia academico acade~ acampada acampar acamp~ acceso accesorio ' +
      'acces~ accion accionar accio~ aceitar aceite aceituna aceituno aceit~ aceptar acepto ' +
      'acept~ acertar acertijo acert~ acido acoger acogido acogi~ acompanamiento acompanar acomp~ ' +
      'aconcagua aconc~ acondicionar acond~ aconsejar acons~ acorde acta activar actividad activo ' +
      'activ~ actuacion actualizar actua~ acuarela acuario acuar~ acuatico acuat~ acuerdo acuer~ ' +
      'acumular acumu~ adaptacion adaptar adapt~ adelantado adelantar adela~ adivinanza adivinar ' +
      'adivi~ adjunto adjun~ adolescente adole~ adopcion adopc~ adoptar adopt~ adorno adulto ' +
      'aeropuerto aerop~ afectado afectar afect~ aficion aficionado aficionar afici~ afilador ' +
      'afila~ afiliado afiliar afili~ aforar agencia agenciar agenc~ agenda agendar agend~ agente ' +
      'agostar agosto agost~ agradecer agrad~ agricola agricultor agric~ agua aguar aguinaldo ' +
      'aguin~ ahi ahorrar ahorro ahorr~ airar aire aislado aislar aisla~ ajedrez ajedr~ alarma ' +
      'alarmar alarm~ albanil alban~ albergar albergue alber~ album alcohol alcoh~ aleman ' +
      'alergeno alergia alerg~ alerta alertar alert~ alfabetizacion alfab~ alfajor alfaj~ ' +
      'alfombra alfombrar alfom~ alguien algui~ alimentacion alimentar alimentario alimento ' +
      'alime~ almacen almac~ almazara almaz~ alojado alojamiento alojar aloja~ alquilar alquiler ' +
      'alqui~ alrededor alred~ alta alto altura alumno alzheimer alzhe~ amantar amante amant~ ' +
      'amarrar amarre amarr~ amateur amate~ ambientar ambiente ambie~ ambulancia ambulante ambul~ ' +
      'amenities ameni~ america ameri~ amgos amigar amigo amortizacion amort~ anada anadir ' +
      'analisis analitica analitico anali~ analogico analo~ anatomia anato~ anciano ancia~ ' +
      'andando andan~ andino anecdota anecd~ anemia animal animar animo aniversario anive~ ano ' +
      'anonimo anoni~ anotador anotar anota~ ansiedad ansie~ antepasado antep~ anterior anter~ ' +
      'antibiotico antib~ anticipada anticipado anticipar anticoagulante anticonceptiva antic~ ' +
      'antidepresivo antid~ antiguedad antiguo antig~ anual anuncios anunc~ aparcar aparc~ ' +
      'aparecer apare~ apartamento apartar apart~ api apicultor apicultura apicu~ aportacion ' +
      'aportar aport~ apostar apost~ apoyar aprender aprendiz aprendizaje apren~ aprobado aprobar ' +
      'aprob~ apuntado apuntar apunte apunt~ arbitraje arbitro arbit~ arbol arbolar arbol~ ' +
      'archivar archivo archi~ arcilla arcillar arcil~ arcon arepas armar armario armar~ ' +
      'aromatico aroma~ arquitecto arquitectura arqui~ arreglar arreglo arreg~ arte arterial ' +
      'arter~ artesanal artesania artesano artes~ articulo artic~ artrosis artro~ asado asamblea ' +
      'asamb~ asar ascensor ascen~ asegurado asegurar asegu~ asesinato asesi~ asesor asesoria ' +
      'aseso~ asiento asien~ asignado asignar asignatura asignaturas asign~ asistencia asist~ ' +
      'asma asociar asoci~ aspirador aspir~ astronomia astro~ atacar atencion atenc~ atender ' +
      'atend~ atletismo atlet~ atopico atopi~ atras atrasado atrasar atras~ audio audioguia ' +
      'audiolibro audiovisual audio~ auditoria auditorio audit~ aula ausencia ausen~ autenticar ' +
      'auten~ autismo autis~ auto autobus autobuses autob~ autocaravana autoc~ autoescuela ' +
      'autoevaluacion autoe~ automatica automatico autom~ autonomo auton~ autopista ' +
      'autopublicados autop~ autor auxiliar auxilio auxil~ avance avanzar avanz~ ave averia ' +
      'averiar averi~ avisar aviso avistamiento avist~ avon ayuda ayudar ayuntamiento ayunt~ ' +
      'azafata azafa~ azucar azul b2 bachillerato bachi~ bailar baile baja bajar bajo balance ' +
      'balan~ balcon baloncesto balonmano balon~ banado banar bancal bancario banca~ banco banda ' +
      'bandeja bandera bande~ bano bar barato barbacoa barba~ barberia barbero barbe~ barco ' +
      'bariatrica baria~ barniz barra barrar barrer barrica barriga barril barrio barri~ basal ' +
      'basar base basico basura bateria bater~ bazar bebe bebedero bebed~ beber bebido beca becar ' +
      'becario becar~ belleza belle~ bello beneficiar beneficio benefico benef~ biblia biblioteca ' +
      'bibli~ bici bicicleta bicic~ bienestar biene~ bienvenida bienvenido bienv~ billar bimestre ' +
      'bimes~ bingo bipolar bipol~ bisabuelo bisab~ bisuteria bisut~ bitacora bitac~ bizcochar ' +
      'bizcocho bizco~ blanco bloc blog bloque bloquear bloqueo bloqu~ bocadillos bocad~ boda ' +
      'bodega bogota boletin bolet~ bolleria bolle~ bolo bolso bombero bombe~ bombillas bombi~ ' +
      'bombona bombo~ bondi bono bonsai bonsais bonsa~ bootcamp bootc~ boquillas boqui~ bordado ' +
      'bordar borda~ borrador borra~ bosque botanico botan~ botar bote botella botel~ botiquin ' +
      'botiq~ boton boutique bouti~ boxear boxeo boxes brackets brack~ braille brail~ bricolaje ' +
      'brico~ bros brotar brote bucal bucear buceo bueno bufanda bufan~ bungalow bunga~ busca ' +
      'buscador buscar buscarla busca~ busqueda busqu~ butaca butano caballo cabal~ cabecero ' +
      'cabec~ caber cabina cabra cachorro cacho~ cactus cadena cadera caduca caducar caducidad ' +
      'caduco caduc~ caer cafe cafeina cafei~ cafeteria cafetero cafet~ caido caja cajera cajero ' +
      'calcetin calce~ calculador calcular calculo calcu~ caldera calde~ calendario calen~ ' +
      'calidad calid~ calientitas calie~ calificaciones calif~ call callar calle callejero calle~ ' +
      'calor caloria calor~ calzado calzar calza~ cama camara camarero camar~ cambiar cambio ' +
      'cambi~ caminante caminar caminata camino camin~ camion camiseta camis~ campamento campana ' +
      'campano campar campa~ campeonato campera campero campe~ camping campi~ campo campus canal ' +
      'canalon canal~ canario canar~ cancelar cance~ cancha cancion canci~ candado candar canda~ ' +
      'candidato candi~ canina canino cansado cansar cansa~ cantabrico cantar canta~ cantidad ' +
      'canti~ canto capital capitular capitulo capit~ captacion capta~ captura capturar captu~ ' +
      'caracol carac~ carbohidrato carbon carbo~ cardiaco cardiologo cardi~ carga cargador cargar ' +
      'carga~ carnaval carna~ carne carnet carniceria carnivoro carni~ carpa carpeta carpe~ ' +
      'carpinteria carpintero carpir carpi~ carrera carreta carrete carre~ carril carrito carri~ ' +
      'carro carta cartel cartelero cartera cartero carte~ carton cartucho cartu~ casa casar ' +
      'cascar casco casera casero caseta caso cata catalogar catalogo catal~ catar categoria ' +
      'categ~ catequesis cateq~ catering cater~ cebar cebo cegar celiaco celiaquia celia~ celular ' +
      'celul~ cena cenar cenir center central centrar centro centr~ cepillar cepil~ cepo cera ' +
      'ceramica ceramico ceram~ cero cerrada cerrado cerrar cerra~ certificaciones certificado ' +
      'certificar certi~ cervecero cerveza cerve~ cesta cetogenica cetog~ cetona chacra chal ' +
      'chalar chale champions champ~ chapa chapar chapo charla charlar charl~ chat chaval che ' +
      'checklist check~ chica chico chile chimenea chime~ chiringuito chiri~ chistar chiste ' +
      'chist~ chocolate choco~ churro ciar ciclar ciclismo ciclista cicli~ ciclo ciego cien ' +
      'ciencia cienc~ cientifico cient~ cierre cierto cifrado cifrar cifra~ cinco cine circo cita ' +
      'citar ciudad ciudadano ciuda~ civico clara claro clase clasica clasico clasificar clasi~ ' +
      'clienta cliente clien~ clinica clinico clini~ clorar cloro closet club coach cobertura ' +
      'cober~ cobra cobrar cobre cobro coche cocina cocinar cocin~ coctel codigo cofradia cofra~ ' +
      'cola colaborar colab~ colada colar colchon colch~ coleccion coleccionables coleccionar ' +
      'colectar colec~ colegiar colegio coleg~ colesterol coles~ colico colmena colme~ colon ' +
      'color colorante colorar color~ columna columnista colum~ comandar coman~ comarca comarcar ' +
      'comar~ combustible combu~ comedero comedir comedor comedy comed~ comentar comentario ' +
      'comen~ comer comercial comerciar comercio comer~ comic comida comido comision comisionar ' +
      'comis~ comite comodin comod~ compaginar companero compania comparador comparar comparsa ' +
      'compartido compartir compas compatibilidad compatriota compa~ competencia competicion ' +
      'competir compe~ complementar complementario complemento compl~ composicion compo~ compra ' +
      'comprador comprar compraventa comprension compr~ computador compu~ comun comunicacion ' +
      'comunicado comunicar comunidad comunion comunitario comun~ concentrado concentrar ' +
      'concertar concesionario conce~ concierto conci~ concretar concreto concr~ concursar concu~ ' +
      'condicion condicionar condi~ conducir conductor condu~ conejo confianza confirmar confi~ ' +
      'congelado congelador congelar conge~ congreso congr~ conjuntar conjunto conju~ ' +
      'conmemorativas conme~ conocer conocimiento conoc~ consejo consentimiento conserje conserva ' +
      'conservar conservatorio conse~ consigna consignar consi~ consola conso~ constante ' +
      'construccion constructor const~ consulta consultar consultoria consultorio consumar ' +
      'consumidor consumir consu~ contabilidad contactar contactos contado contador contar conta~ ' +
      'contener contenido contestar contexto contextos conte~ continuar continuo conti~ contralto ' +
      'contrasena contrasenar contratar contratos control controlar contr~ conversacion convertir ' +
      'conve~ convocatoria convocatorio convo~ convulsion convulsionar convu~ cooperativa ' +
      'cooperativo coope~ coordinar coord~ copa copar copia copiar cordero corde~ coreano corea~ ' +
      'coro corporal corporativo corpo~ corral correar correccion corredor correduria corregir ' +
      'correr correspondencia corre~ cortacesped cortado cortar corta~ corte cortes cortina ' +
      'corti~ corto cortometraje corto~ cosecha cosechar cosec~ coser cosmetico cosme~ costar ' +
      'coste costo costura costurera costu~ cotidiano cotid~ cotizacion cotiz~ covid coworking ' +
      'cowor~ crear creativo creat~ crecimiento creci~ credito credi~ creer crema cria criadero ' +
      'criad~ crianza crian~ criar crio cripto criptomoneda cript~ crisis cristal crist~ critica ' +
      'criticar critico criti~ crm crochet croch~ cromo cronica cronico croni~ cronograma ' +
      'cronometrar cronometro crono~ croquis croqu~ crossfit cross~ crucero cruce~ crucigrama ' +
      'cruci~ cruz cuaderno cuade~ cuadra cuadrante cuadrar cuadrillas cuadro cuadr~ cuajado ' +
      'cuajar cuaja~ cualquier cualq~ cuanto cuarenta cuare~ cuartar cuarto cuart~ cuatro cubrir ' +
      'cuchillo cuchi~ cuenta cuento cuero cuesta cuestionario cuest~ cuidado cuidador cuidar ' +
      'cuida~ cultivar cultivo culti~ cultura cultural culturar cultu~ cumpleanos cumplir cumpl~ ' +
      'cuna cunar cuota cupon curacion curac~ currar curro cursar curso curva curvar curvo da ' +
      'dado dan danar dano danza danzar dar dardo darle das dato debajo debatir debat~ deber ' +
      'decants decan~ decidir decid~ decima decimo decir decision decis~ declaracion decla~ ' +
      'decoracion decor~ dedal dedicar dedicatoria dedicatorio dedic~ deduccion deducibles deduc~ ' +
      'defectos defec~ degustar degus~ deja dejar dejo dele delegar deleg~ demandar deman~ demas ' +
      'demasiado demas~ demencia demen~ demo dental dentar dentista denti~ dentro departamento ' +
      'depar~ dependiente depen~ depilacion depil~ deportar deportista deportivo depor~ depositar ' +
      'depositos depos~ depresion depre~ derecho derec~ dermatologia derma~ derrama derramar ' +
      'derra~ desarrollar desarrollo desar~ desayunar desayunos desay~ descansar descanso ' +
      'descargables descargar descartar desca~ descongelar desconocer descontar desco~ ' +
      'descripcion descr~ descuentos descu~ deseo desfilar desfile desfi~ designar desig~ ' +
      'desnivel desni~ despachar despacho desparasitaciones desparasitar despa~ despedida ' +
      'despedir despensa despertar despe~ desplazamiento despl~ destenir deste~ destinar desti~ ' +
      'detallar detalle detal~ detective detector detec~ deuda deudo devolucion devoluciones ' +
      'devolver devol~ dia diabetes diabetico diabeticos diabe~ diagrama diagramar diagr~ diario ' +
      'dibujar dibujo dibuj~ dictado dictar dicta~ didactico didac~ diente dieta dietar diez ' +
      'dificultad dificultar dific~ digital digitalizar digit~ dije dinero diploma diplomar ' +
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
      'ejemplo ejemp~ ejercicio ejerc~ eleccion elecc~ electoral electricista electrico ' +
      'electrodomestico electronico elect~ elegir elemento eleme~ elijar eliminatoria ' +
      'eliminatorio elimi~ elo embalsar embalse embal~ embarazado embarazar embarazo embar~ ' +
      'embotellar embot~ embudar embudo embud~ embutido embutir embut~ emergencia emerg~ ' +
      'emigrante emigr~ emitir emocion emocional emocionar emoci~ emojis empanado empanar empan~ ' +
      'emparejamiento empar~ empeorar empeo~ empezar empez~ empleado emplear empleo emple~ ' +
      'emprendedor emprendimiento empresa empresas empre~ encadenado encadenar encad~ encamar ' +
      'encam~ encargado encargar encargos encar~ enchufar enchufe enchu~ enciclopedia encic~ ' +
      'encontrado encontrar encon~ encuentro encuestar encue~ endocrino endoc~ endometriosis ' +
      'endom~ energia energ~ enfermedad enfermeria enfermero enfer~ enlace enlazar enlaz~ ' +
      'enmarcar enmar~ ensayar ensayos ensay~ ensenar ensen~ entender enten~ enterar enter~ ' +
      'entrada entrado entrar entra~ entrega entregada entregar entrenador entrenamiento entrenar ' +
      'entrevistar entrevisto entre~ envasar envase envas~ enviado enviar envia~ envio envoltorio ' +
      'envol~ epilepsia epile~ episodio episo~ epoc equilibrio equil~ equipacion equipar equipo ' +
      'equip~ equitacion equit~ erasmus erasm~ escalada escalado escalar escalera escal~ ' +
      'escandallo escanear escan~ escapar escape escap~ escasez escas~ escena escenario escen~ ' +
      'esclerosis escle~ escolar escoliosis escol~ esconder escon~ escribir escrita escrito ' +
      'escritor escritorio escritura escriturar escri~ escuchar escuc~ escuela escue~ esencial ' +
      'esenc~ eslora espaciar espacio espac~ espalda espal~ espana espanol espan~ especial ' +
      'especialidad especie espectaculo espec~ espera esperar esper~ esquejar esqueje esquela ' +
      'esque~ esqui estacion estac~ estadistica estadistico estado estad~ estampado estampar ' +
      'estam~ estan estancar estanque estanteria estan~ esten estetica esteticista estetico ' +
      'estet~ estilar estilista estilo estil~ estimar estim~ estiramiento estirar estir~ estoy ' +
      'estrategia estra~ estrella estrellar estreno estre~ estudiante estudiar estudio estud~ ' +
      'estuve etapa etiqueta etiquetar etiqu~ euro eurovision eurov~ euskera euske~ evaluacion ' +
      'evaluar evalu~ evento evolucion evolu~ ex exalumnos exalu~ examen excedente exced~ excel ' +
      'exclusion exclusivo exclu~ excursion excur~ exhibicion exhib~ expedientar expediente ' +
      'exped~ experiencia experimentar experimento exper~ explicacion explicar explicativo expli~ ' +
      'exposicion expos~ express expre~ extra extraescolar extranjero extraordinaria ' +
      'extraordinario extra~ fabrica fabricar fabri~ facil factura facturacion facturar factu~ ' +
      'facu facultad facultar facul~ falla fallar fallecer fallecido falle~ fallido falli~ fallo ' +
      'falta faltar falto familia familiar famil~ famoso fans fantasy fanta~ fanzine fanzi~ ' +
      'farmacia farma~ fas fase favor favorito favor~ febril fecha fechar federacion feder~ ' +
      'feedback feedb~ felicitacion felicitar felic~ femenino femen~ feria feriar fermentacion ' +
      'ferme~ ferreteria ferre~ fertil fertilidad ferti~ festival festi~ fiado fianza fiar fibra ' +
      'fibromialgia fibro~ ficha fichaje fichar ficha~ fidelidad fidelizacion fidelizar fidel~ ' +
      'fiebre fiel fiesta fifa figura figurar figur~ fijar fijo fila filar filtrar filtro filtr~ ' +
      'fin final financiacion financiero finanza finan~ finar finca fincar finde fines finiquitar ' +
      'finiquito finiq~ firma firmar firme fiscal fisica fisico fisio fisioterapeuta fisioterapia ' +
      'fisio~ flamenco flame~ flashcards flash~ flor flora floral florar florero flore~ ' +
      'floristeria flori~ flota flotar flujo fodmap folclore folcl~ fondo fontanero fonta~ food ' +
      'formacion formar forma~ formula formular formulario formu~ foro forum forzar foto ' +
      'fotografia fotografiar fotografico fotografo fotog~ fp fragmento fragm~ frances francia ' +
      'franc~ frangir frang~ franja franjar franj~ frase frecuencia frecuentar frecuente frecu~ ' +
      'freelance freelancers freel~ fregar freno frente fresca fresco friega frigorifico frigo~ ' +
      'fronton front~ fruta frutal frutar fruto fue fuente fuera fuerza fui fumar fumigar fumig~ ' +
      'funcion funcionar funci~ funda fundacion fundar funda~ fundir fundo funeral funer~ ' +
      'furgoneta furgo~ futbol futbolin futbo~ gadgets gadge~ gafar gafe gafo gala galicia galic~ ' +
      'gallego galle~ gallina galli~ gana ganado ganador ganad~ ganancia ganan~ ganar ganir gantt ' +
      'garaje garantia garan~ garrafa garra~ gas gasoil gasolina gasolinera gasol~ gastado gastar ' +
      'gasta~ gasto gastronomico gastr~ gato gemelo genealogico genea~ general generar genero ' +
      'gener~ gente geografia geogr~ geolocalizacion geolo~ gestion gestionar gesti~ gestor ' +
      'gestoria gesto~ gimnasio gimna~ gincana ginca~ ginecologica ginec~ gira girar giro gitano ' +
      'glaucoma glauc~ glosario glosa~ glucemia gluce~ glucosa gluco~ gluten gol golf golosina ' +
      'golosinar golos~ gordo gorra gota gp gps grabacion grabado grabar graba~ gracia gradar ' +
      'grado graduacion gradu~ grafica grafico grafiti grafi~ granada granado granar grana~ grand ' +
      'grande granel granja grano gratis gratuito gratu~ gremio gripe grua grupo gtd guadalajara ' +
      'guada~ guardado guardamuebles guardar guarderia guardia guard~ guia guiado guiar guion ' +
      'guitarra guita~ gustar gusto habia habitacion habito habitual habit~ habla hablar hacendar ' +
      'hacen~ halloween hallo~ hamburgues hamburguesa hambu~ hamster hamst~ harry he hecha hecho ' +
      'hectarea hecta~ helada helado helar hemeroteca hemer~ hemodialisis hemod~ hemos herencia ' +
      'heren~ hermanar hermandad hermandar hermano herma~ herramienta herrar herra~ hice hidratar ' +
      'hidra~ hielo hierro higiene higie~ hijo hilar hilo hincha hinchar hinchir hinch~ ' +
      'hipertension hiper~ hipico hipoteca hipotecar hipot~ historia historial historiar ' +
      'historico histo~ hito hockey hogar hoja hombre hombro homeopatia homeo~ hora horario ' +
      'horar~ hornada horna~ hornear horne~ horno hortaliza horta~ hospital hospi~ hostal ' +
      'hosteleria hoste~ hotel hoy hoyo hucha huerta huerto huesped huesp~ huevar huevo humano ' +
      'humar humedad humed~ humo humor humorista humor~ iberico iberi~ ibi ictus idear idioma ' +
      'iglesia igles~ ilustraciones ilustrado ilustrador ilustrar ilust~ imagen imei importadores ' +
      'importantes importar impor~ imprenta impresion impreso impre~ imprimible impri~ impuesto ' +
      'impue~ incendiar incendio incen~ incidencia incid~ incluir inclu~ independiente ' +
      'independientes independizar indep~ indexar index~ indicador indic~ indigena indig~ ' +
      'industrial indus~ infantil infan~ infartar infarto infar~ influencer influ~ informacion ' +
      'informar informatica informatico informe infor~ ingle ingles ingrediente ingresar ingreso ' +
      'ingre~ inhalador inhal~ iniciacion inici~ inmersion inmer~ inmigrante inmig~ inmobiliaria ' +
      'inmobiliario inmob~ inquilino inqui~ inscripcion inscrito inscr~ insistente insis~ ' +
      'inspeccion inspeccionar inspector inspe~ instagram instalacion instalador insta~ instituto ' +
      'insti~ instruccion instructor instrumentar instrumento instr~ insuficiencia insuf~ ' +
      'insulina insul~ intensidad inten~ interactivos intercambiar interes interesado interesar ' +
      'interior internacional internar internet interno intervalo inter~ intolerancia intol~ ' +
      'intraocular intra~ inundacion inund~ inusuales inusu~ inventariar inventario inven~ ' +
      'invernadero inversion inversiones inver~ investigacion inves~ invierno invie~ invisible ' +
      'invis~ invitacion invitado invitar invit~ inyeccion inyec~ irme irpf irregulares irreg~ ' +
      'irritar irrit~ itinerario itine~ its itv iva jabon jabonar jabon~ japon japones japon~ ' +
      'jardin jardinera jardinero jardi~ jaula jazz jefe jornada jornal jornalar jornalero jorna~ ' +
      'joven joya jubilacion jubilado jubilar jubil~ juega juego jueves jugador jugad~ jugamos ' +
      'jugam~ jugar jugo juguete jugue~ junta juntar junto jurado jurar justificante justificar ' +
      'justi~ juvenil juven~ kanban karaoke karao~ kart kawaii kayak kayaks kilo kilometro kilom~ ' +
      'kinesiologo kines~ kiosco kit laboral laboratorio labor~ laburo lactancia lacta~ lactosa ' +
      'lacto~ lamina laminar lamin~ lampar lampara lampa~ lana lanar lanzamiento lanzar lanza~ ' +
      'largar largo laser lata latinar latino latinoamerica latin~ latir lato lavadero lavado ' +
      'lavador lavad~ lavanda lavan~ lavar leads leccion lecci~ leche lector lectura lectu~ leer ' +
      'leido lena lenar lenceria lence~ lengua lenguaje lengu~ lentilla lenti~ lesion lesionar ' +
      'lesio~ letra letrado letra~ levantar levan~ leyenda leyen~ liar libra librar libre libreta ' +
      'libre~ libro licencia licenciar licen~ licor liga ligar limitado limitar limite limit~ ' +
      'limonero limon~ limpia limpiador limpiar limpieza limpio limpi~ linea linear lineo ' +
      'linkedin linke~ lio liquidacion liquidar liqui~ lisboa lista listado listar lista~ ' +
      'listening liste~ listo literario literatura liter~ litro llamada llamado llamar llama~ ' +
      'llanta llave llavero llave~ llega llegada llegado llegar llega~ llena llenar lleno lleva ' +
      'llevar llover lluvia local logistica logistico logis~ logo logopedia logop~ lonja looks ' +
      'lote loteria loter~ lucir lucrar lucro ludoteca ludot~ lugar luna lunes luz maceta macro ' +
      'madera madre madrid maestra maestro maest~ magia magic maillots maill~ mal maleta mama ' +
      'mamar mamografia mamog~ manana manar manda mandar mandarin manda~ mando manejar manejo ' +
      'manej~ manicuristas manic~ mano manta mantel mantener mantenimiento mante~ manual ' +
      'manualidad manua~ mapa maqueta maquetar maqueto maque~ maquillaje maquina maquinar ' +
      'maquinaria maqui~ mar maraton marat~ marca marcado marcador marcar marca~ marco marea ' +
      'marear margen maridajes marido marid~ mario mariposa marip~ marisco maris~ marketing ' +
      'marketplace marke~ marte masa masaje masar mascota masco~ master matcha matematica ' +
      'matematico matem~ materia material mater~ matricula matricular matriz matri~ matrona ' +
      'matro~ maximo mayor mayorista mayor~ mazo mecanica mecanico mecan~ medalla medal~ media ' +
      'mediar medicacion medicamento medicar medicina medicinal medicinar medico medic~ medida ' +
      'medio medir meditacion meditar mediterraneo medit~ mejor mejora mejorar mejor~ meme ' +
      'memoria memor~ menopausia menop~ mensaje mensajeria mensa~ menstruacion menstrual menst~ ' +
      'mensual mensualidad mensu~ mental mentor mentorias mento~ menu mercado mercancia mercar ' +
      'merca~ merceria merce~ merch merendero meren~ merma mermar mermelada merme~ mes mesa mesar ' +
      'meta meter metodo metro metronomo metro~ mexicano mexic~ mezclar mezcl~ miar micro ' +
      'microrrelatos micro~ miel miembro miemb~ mientras mient~ miercoles mierc~ migrana migra~ ' +
      'mil mimica mimico mindfulness mindf~ minecraft minec~ mineral miner~ minuto mio mirador ' +
      'mirad~ mirar misa misar misterio miste~ mitad mixto ml mochila mochilero mochi~ moda ' +
      'modelar modelo model~ moderacion moder~ modulo moldar molde moldura moldurar moldu~ moler ' +
      'molestar molestia moles~ molido moneda monedar moned~ monitor monit~ monologo monol~ ' +
      'montajes montana montanismo montano montar monta~ monte monterrey monte~ montura montu~ ' +
      'monumento monum~ morder moroso mosca moscar mosco mostrador mostrar mostr~ moto movil ' +
      'movilidad movil~ movimiento movim~ mucho mudanza mudan~ mudar mueblar mueble muebl~ ' +
      'muestra muest~ mujer multiple multiplicar multi~ mundial mundi~ mundo municipal municipio ' +
      'munic~ mural murar muro mus muscular muscu~ museo musica musical musico music~ mutualidad ' +
      'mutua~ nacer nacido nacimiento nacim~ nacionalidad nacio~ nadar nadie naranja naran~ ' +
      'narrar natacion natac~ natillera natil~ nativo natural naturaleza natur~ navidad navid~ ' +
      'necesario necesidad neces~ negativa negativo negat~ negociar negocio negoc~ negro neopreno ' +
      'neopr~ netflix netfl~ neto neumatico neuma~ neumologo neumo~ neurologo neuro~ nevera ' +
      'newsletter newsl~ nidada nieto ninera ninero nino nivel nivelar nivel~ noche nochevieja ' +
      'noche~ nocturno noctu~ nomada nombrar nombre nombr~ nomina nominar nomin~ nordico nordi~ ' +
      'norma nota notar notario notar~ noticia noticiar notic~ notificacion notif~ noto novedad ' +
      'noved~ novel novela novelar novel~ noventa noven~ novio nuestro nuest~ nueva nueve nuevo ' +
      'numerar numero numeroso numer~ nunca nutricion nutricionista nutriente nutri~ obeso ' +
      'objecion objec~ objetivar objetivo objeto objet~ obligatorio oblig~ obra obrador obrad~ ' +
      'obrar observacion observar obser~ oca ocasion ocasionar ocasi~ ociar ocio ocupacion ' +
      'ocupada ocupar ocupa~ ocurrir ocurr~ odontograma odont~ oferta ofertar ofert~ oficina ' +
      'oficio ofici~ ofrecer ofrec~ oftalmologo oftal~ ojo ola olimpiada olimp~ oliva olivar ' +
      'olivo olvidar olvido olvid~ ong online operacion operar operario opera~ opinar opinion ' +
      'opini~ oportunidad oport~ oposicion opositor oposi~ optico oracion oraci~ oral orden ' +
      'ordenado ordenador ordenar ordeno orden~ organico organizacion organizado organizador ' +
      'organizar organ~ orientacion orientador orien~ origen original origi~ orquesta orquestar ' +
      'orque~ ortodoncia ortod~ ortografia ortog~ oscar osteopata osteo~ otonar otono oveja ' +
      'ovillo oxigenar oxigeno oxige~ paciente pacie~ packs pactar paddle padel padre paella paga ' +
      'pagado pagar paginar pagin~ pago pais paisaje paisa~ paises pajaro palabra palab~ palet ' +
      'palets pan pana panaderia panad~ panal panel panico panificadora panif~ pantalla panta~ ' +
      'papa papar papel papelear papeleo papeleria papeleta papelitos papel~ papo paquete ' +
      'paqueteria paque~ parafarmacia paraf~ parametro param~ parar parcela parcelar parce~ ' +
      'parchis parch~ pared pareja parejo parir parking parki~ paro parque parroquia parro~ parte ' +
      'participante participar participativo particular partida partido partir partitura parti~ ' +
      'parto pasa pasado pasajero pasaj~ pasaportar pasaporte pasap~ pasar pasear paseo pasillo ' +
      'pasil~ paso pasta pastel pasteleria paste~ pastillas pasti~ patata patin patinaje patinar ' +
      'patin~ patio patrimonio patri~ patrocinador patrocinar patrocinio patron patronal patro~ ' +
      'pausa pausar pdf peaje pecera pecero pechar pecho pediatra pedia~ pedido pedir pelar ' +
      'pelicula pelic~ peligro pelig~ pelis pelo peluqueria peluquero peluq~ pelvico pelvi~ pena ' +
      'penar pendiente pendi~ pensar pension pensionar pensi~ pequenito pequeno peque~ perder ' +
      'perdida perdido perdi~ perfumar perfume perfu~ periodico periodista perio~ permiso ' +
      'permitir permi~ pernoctar perno~ perro persiana persiano persistente persi~ persona ' +
      'personaje personal personalizables personalizacion personalizar personar perso~ peru ' +
      'peruano perua~ pesar pesca pescador pescar pesca~ peso pestana pesta~ petanca petan~ pez ' +
      'ph piano picar picnic piel pienso pieza pila pilar pilates pilat~ piloto ping pins pintar ' +
      'pintor pintura pintureria pintu~ pique pirata pisar piscina pisci~ piso pista pistar ' +
      'pizarra pizar~ pizza pizzeria pizze~ placa placar plaga plagar plan planchar planc~ ' +
      'planear plane~ planificacion planificador planificar planir plani~ planner plann~ plano ' +
      'planta plantar plantilla plantillar planton plant~ plastico plast~ plata plato playa plaza ' +
      'plazos ple pleno plusvalia plusv~ poblar poda podar podcast podcasts podca~ podologia ' +
      'podol~ podrian podri~ poema poesia poeta pokemon pokem~ poker polen policia polic~ ' +
      'polideportivo polid~ poligono polig~ politico polit~ poliza pollo pomodoro pomod~ ponente ' +
      'ponen~ poner pong popular popul~ porcelana porce~ porra porro portafolio portal porta~ ' +
      'portfolio portf~ portugues portu~ posible posib~ posparto pospa~ post postal postrar ' +
      'postre postr~ posts postura postu~ posventa posve~ potable potab~ potencial poten~ potter ' +
      'practica practicar practico pract~ preciar precio preci~ prediccion predicciones predi~ ' +
      'preescolar prees~ preferencia preferir prefe~ pregunta preguntar pregu~ prematuro prema~ ' +
      'premiar premio premi~ prenda prendar prender prend~ prensa prensar prens~ preocupar preoc~ ' +
      'preparacion preparar preparativo prepa~ presencial presentacion presentar presente ' +
      'preservar prese~ presidente presion presi~ prestamo prestar preste presto prest~ ' +
      'presupuestar presupuesto presu~ prevenir preventa preventivo preve~ previo previsto previ~ ' +
      'prima primar primario primavera prima~ primer primerizo primero prime~ primo principiante ' +
      'princ~ prioridad priorizar prior~ privada privado privar priva~ probado probador probar ' +
      'proba~ problema probl~ procedencia procedimiento procesal procesar procesion procesiones ' +
      'proceso proce~ produccion productividad producto productor produ~ profe profesional ' +
      'profesor profe~ profundar profu~ programa programacion programar progresar progresion ' +
      'progresivo progreso progr~ promo promocion promotores promo~ pronosticar prono~ ' +
      'pronunciacion pronu~ propietario propinar propio propi~ proponer proporcion propo~ ' +
      'propuesto propu~ prospectos prosp~ proteccion protector proteger protegido proteina prote~ ' +
      'proveedor prove~ provincia provi~ provocar provo~ proximo proxi~ proyeccion proyectar ' +
      'proyecto proye~ prueba psicologia psicologico psicologo psico~ psiquiatra psiqu~ publica ' +
      'publicacion publicar publicidad publico publi~ pueblo puede pueden puerta puerto puesta ' +
      'puesto puja pujar pulsacion pulsar pulsa~ pulsera pulse~ pulso puntar punto puntuacion ' +
      'puntuar puntu~ pure purgar python qr quechua quech~ queda quedar quedo quehacer queha~ ' +
      'queja quejar quemada quemar quema~ quesera quese~ queso quimica quimico quimio ' +
      'quimioterapia quimi~ quince quincena quinceno quinc~ quiniela quini~ quinta quintar quinto ' +
      'quint~ quiz racha rachar racion racionar racio~ radiador radiar radia~ radio rally ramo ' +
      'ranking ranki~ rapido raro rastrar rastro rastr~ raza reacondicionada reacondicionadas ' +
      'reaco~ reactivarlos react~ reading readi~ real rebanar reban~ recado recambio recam~ ' +
      'recargar recar~ recaudacion recaudar recau~ recepcion recepcionista recep~ receta recetar ' +
      'recetario recet~ rechazar recha~ recibir recibo recib~ reciclaje recic~ recien recital ' +
      'recit~ reclamacion recla~ recoger recogida recogido recog~ recomendacion recomendar ' +
      'recompensa recompensar recom~ reconocimientos recon~ recopilar recop~ recordar ' +
      'recordatorio records recor~ recrear recreo recre~ recuerdo recue~ recuperacion recuperar ' +
      'recup~ recurrente recursos recur~ red redaccion redac~ redar reencontrar reencuentro ' +
      'reenc~ referir refer~ reflexion reflexionar refle~ reformar reforzar refor~ refrescar ' +
      'refresco refre~ refrigerar refri~ refuerzo refue~ refugiado refugiar refugio refug~ ' +
      'regalar regalo regal~ regante regan~ regar regatas regat~ region registrar registro regis~ ' +
      'rehabilitacion rehab~ reina reinar reir relacion relacionar relac~ relajacion relajante ' +
      'relaj~ relato religion relig~ rellenar relleno relle~ reloj remar remesar remes~ remo ' +
      'renal rendir renovacion renovar renov~ renta rentabilidad rentar renta~ reparacion ' +
      'repartidor repartir repartos repar~ repasar repaso repas~ repertorio reper~ repeticion ' +
      'repeticiones repetir repet~ reponer repon~ reportaje reportar repor~ reposicion ' +
      'repositorio reposteria repos~ representante repre~ repuesto repue~ resaltar resal~ resenar ' +
      'resen~ reserva reservado reservar reser~ residencia residenciar residente residuo resid~ ' +
      'resistencia resis~ resolver resol~ respetuoso respe~ respiracion respi~ responder ' +
      'responsabilidad responsable respo~ respuesta respu~ restar restaurante restaurar ' +
      'restaurnte resta~ resto resuelto resue~ resultado resultar resul~ resumen resumir resum~ ' +
      'retar retencion reten~ retirar retir~ reto retomar retom~ retrasar retra~ retro reunion ' +
      'reuniones reuni~ reutilizar reuti~ revelar reveler revel~ revestir reves~ revisar revision ' +
      'revisiones revista revistar revisto revis~ rey riego rifa rifar rio ritmar ritmo robo ' +
      'robot robotica robot~ rock roda rodaje rodar rol romper ronda rondar room roomie ropa ' +
      'rosario rosar~ rosca roscar roscon rotar rotativo rotat~ rubrica rubricar rubri~ rueda ' +
      'rugby ruido rural ruta rutar rutina sabado sabana saber sabor sacar saco saga sal sala ' +
      'salar saldar saldo salga salgar salida salido salir salita salon salsa salso salud ' +
      'saludables saludar salud~ sangrar sangre sangr~ sanitario sanit~ santa santiago santi~ ' +
      'santo sastre satisfaccion satis~ saturar satur~ scout scouts seca secar seco secundar ' +
      'secundario secun~ segmentar segme~ seguido seguidor seguimiento seguir segui~ segun ' +
      'segunda segundar segundo segun~ segur seguridad seguro segur~ seis seleccion selectividad ' +
      'selec~ sellar sello semana semanal seman~ sembrar sembr~ semilla semil~ senal senalar ' +
      'senal~ sencillez sencillo senci~ senderismo sende~ senor sentar sentir separado separar ' +
      'separ~ seriar serie sermon serrar service serviciar servicio servidor servir servi~ sesion ' +
      'sesionar sesio~ seta setlist setli~ sexto sexual siembra siemb~ siempre siemp~ sierra ' +
      'siesta signo siguiente sigui~ silaba silabar silab~ silla simple simulacro simulador ' +
      'simul~ sindicato sindi~ sintoma sinto~ situacion situa~ smash sms sobra sobrar sobrino ' +
      'sobri~ social socio socorrista socor~ sofoco software softw~ sol solar soldadura soldar ' +
      'solda~ solicitud solic~ solidar solidario solid~ soltar soltero solte~ solucion solucionar ' +
      'soluc~ somo sonado sonar sonido sonoro sopa sopar soportar soporte sopor~ soprano sopra~ ' +
      'sordo sorpresa sorpr~ sortear sorteo sorte~ sostener soste~ souvenirs souve~ soy spa ' +
      'spoilers spoil~ spotify spoti~ squash stand star startup start~ stock suave subasta ' +
      'subastar subas~ subir subtareas subta~ subtitulos subti~ suculento sucul~ sucursal sucur~ ' +
      'sudadera sudad~ suegra suegro sueldo suelo suelta suelto sueno sugerencia sugerir suger~ ' +
      'suma sumar sumir sumo super superheroes superior supermercado super~ surf suscribir ' +
      'suscripcion suscriptor suscr~ sushi suyo tabla tablar tablatura tabla~ tablero tablet ' +
      'tablets table~ tablon tachar tactico tacti~ taladrar taladro talad~ talavera talav~ ' +
      'talento talen~ talla tallar taller tamales tamal~ tamano tanda tapa tapar taper taperes ' +
      'taper~ tapiceria tapic~ taquillero taqui~ tararear tarar~ tardar tarde tardo tarea tarifa ' +
      'tarifar tarif~ tarjeta tarje~ tarrinas tarri~ tarta tasar tatuador tatuaje tatua~ taxi ' +
      'taza tazar tdah teatro tecnica tecnico tecni~ tecnologia tecnologico tecno~ tejado tejar ' +
      'tejer tejida tejido telar tele telecomunicacion telec~ telefonico telefono telef~ ' +
      'telemedicina telem~ telescopio teles~ teletrabajo telet~ tema temario temar~ tematica ' +
      'tematico temat~ temer temperatura tempe~ temporada temporal temporizador tempo~ tender ' +
      'tenia tenido tenir tenor tension tensi~ tentativa tentativo tenta~ teoria teorico teori~ ' +
      'tequenos teque~ terapeuta terapeutico terapia terap~ tercero terce~ terminar termino ' +
      'termi~ termometro termo~ terraza terra~ terror tesis tesoreria tesoro tesor~ test tests ' +
      'textil texto ticket tickets ticke~ tiempo tienda tiendita tiend~ tierra tiktok tintar ' +
      'tinte tintorera tinto~ tipico tirada tirado tirar tiroides tiroi~ tisana toalla tobillo ' +
      'tobil~ toca tocar toefl toldo toma tomado tomar tomate tomo toque tornear torneo torne~ ' +
      'torta tortillas torti~ tortuga tortu~ tostador tostar tosta~ total tour tours trabajado ' +
      'trabajador trabajar trabajo traba~ tracks tractor tractorar tract~ tradicional tradi~ ' +
      'traduccion traductor tradu~ traer tramitar tramite trami~ transcripcion transcrito ' +
      'transferencia transfusion transportar transporte transportista trans~ traslado trasl~ ' +
      'trasplantar trasp~ trastero trastornar trastorno trast~ tratamiento tratar trata~ trato ' +
      'travesio trave~ trazable traza~ tren tres triatlon triat~ trimestral trimestre trime~ ' +
      'tripulacion tripu~ trivia trivial trivi~ trocar trofeo tropical tropico tropi~ trucar ' +
      'truck truco trueque trueq~ tueste tupperware tuppe~ turismo turista turistico turis~ ' +
      'turnar turno tute tutelar tutel~ tutor tutorar tutoria tutorial tutor~ ubicacion ubica~ ' +
      'ubrique ubriq~ ukelele ukele~ ultimar ultimo ultim~ unico unidad uniformar uniforme unifo~ ' +
      'universidad universitario unive~ up urbanizacion urbano urban~ urgencia urgente urgen~ ' +
      'urico usado usar uso usuario usuar~ util va vacacion vacac~ vaciar vacuna vacunar ' +
      'vacunatorio vacuno vacun~ valencia valen~ valor valoracion valor~ vamos van vaquita vaqui~ ' +
      'variar vario vaso ve vecino vegano vehiculo vehic~ veinte vela velar velero velocidad ' +
      'veloc~ ven vencer vencida vencimiento venci~ vendar vendedor vender vende~ vendimia ' +
      'vendimiar vending vendi~ vendo venir venta ventana venta~ ver veranar verano veran~ ' +
      'verbena verbe~ verbo verdad verdura verdu~ verificacion verif~ version versionar versi~ ' +
      'vertical vertigo verti~ vestido vestir vesti~ veterano veterinario veter~ vi via viajar ' +
      'viaje viajero viaje~ vial vid video videoblog videojuego videollamada video~ viejo viernes ' +
      'viern~ vigilancia vigilante vigilar vigil~ vineta vinilo vino vintage vinta~ violin vip ' +
      'virtual virtu~ visibilidad visib~ visita visitante visitar visit~ vista visto visual vital ' +
      'vitamina vitam~ viudo vivero vivienda vivie~ vivir vivo vocabulario vocab~ voleibol volei~ ' +
      'voley volumen volum~ voluntariado voluntario volun~ volver vomito votacion votac~ votar ' +
      'voto voy voz vuelta vuelto vulcanizadora vulca~ wars wattpad wattp~ webinar webin~ wedding ' +
      'weddi~ whatsap whatsapp whats~ wifi wiki yoga youtube youtu~ zapatero zapatillas zapato ' +
      'zapat~ zombies zombi~ zona',
    weights:
      'AAAAAAAAAAIAAAAAAAAAAAAAAAIAAAUAAAAAAPwAAQAABQAAAAAA/AABAAD/AP8AAAAAAAACAP8A/wAAAAAAAAIAAP' +
      '4AAAAABAAAAP8A/gAAAAAEAAAA/wb/AAD///8A/wD/Cf8AAv/+///+//8J/wAC//7///7//wIL/v3+//3+/wL+Agv+' +
      '/f7//f7/Av4CC/79/v/9/v8C/gAAAAD/AAAAAAIA//7/AP4A/QAAAggAAAAA/wAAAAACAP8CA/////7//wEECRf9/f' +
      '38+v38/f3+EQQH///7//r99voIAQH4/wcL+fcCAAAAAAAD//8AAAAAAAAAAAP//wAAAAAAAAAAA///AAAAAwD+AAAA' +
      'AAABAAAAAAAAAAAAAAAAAAz5/PwNC/n6/AT7AAAA//8H/v8AAP4L+Pz7DBL3+fwE+QD/AP8AAAAABQD+AP7//f/+//' +
      '4FAAgA/v/9//7//gUACAD////6BP///wj///8IAP8A//8A/gD//wgA/wD//wD+AAMH+/wU/vv9/v36+wf9/RX+/P7/' +
      '//r7B/39Ff78/v//+v//Bf79//////4J//8F/v3//////gn///////////8DBf///////////wMF//4E/fz//f7+AQ' +
      '4HAAAA/QAAAAD+AAYAAAD9AAAAAP4ABwAAAP0AAAAA/gAAAAAAAAAAAv8AAAAAAAAAAAACAAAAAAAAAAAAAAP/AAAA' +
      'AAD+AAAFAAAA/wAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAD/AAAAAAAAAwAAAP////////8IAP8A//' +
      '/+///+/wv//wAAAP8AAAMAAAAAAAAA/wAAAwAAAAAA/QD+/wD9//8DCAD9AP7/AP3//wMI/wD///////4J////AP//' +
      '/////gn//wAAAAEAAQD/AAAA//8ACf8AAAD8AP8A/f//AP8I/wAAAP4P/fr8DPj+C/32AP3//wD/CP8AAAD+DPv5/A' +
      'sA/gr99gD+/w3////+//7+AAAL/P///////////goJ//7+/f79/QAAAAAAA/4AAAAAAP///////v//AAoA/v///wL8' +
      '//8ACgD+AP8AAP7//wn/AP4A/wAA/v//Cf8IC//+/P/+/v3+/ggL//78//7+/f7+AAAA/wD/AAP/AAAAAAD/AP8AA/' +
      '8AAP4AAAD/B/4AAAAAAAAAAAAC/wAAAAD+/wAA/wn9AP8AAAAAAwD/AAAAAAAA//8C//3//A4A//3//wL//f/8DgD/' +
      '/QD///79//8M/gD////6/v/+/xP+//7//vr8/P7+H/z//QD/AAAAAwAA/wAAAP8AAAADAAD/AAD+AP76/AIW+wT++v' +
      '4A/vr8Ahb7BP76AAAAAwD//wAAAP8AAAADAP//AAAA/wb/AAD/AP8A/wAABv8AAP8A/wD/AAD//gAA/wAA/wD/CP/+' +
      '/vz+H/b//v/7AP4A/wD///8AAAcA/gD/AP///wAABwD+/wAAAAAABv//AP7/AAAAAAAG//8A/v8AAAAAAAb//wD/AA' +
      'AAAP8AAAAD/////f7//wIO/f3////9/v//Ag79/f7+//3+//4CDv0AA/8AAAAAAAAA/wAD/wAAAAAAAAD/AAj/AAP/' +
      'APsA//8ACP8AA/8A+wD//wAI/wAD/wD7AP//AAAAAAAA/QAAAAUAEPz///z++///BP8Q/P///P77//8E/xD8///8/v' +
      'v//wT/ARP8+/b8/gTrEAUBE/z79f3/BOsQBQET/Pv1/f8E6xAFCf8A//4AAAD9AP8AAAAAAAAA/wIAAAAAAAAAAAD/' +
      'AgAAAAAAAAAAAP8CAAAFAAD//gD/AAAAAAUAAP/+AP8AAAAABP/+//7/////CP0D/wQE///////9/wP+AgP+//7+/g' +
      'b8/v7+/v78Bfr++xX+/v7+/vwF+v77Ff/+//4T/f79/v/+//7//hP9/v3+//4AAAD8AP8A/wcAAP78/fog/AP8/P/5' +
      '//z++yP++/38//n+/P36IPwD/Pz/+f78/gT9/vv/AAEO/vz+BP3++/8AAQ4AAAAAAAAAAAEAAAAAAAAAAAAAAQAAAA' +
      'AAAAAAAAABAAD//v4ABwr7AP/+/f/+/gAHCvsA//79/wb+/P7+AP78BAf/Bv78/v4A/vwEB/8G/vz+/gD+/AQHAAAA' +
      '/wUAAAAA/gAAAAD/BQAAAAD+AAAE/wAA/wD+/wIAAAT/AAD/AP7/AgAABP8AAP8A/v8CAAL7/fr9/fwO+v4PAP8A/w' +
      'AAAwAAAAAA/wD/AAADAAAAAP/+//7/Dv///v//AAACAAAAAAAA/wAM/P///vsT/P/89wv8Av7++xP8//v3/gf9+wz+' +
      '+/wDBvn+B/37DP77/AMG+f4H/fsM/vv8Awb5AAAAAAAC/wAAAAAAAAAAAAL/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPsAAAcAAAAAAAAA+wAABwAA//7//v3+C///' +
      '/QX/AAAA//0GAAAA/v//AAD//QoAAAD+/////f3+B/8M/P38/P77+foc/Qv5AP///AD9//39ABb8///8AP3//f0AFv' +
      'wAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAA/gAA///+/wH/BwAAAAAAAAAAAAAAAP4AAP///v8BAAcB' +
      '////BP///v8M9wDw//wL+/n7/hYI/+/++w/6+Pr9I/8AAAD///8AAAQA/wAAAP///wAABAD///8A//8J/wD9AP//+g' +
      'D+/wn///0ABgAAAP8AAAMAAAAACfH4/u9N9fIK9O4A/gAAAAAGAP8A/gD+AAAAAAYA/wD+AAAA/gAAAAAEAAAAAAD+' +
      'AAAAAAQAAAAAAP4AAAAABAAAAP8AAAIA/wAAAv8A/wAAAgD/AAAC/wD/AAACAP8AAAL/AAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAD/AAAABf8A/wD/AP8AAAAF/wD/AP8A/wAAAAX/AP8A/wAAAAAAAAAAAAAAA/8AAAAAAAAA/wAD/wAAAAAA' +
      'AAAAAAX//wAAAAAAAP7/Bf//AAAAAAAA/v8A///+/wP/Cf3//gD///7/A/8J/f/+AAAA//8A/wb/AP8D/f/+AP//+h' +
      'D//Prq9QEJ8PgxGfb2AAAAAAf//gAA//8AAAAAB//+AAD//wAAAP8AAP8AAP0GAAAA/wAA/wAA/Qb+/v4E/f4Q/f/8' +
      '/gAAAAAAAAEAAAAAAAAAAAAAAQAAAAD+/v4E/f4R/f/8/gAA/wn//////wD9AAD/Cf//////AP3////+/gkA/wAAAP' +
      '////7+CQD/AAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAD/AP///v//CAAAAP8A///+//8IAAAAAAEAAAAAAAAAAAAA' +
      '/wf//wD//gD+AAD/B///AP/+AP7+/wAA/v8IAAD/AAj//Qj+/P/+////BPn7AQD1DQUM/Pj8/f/+/fwc+gD+/Qf/AA' +
      'AAAP8AAAD8B/8AAAAA/wAAAPwMA/kGCwHy+/nyDwAAAP8ABv/+AAAAAAAA/wAG//4AAAD/DP/////+///+/iH69/0D' +
      '/QP8+vz7/wz//////v///v7//P76/v4f/v/7+//8/vr+/h/+//v7AAAA+QD//wAAAAoAAAD5AP//AAAACgP/////Bf' +
      '//////A/////8F/////////wAA//8FAAAAAP//AAD//wUAAAAAAAAAAAQA/gAA//8AAAQA/wAAAAD/AP7+Df8D//7/' +
      '//r/AAAAAAAAAQAAAAAA/v///wAN/wAA+v78Df8C/wz+//r4AP4AAAAAB/8AAP0A/gAAAAAH/wAA/RH///7////+/v' +
      '78//0GDfz6+v/8/QgQ/QQL+/n6/fr7BAz+//4I//r///38AP8ABQAAAAD9AAAA/wAFAAAAAP0AAP/8///+/v7//f8R' +
      '//z///7+/v/9/xEAAAADAAAAAAAA/wAAAAMAAAAAAAD/APwAAP8AAP8ABwD7/An9DP/////9//v4CP0L///+/wT/AA' +
      'AABAAAAAAA/QAAAAAG/////wD+AAAAAgAAAAAAAP8AAAACBv////8A/gAI/v78Ff78/P39/AT+//4P/v7/+//9DPz9' +
      '+ST8+vv3/Pn////+/v79D/7//v////7+/v0P/v/+/f3++/4F+/0W//39Afzz+zvz9AD3AAAAAAAAAQAAAAAAAAAAAA' +
      'ABAAAAAAD9Afzz+jzz9AD2APz/AP8AAAAAAAcA/v///v/9////Dv/+///+//3///8O/wABAAAAAAAAAAAA/yH08PP+' +
      '+fgF9x0A+QAAAA4AAP0A/v8h9PDz/vn4BfcdAAAAAAAAAAAAAAAAAAD/AAAA/v8GAAAAAP8AAAD+/wYAAv//+P///v' +
      '///w8CAP/+AAD/////BQIA//4AAP////8F/v3+JP39/Pn8/vr+B/0f/f38+Pv++P4H/R/9/fz4+/74//8EAAAAAAAA' +
      'AAD//wQAAAAAAAAAAP//BAAAAAAAAAAAAP8AAP7/+wAA/A4AAAMAAAAAAAD/AAAAAAAAAQAAAAAAAP8AAAAA/wAA/A' +
      'gA/wAAAAD/AAD8CAAABf//AAAAAP//AAAF//8AAAAA//8A/wAFAP8A/wAA/wP9/wMAAf8AAAAAAvz/CP8A////AP8A' +
      '9v////3//wX/DwL8AP3++vz+BQYJAvMA/f76/P4DBhT//gsU/vP+/f3+/gD/AAD/AAQAAAD/AP8AAP8ABAAAAP//AA' +
      'f//gD///8C/v4A/v4N/gD///7///4OAQT9/fv9+Af8/Q7/Efv8+vz4Bf7/Ah39/f39+/v7/v8CHf39/f37+/sAAAAA' +
      'AP8CAAAAAAAAAAAA/wIAAAAA/gADAAAAAAAA/wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/gADAAAAAAAA/wD//v/+Bf' +
      '////sN/P/+//4F////+w38AQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAL/AAAAAAAAAAAA' +
      'Av8AAAL/AAAAAP8AAAAABv4A/wAA/wAA/wAG/gD/AAD/AAD/AP8AAP//AAAI///9/wAA//8AAAj///0AAv/8//7///' +
      '8J//////r+Av/+/hL+AA0A///+/gAA/P4A/wAAAAf7AAAAAP8L/vn8B/f9/g78AP7//f0V+P7/A/wA/v/9/RX4/v8D' +
      '/P/+AAD9/g3/AP/8/QP9CA4C+grx/Pr9A/0IDgL6CvH8+gD9//////z/AAAMAP3//////P8AAAwAAAAC/wAA/wMA/w' +
      'AAAAL/AAD/AwD///7//v38HP7///X8AP0KAAAAAAD+APwA/QoAAAAAAP4ABAD/AAAAAAAA/gAEAP8AAAAAAAD+AAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8FAAD//wAAAAD//wUAAP//AP7+/vn//gP+/xAAAf//BAAA////AAAB//' +
      '8EAAD///8AAAH//wQAAP///wD9+/we/AYF+vb9+v8A/gcA/wD/AP8AAP//EP///wD2AP8AAAAAAAAAAAAAAP/+/hb/' +
      '////9v7/AAQAAAD/AP8AAP4ABAAAAP8A/wAA/gAEAAAA/wD/AAD+/vv++vwf/v38/v4A/wD///////8H/wD/AP////' +
      '///wf/AAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAA/wAAAP//AAEFAAAAAAAA/gAE' +
      'AAAADf///v7///3//v8N///+/v3/Af/+/wD9AP/+AP///wEJAP0A//4A////AQkE/wD/AP7//wAD/wD///7/Cf///w' +
      'D/BP///f8H/v7/A/4BAAAAAQAAAAAAAP8E/wQE//7+///9/wT/BAT//v7///0AAf79Dv76/gEC/QAB/v0O/vr+AQL9' +
      'AwAAAAD+/gAAAgAAAAEAAAAAAAAAAAMAAQD//v4AAAIA///9Ev79//79//4A/wAAAP8DAAAA/wD//wD/BgAA/wD/AP' +
      '7///8FA///AP/+AQD//f7//wAJAP4BAP/9/v//AAkA/gEA//3+//8ACQD/AAAC///+/wD/BAAAAAD/AP4AAAf+AAAA' +
      'AP8A/gAAB/4AAAAA/wD+AAAH/hcE9/b+///8AQD/BRX2/fv7AfgN9gAAAAAA/wD/AAAABAAAAAD/AP8AAAAEBgD7AA' +
      'AAAAAAAAD9/fwBAv4M/Qv++fz7+gD+CAn6FP32//z+Dv8B/v76/gb//P4O/wH+/vr+BgAAAAAAAAAAAAIAAAAAAAAA' +
      'AAAAAgD//gT9+/8R/v/+/P/+/wD+AP3//wALAAAAAAABAAAAAAAA/wD/AAj8AP//AAD/AP8ACPwA//8A///+/P8D9w' +
      'QR/P7////9/wP+BQT+/wf+/fsE/gv9/f/+BfwC9gH7H/v7BPMG/QP+Av0H/PwE+QAAAAABAAAAAAAAAAAAAAEAAAAA' +
      'AAD/+//9/v/8/v//Fv/5//4F//wMAf7+AAAA/wAA/wX/AP//+f/9Bf78EQH+/QAA//7///////8JAP///gH//////w' +
      'gAAAAAAAAAAAAAAgAAAAADAAAAAAAAAAAAAAMAAAAAAAD8A/sNCgHy9xL79//+/hD+/v4I+f78AAMBAP8AAP//AAAA' +
      'AAAAAAIA/wAAAAADAf//AgD/////AAMAAAEA/QAAAAL+8fT9/vn6GBYF/QAAAAP+AAAAAAAAAAADAAIAAAD//wAAAA' +
      'MAAgAAAP//AAD///////n//hH/AP//////+f/+Ef8A///////5//4R//4K/gsC/fz9/AT4AAAAAAAAAQAAAAAAAAAA' +
      'AAABAAAAAAD/AAD/AP8AAAAEAP4H/wP////+Av0A/gf/A/////4C/fn3DAD39fsOG/n8AAAAAAAAAAAAAQAAAAAAAP' +
      '8CAAAAAAAA/gAAAAAAAAT++fkFAfT1/BAd9///AP8AAP8CAAABAAD/AAD+AAwAAPr+GP78Bfz+/fv6/v0Y/vwF/P79' +
      '+/r+/QAAAP0ABv8AAP8AAAj///8A/v37/wUAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAAAG/wAAAP8A//8CBQP6+vwJ+Q' +
      '77+gAAAAAAAP8AAAACAAAAAAAA/wAAAAL8CQD39vog9gsC8PwA/wAAAP8A/wr+/f8AAAgE/f8A//79/wAACAT9/wD/' +
      '/gD7AAAAAP8AAAcAAPsAAAAA/wAABwAA///////7//8M/wD///////v//wz///8DCv/6AP////8AAPYADAAAAAD/AA' +
      'AA9gAMAAAAAP8A/wD/AAAAAAQA/wD///b/CwAABAD/AAAAAP8A/gAE/wAA/fv8EvkL+/oE+Ab9+/wS+Qv7+gT4BgP7' +
      '/A/7/P33BfoO/v4O+/3+/P79AAj+/g77/f78/v0ACAD/AP8A/wf//wD+AP8A/wD/B///AP4CAAADAP//AAD+AAIAAA' +
      'MA//8AAP4AAgAAAwD//wAA/gAA//8AAAAAAAAEAAAAAP//BQD//wAAAAAA//8FAP//AAD+/vz2+v39MvX8+gAAAAAA' +
      'AAIAAAD/AAAAAAAAAgAAAP8A//8FAAD//wAA/wD//wUAAP//AAD/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAP8L//wA//' +
      '///wD+/wv//AD/////AP4A/wUAAAAA/wAA/wD/BQAAAAD/AAD/AP8FAAAAAP8AAP8AAAAEAAAAAP//AP4CAAAAAAAA' +
      'AAAA/Pj6Xff09/f1+ewACf/+/wH+//7//wAKAP7///7/////AAMAAAAA/wAAAAAACgD+///+/////wAAAgAAAAAD/f' +
      '8AAAACAAAAAAP9/wADDAn7/fv8BPv8AAn+/v39//v+/gMJ//8CAAAAAAAAAAAA//8P/v////n//wD//w/+////+f//' +
      'AAAHAAAAAAD//QAAAAcAAAAAAP/9AAD///7///8H/wD/AAAIAP4AAAAAAPz/BP///wME//v///8E////AwT/+///AP' +
      '8AAP8A/gAAAAQA/wAA/wD+AAAABAD9AAD/AP8AAAAFAP0AAP8A/wAAAAUAAAAAAAAAAAAAABH8A/oJ+wH9/fr8AP8A' +
      '/wAA/gD/AAYAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAP8A/wADAAAAAAAA/wD/AAMAAAAAAAAAAgAAAAAAAP8AAAACAA' +
      'AAAAAA/wAA/wkA/wAA/wD8AAD/CQD/AAD/APwAAP8JAP8AAP8A/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wD/' +
      '/wb/AP8AAP4GAAAAAAAA/QAA/gYAAAAAAAD9AAAAAAkA///9AP4AAAAACQD///0A/gAAAgD/AAAA/wAAAAACAP8AAA' +
      'D/AAD+/gD///4Q///+/P7+AP///hD///78AAMAAAAA/wAAAP8BAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAEAAAAA' +
      'AAAAAAAAAQAAAAAAAAAAAAAAAP8AAAEAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAf8AAAAAAAAAAAAB/wAAAA' +
      'AAAQAGAP8A/wAA/QABAAYA/wD/AAD9AAAAAAAAAAEAAAAAAAAA//8FAAD//wAAAAD//wUAAP//AAAAAgAA/wAAAAAA' +
      'AAD+AAUAAAAAAAAAAP4ABQAAAAAA/wD/Cf//AP////7/AAUA/wAA/gD/AP8ABQD/AAD+AP8AAAAAAAAAAAD/AgAAAA' +
      'AAAAAAAP8CAAT/AAD/AAAA/wAA/ggDDv39/vv5/vwFAQr8+vz88xb8/fkACQIAAAAA//8A9wgMEP39/vv4/vz//v76' +
      '///+Gvv/+//+/vr///4a+//7AAD//wAAAAYA/QAA/QAA/wD/AAAABfv/Av0E+gr//wT9+/8C/QT6Cv//BP3//wAAAA' +
      'AIAAD8AP//AAAAAAgAAPwAAAAAAP8ABwAA/v7////////0//8T/wAAAAD/AAcAAP7+BgAAAP8AAQAA//0GAAAA/wAB' +
      'AAD//QAAAP0AAP//AAAHFf34/v///Pb/AQcAAAAAAP4DAAAAAAD/AAD+//sAAPwOAAH///3/A////An+BP///v4D//' +
      '8F/AD/AAD+//sAAPwO/QX//vv9Bv7+AQUAAP8AAP0GAP8AAP4CCP79/fv9BPwGAP8AAAAAAwAAAP8A/wAAAAADAAAA' +
      '/xP6AP4B/fv2BwT7AAkAAAAA/wAAAPkTAwD+Af369gcE9AAA/wAA/QYA/wAA+PMJ9DP69/H0/xEA/gAAAAD/AAAFAA' +
      'D+AAAAAP8AAAUAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAD/wAAAAAA/f38/SEH9/77/fn//v7+EAj4//z//f39' +
      '/PwkBvb9+v35AP0A//8A/v8ABQQA/QD//wD+/wAFBPsg9fz1APkN7wEH+yD1/PUA+Q3vAQcAAAAA/wD6AAAM/QAAAA' +
      'D/APoAAAz9+QAJ/wAAAAAAAAD5AAn/AAAAAAAAAP//AP//Df3////9//8A//8N/f////0E/wAAAAD/AAAAAAD8AP4A' +
      '/v8CDv/8APwA/gD+/wIO//wAAAAAAAAAAAIAAAAAAAAAAAAAAgAA/wD//wAAAAAFAAAA///+/f8Q///9/AD///79/x' +
      'D///38AAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAD/AAAAAAAAAwD+/v8I/P71/v8KBf/8/PsHBfz8' +
      '/BT8//z8+wcF/Pz8FPz/Avz6+vsB/wT8Ev4BBfn//AMGBfz+/wL8+vr7Af8E/BIAAAAAAAAAAAIAAP/8/v38/hj8BP' +
      '/5/////v//Af///wgA/v///v8I/wYA+/78/fv7/Bn6Bf4B//7+/v4J/v3+C/z+/RP8/f/9/f3/BP79E/z9//39/f8E' +
      'Bwr/Av4I+/z6BPUK+vn/APv8AwUABQr6+f8A+/wDBQAF/wD+BP74/P79BA4RBPgB/QL3//8F+v///gH+/vwV+/z+AA' +
      'ACAAAAAAAAAP8AAAIAAAAAAAAA///+AQH+/vwU+/z+//8D//8A/wD/AwD//wP//wD/AP8DAP8A/gT++Pz+/QQOAP4A' +
      '/gAHAAAAAAD//P4p/vn8/fn8+gD/AAD/AP8AAAAFAP8AAP8A/wAAAAUA/wD////+////CQD/AP////7///8JAAAAAA' +
      'YA/QAAAP8AAAAABgD9AAAA/wAAAAAAAAD/AgAA/fb9EfwC/BP8/fr99v0R/AL8E/z9+gAAAAAAAAACAAD/AAAAAAAA' +
      'AAIAAP8AAAAAAAAAAgAA/wL///z//v0A/wr/Av///P/+/QD/Cv///wAAAAD+AP8G////AAAAAP4A/wb/AP8AAAD+BP' +
      '8AAAAA/wAAAP4E/wAAAAD/AAAA/gT/AAAAAAAABwAA//8A//0AAAAAAAH/AAAAAAAAAAcAAP//AP/9AP8CAAAAAAAA' +
      '/wAA/wIAAAAAAAD/AAAAAAAAAf8AAAAAAAAAAAACAP8AAAD+///6////CgX///0A/Qz9+/0EB/z9/QD9DP39/QMH/P' +
      '0FAAAAAPwAAAAAAAUAAAAA/AAAAAAA/gP+Cf79/Pr9Agj+A/4J/v38+v0CCP4D/gn+/fz6/QIIAAD//////wn/AP8A' +
      'AP//////Cf8A/wAAAAD/AAYAAP/9AAADAAAAAAAA/wAAAAAA/wAGAAD//QAAAAD//wUAAP//AAAAAAAABwAA+wAA/w' +
      'AA//4M/wD7/wAAAAAAAAAAAQAAAAQAAAAAAAAA/QAAAAAAAAAAAAEAAAAEAAAAAAAAAP0AAf7+Cgb+/QL8/v0B/v4K' +
      'Bv79Avz+/QAAAQAAAAAAAP8AA/3+/v4L+v7+/gYBAAQAAAAA/////wAAAgAAAAAAAAAAAAAG/wAAAP///v8AAP///w' +
      'D/AAUAAAAKAPsAAAAA/wD9AAoA+wAAAAD/AP0A/f/8/wQAAAAGAAAAAAMA/wAAAP8AAAD///8A/wAFAAAA/f///wP/' +
      '/wAFAP/6/fv/EQkG+/33AAAAAAAAAAABAAAAAP8J/////////f/5/AT+EAgF/P30AAAA//8A/wAFAP/+/hT8+v/+/g' +
      'b9/P7+FPz6//7+Bv38/////wX//v8H//3/+gT/+v39FPv7Bv///wP///4J/f0A/v/+Av3+/hX9/fsG+/7+Fv78/f79' +
      '+wb7/v4W/vz9/v37Bfr8ABL8+hL7+vb////8///+EP3//wAA//8AAAD9AAAGAAD//wAAAP0AAAb4Efz3BPMG+Pj4Hg' +
      'AS/PYD8gD4/vYc///+Bf///wX/APz///4F////Bf8A/AAAA/8AAAAAAAD/AP8C/f/+/v///wkAAAAAAAAAAAAAAAf8' +
      '/wn+APn/Bf79Dv7+A/7+/vv/+wQD/Q4P+P39+/v7/wP+ExH5/f38/Pv1A/0OD/j9/fv7+/8O/f0D/v39AP77A//+/Q' +
      'oK/v7+/v39//79Cgr+/v7+/f0A/wD//wv+/////gD/AP//C/7////+Bv7///3///z9C/8G/v///f///P0L/wD/AP8A' +
      'AAAAAAADAP8A/wAAAAAAAAMA//8Q////APYA/wAAAP//AAAAAgAAAAAA/wAABAD/AP8AAAD//wAEAAEA/gH9BP3/Bg' +
      'H///7/Af0E/f8GAf///v8C+/77Bf39Bg3+/AL7/vsF/f0GDf78B/n9Av37/Bf9/f0E/wAAAAD/AAAAAAD//AAAAAAA' +
      'AAj/Afn9+/wIDP38BAIB+f37/AgM/fwEAgD3+fv7Bwz9/A0BAP0AAP8A/QAAAAkA/QAA/wD9AAAACQD9AAD/AP0AAA' +
      'AJAAACAAAAAAAA/wAB/wMF/wD//////QH/AwX/AP/////9Af8DBf8A//////0A/wL//wX//////wMAAAAA/wAAAP8A' +
      'AwAAAAD/AAAA/wAAIfz8Ff36+wH45wMAAAAA/wAAAP8AAAAA/gAFAAAAAAD+Dv79/Q77/vv+/f4O/v39Dvv++/79/g' +
      '3++/0T+v77/fwAAAAA/wD/AAAD/wD/Av7//v/8AP8K//4C/v/+/vz/Awr4/xX////////8///9AAAAAAUAAAD///0A' +
      'AAAABQAAAP///QAAAAAFAAAA//8AAwAAAAAAAAAAAAADAAAAAAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAAD//w' +
      'AA/wMAAAAAAP//AAD/AwAAAP4A//7///8AAAIF/gD//v///wAAAgX+AP/+////AAACBf///v/+/f7+Ev/+///+//79' +
      '/v4T//3///7//v3+/hP//f/9//38//7/Fv/8AP8AAAD//wf//wAEAAAA/QAAAAAAAP8k/fz8/fv9+/r8/yT9/Pz9+/' +
      '37+vwAAAD/AAX+AAAAAAAAAP8ABf4AAAAAAAAAAAAAAAAAAAAA/gAAAAD+AAAABQD+AAAAAP4AAAAFAP8AAP8AAAAA' +
      'Bf8A/wAA/wAAAAAF/////wT+//8H/QD+////BP7//wf9AP7///8E/v//B/0A/gAAAgAAAAAAAAAAAAACAAAAAAAAAA' +
      'D+/wD+Df///////f//AgAAAAAAAAAAAP0A////Dv4A//sA/wAABQD/Af8AAP/8//39/wf+Df7+/vv+/QL+Bv4M/v0A' +
      '/QD///8O/gD/+wD//xD///8A9gD///8CAAAAAAAAAAD//v8G/g/++P7//f/+/wb+D/74/v/9AAIAAAD/AAAAAAAAAg' +
      'AAAP8AAAAAAP4O/f4L//z9Avv5AAAA/wYA/gD//wAACQD+AP7//wAA/wAJAP4A/v//AAD/AAkA/gD+//8AAP//Bf79' +
      '/wAF//4C/wf5/QL9+/wX/f39/wAA//8B/wj///36Avn0+Pgd9wEf8/oC+fT4+B33AR/z+/b4Afj49Rwb+QAAAAADAP' +
      '8AAAAA/wAAAAMA/wAAAAD///////8M/f////8AAAAABP8A/wAAAAAAAAAE/wD/AAAA+vv15w5L/OsF/O7//AD+AP8A' +
      'BAb//v/8AAb///8EAf/9//z+/P0C/hn7/v3++P4C/QH9Hfz++iP99f39//z9//38Of0HBfvx8vb2Cepc+/wB+PDv8/' +
      'QG5wr+/v3+/Qf9/gf6Cv7+/P4AB/3+BvoK/v78/gAH/f4G+gD/AAAAAAAAAP8EAP8AAAAAAAAA/wQAAAEAAAAAAAAA' +
      'ABfz+QP67wARHfznAgAAAAAA/wAAAAAA/wUAAAAA/wAA/wD/BQAAAAD/AAD/AAAF//8AAAD/AAD8+wH8Kf35+vn9+w' +
      'D/AAAFAP4AAAAA9vz6/R38/v3/Bf0B+fn7/vXz/hgEE/0J/QEADfr++wb1/RH7/P4G+PwAAQL9Efv8/gb4/AABAgD9' +
      'AAL//v//AAAH+f8DAvj+/AD+GfkA//8JAP7+/wD//gD//wkA/v7/AP/+//8A////Cf///v8G/gAA/gAAAAAAAAb+AA' +
      'D+AAAAAAAAAAUAAAAA/wAAAP39BP38/fwG/RX+9wIAAwD/AAD+AP8AAgADAP8AAP4A/wD99wH/8/n5+/j6OQAADf//' +
      '///+///7C//+/P//AP4A/wEAAP8ABwAA//0A/gX2C/r5+Pf39Pk0ABL/BfkB/AED+fgIDv0C+AX7AAL79ggO/QL4Bf' +
      'sAAvv2AAAAAP8ABgAA/v4AAAAA/wAGAAD+/gD/AAAAAAQAAAD+//8A/f8A//8AAAj//wD9/wD//wAACAAAAAAAAAMA' +
      'AAD+AwED//7/////A/4AAAIAAAAAAAD/AP8BBgD/AAD////+/wEI/////////v4ABQAA/wAAAP8AAAAA/wYAAP//AA' +
      'D+/wT/Bv/////+AP7//v4A/wD///8JAP/+/gD/AP///wkA/v0CAP///vj+/hL+/QIA///++P7+Ev79AgD///74/v4S' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAD///wAAAAJ/QIF+wP8BvwC+gT/AP8BCv8C/wL8+v8AAP//AAAG//7/+w' +
      'EE/Av7BPsD9gf///8B/gMC+An///75/Q3+Bv0CB/72/vj8D/wJ/voQ/fX6+AP+/fsP+v/0GRT7+P4G/vn+//4E/wAA' +
      'AAEAAAAAAAD/AAALAf7//v8A+xP79wkH/Pj8/v7/Afn8Ffz+/Q37/Pr9AgX7A/wG/AL6BP0CBfsD/Ab8AvoE/v/1/x' +
      'X//f////8AAPYACwAAAAD/AP7/9f8V//3/////AAAAAAAAAP7/BgD//wD//wD+Cv4A////AP//AP4K/gD/AAUAAP8A' +
      'AAD//wD9+/r+Afj5Fhj6+QH+/wf//v//AP////8A/gn/AP/9AAD/////Cv////0A//////0I//4C/QD//wP//ggM/v' +
      '7zAP37E/j8+w327iX48wD6AP//DgAA/QD+AP8K/f//AP/+//8AAAAAAAAAAAIAAPcO+vgUAOsCM+/nAAAAAAACAAAA' +
      'AAAAAP/9////DPsA/wAAAAAAAgD+AAAAAP///f8E/wr7//8AAAAAAAAEAAAA/gAAAAAAAAQAAAD+AAAE/wAAAAAA//' +
      '///wT//wAEAAD//gAAAAMAAAD/AAAAAAAAAwAAAP8AAAD5+PkGEPwA+wP+Bx7+Af79+vr+///4CgAF/QP2+vT7+hcD' +
      '/wb//////v////3//v7/F/j+///+Iv0L+P8H7O/59w0A/QD+AAYAAAAAAAD9AP4ABgAAAAAA/v7+/RP+/vsE//wJAP' +
      '///wAAAP3/AAAAAAMAAAAA/wAAAAAAAwAAAAD/AAD8BP77Dvj48yP7+P8ABv8DAAAA/P///wH/Af////8G//4CBQL9' +
      'D/f18SH49QAFAP///wAAAAD//xH//f7+/v7///7///4I////Af///wL/AAAAAAAAAAAAAA/9Bf39/v7+/v38+f4I/P' +
      'z7HwD89/z5/gj8/PsfAPz3BgAAAP///gD/AP8GAAAA///+AP8A/wYAAAD///4A/wD/+/39/P38/Cj6/vr7/f38/fz8' +
      'KPr++gcAAP//AAAA/gD/BwAA//8AAAD+AP8HAAD//wAAAP4A/wID/v7/DP7+/v39/v7+/P0D/f7+FP4AAf35+w/7+/' +
      'wR/P//AAD/APIAAPwVAP8AAP8AAAAHAPsA/////////f8K/wD///7////9Bgr7AAAEAAAAAAAA/gAA/QD/AAAA/gD+' +
      'CwAABAAAAAAAAP4A//wD//////7//AoBAgAGAP7///0A/wECAAYA/v///QD/AP8AAAgA/wD/APwA/wAACAD/AP8A/A' +
      'D/AAAIAP8A/wD8AAAAAAAAAAAAAAMAAAAAAAAAAAAAAwH7/fr+/fz8J/71/wAABQAA/wD+AP8A+/0A/fz7/CX+9QD8' +
      '/g79CP7+Af37/P8A/wAAAAAABwD/BwAA/v//AP//AAD///7+//3//wUIAP///v7//f//BQj///8A/wv9/////foB/A' +
      'v4EPf7/gb/AP8A/wAFAAAA/wAA/wD/AAUAAAD/AAD/AP8ABQAAAP8A/wAC/wAAAP0A/wb/AAL/AAAA/QD/BgAAAAAA' +
      'AAIAAAAAAP//Dv///v//APwAAAAAAAAAAAABAP/+/g7+///+/wH7Dv/7+QD8F/z++PoO//v6APwX/P74+gIAAAAAAA' +
      'AA/wAABfwAAAAAAAAAAP/6/v/+Dv/7/v3+Cv8ABAD/AAAAAP//+v7//g7/+/79/QoQ+f73DfoR+vr0Avv++Psm/vz9' +
      '/v38D/3/B/z////9+/4x+f38+Pz+/f/4+P////79//7//wAN/wEA//v//gD//wr69/UJHf0H+Pf5CDj08/sS9/b3+O' +
      '8K//8ABwD///8AAP///wAHAP///wAA/wEAAAAAAAAAAAAAAAMAAAAAAAAAAP3/Cf/+/QD//wAA//8L/wX9//7+///8' +
      'AAAAAP8E/wAAAAAAAAAA/wT/AAAAAAAAAAD/BP8AAAAAAAAABAAA//8AAP8A/gAA/gD+AAD/CAD+AAD+AP4AAP8IDf' +
      '3///3++wAABf0HBgD/+QD/AAD//e0B5u0Y/SDu7SUI+gL+/wX/Av//AAT7BOPtEfka6+opDgr8//7/Av/9B//7CgYA' +
      '/QD//v///fwVAv/7/wD9+wX89wAAAAMAAAAAAAAAAAAAAwAAAAAAAAAAAAADAAAAAAAAAAD/AAD+/gsAAP39AP8AAP' +
      '7+CwAA/f0A/wAA/v4LAAD9/QL9AQQI/f39/gb7Af0AAgf9/Qb5BvoB/QACB/39BvkG+gAAAP0AAAAA/wYAAAAA/QAA' +
      'AAD/BgAAAP/+////Cf7//wAA//7///8J/v///wAF/wAA//8AAP//AAX/AAD//wAA/wAAAgAAAAAAAAAAAAACAAAAAA' +
      'AAAAD6AAn+AAAAAAD/APoACf4AAAAAAP8AAP7/Dv////4A/v77////AAAKAAD/AAEAAAAAAAAAAAAA/P///wAACQAA' +
      '/gAA/wD//v/zAAD7Fw0FAP7+//7++//+//3+/f8U/P/+/v/+/Qf8/v4C/Az+/gAAAAAAAAAAAAAAAP8AAAAF/wD/AA' +
      'ABB/r7/f8M+gz+9/8A//7/+//9DgD/Cf4E9fkQ+vYS+/kAAAAAAAAAAAAAAAAAAP//AP8ABQD/AP0AAvwB+v4J/gQA' +
      'AAD//wD/AAUA/wH/AQP/////Bf/8AP8ABP8A//8FAP3///8A/wD/AAAABf///wD/AP8AAAAF//z+AP0KDAH7/fwAAA' +
      'D/AAAAAgAAAAAAAP8AAAACAAAA//0D/f3+/P0DBQf//AL8/f78/QMFC//8Avz9/vz9AwULAAAA/wAAAAACAAD5/AsL' +
      '///+/f/+/vn8Cwv///79//7+/f77/hn6//7+/v8AAAAAAAAAAAAAAP8A/gAEAP//AP8DBP0E//78/v7/Cf3//v3/AP' +
      '4AAAAM/wT9BP/+/P7+/wn9AAAAAAADAAD/AAAAAAAAAAMAAP8AAAAA/wAEAAAAAAD/AAD/AAQAAAAAAP///wD///8K' +
      '/wD//v///v/////9/w3////+//////3/Df8AAAAAAP8AAgAAAAD/AP8ABQAAAP8AAP8A/wAFAAAA/wD//v/+/v8G/v' +
      '/8CP/+//7+/wb+//wI/v///w8G/P//9//+////Dwb8///3/wAAAAAA/wAC/wAABf8C/v//Bf///v0A/wD////+////' +
      'CQb/AAD/AP8A/wAABv8AAP8A/wD/AAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAP8A/////v///wkA/wD////+////CQ' +
      'D/AP8H/////wD/AP//AAUAAP8AAAAA//8ABQAA/wAAAP/+AP/+/xD/AP76AP8AAAAAAAAAAgAA/wAAAAAAAAACAAAA' +
      '/w4A/v/5AAD/AAD/DgD+//kAAP8AAP8OAP7/+QAA/wAA/w4A/v/5AAD/Ffz//vv//////QAAAP8LAP///wAA+QAA/w' +
      'sA////AAD5//4M+v39/Q0E//X//f8a/vz9+f3////8/xb9/Aj4/f/7//z/Fv38CPj9//sABgD//wD+//8AAAAFAP//' +
      'AP//AAAAAAAAAAAAAAAAAAD/C////gD9/////wAA/wUA//8A////AAD/BQD//wD///8A///+AP8JAP/+/wD///4A/w' +
      'kA//7/AAAAAAAAAAIAAAAAAAAAAAAAAgAAAAD///3///0Q///7AP///f///RD///v/AAf///////////8HBfv/Cf78' +
      '/v77/wcF+/8J/vz+/vsAAP///wD/AAUAAP0W/Pz8/vv8+w38AP39/An//gkC+/7+/P/+/f7+/v8U/vz9Df37//4KAf' +
      'z++w/59wL69wP8HPf8/wAAAAAAAAAFAPz/AAAAAAAAAAUA/P8AAAAAAAAABQAA/wAAAAADAAAA/gD/AAAAAAMAAAD+' +
      'C/Pw8zP8DgHw9P0AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP8CAP4A/wIAAAAA/wIA/gD/AgAAAAD/AgD+AP8C/w' +
      'YAAP8A/wD+/AQAAAAABAD9AAL//wAAAgAAAAAAAAAAAAACAAAAAAAAAAD89/j2KPsD/vX7Cf37/hj8+/z9Cf77AAAB' +
      'AAAAAAAAAAD//wD/D/v+/////f/9//r8EAj//v/7//3/+vwQCP/+//sACv7//f3+/fr6Ef/9/gL/BQD/Bf/+Bgf6/P' +
      'wB//sC+Qv/B/wA/AH+/P/5D///BP7+//7+Af8H//8E/v7//v4B/wf//wT+/v/+/gH/BwAAAAAAAgABAAAAAP8AAwMA' +
      '//8A//8AAAAAAAIAAQAAAAD+AAMDAf4AAP7/CgYD+vz89gL68xUE/v8AAAD+Av7/Aw4EAvr7/PQE+PMY/wAABQAAAP' +
      '//AAD/AAAFAAAA//8AAP37/vs7/Pj77f75AAAD/wAAAAAA/wD8//8A/wAAAAAJAPz//wD/AAAAAAkA/wv///7////+' +
      '////C////v////7//wYEAvsGGPr4+Pn5BAT/9QFD8fXy9vIAAAAAAAAGAAD+/gAAAAAAAAYAAP7+AAAAAAAABgAA/v' +
      '4AAAD/BQAAAP8A/wAAAP8A/wAG/gAAAP///f7+Cv4D/wD/AAD/AP8G//8A////AP///wX//wP/AP8ACP/////+AAAA' +
      '/wAI//////4AAAD9//8AAAD+AQAGAAAAAAAAAAEAAAAC/f7//wD7/wAADAAAAAAA/QAABgD+Gf78Cfz9/fv7/PsAAA' +
      'ADAAAAAAAA/v////3/AP8J/wAA/////f8A/wn/AAAE+Pn8Dhv5/fn++///BgD/AAD///////8GAP8AAP////8AAAAA' +
      '+wAAAAYAAAAAAAD7AAAABgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP8EAv/4/wn9BP7+AP8ABAAAAAAAAAAA/wAEAA' +
      'AAAAAAAAD/AP8GAP//AAD/AP8A/wYA//8AAP///AL//wD/AP/+Cf/8Av//AP8A//4JAAD//gAAAAAAAAX+DQAA/v/+' +
      'AAD8/gAAAQAAAAAAAAAAAAABAAAAAAAAAAD+DQEA/v/+AAD8/gAAAAACAAAAAAD/AAAAAAYA/QAAAP8AAAD/CAD9//' +
      '8A/wAAAAAAAP8AAAIAAAAAAAAA/wAAAgAAAAYA/AAAAAD/AAAABgD8AAAAAP8AAQAAAAMA/wAA/wAEAPr+8vwY+fz6' +
      'DwQKAP////r//wD9AAAAAAABAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAAG/wAA/v8A//8AAAb/AAD+/wD//w' +
      'AA////AP8ABQAAAAcAAP8A/AAA/gAABwAA/wD8AAD+AAAAAP8AAP8ABAAAAAAA/wAA/wAEAAAHAP8A/wD/AAD9AAj+' +
      'AAH/AAEAAPz+AP0AAP8A/QAAAAn/+//+//8W//39/P/7//7//xb//f38AAAAAAAAAAAAAAD/CP//BAD////6//8I//' +
      '8EAP////r/AAAAAAAAAAACAP8AAAAAAAAAAAIA/wAAAAAAAP8AAAIAAAAAAAAA/wAAAgACAP7+/wD9AAcA/wAAAAAA' +
      'AAMAAAD+AP4EAPv/Df7//P8C/QH++/4N/gb7/P8A//8G/wAA/gAAAAD/////////CP/////+Bf////4H/v/+AAD+/Q' +
      'oAAAAA//4AAP79CgAAAAAA///+/wj///8A/wD///7/CP///wD//wD+/f//C/8AAP7/AP79//8L/wAA/v////8SAP//' +
      '9QD//////xIA///1AP//////EgD///UA/wABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAABv8AAP///v' +
      '//AAABAAAAAAAAAAAAAAf/AAD///7///3+AAD//w3///7+/Q7//v79B/7//f0A//8MAAD//wAA+f//C/j/BP/+/v//' +
      '/wz//////v///v77GAgB+wEE+/z68wD///7//////v8L/wAA/wD/APkLAP8F/wb9AP/+Bf79/AT9BPv//v39CPwGAA' +
      'D+BgAAAAAAAP0AAP4GAAAAAAAA/RH//v7+/////P/+Ef/+/v7////8//7/9f//AAD/Bf8ACwAAAP8AAAAD/wAAAAAA' +
      '/wAAAAP/AAAAAAD/AAAAA/8AAAAAAP8AAAD+/wYAAAAA/wAAAP7/BgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/7//v' +
      '8A/v8ABQAD/v/+/wD+/wAFAAAAAAAAAAMAAP/+//4AAP8A/AD/AAkC/f/+/v/+//8EBwAAAAACAAAC/wD/AAAAAAIA' +
      'AAL/AP///////v/6///7FQD//////wr////9//7+/f/9BP/++hIAAAD/AAAA/v8GAAAAAP8AAAD+/wYAAAAABP4AAA' +
      'AAAAAAAAAE/gAAAAAAAAAAAAT+AAAAAAAAAAAABP4AAAAAAAACAAAAAAAA/wAAAAIAAAAAAAD/AAAAAgAAAAAAAP8A' +
      'AAAAAAD/AP//BAD//wD/AAAAAP0AAAAGAP8A/////QT//wX//v3+Gv/9/fr//f/+/f4a//39+v/9APwAABL////9//' +
      'r+/wP9AQH9/v4K/gD/AP8C/wD+/AAJ/fkD/BT//Pv2CQH5KAvx8vUm6fQE9QD////+/wwAAv/4AAAAAP8AAwAAAP7/' +
      '/wX//v8H///+/f/+BP78/hf/Af3zAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAA8hHl//j4F/zkAy4AAA' +
      'AAAAX9AAD/AP78BA77APv6+v4KAAAAAAAF/QAA/wAAAAD/AAr9/f8A/wAE/wf/CP39///4AAAA/wAK/f3/AP8A/v/+' +
      '/w0AAPv/AAD+//7/DQAA+/8AAP0AAP8A/QAAAAn++v/8/P4h/v78+P76//z8/iH+/vz4Cv/+/v4AAf////8AAAAEAA' +
      'EAAP8A/gAAAAQAAQAA/wD+AAAABAABAAD/AP4D+QMP/AT4BPv+/P/+/wn//wD/AAD+AvcDGPsD+AP7/voAAAAAAAAA' +
      'AAAAAPz7/v0r+v38/Pj8AAAA/wAG/wD/AP8AAAD/AAb/AP8A/wAAAP8ABv8A/wD/A/8CAAAAAAAA/gAA/wUAAP//AA' +
      'D/AP8AC//////////+AAIAAAAA/wAAAAD+/ggA/vz+Cf7+//8A////CP4A//8A/v4U/vsD+gf8+vwA/f3+////Dv8A' +
      '/gAAAAgAAAD7AAD/AAAACAAAAPsAAP8AAAAAAQAAAAAAAAAAAAABAAAAAAAA9Q4CC/z9/v///v0GAQYD/f/+/f79/g' +
      'IBCAL9/v39/QT9/A8IDvn8+/z9+/sB/v/7/P7+Dgb+/AH///z9//8ICf78Af7/+/z+/g4G/vwAAAAAAAL/AAAAAAAA' +
      'AAAAAv8AAAAAAP///Qb//wT+AP//AgAAAAAAAAAAAP8CAAAAAAAAAAAA/wIAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAP' +
      '0AAAAA/wYAAAAA//8A//7/B///AAD8/////QAN/gAA//wAAP////8JAAD//AAA/////wkAAP/8AAD/////CQEI/wAB' +
      '+f76Cv3+AQj/AAH5/voK/f4ACAD/AAD/AAD7AAP/+v//AP3//wz+AAEAAAAAAAAAAAADCfr//v/8//8H/gAAAQAAAA' +
      'AAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAP8AAAADAP8AAAAA/wMA/wMAAP7/AAD+AwD/Bv///v8A/wAAAAACAAAA' +
      'AAD/AAAAAAIAAAAAAP8AAAAAAgAAAAAA/wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAwAAAAD/AAAA/wAAAAAAAAAAAA' +
      'EAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAMA//8AAAAAAAMA/wAAAAAA/wAAAAADAP//AAAAAAADAAMA//////8A' +
      'A/3/D/7//v7+/P4A/wAEAAAAAAAAAAD//wn//f8AAP////7+Df////////39GP/6/f77/v76BwAS+yD5+Pf7+/QCAA' +
      'AA/wD/AQACAAAA///8//0U///++QAAAAAAAAIAAAD/AAAAAAAAAgAAAP8AAAAAAAACAAAA//4F//8P/f7//fr//gX/' +
      '/w/9/v/9+v/+Bf//D/3+//36/wP9C/0E/QP+/vv8Cv0M/fv+A/7+/PwD/Qv9BP0D/v77/AAAAP8AAAAF/gD//QEDAP' +
      '39/PoN+wgAAAD/AAAABf4A//0AA//9/PsAC/oHBf////8A/wACAP8F/v79DP4E/v7++wX+/v0M/gT+/v77D/3/+/r+' +
      'Cf79//4P/f/7+v4J/v3//gT9/fz7/fn6HPwDAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAMAAAD///z++/z+IP' +
      '3+/vkAAAAAAAADAAAA//8ACv7//////////v////3/EP////wA/wD/AwL/AAAA/wAAAP8AAAAFAP//AAAA/wAAAAUA' +
      '//8AAAD/AAEAAAAAAAAAC/z/////////AAAL/P////////8AAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAACAA' +
      'D7/gAAAAAAAAAIAP/+//7//wD9Cwb6AP8L/v7///////4AAAD/AAAABQD//wAAAP8AAAAFAP////4AAP7/Dv8A/vv/' +
      '/gAA/v8O/wD++/8I////AP8BA//7/wj///8A/wED//sA/QD//f8K//8A/wAA////AP8KAP/7AAAAAP8ABQAA/QAAAA' +
      'AA/wAFAAD9AAH/Bv//AAD/AP//Af8G//8AAP8A///+/gD/EP////36//7+AP8Q/////fr///8F//8D////////ARD7' +
      '/v/+/v/+//8BEPv+//7+//7//wD+/v3+/v4ED/r/AP7+/f7+/gQP+gAAAAEAAAAAAAAAAvv/Df////7///4C+/8N//' +
      '///v///v/9/wT+C/39CPz5//8A//4E/wD/Bf8A/wAD/wX//P////78/wb8FPv5BwD4AP8L/v7///////7/////C///' +
      '/wD//QAAAAAAAAEAAAAA/////wv///8A//0AAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAA' +
      'AAAAD/AAAAAgAAAAAAAP4ABAACAP8A/QAA/gAEAAIA/wD9APv3+fH4Iy739/n0+/f58fgjLvf3+fQAAAD//wD/Bv8A' +
      '/wAAAP//AP8G/wD//wAAAAIAAAAAAAAAAP//AAD//v8HAP//CvwD/////v/9/vwABf3++v///w8AAAQA/wAAAAD///' +
      '36DgAB/fj7/AQL8f0j/Pz+/gMA/PwAAAAAAAMA/gAAAAAAAAAAAwD+AAAA/P8IAAAAAAAA/wD/AP///wAACP/+//8A' +
      '////AAAI//7//wD///8AAAj//v8AAAAAAAAAAgAAAAAAAAD/AP8AAP8EAAAAAP8A/wAA/wQAAAAA/wD/AAD/BAD///' +
      '/++w7///////7//wH6Fv/++/0A/wD/A/8I///8/f/+//8B+hb//vv9//8A/v//////Cf///wD+//////8J/xUA8QAA' +
      '/AAAAAAAFQDxAAD8AAAAAAAVAPEAAPwAAAAAAP8AAgD+AAAAAAP//wACAP4AAAAAA///AAIA/gAAAAAD//8AAP8AAA' +
      'AABQD+/wAA/wAAAAAFAP7/AAD//wD//wUA//8AAP//AP//BQD/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP8A/wYA' +
      '/wD+AAAAAAAAAAAAAAAA/wD/AP8G//8A/gAAAAAAAAABAAAA+QAK/wAAAAAA/wD5AAr/AAAAAAD/APkACv8AAAAAAP' +
      '8AAAAA/////wf///8AAAD/////B////wD/APz/AAv/AP/9AP8A/P8AC/8A//0ABAD/A///AP7//wAEAP8D//8A/v//' +
      'AfH4/wcDAPz+Ff3+A/cFAgH7+/0T+/0S/gX7/fv///7//gP3BQIB+/v9E/v9AP8A/////Q3//wAAAAQA//8AAP8ABv' +
      'P5Bgr98wr0H/EZ/gf89v7+APz6/hnx/wb/+fAG/hfuAAAA/wD/AAX+AP8AAAD/AP8ABf4A/wAAAP8A/wAF/gD/AAAA' +
      '/wAABAD/AP8AAAD/AAAEAP8A/wEJ/v//AP3/AP/+/gUY/f3//P39/fr/BBD9+vv7/v0L+/0JJ/r3+vf6+gj1AAAAAA' +
      'D9AAAGAP4AAAAAAP0AAAYA/gAAAAAA/QAABgD+AAD/CgAA/gD/APsAAP8KAAD+AP8A+wAAAAAAAAAABAD+/vr9+vb6' +
      'Bvcm/AH++v369voG9yb8Af77/fz+/QX8FP0BAgAAAAAAAAAAAAAA+/38/f0F/BP9AQAAAAD/AAMAAAD/AAAAAP8AAw' +
      'AAAP8A/wD/AAAH/wAA/QD/AP8AAAf/AAD9AAIAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAT/AP8A/wAAAAAA/gAFAAAA' +
      '/wD8Af8C/gIE/v4E/vsA/gX9BgP+/QT+AP8ABgAA//4AAP//Cv8E//3//P///f8K/wT//f/8///9AQAD/wAAAAAAAP' +
      '8BAAP/AAAAAAAA/wAAAAQA///9/wT/AAEA//8G////AP8AAP8D/wX+/P4E/v76/f/7FgH7Cvz4/vr9//sWAfsK/PgA' +
      'AAD/AAIAAAAAAAAAAP8AAgAAAAAACf0A/wD///8E//0J/QD/AP///wT//QP4+fgE/PsU+wcDA/j5+AT8+xT7BwMUBv' +
      'j3+fn6DvwJ+gP4+fgE/PsU+wcD+xEK/foI7/oFCPQD/wAAAAAAAAAAAAENCf36C+/6BAbz/f7/////Dv///QD9Afv3' +
      '/AMr+fz69wD/AAAA/wQA/wAA//n9Ef4F+v78Bv7/+f0R/gX6/vwG/voFAAPyEibw+gPoAP8I/wD//////v8A/wj/AP' +
      '/////+/wD/CP8A//////7/Cf3+/wEA//////8ACyj5Afr1+vr5+Qn9/v8BAP//////+/we/AX9+/z8//sAAAMAAAAA' +
      'AAAAAAAAAwAAAAAAAAAAAP4AAP//Cv8A//0A/gAA//8K/wD//f/8/xT//v78///9//z/FP/+/vz///0AAAAAAP8CAA' +
      'AAAAAA/wAA/QYA/wAAAAD/AAD9BgD/AAD/AAUA/wAA/gD/AP8V9/8K+gD5Bvb9/Rr0+AX3+xj/AO7+Ffz+CfoA9wb1' +
      '/QAAAAAA+wAAAAYAAAAAAAD7AAAABgAA/wAAAP8AAAQAAAD/AAAA/wAABAAAAP8CBP////8B//8A/wIE/////wH//w' +
      'D/AgT/////Af/////+/v7///4P//3//gAD/f7+/RD//AAAAAAAAAAAAAIAAAr///7//wL9//z/Cv///v//Av0B/P/+' +
      '/vz+/f4a/v37//7+/P79/hr+/fv//v78/v3+Gv79+/7/AP///wv//AD//v8A////C//8AP8ABgD//wD+//8AAP////' +
      '////8D//8G/////////wP//wYAAAAA/wADAAD/AAAAAAD/AAMAAP8A/P/7C/we9fn+AfcAAAD+APsIAAAAAPz/+wn8' +
      'Gf35/gH3AAD/BP8A/wP///0AAP8E/wD/A////RoN+hH6+fb7+vr0AP8ABv8AAP7/AAAA/wAG/wAA/v8AAP3+/g7//v' +
      '//////AAIA/wAAAAAAAAD/Av/+/wf+AP////8C//7/B/4A////Fg74Ivj+8/j3+PL//f8B////Dv8A+f/9/wH///8O' +
      '/wD5/f78CQAU+vv5A/r9/vwJABT6+/kD+gAABf4AAAAAAP8AAAAF/gAAAAAA/wAA/wAA/QAAAAAFAP/+/wL+C//9//' +
      '//AAAAAwABAP4AAAD//v8C/gv//f///wAAAAAA/gQAAAAAAAAAAAD+BAAAAAD//wT9/wj//////gD//wH/Av//AwD/' +
      'AP//Af8C//8DAP8C/wD//wf+/wAA////AAD///3/AP8J//8BB/////7//wD////+/v//Df7//gD8AAT7BPkK/P0F//' +
      '4A/wADAP//Bf7//gD/AAMA//8F/v/+AP8AAwD//wX+AAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAMAAAAAAAD/AAAA' +
      'AgAAAAACAP4AAAAAAAAAAAABAP///wD+/v7+/QIN////AP7+/v79Ag3/Cf/+/wD/AP7///8J//7/AP8A/v//9ggA9Q' +
      'P5DPb8FP7/Cf/+/wD/AP7//wAABv8AAP7/AP//AAAG/wAA/v8A//8AAAb/AAD+/wD///34/QEA//r6CAsHAAAAAP4A' +
      '+gAA/woAAAAA/gD6AAD/CgAAAAAAAAAAAAAAAAAAAP4A+gAA/woABgAAAP0AAP8AAAsAAP////X//wb///3/////+v' +
      '7/E/0LAAD////1//8G/wr9//7///L+/xP9AP//C////////f/////////7//8N/wD//wv///////3///7+Cv7/+v7+' +
      'Cv4GDv7//v///f/8/AYO/v/+///9//z8//v9/f7+Gf79/v4ABgAAAAD7AAAAAP8B/f3+/hT9/f7+Bf4A//3/+f8A/g' +
      'wAAAAGAAAA//0AAAAAAAYAAAD//QAAAP8A/f////r//w8A/wD9////+v//D//6//3///4V///8//n/+v7+/Q/+/gv8' +
      'BAAGAf71BBf58gQU+wD2EvL7/AL6Awr7AwYDAfv2APn/DPoHBgz2/gv56gAAAAMAAAAAAAD9CP/+AP8AAP8A/gD/FP' +
      '0K/vv++vn//f8U/Qv++/76+f/8/xT9C/77/vr5//z//wD/Cf////7/AQD//////v8L/v/+AP/////+/wv+//4AAAAA' +
      'AAP+AAAAAAAAAAAAA/4AAAAA//7//f4X/f///PsAAAD/AAIAAAAAAP7+//z+Gv3+//z7B/YC+vP8+wwMC/oAAAAAAQ' +
      'ABAAAAAAAAAAABAAEAAAAAAAAA///8//8KAP8G/f79/////gr//wb9/v3////+Cv///vf99vtC9vf8/fT/AAQA/wAA' +
      'AAD///8ABAD/AAAAAP//AP7+DP///v7/AP8AAAD/AAD/Bf8A/wEA/wAAAAAAAAAAAQD+//8A/wX/AP8B+f37Bvr9/w' +
      'n+CwH5/fsG+v3/Cf4LAAAAAAACAAAAAAAAAAAAAAIAAAAAAAX///8AAAAAAP8ABf///wAAAAAA/wAF////AAAAAAD/' +
      'AAD/AAT///8AAgD//wv//AD/////AP7/DP7//wX+/f7//P8L/gP9BP39AP/8/////f4N/v/9AP8AAAADAP//AAAAAA' +
      'AAAAMAAAAAAP//////A/4M/v/9//4G/v4J/v3+/v///Qb+/gn+/f7+///9AAABAAAAAAAAAAAAAAEAAAAAAAAAAP8F' +
      '/gkK/Pf+//3+AA/////////6APwA///+/v7//wsA/wAAAAAFAAAA/AAAAAAAAAUAAAD8AAD/Dv/9A/7//gH/+/7++g' +
      'H8/gH//xX7/v76Afz+Af//Ffv+/voB/P4B//8V+wAGAP//Af8A/v//9f4L/B39/P39+vz1Ev7+Cfr8/v0H/PX+C/wd' +
      '/fz9/fr86g8J+iX3+fv7AfkA/gD+/w0A//sA/v//////D/////n///////8P////+f///////w/////5/wAAAAAAAg' +
      'D+AAAAAAAAAAACAP4AAAD//wAGAAAA//4AAP//AAYAAAD//gAA//8ABgAAAP/+AAAAAAD+APj/AAAADQAAAP4A+P8A' +
      'AAANAP8AAAADAP4AAAD9Bv79BQP9/f3+BP0B/fsL/vz7/P0Q/QX+/Qz+/f39/gQAAfwBBfj79hj0Cfz7/gEC/gQD/v' +
      '4I/Pz6Agf2/vkV8hEAAAAAAAAAAQAAAP///wD+/v8CDP/9//7//f3//xn2//7//v/9/f//Gfb//gAA/wkAAAD8/wD/' +
      'AAD/CQAAAPz/AP8C/Pr///4D//7+DQL8+v///gP//v4NAP///f///vr//xEC///8///9+v7/Ef//////AP//Cf/9DP' +
      'v+8P7++Qz8/REM+/7w/v75DPz9EQD/AAD+/gsAAP39DQz2+AX/8f/0Ag8NDPb4Bf/x//QCDwAAAAAAAAD+/wYAAAAA' +
      'AAAAAP7/BgAF/QD/AP8AAAAAAAX9AP8A/wAAAAAAAgAAAAAAAAAAAAABAP8AAAAAAAAAAAMA/wAAAAAAAAAAAP8ABQ' +
      'D/AP8AAP8A/wAFAP8A/wAA/wsA+f4H/vz+/wf6CwD5/gf+/P7/B/oAAAAA/wD/AAAD/wAAAAD/AP8AAAP/Bf8A/v7/' +
      '/v//C/sF/wD+/v/+//8L+wD/AAD+AAwAAPr+AAAAAAAAAgAA/wAAAAAAAAACAAD/AAL4/fn+/P0iAP37Avj9+f78/S' +
      'IA/fsBAAAAAAAAAAAAAP////8G//z/AAn8Af4A/wD/AAAFAP8A/wD/AAD//wAF/wD/AP8AAAf/AAD9AP8A/wAAB/8A' +
      'AP0P+wMH/Qb2Avv/9///+//////+AA0AD/sDB/0G9gL7//f///v//////gANABoA+v7+///2////DAD5AAAAAP8A/g' +
      'ACAAAAAAAAAAD/ACj/8/39/v72//3+AAAAAAD+BQAA/wAA/gAAAAAAAAYA//n++PoA9PYtC/f9AP8AAAAAAAP/AAAA' +
      'AP3//wAAAAAACAAA/f//AAAAAAAIAAD9//8AAAAAAAj/AAD/Bv8AAP4AAP8A//8G/wAA/gD/AP//AAAABQAA/gAA//' +
      '8AAAAFAAD+AP4FAv////3///8E/gMB/f7/+v3+/hH+BQL////9////BPn/BAYD8PkTA/kB/fv+9gkY/Qb2/v0AAAAA' +
      'AAAAAAAAAAL/AAAAAf8AAAD//v7w/hkE/v///v4A/vD+GQX9//7+/v/+///+/wD+CwD/AP4D/wD///7/CPwA/gP/AP' +
      '///v8I/AD//wAIAP8A/wD+//7///7/AP4LAP8AAP8AAgAAAAAAAAAA/wACAAAAAAAAAAD/AAIAAAAAAAAD/f79/v/+' +
      '/wMJ/wH+C/f9/vz8AA7+A/3+/f7//v8DCf8E/wD/AAD/AAD/AAD///7/Efv//v3/AP///v8R+//+/f8A/wAA/wD7AP' +
      '8L/v8AAAAA/gQAAAAA////////CP//A/3//////v0M//8D/QAAAP8AAgAAAAAAAAAA/wACAAAAAAD//v/9/xX6/v7/' +
      '/v/+//3/Ffr+/v/+AP0O/f7//f7+/gQD//8FAAD//wAA/QAABAAAAAAAAP4A//0NAv7+/P3+/gMA/wAAAAD9AAAABQ' +
      'D/AAAAAP0AAAAF/gAGAP8AAP//AAD+AAYA/wAA//8AAP//AP//AP0AAAv+//8A//8A/QAAC/4AAAAAAgAAAP8AAAAA' +
      'AAAAAAIAAAD/AAAAAwAAAAD/AAAAAAADAAAAAP8AAP/7/f0K/fr+/v0S+/3//gEA////CAT7/f/+AQD///8IBAj9/w' +
      'D2AP0AAA39//3++v0e/f79/P0AAAAAAAAAAAIAAP/9/vr9Hv3+/fz9AP///////wr8AP8A////////CvwA//0AAAj/' +
      'AP//AAD//f//B/7//wn8//7++/75+Pr9+y/++QAAAAAAAAABAAAAAP///v/9Cf//AADy+Qku8/L49/X0IAL8/AP9Bv' +
      '0CBv39Avz8A/0G/QIG/f3+//4N////Af4A+wj//wT////9///9Cfr6FfsE+wED+/YAAAAAAAMAAAD9AAAAAAQA/wAA' +
      'AP4AAAAABAD/AAAA/gAA/wD7AAz//wAA/QAAAP8AAAAF/gD/AP//+v8L/wX+//0AAAAAAAAA//8EAAAAAAAAAAD//w' +
      'QAAAAAAAAAAP//BAAAAAAAAAAA//8EAAAAAAAAAAD//wQAAPz//wAL//////4CAAAAAAAAAAD/APUA/xL////+AP8A' +
      '9QD/Ev////4A/wD2//8S/////gD/AAIA/wgB/v////z/AAr//v/+/////wABCf4GAfz+/v/7/v8k/f79//j+/f32//' +
      '4A/wAAAP8A/AkA/wD/Bv4E///+/gD+B/8A/////wD/AP4H/wD/////AP//GP/+/v/9/v39+QAAAAD/APwAAAz6AAAA' +
      'AP8A/AAADPoAAAAAAAAAAQAAAAAAAAAAAAABAAAA9f4L/f3//v//CQUCAP/+AAD/////BfT+D/39//7//wQGAAAAAP' +
      '8ABAAA//8FAAD//gD/AAAAAP/+/gT+/P7+/v4P//4A/wn/+f4D/gQA///+//0J//8AAAf+//39AAAMAP75//7//vj/' +
      'D/8D//7//wD/AAD/AAAG/v//AP8AAP8AAAb+AAAABQD/////AP8AAAAFAP////8A/wAAAAUA/////wD/AAACAAAAAA' +
      'AA/wAL/v4A/QX9//7+/gAAAgAAAAAAAP8AC/7+AP0F/f/+/v4AAAIAAAAAAAD/AAAAAgAAAAAAAP8AAAAEAAEAAAAA' +
      '/gAAAAQAAQAAAAD+AP/+//8D//z//wYC//7//wP//P//BgL9AAADBvr7Efr7AAAAAP//AAAHAP4AAAAA//8AAAcA/g' +
      'AAAAv8/////////wAAC/z/////////Av8F/f7+/f7//QsC/wX9/v79/v/9CwL/Bf3+/v3+//0L/vv9OP3p/vv6/vwA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP/8///9//L///4c//z///3/8v///hwD//' +
      '/++f8HCP3//wP/AAAAAAAAAAD/AAAABAAAAP4AAAAAAAAEAAAA/gAAAP7/+gANAP8AAP///v/6AA0A/wAA//8D/Pz7' +
      'C/kIDfr++QH9/P0L+gIM+/78AAEAAAAAAAAAAAD/BgD///3//v/3DP0FCP79/v79/gUA/QUI/v3+/v3+BQAAAAEAAA' +
      'AAAAAAAAAAAQAAAAAAAAAA/wgAAAMA+/8ABfcAAAD/AwAAAAAA/wAA/wAHAP//AP7+AvUA//8A/gAADwAC9f//Bv/9' +
      '//8N/v////8K///+/gD/Afz+/Cj8+PwB/PL/////Cv///v4A//n06PZ/8u/37gPsAAAAAQAAAAAAAAAAAAABAAAAAA' +
      'AAAP7+//38/gf/Bf4GAP//////AP8IAP8AAAD5AP//AAAACgAAAPkA//8AAAAKAAAAAAD/AAIAAAAAAP8DAAAAAP8A' +
      'AAAA/wMAAAAA/wAAAAD/AgD/AAL/AAD++AsA+Pf78jD99AAAAP8ABgD//wD/AAAA/wAGAP//AP8AAAD//wD/Bv8A/w' +
      'AAAP//AP8G/wD/EQbl9AHwA/bzPPgKCP/+/v/9///6/xsO5PL/7wD18Tb2ABD//v/8//7///0AAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAA/QH8CgL8EPkAAfX9AfwKAvwQ+QAB9QD+/////f8M////AP7////9/wz//////gD//wAJ/wAA/v/+AP' +
      '//AAn/AAD+/wAA//8AAAr7AP//AAD//wAACvsA//8AAP//AAAK+wD/AAAAAAAAAAACAAAA/wAA/gAJAAD9/gD/AAD+' +
      'AAkAAP3+AAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAD/AAMAAAD/AAAAAP8AAwAAAP///v///f8W////9v/+///9/x' +
      'b////2AAAB/wAABAD///7/////////Cv///wX/////+f4E/gj/BwD7AP8AAAAAAAAHAPsA/wAAAAAAAAcA+wD/AAAA' +
      'AAAAAP4AAP8AAAr8/wAAAAIAAAAAAAAAAP/7AAD//xP/AP/3AAAAAAAAAAMAAAAAAAAE////AP8D/QD9/hH/Bf75//' +
      '79//8FCP8A/P3////+/QMP/Q35/Pn+/f/8Axn+Bfr2/vz8AP0AAAAAAP8AAAb//P8C/wr+///////8/gf/Cv3///7/' +
      '//4A//8ACv//AP3//gD//wAK//8A/f/5BwcB/QL////+/vgHBwf8AP7//v0AAP4FAAAA/wAA//74BQwG/AD+/v78AA' +
      'AAAQAAAAAAAAAAAAABAAAAAAAAAAAABQH/AAD/////AAAAAQAAAAAAAAAAAP//AAD/Bv7/AP//AP////8GAf//AAAD' +
      'AAAAAAAAAAD///4H/vz9//8K/gAABQD/AAAAAP8ACf8K/f0E/v77/f4A+/8IAAAAAAAAAAD7/wgAAAAAAAAA/wL/AA' +
      'MA/wAA/gAA/wD/AAAH///+/wAAAAAAAAAAAAAA/gX2BP77+Pk89uj/Cf/+/QD//wAA/wAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAQAAAAAA/QAABAAAAAAAAAAAAAAABfz++Pr+/fr9/iAA/gAACf/9/wAC/P8m//7+/vv89vr6BCD89QH79f' +
      'bz+hb8/AMm/P359/YJ9//8//r/Ag////7/+/gCIPv/Cfb1B/YAAAD//wb///8A/wD+//0F+v//DP//AP7//QX6//8M' +
      '//8E+Pz8/f73Bgr8DQX4B/39//4HAP//AP8AAP//BQAAAP7+Af79/v78/f0TAf8U/v7//gT9//32BgD+AAAAAAAA/v' +
      '8EAfz9/v78/P0RAAAAAAAA/gQAAAAAAgX++/0AAP4L//oABf///wD/AP8AAAAF////AP8A/wAAAAAAAAAAAAP+AAAA' +
      'AAAAAAAAA/4AAAAAAwAAAAABAP4AAAADAAAAAAEA/gAAAAMAAAAAAQD+AAD/AAAAAP4AAAAFAP8AAAAA/gAAAAUAAA' +
      'D/AP8AAwAAAP/+//z3/Qf9/v8TAwf/AP8A/wAA+wAGCQj+/f/8/fz+/QAAAAACAAAAAAAAAAAAAAIAAAAAAAAI/v/+' +
      '/v/+/v//Bgf9Af3+/v4D//8FB/0A/AH+/QP+/gT//v8J//8A/wAA/v/+/wn//wD/AAD+/QAAAP//BgAAAAD9AAAA//' +
      '8GAAAAAAQAAP8AAAD//wAA/v8AAAr//AAAAAD+/wAACv/8AAAAAAABAAAC//8AAP8AAAAAAAIAAAAAAAAAAAAAAgAA' +
      'AAAAAP4V//4I/v7+/Pn4/hX+/gr+/v78+fj//wD+/f///wT+CAD+AP/+/RD///38//8A/v3///8E/ggFHf/8/v/4/v' +
      '399gD/AAD/AAn+AP3/AP8AAP8ACf4A/f8AAAD/A/8AAQAA/wD+AP/+/RD///38//8CAf//BP/+/////wIB//8E//7/' +
      '//n6/fkKFQIKAvnxAAAAAAAAAAAAAAAAAAMAAAAAAAD/AAAAAP//AAD5CgAAAAAA//8AAPkKAAAAAAD//wAA+QoAAA' +
      'AAAP//AAD5CgAAAAD//QAACQD+AP8AAP/9AAAJAP4A//sAAP4A/wsAAP/+/wb//RD8/v/6/v//Bv/9EPz+//r+//8G' +
      '//0Q/P7/+v7/9vv7EPsPB/v2+AsS///6/v//AP/9/vb7+xD7Dwf79vgLAAD/BwAAAAAAAP0H+vkQ+Q4G+vX1BQACAA' +
      'AAAAAAAAAAAP8AAgAAAAAAAAAAAf//////Bv3/AQABAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAP8BAAAAAP8AAAAA' +
      'AAIAAAAA/wAAAAAAAgAAAADvGwz09QAK/Pgb6P/8AP/3/QUP9RP3//wA//f9BQ/1E/cAAP0AAAAAAAAEAAAA/QAAAA' +
      'AAAAQAAAAAAAAA/gAABAAAAAAAAAD+AAAEAAD///7//////v8L/wAI/v//AP//////AAj+//8A//////8J//3//vv+' +
      'Dfz9/wn//f/++/4N/P0D/wD+/////f8H/wAAAAAAAgAAAAAAAAAAAAACAAAAAAAR+QD8/fz2A/0S+f4N//7///78/w' +
      'T9/wAAAP///gUAAAAAAAD9B/8AAP8A/wD+Bf/+//7/AP8H/v4A/Pv49/sS+BgH/f/+//7+Bv8H+Qf9//7//v4G/wf5' +
      'AAAAAP8ABAAA/////AL//P////8BCwABAAAAAAAA/wAAAP8AAAAA/QAAAAYA/wAA/wD+AAAABQD/AAD/AP4AAAAFAP' +
      '8AAAAA/QAAAAb//v8Y/v/7Bf/69gD+AAAAAAAFAAD9AP4AAAAAAAUAAP0AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAMA' +
      'AAAA/wAAAP8AAAAAAP4EAAAAAP4R/Pv9/Pj9+fwXAP7++/4W/f4A+/4A//8G/////wL//wD//wb/////Av///wAFAP' +
      '8A/wD/AP///wUI////////+v/9/hT9/v7+/v/+//8FCP////////r+/Agc/P38/P3+9/79/g77D/n9/f79AAD7AAAA' +
      'AAAACf0DAP8AAAAAAAAA//8F//7+//z+/v8MAAP//Qj///////0BB/77Bf77/f3+CQP++QD/AAAAAAkAAAAG/wAA/v' +
      '8A//8AAAj/AAAAAAD9/gL+Bv7///7//wX9AAAAAAAAAAAAAAAAAAAAAAAAAAAAAP7///8N//z//////v///w3//P//' +
      '//8AAAAAAAAAAAEA/wAAAAAAAAAAAQD/AAAAAAAAAAABAP8ABAAA/wD/AAAB/wAEAAD/AP8AAAH/AAAG/wAAAAD+AP' +
      '8AAAb/AAAAAP4A/wAAAAEAAAAAAAAAAAAABQAA//4AAAAAAAD/AAMAAAAA/wD//wUAA//9AAD/AAAAAAIAAAAAAAAA' +
      'AAAAAgAAAAAAAP/+/v/+//7/AA3+//7+//7//v8ADf4AAAT+/gD//wQA/wAABP7+AP//BAD/AQD8AAAAAAAABv8BAP' +
      'wAAAAAAAAG/wHyA/3/BgIEB/YEAfID/f8GAgQH9gQAAAAA/gAFAAD//wAAAAD+AAUAAP//AAAAAP4ABQAA//8F/gAA' +
      '/gAAAAAAAAX+AAD+AAAAAAAADQD/AAD+/wAA+QAACP/+//8A//4A//8D/v/+B/7//wH+/wP+//4H/v//Af4ACP/+//' +
      '8A//4A/wwL/f39BP3+/fr9//r9/P0W/fkL/vz/+v38/Rb9+Qv+/AD+AAwA/v///wD8AAAA/v8EAAAAAAD//Pz7GwP+' +
      '/v/3/v/7+wcbAf3+/fb6//4AAP3+Df8A//z//gAA/f4N/wD//AD/////BgD/AAAAAP////8GAP8AAAAAAAD+AAUAAA' +
      'AAAAAAAP4ABQAAAAAAAP0A/wD+AP8IAAAA/QD/AP4A/wgAAAj+/wb//vv/////AgAAAP8AAAAAAAAK/v8G/v77////' +
      '/wEA//8K//////3/AQD//wr//////f///f76/wr+CAf++AUAAAAA/AAAAAAAA/3++v4G/ggH/vgAAQAAAAAAAAAA/w' +
      'ABAAAAAAAAAAD//////v//+v/+EP4AAAAAAAD/AAACAAD///4AAP3//wn//////v//+v/+EP4EAAAAAAD/AAD+AP/9' +
      'AP7///z+ABD9//4A/wD/AP8ABv8C+wD9///8/f8V/P7+/QX9EPoJ+/v8/v79Bf0Q+gn7+/wAAAAAAAAAAAAAAQAAAA' +
      'AAAQAAAP8AAAAAAAACAAAA/wAEAPz/AAIA/wAD/gT//P//AwD/AAL/AAAAAP8ABAAA//8AAAAA/wAEAAD//wAAAAD+' +
      '/wkAAP/8AAAAAP7/CQAA//wA/wD8/wAL/wD//QD/APz/AAv/AP/9AAD//v8J/wD/AP7+/Pr6/vf8+zL+9/7//v0O/v' +
      '/8Bf/+Fv7///36/f/9//4Z/vr9Avn9+wT+/f/+Bf/+//7//f8IAAABAAAAAAAAAAD+CP4L/gP+/f36/fz+Fv4A///+' +
      '+f/+/gj+C/4D/v39+v0AAgD//wAAAAAAABD/DPsE+fHwJvTzAP8AAP8ACQAA//sA/wAA/wAJAAD/+wD/AAD+AAkAAP' +
      '3+AP8AAP4ACQAA/f4A/v8AAAAAAAb//wD+/wAAAAAABv//AAAAAAEAAAAAAAAAAAAAAQAAAAAAAP378/v5/Pr5+Rog' +
      '/fvz+/n8+vn5GiD9+/P7+fz6+fkaIP/////9/v3///8P/v7//xH/+/////3////+Df/+/////vz8/vwb/Pb9/v4LAA' +
      'IA/wAAAAAAAAAAAgD/AAAAAAAAAAL+/wD6//v///0SAv7/APr/+////RIA/wAAAAAABgAA/QD/AAAAAAAGAAD9AAAA' +
      'AAAAAAAAAAD///4L///+////AAj+/gr///r///0ACP7+Cv//+v///QAAAAAAAAACAAD/AAAAAAAAAAIAAP8AAAEAAA' +
      'AAAAAAAAAAAAAAAgAAAAAAAAAAAP8ACP/8/wD/AAAA/wAI//z/AP8AAAAAAAADAAAA/gAAAAAAAAMAAAD+AAQAAAAA' +
      'AAAAAP4ABAAAAAAAAAAA/gAFAAD/AAAA/wAA/wL//v7//P/+CgEA////EP/8///8/gAAAQAAAAAAAAAAAAABAAAAAA' +
      'AAAAAAAAEAAAAAAAAAAAADAP//Bf///wD+AP8AAP8F/wD/AP8A/wAA/wX/AP8A//71/P/9/Pf9BvwhBP0I//7+/v7+' +
      '/wP//f/+/////gQK/QT7B/39/f38AgkAAP8AAAAA/gAAAAUAAAAAAAAAAQAAAP8M//3+////+Qf9CP7//v79/gP+CP' +
      '0A/wAAAAAAAAAE/wD/AAAAAAAAAAT/AP8A//8AAP//CP0H/P79/fz9Av0T+v7+/fn9A/wAGP78Av8FAPwAAAAAAP8A' +
      'AP8ACgD///0A/v78Bfv7/v0EEv78/vwF+/v+/QQS/vz++wX7Bf78Aw/9+gAAAAYA/wD8AAAA+Pb29vMc8E347vX//w' +
      'P7/f3/CgX//v34/gD5/Av9Fv/7/fj+APn8C/0W//sA/wAAAAAAAQAAAAD/AAAAAAABAAAA/vz8+Pn6+yoF/fcA/wAA' +
      'AAAABv8A//7+B/38/f79EPwB/v4H/fz9/v0Q/AH+Ev8CAPz+/fz+/v0Q/f4A+vr3FPz8/Q39/f35+fgd/fsA//////' +
      '8AB////wD//////wAH/////wAA/gn///8A///7BwAAAAD/AAD/APoGAP4J//7/AP7/AP8ABv8AAP7/AAAA/wAG/wAA' +
      '/v8AAP8V/vz9//79/v/+//f//P7+/h79/vz/9//8/v7+Hv3+/AD///7///8L/f8AAAAGAP4AAAAA//8AAP75AP////' +
      '8FCQAAAAAAAAAAAAEAAAAAAAAAAQAAAAD//v77//0N+/wBCf/+/vv//Q37/AEJAAAAAAD+BAAA/wAAAAAAAP4EAAD/' +
      'AAD9//4O///////+/v8W/f79/v7+/v0B/wD//wb/AAD9AAMJ/QD//wP+/vz9BAj9//4FAv3++vwABAAAAAAAAP8A//' +
      '//AAD+/wcAAAAA//8AAP7/BwAAAAAA/wAA/wAJAAD/+wD/AAD/AAkAAP/7AAAF/wAAAAD/AP8AAAX/AAAAAP8A/wAA' +
      'Bf8AAAAA/wD/AAAC/wAAAAAAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAAAAAAADAAAAAP8A/wAAAAMAAAAA/wD/AP/+Bv' +
      '3///8F////AP8ABgAA//4AAP///gb9////Bf///wAIAP///////wD//wf//fz+/gv9//4AAAEAAAAAAAAAAAD/AP//' +
      '//0A//wLAAAAAAAEAAD/AP8AAAAAAAQAAP8A/wAABAD/AAAAAP8A/wAD//8EAP////8A/wD////9AP/8CwD/AP////' +
      '0A//wLAf8AAAAAAAD/A/8CAAAAAAAAAAAAAP8AAP//AP7///8IAP8A/////v//Agf7/gAAAAAAAAAL//v+AAAAAAAA' +
      'AAv//P4AAAAAAAAACf8e/f/+/f37///2///9/vn+If36/f79//3++f4h/fr9/v38/gAA/QD+AP8DC/7+/Qf+EPX7/Q' +
      'n6+QP8BPYP9foM/Qj5A/wE9g/1+gz9CPwJ/gcFCPX2A/7+//kA/wACAP8AAAr//wMA+v/9///8Dv//AwD6//3///wO' +
      'BQD8AAAAAAAAAAAFAPwAAAAAAAAAAP////7/C/v/AwD+AAAAAAABAAAAAAAAAAAAAAEAAAAAAP/8AP//AA///wD7//' +
      'wA//8AD///APv+/v/+/f4W/v7//P/+AP///wv////+//4A////C/////79/f0X/AH6D/v99P7//wAAAP4AAAcA/v//' +
      'AAAA/gAABwAA/wAA/f8HAAD//gD/AAD9/wcAAP/+/wD/C/7/////AP3/AP8L/v////8A/QAEAAAAAAAAAP//BgABAP' +
      '8AAP//AP79/vsNEgT9/fz4+P/+/wj9BP4AAP/+AP8AAAAA/wAAAAMA/wAAAAD/AAAAA/n/CAUFBPrwCPIP/gf/BwAA' +
      '/v7+//3+B/8HAAD+/v7//f4H/wcAAP7+/v/9AAADAP8AAAAAAAD+/f38/Pz8Jvr8/P79/fz8/Pwm+vz8//8I//4F/v' +
      '/////+Awf+BwT9/v/3/f8EAAAJ//8AAPj+/gMH/gcE/f7/9/0A/wD+///8////DAD/AP7///z///8MAP4A/wAA/wAA' +
      'Bv8A+P8A/gD//v8Q//0J/AD8/ff7Bv0P/QoE+/v9/vz4DgL//P8H//8F/v4E/foPAPz2+vX2/hMR//0FCP79+v0FBv' +
      'r//QUI/v36/QUG+v/9BQj+/fr9BQb6AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP8A/wsAAP77AAAA' +
      'AAD/AAAA/v8GAAD///4L///7+gX/AP8AAAAAAAACAAADHfr78fX2C/P5GQT+/wAAAAD/AP8CBhr4+vD19gry/RkE/v' +
      '8AAAAA/wD/AgAAAAAAAwD/AAAAAAAAAAADAP8AAAACHPn78PX2C/L+FwAAAAQAAAD+AAAAAP//BAAAAAAAAP8A//8I' +
      '/////f8A/wD/AAD/AAf+/wD/Fv3///78/f3+/v8AAAAAAAAAAAAAADEO+/36+AD6APfmFv3///78/f3+/f8DAAAAAA' +
      'AAAAAA//79/v7///7///8QAAD///8AAAD/AAUAAP///wAAAP8ABQMAAAD/AAAAAAD//v7/////////C//+/v/////+' +
      '/wEL/xH7/gD8/vv9AQf7/v7//////v8BC/8A/wAAAAMAAP8AAAD/AAAAAwAA/wAAAP8AAAADAAD/AAD/Ev/+B/38/f' +
      'r//QwKAfkJ9gn0/f37AP0AAP8A/P//AAsA+P7///75////GPwY/gEOAfYD9vf4AP///wD/AAD/BQAA////AP8AAP8F' +
      'AAD///8A/wAA/wUAAP8DAAAAAAAA/gAA/wAA/wIBAAAA/wD/AAD/AgEAAAD/AP8EAAAA/wAA/wAAAAAEAAD/AAAAAP' +
      'v9A/36/vr+Ahz7AAAA//8A/wX/AP4AAAD//wD/Bf8A/v8HAAAAAAD/AAD9/wAA/gf///8AAP//AAD+B////wAA/wD/' +
      'AAAA//8H/wD/AP8AAAD//wf/AP/6F/wA+v34+/n9EgD///3///76//8R/wACBv///////v/+A/z9DP77+wIF////C/' +
      'z+/////v4CAAAA/wAABgAAAP3//gsO/v/8/vj9//vyBvj7/Qj9B/0TAAAAAAAAAAABAAAA///+/wn+//8A/wD8//7/' +
      'Ef3///7/APz//v8R/f///v8AAAAA/wAAAwD//wAA/v8AAP8GAAD/AAAA/wMAAAD/AAAAAAD/AwAAAP8AAAAAAAAJAP' +
      '///QD+APoA//8AAP4A/w0A/wEA/////wj//wD/AQD/////CP////4A//8ACf8AAP7//gD//wAJ/wAA/v8eB/z8/AL8' +
      '/frz/v4S/v78A/7+/v0AAAAABf/+AAD/ACL9Afn9Afn7+vgEAAAA/wAGAPwAAAAAAAD/AAYA/AAAAP7//v7///7///' +
      '8MAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP8AAAAA/AAABgAA/wAAAAD8AAAGAP7+Ev7+/AP+/v79' +
      'AP///v///f0P/////wcA/wAAAAD//gD/AP8HAP//AP/+/wP8+QL8+Pr7EQz/Avz5CPz3+vsRCv0F/wr///////v9AP' +
      'wB///+/P///w8A/AH///78////D/v5+A74CPL6+von////AP//AAD/AAb///8A//8AAP8ABv///wD//wAA/wAG////' +
      'AP//AAD/AAYG/v8G/wD//v3///39/v77APr//xn9AP3+/vsA+v//GP0DAP8A/wAAAAAAAAb7/QT6//n9/Bf8AAAAAA' +
      'ADAAD/AAD//gb8/v0OA/3++v/+Bvz+/Q4D/f76BPkACvv9BvsDAP4ACgAAAAD7/wAA/gAAAP////8I//8AAwb/CPr9' +
      'APkCB/f/Cv/+//76B/7//QEABf//AP8A////AAAAAAD/AAAAAgAAAAAAAP8AAAACAP4A+f8P/gAAAP4AAAABAAAAAA' +
      'AAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAP///v///wv9/wAAAAD/AAD//wAABQAAAP8AAP//AAAFAP8EAAAA/wAA' +
      '/wAA/wQAAAD/AAD/AAj////+Av3/AP////8Y/fn//v79/v4H/hf7+AH7/f3+/gD+//7///7+Av8KAAD///8ABQD/A/' +
      '0AAAAAAAAAAAAAAAAA////AAUA/wP9AQMDAAL+/QAI/PcBAwMAAv79AAj89wIH//7//P8E/v//AAADAP8AAAAA/wD/' +
      '/P///xP7/v7////8////E/v+/v////z///8T+/7+//8A+gD//w4AAP0A/vv+CgYACvr4+Aj7+vkKBAAY+vj0CPkCAv' +
      '39Bgf+/v4A/A3//f0FBfz+/QD7AAMAAAAAAAAAAAAN//39BQX8/v0A+/z/AAAA/wsAAPwA/P8AAAD/CwAA/AAABAAA' +
      'AAAAAAAA/fj1CvkBCAH8I/L0+wD+AAAAAAAACv77AP4AAAAAAAAK/gAAAP8AAP8DAAD/AAAA/gAFAAAA/wD//v79/w' +
      'T+//8J/v/+/v3/BP7//wn+//8G//8F///9/////wb//wX///3//wAAAAAAAAIAAAAAAP///wAFAv/+AP///P/+/v4a' +
      '//3++f7+AP///hD///78/gz//v/8Af0A+wX//P77/g4L/AD9/AAA/woAAP4A/wD7//z++/4OC/wA/fz7Bf38Av8U/P' +
      '/2AfoC+wD6BzP4+/PxAPsB/f7+C/7+/AgA////AAUC//4A/wD6Af39/hP9/vsE//r9Bv38G/35/f0ACQAAAAD5AAAA' +
      'AAAAAAAAAAEAAAAA/gT9Bvz8FP35/P0N//wG+/z6D/v8/AAAAP8AAAD/BAAA//3+Cv3+/wb9/gP//f4K/f7/Bv3+Aw' +
      'D9AA7/AAD++gAABP//A/4H+//9AP8E//8D/gf7//0A/wAAAAAAAAIAAP8AAAAAAAAAAgAA/wAK/Q7+/f72/gL+/gAA' +
      'AAAAAAAAAAIACv0O/vz99v4CAP4A/wAA//8J/wD//QD/AP8AAAb/AAD///4A//7+D/7///z7AgoGC/n7AvcG9QD+//' +
      '8K/v//AP//+/8JBRb3+gH2BvUA/wD//wcB///+AP8A//7/BP3+Cf//AAAA/wAF/gAAAAAAAAD/AAX+AAAAAAP5Cv/6' +
      '/ff9+vsb/P0C//8A////Agj/AAAA/////QAK/fz9Av//AP///wII+/0C//7//v3/DAQDAAAAAAD/AAD/AAMAAAAAAP' +
      '8AAP8AAAADAAAAAP//AAAA///9////////CQD///3///////8JAAAAAAAAAAAAAgAAAAAAAAAAAAACAP//Bf8AAAAA' +
      '/wAA//8F/wAAAAD/AAAHG/oIGfn+8O/78vwF/QH7+vkHDQf4APj8//74+wYLBgX/AP/9Df///////f////wM///+//' +
      '8C/gn//QT///////8AAgAA//8DAAAB+wAAAP8AAwAAAAAAAAAA/wADAAAAAAD//wz+/v///////v//DP7+///////+' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/wD/AAX/AP4AAAADAAAA/wAAAAAAAAMAAAD/AAAA//' +
      '8F//8A//8A/wIAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAkA/v/+//////8ACQD+//7//////wAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAD//gD//f8U/wD/9v/+AP/9/xT/AP/2AAEAAAAAAAAAAAD/AP8A//4ABwAAAP8A/wD//gAHAAAAAP///P' +
      '/+Df////8A///8//4N/////wAAAAMAAAAAAP//AAAAAwAAAAAA//8AAAD/AAAAAP8AAgAAAP8AAAAA/wAC/wP/+/7+' +
      'Ef7//vwAAAAAAAAAAAAAAP//AP8AAP8AAP8G//8A/wAA/wAA/wYACQD/AAD//gD+/gAAAAMAAAD/AAAAAAAAAwAAAP' +
      '8AAAD/AP8A//7/Cf////8A/wD//v8J////AAACAAAAAAAAAAAAAAD/AAAAAwAAAP//BgD/AAD/////AA7/AP//+QD/' +
      'AP0AAAAAAAAAAAAAAAAO/wAA//n//wD9AAAABAAA/wAAAAAF/wL//wAA/////wX/Av7/AAD/////Bf8C//8AAP////' +
      '8AAAAEAAAAAP4AAAAAAAQAAAAA/gAA/////v8L//////8AAAIA/wD//wABAAAAAgD/AP//AAEAAQAAAAAAAAAAAAAB' +
      'AAAAAAAAAAAAAAEAAAAAAAAAAAAAAAADAAAAAAAAAAAABQAAAAAAAPwAAAAAAAAAAAAAAAAAAAUAAAAAAAD8AAAAAA' +
      'MAAAAAAAAAAAAA//0CAP///wAFAAD//QIA////AAUAAP/9AgD///8ABf77/v7+/f3+/hj+/vv+/v79/f7+GP4A/gAA' +
      'AAAABQAA/QD+AAAAAAAFAAD9AP4A/wD/AP8AB//+/QP//gD+/wf+BQAAAAAAAAAAAAAA/v0D//4A/v8H/gX//wAB//' +
      '///wf//f37Av7+//79BgQEAAD9AgAAAAAABf4CAAAA/wAAAAAAAAIAAAD/AAAAAAAAAQAAAAAAAAAAAAABAAAAAAAA' +
      'AAAAAAAA/wcA///////+AAD/BwD///////4A/gAAAAAJAAAA+wD/AP8SAAAA8gAAAAAAAgAAAAAA/wAAAAACAAAAAA' +
      'D/AAAAAAIAAAAAAP8AAAABAAAAAAAAAAAECAP8/v7+/QP+/AQIBPz+/v79A/78AfwC/vwB+/4FAQb9Af72+AX5FfcR' +
      '+QAA/wAA/gUAAAAAAAD/AAD+BQAAAAAAAAAAAP4EAAAAAAAAAAAA/gQAAAAA/vwA//8BB/8E//0ACP/+/P///v8DAw' +
      'AI//78///+/wMDAP7//wD//v8BAAf/AQH9///+/v4AC/8BAf3///7+/gAL/wEB/f///v7+AAsECQT7/v/+/v///QQJ' +
      'BPv+//7+///9/gD///////8JAP8AAAAA/wADAAD/AAAAAAAAA///AAAAAAAAAP8DAv8A//8A/P/////+Df8A/QD8//' +
      '////4N/wD9AP8AEf8A//39APj//P8H//79+v4O/gD/AP4ABQAAAAAA//v/Bf4E/fr+Dv3//wAGAAAA//4AAAD+AAAA' +
      'AAAABAAAAP4AAAAAAAAEAAAAAP/+/////Qv//gAAAP8AAAYAAAD9AAAA/wAABgAAAP3//gEG//z+BP8D/gP4/QL+Av' +
      '0S/P/9//8A/f8A/g7+/v4D+P0C/gL9Evz//f//AP3/AP4O/v7+AAD//wcA//8A//8AAP//BwD//wD//wYO//8AAP79' +
      '///1B/0A/wAAAAAAAP4G+wb/AAAA/wD//Qb7Bv8AAAD/AP/9/wUA//8C/v8AAAD/BQD//wL+/wAAAAALAAAA/wAAAP' +
      'n/AAEAAAAAAAAAAAD/AAQA/wAAAAD///8ABAD/AAAAAP//AP//EP///wD2AP///v8E//4I/f///v/+/wT//gj9///+' +
      '//8A/wYAAAD+AAD//wD/BgAAAP4AAAAAAAAAAgAAAP8A/v8JA/8B//3///wA/f8FAP///f8ABv78CAj/AP/6/v8C/f' +
      'oF+/z9+w8F+Ar9+gX7/P37DwX4CgAGAP//AP7//wAA/v0A/P8H/v8HAP/+A//8/gb8/wb//wEAAAAAAAAAAAAAAQAA' +
      'AAAAAAAAAAABAAAAAAAAAAAAAA0J/f39+Pv+/gf8DQn9/fz4+/3+CPwNCf39/Pj7/f4I/AAAAAQAAAAA//8AAAAAAA' +
      'D/AAAAAgAAAAAAAP8AAAACAAAAAAAGAP0AAAD/AAAAAAYA/QAAAP8AAPYADAAAAAD/AAAAAAAAAP8AAAEAAAAAAAAA' +
      '/wAAAQAA/wAA//8FAAAA/gD/AAD//wUAAAD+AP8AAP8ABgAA//4A/wAA/wAGAAD//v8A/vz9/vn9/f4b+f79H/7+/v' +
      'z9/fz5/v0f/v7+/P39/AD/AP////7///8JAAAACQAAAAAAAPkA/wD//wAAAAQAAAD/AP//AAAABAAA/AT4+vspBPAB' +
      '7QoF+/z3+CP99wr6+P/+//78EAP//vz9//7//vwQA//+/P36Bfv8AvgMEvnzBwAAAAAAAAACAAAAAAAAAAAAAAIAAA' +
      'AAAAD/AP8A/wUA/wAAAP8A/wD/BQD/AAAA/QD//v4LAP7//gj9/v///v79CP/+CP3+///+/v0I//4I/f7///7+/QgA' +
      '/v7/Dv/6/v8D/gD+/v8O//r+/wP+AP7+/w7/+v7/A/4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABgD//v//AP//DP' +
      'r7+Av6Cfj7Bv8M+vv4C/oJ+PsGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP/+/h/9//76+P79//7+H/3//vr4/v3//v4f' +
      '/f/++vj+/QAA/v/8//////8NAAD+//z//////w3/DPr7+Av6Cfj7Bv///BT/+//8///+///8FP/7//z///7//gUL//' +
      '7+/v7//v/+BQv//v7+/v/+//4FC//+/v7+//7//gUL//7+/v7//gAA//////8H/wD/AAD//////wf/AP8G//7+AP78' +
      'Df/8/Qr/A/7///////7+Cv8D/v///////v4JAgX9+//9+wr8+wkCBf37//37Cvz7/ggADv4G/f/9/vIC/v4F+/7+Cf' +
      '37BQL+/Qn9A/3++wT/AAAAAAMAAAD/AAAB/f4F/v7+Cfz7BQD/AAAAAAABAAAABAD//gAABQAA+wD//gD+AAALAAAA' +
      '/AAAAAAAAAQAAAD+BP3//v//Ef//+/oAAAAAAAAEAAD//wYA/QAAAAAAAP4ABgD9AAAAAAAA/gAA/wAAAgAAAAAAAA' +
      'AV/v4A/vv+//77/////f///v79/xAAFf7+AP77/v/++//+//7+B/7//wr8//7//v4H/v//Cvz8+/kI/v32A/wd+v//' +
      'Bf/+APwA/Qr+//8F//4A/AD9Cv78+/kI/v32A/wd+v/+/wL+Bfr9/v4NAAAA//8AAAADAAD//f4B/QX6/AH+DQAAAA' +
      'AA/wADAAAAAP7/BwD////+/wIAAAAAAAAA/wAAAwD+/wcA/////v8CAP3//wAAAAr//v4A/f//AAAACv/+/gD+AP8A' +
      'AP8AAAb///8A////AP7/BwD//wD//P///v8MAP/+///////+/w3/AAMAAAAAAAAAAP4AAwAAAAAAAAAA/v//AAAAAA' +
      'cAAP/+//8AAAAABwAA//4N/P4DBf7+/v/++w38/gMF/v7+//77Dfz+AwX+/v7//vv9Dw8F9f4E//v49wD//wP+/v/+' +
      'CP/+/Q8PBfX+BP/7+Pca+/39/vz3/Qv++xr7/f3+/Pf9C/77/v8A//8AC///AP3+/wD//wAL//8A/QD8AAAAAAgAAA' +
      'D+/wD//wAAAAAFAAAA/////wj//v8A/wD/////CP/+/wD/AAABAAAAAAAAAAAAAAEAAAAAAAAAAAD/AP8B//////8G' +
      '/Ab//f7+Avz+/Q0AAAAAAQAAAAAAAPwG//3+/gL8/v0NBf8B+w3++f4G/voA9iD8+wgFDPD48v/////+/gr/////AA' +
      'AAAAAAAAABAAAA/wD//wD+/wAGAP7+///9/Qn//wb/BgD9AAAAAAAA/gAG/wED/v7++/b9Dwb/AQP+/v779v0PCP/+' +
      '//8AAP8A/gAI//7//wAA/wD+AAj9/v38Ffn+BPb+AAAAAAD/BAAAAP8I/f78+xT9/gT2/QT///8AAP//AAP+AAAA/w' +
      'AAAAADAAAAAAD/AAAAAAMAAAAAAP4AAwAAAAAAAP///gL//wf//////wAK//7//////wEGAAAA/gD/AP///QX9APz9' +
      '/fz9Fv0ABwD+AP8AAAD///4L/f/7+/37/RT9AP8D/wAFAP3/AAAABgAAAAAAAPsAAAD9AAUA/////gAEAggA/wD///' +
      '///f74H/H59/b0BSEC9vos8/f1+fMCG/7zAAAA//8H/v8AAP4AAAD/AP8GAP8A/v//AP//BwT////9//8AAP///f8A' +
      '/wn/AAX/AAD//wAA//8ABf8AAP//AAD/AAD//wD//gf//wAAAP//AP/+B///AAAA//8A//4H//8AAP8A//7/BwAAAP' +
      '8A/wD//v8HAAAA/wD///7/D/76/wD/AP///v8P/vr/AP8AAAD//wD/Bv8A/wAAAAAAAAIAAAAAAAAAAAAAAgAAAAAA' +
      '/gD//wD7/wAACgD+AP//APv/AAAKAAAAAAAAAwAA//4AAAEAAAAAAAAAAP//AAD//wwAAP/6//8AAP//DAAA//r//w' +
      'AA//8MAAD/+hD7/fv7+x79+/b7EPv9+/v7Hv379vv//wv9/////////wP/AAAAAAAAAP4AAAAAAAAAAAAAAQD//v/9' +
      '/f3+Aw0A/gYEA/YRA/nwHPDzAAAA/wAAAAACAAD9/wP/BQAA////AP78A/8a//79/ff88v4o9CD28fXzBAH+FP/9/v' +
      '78/v///f4U//3+/vz+///99/AV9kH08PT0Fuz//v38//////8ADgAAA/8AAAAAAAD/AAAD/wAAAAAAAP8B//4D/vr+' +
      '/Qz/AP/+//7+//r///8SAP////8F/wX9AP4A/////wX/Bf0A/gAAAgAAAAAAAP8AAAACAAAAAAAAAAD//RL3/v/9//' +
      '79CAAAAP8A/gAEAAAAAf0A//8A/v79Df0B/QD//wD+/v0N/QD/AAD9AP0A//4L//7r//f//v8AKP4AAAAAAP4EAAAA' +
      'AAAAAAD/APsAAAr9AAAAAP8A+wAACv3///39/v4HCv0C+////f3+/gcK/QL7AP8A//8HAP//AAAA/wD//wcA//8AAP' +
      '8IAQD9/f///gACAAcAAAAAAAAAAPoABwAAAAAAAAAA+gAABgD+AAAA////AAAA/gAAAAT/AAAAAQAAAAAAAAAAAP8H' +
      'Bv7+//8D///5AP8A//8HAP//AAAD/wAAAP8AAAH/AAD///////4A/wn/A/7////+/gAACP//AAf+/wAAAP8A/v8AB/' +
      '7/AAAA/wD+AAAAAAAA/wAAAAMAAAAAAAD/AAAAAwADAAAA//8AAAD//////wAA//8HAP7/////AAD//wcA/v////8A' +
      'AP//BwD+AAAAAAAA/wT/AAAAAAAAAAD/BP8AAAAFAAD/AAAA/wAA/gUC/AX7/P8L+//+BQL8Bfv8/wv7/wAAAAAAAA' +
      'AAAQAA/////f7//f79ARD////9/v/9/v0BEAAAAAAAAAAAAQAA/f/5+/v7+AcRBgUD/P8D/vz9Agz+/AP8/wP+/P0C' +
      'DP78+/v+/AH//fwDGfwAAAADAP8AAAAA/wD/AAAA/wMAAAD/AAAAAPsAAAAGAAD+////Ef77/v7///79/vr/Avwe+v' +
      '37/fv8Afv/9x4FAPjz9Pr7+vwHGAcU8v/+/w3+Bv78//39+vb6EAUB8xcH/PT8/wD///4T///7/gAAAP8AAAD/BAD/' +
      'BP8AAAAAAAAA/gAPAAD//wAA/wDzAA8AAP//AAD/APMA//4A//8A/f8AAAj//gD//wD9/wAACP/+AP//AP3/AAAI9w' +
      'wODf4D8vv/+vwA/v/+/////g7//f/9/vz+/u78/v4n//wAAAAAAAAAAAb//AAAAAAAAAAABv0R+/78BQD5/v0D//v/' +
      '//7/Cf///gX//wz//AD+///+////AwD/APwAAAj+//8DAP8A/AAACP7//P////8S//8A+P/8/////xL//wD4AAACAA' +
      'AAAAAA/wAAAAAAAP///gAABQAAAAAAAAAAAAAAAAAAAAD///4AAAUAAAAAAAD//gAABQD9AAD/AP8AAAAGAAAAAAEA' +
      'AAAAAAAAAAAAAQAAAAAAAAj/////AAD+//8AAQAAAAAAAAAAAAAAAAAAAQAAAAAAAP//Bgr//v7+/wH4AAAA/wAA/w' +
      'MAAAAJ///+AP//Af7//wD8//8A/Qz///8A//wA///9DP///wD/AAj//////////wAAAAAAAAAAAAAAAP8AAP8A/gAA' +
      '/wYA/wAA/wD+AAD/Bv//AAD+/wcAAAAA//8AAP7/BwAAAAD//v////8R//39/P/+/////xH//f38+vZD9vP58PfzJe' +
      '0i8jnv5vP/8voT7gAAAgAAAAAAAAAA/QT+/f7+/hn9//X9BP79/v7+Gf3/9QAAAAAAAAAAAQAAAAAAAAAAAAABAAD/' +
      '/AD+////Dv3//gAAAgAAAAAAAAAABv39/gn++/3+DPoA/////wD//wAHAAb9/f4J/vv9/gz6AAAAAAAAAQAAAAAAAA' +
      'AAAAABAAAAAP8F//8H//7+AP7+/wX//wf//v4A/v4KH//5A/j8+vr2/Aof//kD+Pz6+vb8AAH8/Qr/////Av3/AAD/' +
      'BwD+//8A/gAAAAAHAP8AAAD+/wAA/wcA/v//AP4BAAAAAAAAAAAAAAgC/f0J//39BPv7CQL9/Qn//fwE+/sI/P0A/f' +
      '/9/Qf8BwAAAAAAAAAABAD+//7+/P4B/f0J/gn//v78/gH9/Qn+Cf//Bv////////8C//8G/////////wL//wb/////' +
      '////Av/+/wv+Bf/7///+CPz/CP/+//7///sH+f4T/gP/+v/++QAN////AP4A//37//0AAAAABQAAAP//C/////8E//' +
      '/9+gD9AP7/AP///wAKAP0A/v8A////AAoF///9+vvv+RD+FAAAAwAAAAD/AP8AAAADAAAAAP8A/wAA/wD/AAAG/wAA' +
      '/gD/A////wb/AP/+B/35Av//B/cW+Pf//v0G//7+Df3+/PkL+PcD/AD49hwDAAACAAAAAAAA/wAA/QcAAAAAAAD///' +
      'f+G/z6//39/foKB/35Av//B/cW+Pf3ARL6+/cC+QYKAAAAAQAAAAAAAAAAAAABAwAAAAAAAP8AAAEDAAAAAAAA//75' +
      '/v77/RYA/f0E//v//AH+/AH+Ag4AAP8AAwAAAAAAAP/7//wB/vwB/gIOAAD/AAMAAAAAAAD9+f7+/v0VAPz8BAABAA' +
      'AAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAQIAAAAAAAAAAAABAgAA//7///3/+P///hMA/wAAAAAAAAD/BAAA//3/' +
      'Cf///wD/AAAAAAAAAAAAAAAAAAUAAAAAAAD9AP///v3+/xD////8AQD8AAIAAAAAA//8/gX8/f7//f8IBgD+AAD/AP' +
      'v/AAAKAP4AAP8A+/8AAAoL///8//UG//8F/gv///z/9Qb//wX+AAAA/wABAAAAAAAAAAAAAAAAAQAAAAAAAP8AAAAA' +
      'AAADAAsAAAD+AAAA+v8EAAAA/QAAAAAAAAX/AAD///8AAAL+BAAAAP0AAAAAAAAI/wD//P//AP8C/QAAAAAAAAAAAA' +
      'AAAAAA///+/wf/AP/+Ev38CP3++vv5BgD9//////v//wYKAP3/////+///BgoBEv38CP39+vr5Bv79+/z7+v0c/Ar5' +
      '/v37/Pv6/Rz8CvkAAAAAAAIAAAAAAAAAAAAAAgAAAAAA/f8I/////wT+/v8J/wD////+/////wn/AP////7/////EP' +
      '7x//8A//8ABv8Q/vH//wD//wAG/wEAAAAAAAAAAP8AAQAAAAAAAAAA/wD7AfPsAvcs8fv2Hfv+AAAAAAAAAAgA+/4A' +
      'AAAAAAAACAAABAAAAAAAAAAA/gAEAAAAAAAAAAD+/gf1+vsB+Pz8LPX+Fv79/fn9//37CP79/f4G/v3+/f0S//r//P' +
      '3+//0L/wv7GfD0/vjy+PUkDgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8HAP8A/wAA//78Bgb7/fr8BvwK/vsEA/r8' +
      '+PsE+xf+Dv4L/f77/v0F9P4O/gv9/vv+/QX0AAAE/gAAAAAA/wD8CQYM9/r0+QH/CwAAAwAAAAAAAP8AAAADAAAAAA' +
      'AA/wD/AAX/Bv////wA/QsFAgb+Av/7/v/y/fj8/QP8+P8L/hUI+v/+/Ab8/gAI/v0PAvwE/fz9/gH8/wD//wb/AAD+' +
      'AP8AAP8N//////sA/v7//wAKAP8AAP/8/v//AAoA/wAA//z76vsM+/v+ChL+BgMCAP////3///8DAwIA/////f///w' +
      'P++wIj/fz7+vz++gAAAAUA/QAAAAAA/vsCJ/35+/r8/foE/AAAAAADAAAA/wT8AAAAAAMAAAD/AAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAPz//hv+/f3+/v/5AAAAAwAAAAAAAAAAAP8I//7///8A/wD///////8Q+P/+AP///////xD4//4A/w' +
      'AAAAAAAgAAAP//AgD//wb/AP/+AAAAAAABAAAAAAAAAAAAAAEAAAAAAAD7AP//AAAAAAn/APsA//8AAAAACf8A+gD/' +
      '/wAA/wr/AAD6AP//AAD/Cv8AAAAABAAAAAD+AAAAAAAEAAAAAP4AAAEAAAAAAAAAAAAA/gADAAAAAAAA/wAACv/+//' +
      '///v///wAK//7////+////AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAL/CPsHAAL8+PgIAAAAAAAAAAEAAAABAAAAAAAA' +
      'AQAAAAEAAAAAAAABAAAAAAAA/wAAAAAAAAIAAAD/AAAAAAAAAv/9/vz9//0d+P79//v9+/3+BRz3/vz//f0V/v7+/f' +
      '7+/gAA/wAAAAAAAgAA//39Ff7+/v3+/v4A+v8M//0A/wAAAAD6/wz//QD/AAAAAAD//wAB/wAEAP8AAP//AAH/AAQA' +
      '/wP/AAAAAAAAAAAAA/8AAAAAAAAAAAD//gAA/v0KAAAAAP/+AAD+/QoAAAAAAAUAAP8AAAD/AAD/AAb9//////8AAw' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAcA////AAD/APr/////D//+AP4A+v////8P//4A/gH/' +
      'AAAAAAAAAAAAAf8AAAAAAAAAAAAAAAD+AP////8ABgAAAP4A/////wAGBQAAAP8A/gAA/gAFAAAA/wD+AAD+AAAAAP' +
      '8A/wADAAAA/////f8M//////7+/P77/Bv7/QL+/f////3/Dv7////+/vz++/wd+v0C/v0D/Qj8Cf79Bf37+wX8FfsI' +
      '+/sE/Pn6A/0I/An+/QX9+/sA/wD/AAAG/wAA/wAAAAD+AAAF/wD+AP4A//7/BQT/AP4AAAD/AAUA/QAAAAAAAP8ABQ' +
      'D9AAAADP8A//8A/v////wEAAAAAAAA/wD//xD///////3///779Pn5AvoUAhf6/PoLAPkB+Az6E/j69wsA+QH4DPoT' +
      '+Pr3AP8AAAAAAwAAAP8A/wAAAAADAAAA/wIA/wAAAAAAAAAACv/29v39/iD6/f0CAP8AAAAAAAAAAP3+AP8AAAD/AA' +
      'n//f4A/wAAAP8ACf/9/gD/AAAA/wAJ//3+AP8AAAD/AAn/Cf0AAAAAAP8AAPwJ/QAAAAAA/wAA/An9AAAAAAD/AAD8' +
      'AQAAAAAAAAAAAAABAAAAAAAAAAAAAPsG/vv9Ewj+/fn6/hD9+v0U9fz8/v8AAgAAAP8AAAAAAPkY+/X6Jvz6+fj4AP' +
      '8A/wACAAAAAAAACf////////8A/gT//wAAAP8AAAAABP//AAAA/wAAAAAAAAEAAAAAAAAAAAMI//7/Af7+/v/9AQAA' +
      'AAAAAAAAAAAA/wAA/v8KAAD9/gH/AAD+/woAAP3+/Pf++xYP+gYL8/H69fv5Gwv49gb5CP/8//4D/v/8+v8TAAAAAA' +
      'gA///+AP368vr3GAv2/xnwBAz8+fkc/fv5B/j7Dfv4/Bn9/PkG+voN+/j8Gv38+Qb6+gAA/wAA/QYA/wAA//8b+vz+' +
      '/v3+/voABQAAAAAAAAAB/P8EGvr8+wT9/f/2AAAA/wAACv/+/v8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP7////9/w' +
      'z//////f78/hP9BP3+/f/+//3/Fv75/v/+AgAAAAAAAAAAAAAB/v/9/xb++f7//gX9//7/AwP//wD9AAAAAAAAAAAB' +
      'AAAE+wH8/gX9Af78CQT7Afv+Bf0B//wI//7+/v79/hH///7////9/wr///////////3/Cv///////w3//////////f' +
      '0AAwAAAAAAAAAAAP8R///////+//39//4A/wD/Af8ABgAH+/////////8G/wf7/////////wb/B/v/////////Bv8A' +
      '/wD/AAAAAAAAA/8AB////wD/AP///QQB+fsNAQL8+gT//gf/////////AgD+/v39Ev36Bf7+AP7+/f0S/foF/v4AAP' +
      '/+AAAAAAAABff//xD/AP////7/AAoA//8AAP8A/P8A///8AP/+AAAK/wAAAAABAAAAAAAAAAAABwD+//8A/////v4I' +
      '/v79//4J//YG/Bz9+/r7/AIA+/71/v3/+f7/KfsACAD/AAD/AAD7AAT6HQj6/fsD/PT5AAACAAAAAAAAAP///xME9v' +
      'vzAPoX8//9//j/Ef//AP//AAAAAAACAAAAAP/9BQP99hP6+vgO/P0EA/32Ffn6+A77AAgA/wAA/wAA+wAACAD/AAD/' +
      'AAD7AAv9/Af99BH9+/38/////v4Q+wP+/f4K+vsK/P8LAvn8+v////4BCv3+/wD/AP8A/wD+BgAAAAD/AAD/AP8G//' +
      '8A//////4BCv3+/wD/B/f4BPsXDwP2+fYE///+//z+/wr//wL8AP////7+C///AwAAAAAAAP8AAAAG/P/////+/Qr/' +
      '/gAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAX/AAAA/gAAAAAABf8AAAD+Af////////wK//7//P//Ff/9//79/A' +
      'AABAD/AAAA/wAAAPv+/hT+/fsI/PoC/v/+/////gv//QAAAAACAAAA/wAAAv7//gH///4K//0P/P79/v/9/g36/A/8' +
      '/v3+//3+Dfr8B/4A/wAA//8A//8H/gD/AAD//wD//wD/AAD/AAAAAAMABgP/AP3//v0F//0AAAIAAAAAAAAAAAAAAg' +
      'AAAAAAAAAAAAAAAP8ABgAA/f8FAQH/+/4E/QX//Pr/A/sI/v3+/g/8+v8D+wj+/f7+D/wH//4F/wD+AAD++wf//gX/' +
      'AP4AAP77AP8A/wAABv8AAP4A/wD/AAAG/wAA/hIM/P76/v0D/Pz5Egz8/vr+/QP8/Pn////9////Dv3//wMc/vn++v' +
      '39/v37CBr7BfoR+fn68/QHGvoB+RD4B/fy8/77A/z8EAMG/fz6/////wT/Cv8A+f///QAA/f8K//8AAAD7AAAAAAgA' +
      'AP8A/ff//wH+HP7++P8AAAAAAAABAAAAAAAAAAAAAAEAAAAAAP8AAgAAAAAAAAAAAAACAAAAAAAAAP34/TL8/vv6+f' +
      '33AQAAAAMA/wAA/wAA/v8A/wP/B////f76/TH+/vv6+Pz2+uj6Cfr6/gMV/RP//QEAAAD/AAQAAAUA/AAAAAAAAAAA' +
      'Bv8AAP///wD/AP8A/////QAAAAAHAAEA/gAAAAAAAAMA/P0B/BL+/P3+CPsAAAj9/wD///7/AAAACP3/AP///v8AAA' +
      'AAAAD+BwAAAP4A/gAA/v8PAAD9+gAAAAAA/gcAAAD+AAAAAAAAAAEAAAAAAAAAAAAAAQAAAAD+AAD+/w8AAP36AAAH' +
      '//////////8dBPn6+wP3AAX6+f76/gX9BPsP/v7/AP8A//8A/gn/AP/++f0D/AP5GPz+/gAAAAAAAAEAAAAAAP4A//' +
      '8A+/8AAAoAAAAAAAX+AAAA/wAAAAAAAAACAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAP4F/vwIAvsD9vwK/vz28QP0' +
      '7QBI9AH+Bf78CAL7A/b8CgAGAAAAAAD/AAD8AAYAAAAAAP8AAPwGAP8AAAD/AAD9AAYA/wAAAP8AAP0AAP8A////B/' +
      '//AP8A/wD///8H//8A/wD/AP///wf//wD//P8AAAAAAAAABQD8/wAAAAAAAAAFAPz/BP//AAAAAAX///8A//4K/v3/' +
      'AAD//wD//gr+/f8AAP/+//8A/w///P79AAAAAAAAAQAAAAD//wD//goA/f8AAP/8/wUD/wP+/wD9AP8AAAIAAAD/AA' +
      'AA/wAAAgAAAP8AAAD/AAACAAAA/wAAAAD//v///wr+//8AAP/+////Cv7//wUA/wD/AAAAAAD/BQD/AP8AAAAAAP8F' +
      'AP8A/wAAAAAA/wUA/wD/AAAAAAD///3++v0F/Rr9/fv/GgAA/wDzAAAA9/8aAAD/APMAAAD3AP8AAAAAAAAAAwAA/w' +
      'AAAAAAAAADAAD/AAAAAAAAAAMAAP4A//8A+/8AAAr+//4P//j9BP///wD+AP//APv/AAAK/v/+D//4/QT///8AAAD/' +
      'AAD/BP8AAAL/B////////////v39+f0A/Cj4/Pr+/f35/QD8KPj8+v8Q/wT//v8C///yAAAABP8A/wD/AAAAAAAAAQ' +
      'AAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAMA/wAA/wP//wAABAD/AAAAAP//AAADAAD/AAAAAP///wf///8A' +
      '/wD//wMAAAD/AP8A/wAAAwAAAP8A/wD/AAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAA/gL+ABH//v79/P4AAAAA/gAKAA' +
      'D+/AAAAAD+AAoAAP78/w7/////////APkA/wf9/v////4H/gD/B/3+/////gf+AAAG/wAAAP8A//8AAAb/AAAA/wD/' +
      '//7+AP8A/v3//w7/AAAAAAT/AP8AAAD+/v//A/39/v8O/wAAAAAAAAAAAAAAAP4A/wAA////Cf///gD//wD///8K//' +
      '33/RP6Agn5/vwF/ff9E/oCCfn+/AUA+/4F/v39//39Efzy+w/5AAf4+/kdAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP77' +
      'Af4O/vn+AQQA/wf+/iD8/P7z+fz++wH+Dv75/gEEAAD+//////7///8KAP7//////v///woG/QD/AAD/AAIA/QAA/w' +
      'j//v///wD/AAD/CP/+////AP8PAAD//wAA/wDzAA8AAP//AAD/APMA/QAQ+fz7+vgKAAX9+AP8/v39+ggEDf34A/z+' +
      '/f36CAQN/QAQ+fz7+vgKAAUF+v8M/v3/Bv3/+Qb9//7////9AP8H/wEA/wAACP8AAPv/AQD/AAAI/wAA+wr4/gr9/A' +
      'YC/f37/wAAAP8ABAAA/gD/AAAA/wAEAAD+AAAA/wf//wD//gD+AAD/B///AP/+AP4HBvv7+/wUAP38+AEW9PAB9Rvz' +
      '7/QdAP8A//8I9wn//v4IHO7r+/km/OvvEwD/Av////8G//7/AP8C/////wb//v8A/wL/////Bv/+/////wT9/wD6/Q' +
      'AN////BP3/APr9AA39/f///P4S//7///7+//8J/QH/AP///Pz+/gb7FP7+//7/EP//AwD/AP/+9QABAAEAAAAA/wAA' +
      '/xH/AAL//v///vX6+vr3+fn4+Ej89AADAAD/BP8A//3/AAMAAP8E/wD//f////4V/v79/f7+/P////7/+///Dv////' +
      '//AAAAAP8EAAD////+//v//w7//wQAAP8AAP/+AAAABAAA/wAA//4AAAAAAAAGAP0AAAD/AAAAAAYA/QAAAP8AAAAA' +
      'BgD9AAAA/wAC//4EBvz5/v4GAAAAAAAABP4AAAAAAv/+AwYA9v7+BgAAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAA' +
      'AAAAAAAAIAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAE/gAAAAAAAAAAAAT+AAAAAAAAAP8AA/8AAQD/AAYA/wAD' +
      '///8//8ABgAAAAAAAPsAAAAGAP8AA////P//A/4F/AP+/vwJ/fwA8w77Afj6+P76IQP+BfwD/v78Cf38AAMAAAMAAA' +
      'D9AAAAAwAAAwAAAP0AAO4Q/P39/vT9BgoNAAAAAQAAAAAAAAAAAAABAAAAAAAAAP8A/wr+/////wD/EgPv7QsCEPfu' +
      '+hHxCPLv/wIZ+vAOExID7+0KAgz37gQO///////5D/////////////kP/////wD/AAAAAP8AAAADAP8AAAAA/wAAAA' +
      'MAAAD+AAAA/wH/BAf/AP//AP8A////AAAAAAAAAAAAAAAH/wD//wD/AP///wAAAP4AAAn/AP7+AP///v//B/////8A' +
      '///8//8Q///9/f3//wz////9/wD/AP8A/wAFAP//AAAA/wD/AAUA//8AAAAAAAAAAP8AAAACAP8FAAAAAP8AAP8A/w' +
      'T/AAD+/wAAAQAAAP4AAAAAAAADAAAAAQAAAAAAAAD+//8ACv/9AP8A//7//wAK//0A/wD/AAAAAQAAAAAAAAAAAAAA' +
      'AAABAAAA/wACAAAAAAAAAAAAEP8A//7///8A9v8M//78/fz5/v//Dhz+/vv8+/j+/vUNAAAAAAYA/QAAAP//////D/' +
      '/+///+/AAAAAAGAP0AAAD//////w///v///vz+8PoD+v35/f8XEf3+Bv8C//z//wX//QoN+RX5+/n///MA/wAAAAAA' +
      'AAADAPj3DvwR9fD0/R0D/wb//f8Q//n///n+/v78/SD2/P7//v8G//3/EP/5///5AP8ACP/////+AAAA/wAI//////' +
      '4AAAABAAAAAAAAAAAAAP8A/wAAA/8AAAAGA//6/f/8/v74EwYD//n9//7+/vcSBgT6AAAAAAAA//8GBPoAAAAAAAD/' +
      '//8C/wr//v////v/AAAAAAAAAP8AAwD/Av8K//7//v/+///////+//3/AAv/APv/CgD/AP8A//8AAAIDAP///wD///' +
      '76AA39/fz+/wn+BP8AAAAA/wAA//8E/wAAAAD/AAD///7/EP78//////3//v8Q/vz//////f8AAAAEAP8AAAD+AAAA' +
      'AAQA/wAAAP4A+P8FHf79/vn8/f34/wUd/v3++fz9/f/7Bfj1Avn++iv3AAD/AAMAAAAA/wAL+An19wD6/fgl9Av4Cf' +
      'X3APr9+CX0/vr9+/v7CQwGB/n++v37+/sJDAYH+QADAAD//wX////+AAAAAAAAAAD/A//+/v36+/sHDAUK9wAAAP8A' +
      'AAMAAAAAAAAA/wAAAwAAAAABAAAAAAAAAv//AAEAAAAAAAAC//8AAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAAA/Q' +
      'f/AAAAAAAAAAD9B/8AAAD+CQL7/wb6Af///QAT///+/wD+9QAA/Q8A/////v///P77KwD5/AX4/vP7+xP//P3//voG' +
      '//z+E//8/f/++gb//P4AAQAFAAAAAP0AABP0AAUL+/X2/g33AAAEAAAAAAAA/QAA///////+//8I/xLzBAQK+/P1/h' +
      'L3AAEABQAAAAD9AAAAAAD/AAj8AP8AAAAAAP8ACPwA/wAAAwT+Av3+AQr9+vwDBP4C/f4BCv36/AME/gL9/gEK/fr8' +
      '/wH+E/0K/vr2/vsACAD+/wD//wD//v8B/hP9Cv769v77//v+/Qb+Ffr9//wA/wAACwD8AAD9/gD/AAALAPwAAP3+AA' +
      'AAAAIAAAAAAAAAAAAAAgAAAAAAAP74/PgDDhEN8v33BQAAAAAA/AAAAAAFAAAAAAD8AAAAAAAA//8J//////7/AAD/' +
      '/wn//////v8AAP//AAAA/wD+BgAAAAAAAAAAAAAAAiP9/P74/Pz9AvYCI/38/vj8/P0C9gD8AP8AAAD/AP8IAPwA/w' +
      'AAAP8A/wgBAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAD/AP8Q//z+//3//v8A/xD//P7//f/+AQsAAP7/' +
      '+f///gIRAgT7+/4J/P769/sD/vv8/gT9/QYM/wD/EP/8/v/9//7/AP8Q//z+//3//v8A/xD//P7//f/+DBABBfT2Bf' +
      'f4/QQAAAEAAAAAAAD/AO/8/vr9/vr9BwoaAP4A/wr//f8A//8A/gD/Cv/9/wD//wAAAP4AAAD/Af8EAAAAAAAD/gAA' +
      'AAAAAAAAAAIBAAAAAAAAAP/+AAD/Bv8AAP3///8A/P8AAAz//QD+/w0A//7/AP/9AP7/DQD//v8AAAAB//8A/wb///' +
      '///wD//v4J/wAA/wAGAP//AP7//wAA//3///3//////BL//v77/vz9FgX9/QAAAAAAAAABAAABAAAAAAD/AAIAAAAA' +
      'AAAAAP8AAgAAAP/+/v3//f4W/v38/xEAAAAAAP/+APX7BA/78vvz+g0NBAQA/f8AAAAAAAAABAD9/wAAAAAAAAAAAA' +
      'EAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAA/wAAAQAAAAAAAAAAAAAH/wAAAP8A//7/AAf/AAAA/wD//v8AAAAA' +
      'AAIAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAD//f///f/////8Ev//AAb//wX////9AAAA/wAAAP8CAAAO+vsCBA' +
      'P5/v4J9wH7+wT5+/f4BwsSAfv7BPn79/gHCxL5Gfn2+/Ux+vn78P/+Af/9//8EB//+AAP/////////AAQGBPv1Ev7+' +
      'A/n+/f/+BQAAAAAAAP8A/g/++gMB/Pv5/wn//gj/////Af7/AgD//ggAAP/////+/f79/v39Bgv8B/z+/v0B/f39C/' +
      '4I/QH5+fz7/AATAA36AAAA/wYA/gD//wAAAAD/BgD+AP//AAD+AAAAAAAFAAAAAP4AAAAAAAUAAAD9Avz6BwD9+QsK' +
      '+v0C/PoHAP35Cwr6/wb19Af9/AIWDewA/wAAAAAG//7/AAD///////v//wz/AAAAAP/9/wAGAP8AAAAA//3/AAYA//' +
      '77/wH8+yH+APX8AP0B////B////wAA/wD9AAr/AP8A/QD8Af3/CQb//v78/v7+/v3/FP4A/f3+/v7+/v8T/gD9/v7+' +
      '/v79/xT+AP39AP8DAAAAAAAA/wAA/wMAAAAAAAD/AAD/A///AP//AwD/AP8A//4A/v8HAAAA/wD//gD+/wcAAP/8Av' +
      '7////+Av8IAAAAAQAAAAAAAAADAAAAAAAAAAD/AAMAAAAAAAAAAP8AAP8AAP8ACAAAAPoA/wAA/wAIAAAA+v8Q/wQI' +
      '//3/+Pb9AAQA/v8AAAAE/v4AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAP8ABAAA//8AAAAAAAEAAAAAAAAAAAAAAQ' +
      'AAAAAAAAAAAAABAAAAAAAEAP0AAAAAAAAAAAQA/QAAAAAAAAAAAwkAAP0A+AAAAAAAAAD/AAAAAwAAAB4K8uwTChzw' +
      '7vbsBQf9D/3/9wT7//chCvLrEAob8+727Ar+BPn6/PgG+QML/v8O/v////////7+/w7+/////////v7/Df3//v4C//' +
      '/+/v8N/f/+/gL///7/CP/+/gT+/v0B//8I//7+BP7+/QH/Cg0A+wb8+P38/P3/CP/+/gT+/v0B/wT7Av/+AAf////9' +
      'AP///AD//gAACv8AAAD+AAj//wAA/gD///r/B/z//wr9AgAAAAAAAAAA/wAX/fr7+f7+/v3+CAgWAfkD//EKAvT2+R' +
      'ADAwUB//n+9QD5EAMDBQH/+f71AP/8A/3////+/v4O//wD/f////7+/g7+AAj8//8A/wT//v4ACPz//wD/BP/++P0K' +
      '//v/Af//D/oAAAAAAAACAP8AAAAAAAAAAAIA/wAAAAAAAwD//wAAAAAAAP/+BwX+/v///wAA/wEGBP39/v/+/v/+/f' +
      '7+/v0P/gT+//79/v7+/Q/+BAAA/wAEAAAAAAD/AP4AAAAAB/8AAP3//v7///8N/////QABAAD/AAD/BQD+AAEAAP8A' +
      'AP8FAP4AAQAA/wAA/wUA/vz4/Av7+/wf/gL0/Pj8C/v7/B/+AvQAAP8HAP////8A/wD///3///////8JAP8AAAD//w' +
      'AABQAJB/////7////7/QYD/fz8/fr8/Bj6AAAAAwAAAAAA/////gD//wAI//8D+wYC/f/8/Pn8/Bz5Cf3+/v4BEP37' +
      '+/wB/v/+/wMT/vv8/AH+//7/AxP++/z8//7/Af7//P79/xAA/gD9AAD+EAAA+QD+AP0AAP4QAAD5AAAAAAAH+wAAAP' +
      '8AAAD/AAb//gAAAP8ABP4AAP////8E/wAE/gAA/////wQBA///AQD/AP//AQED//8BAP8A//8BAP///f///////wkA' +
      'AAAA/wAGAP/+/wAAAP//Cf0A/wD/CvwG////+AT9//0K/Ab////4BP3//QAAAP8ABgD+/wD/AAAA/wAGAP7/AP8AAA' +
      'D/AAYA/v8A/wAAAAD+AP8ABgD+/gH//g3//v////3/+v/8/xT+///+//////4L/////QD///n++goT/f77/f4I/wAD' +
      '/wD7AP//AAj/AAP/APsA//8A//z+/P39J/z+/PT//P78/f0n/P789P8A/wAAAAUAAAAA/wD/AAAABQAAAAAAAAAAAA' +
      'AAAQAAAAQAAAAAAP0AAAAAAP///wH//f4IA/7//v77B/78CAQD+gD//wAAAAAA/wAFAP//AAAAAAD/AAX+Cf39/gAD' +
      '/Af+/CUA/P8K9/kA9fn4/wX//v///f78D/3/Bf/+///9/vwP/QAAAAAAAAIAAP8AD//9//7///8A+wAP//3//v///w' +
      'D7AP//B/7///3+//8GEv3w/v7/AP0HBvwAAAAAAAEAAAAAAAD/AP0IAAAAAAD+AAAAAAABAAAAAAD9GP///P77///7' +
      '//0Y///8/vv///v///8F/f////8I/v7//wT8Av7//gr+/f//BPwC/v/+Cv79AAYAAAAAAAAAAPz////+Af/+AAn//v' +
      '////4B//4ACf/+AAAA//8GAAD/AP8AAAD//wYAAP8A/wAAAP//BgAA/wD/APz/////AgMEAP4AAAAAAAAAAAAAAP/6' +
      '//79/iD9/fr7/////v//B/7/CfkAAAAEAAAAAAAA/gD///3///0Q///7AP///f///RD///sDAP0FAAD/AP7//wMA/Q' +
      'UAAP8A/v//AwD9BQAA/wD+//8AAAAEAAD//wAA/wAAAAQAAP//AAD/AAAA//8GAAD/AP///hH9/P//9wr+/v/+Ef38' +
      '///3Cv7+AP///f4A/w/+APsA///9/gD/D/4A+wD///3+AP8P/gD7//8GA////////v///wYD///////+/wAABAAAAA' +
      'D/AP8AAAAEAAAAAP8A/wAF/f4E/QP//PwK+wL9A/7///v9/w/9AAAA+f////4NAAAAAAD5/////g0AAAAAAAAGAP0A' +
      'AAD/AAAAAAYA/QAAAP8AAP8A/wAA/gAEAP8AAP//AAAG//7/AAD9AP8AAAAAAAb7AP8HAgAAAP//APsA/wcCAAAA//' +
      '8A//74//z//P//GvsA/wD/AP0I/wAA////GPz+//79/f76//8Y/P7//v39/vr//xj8/v/+/f3++vz3/yj5AAb5/fz0' +
      'AAEAAAAAAAAAAP8AAQAAAAAAAAAA/wAA/wb//////wD/AAD/Bv//////AP8AAAAAAAAAAAAAAQAAAAAAAAAAAAAB//' +
      '7+//7//v8ADf7//v7//v/+/wAN/gAAAwAAAAD//wAAAAADAAAAAP//AAAA/wAAAwAAAP8A/wD/AAADAAAA/wD/AP8A' +
      '/QgAAAAAAP4AAAAAAAABAAAAAAAGAAAAAAAAAAD8AAYAAAAAAAAAAPz/+v/+/f4g/f36+wEAAAAAAAAAAAAABP8AAA' +
      'AAAAAAAP8F/wAAAAD//wAA/wAAAAAAAAABAAAAAAAAAAAAAAIAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAA/gv6/wH/' +
      'AP79/wQAAAAAAP8AAgAAAAAAAAAAAwAAAAAAAf4AAAAA/wAABf8B/f///wL+Af8F/wP/AP8C/f///gMAAAABAAAAAA' +
      'AAAAD9/Rz8Av77/f7+/AAAAAEAAAAAAAAA/f0c/QH++/39/fwAAAYAAAAAAAD9AAAAAAEAAAAAAAAA/v4A/QEDBAL+' +
      'Av3+/gD9AQMEAv4C/QAAAP4ABAAAAAAAAAAA/gAEAAAAAAD/E/79Af7+/v3//QAA/f8A//8G/QQAAP8AAPsK/wD///' +
      '//E/79/Aj9/vz+/QD/AAUAAAAA/QAA/xD////////+//kAAAAGAAAA//0AAAAAAAYAAAD//QAAAAD///4AAAAHAP0A' +
      'AP///gAAAAcA/QAA///+AAAABwD9AAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAP4AAAAEAAAAAAAA/gAAAAQAAAAB/A' +
      '3+/P79/fwDBwH8Df78/v39/AMHB/Du+gcW+Pn3KPMA/wUAAAAA/wD/AAD/BQAAAAD/AP8A/f4M/gH///////7+/v/+' +
      'Ef/9//3//vwAAAEAAAAFAAAA/AAAAQAAAAUAAAAA/wAA/v/7AAD8DgAAAP4AAAAAAwD/AAAA/gAAAAADAP8HAAD8AA' +
      'AAAAD/AAcAAPwAAAAAAP8AAP4A/wAA/v//Cf8A/gD/AAD+//8J/wAAAP8AAAACAAAAAAAA/wAAAAIAAAD/Bwb+/f76' +
      'AwP+/f8CBv7+//sEA//9AAQAAP8A//8AAADudfjw7QD28/EH5gf+//4F/////QL+B/7//gX////9Av4H/v/+Bf////' +
      '0C/hj6DPYUA/cA+PL0GPoM9hQD9wD48vQAAAIAAAAAAAD/AAAAAgAAAAAAAP8AAP8O/v///////P0BAAAAAAD/AAAA' +
      'AAD/AAMAAAAAAP8A//0A/wAAAAAABwD//P8C/wD/AAAGAAD+AP/+//r//wcG//8E/P8A////AAX//wT8/wD///8ABQ' +
      'ABAAD/AAAAAgD//fz9C/0D/Rb7+PgA/v8L//4H/v/6/e74/Q78AAH7/CH47vj9DvwAAfv8IfgAAAD/AAAA/wMAAP//' +
      'AAb/////////////Bv////8D//8A/wD/AgD/AP//BAD/AP8CAP8A//8E//8A//8A/fwO/v4AAAEAAAAAAAAAAAAAAQ' +
      'EAAAAAAAAA//8HAP8AAAAA//4D/wD///7/CP8B/AIAAAD/AAAAAAAAAgAAAP8AAAAAAAAA/wAAAAAAAAMAAAH+Av8A' +
      '/gT//vsGAf0B/wD9BP8B+wYAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAA/wAA//8AAAQAAAD/AAD//wAABAAEAAAAAP' +
      '///wAAAAQAAAAA////AAAABv0J+xj5+vn6/AD/AAAAAwAAAAAAAP8AAAADAAAAAAAAAAD/AP8AAwAAAAD//wD//f8K' +
      '/wD+AP//AP/9/wr/AP4ABv0J+xj5+vn6/P79///6/gD//w0B/v3///r+AP//DQEC9QQI+vz7EvoD/QAAAAAAAAAAAg' +
      'AA/x7+/P3+/fz9/fsBEwID9/r4DfgA9w8DN+sC8e788xPpAQAAAAAAAAAA/wAAAAEAAAAAAAAAAAEA/wH9///9AgUA' +
      'AAAABAAA//8AAP///v///f8U/v/8+//+///9/xT+//z7AQAAAAAAAAAA/wABAAAAAAAAAAD/AAEAAAAAAAAAAP8A//' +
      '//BP8M//v9/v8AAAAAAAMA/wAAAAAAAAAAAwD/AAAAAAADAAAAAAAA/wAAAAMAAAAAAAD/AP7//v///wn/////AAAA' +
      'AAD8BwAAAP8AAAD///8K/////v7//v7++Rn+/v79/wAA//8J//z/AP//AAD//wn//P8A/wD8/v7+//0U/wf0AP8AAA' +
      'D//wcAAP4A/P7+/v/9FP8H9AD/AAD//v4AAP8HAP8AAP/+/gAA/wcA////AP////8EAgD///8A/////wQCAP7/BgD/' +
      '/wQA/v//BQD/AAD//wD/AAAAAAABAAAAAAAA//7++v///hr7//sAAAAAAQAAAAAAAP78/vr9J/z7/fv8AP///v8I//' +
      '//AP///woA/wAA/wD//QEEAg/+Afz8+/75+/0A/QgAAP8ACP3/AP3/CQD//wD///8A/f8JAP//AP//8Sz47Pf3BvcF' +
      '9hkQ+DjrAvHz/PMU7P7+Bf4L//7////9/v4F/gv//v////0A/wMA/wAA/wX//QD+AAUA/wAA/wAAAgAAAAAAAAAAAP' +
      '8CAAAAAAAAAAAA/wIAAAAAAAAAAAEAAgAAAAAAAAAAAQAA/wv+/v///////gAAAP8AAAAD/wAAAAAA/wAAAAP/AAD/' +
      'AP3+/f76BAT/Cv/+AP/+/wz/AAD9//4A//7/DP8AAP0AAAIA/wAAAAAAAAD///////////8IAAAAAAD/AQAAAAAAAA' +
      'AAAP8BAAAAAAf69/wQ/gH9+/0HB/72/w/8//wB/AQA/wAAAAT/AP8A/wEAAAAAAAAAAAAA/v4A//7/DP////75AAAA' +
      'AAD+AAAL//cA/v78/RX+BAf2AP////////8A/wgAAAAAAAACAAD/AAAE/wMAAP8A///9//38/f4B/Rn7/v3++fP8/Q' +
      'D8L/j8/f/9/P3+Af0Z+/79//8DAAAAAAAAAAAAAAIAAAAAAAD/AAAAAgAAAAAAAP8AAAAAAP8A7wAAABUAAAAA/wDv' +
      'AAAAFQAABAAAAAD/AP8A//8AAP///f8A/wkAAAQAAAAA/wD/AAD///8G/wH/////AAAA/wAA/wb+AP8AAP/7AP8A//' +
      '8LAAAHAAD/APwAAP4AAP8A/////gAABv/7H/7w/v35AP8Q9PwR/AEH+fv+/Q30ABT7BQP39P38FPIAAAAFAAAAAP8A' +
      '/gAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAP7/Ag/9//7////7/v8CD/3//v////sCCv7/AP/9/wD9//' +
      '///wADAAAAAAAAAQr9/wP//f8A/f8E+AD/AAD/+BAA//wW///6//v//wD8/Bb///r/+///APz8Fv//+v/7//8A/AAA' +
      'AAMA//8AAAAAAP//BQAA//8AAP/+AAgA/gAAAP4A/wAAAAD//QoAAP3+//3//QH8/v8NAQD//f/9Afz+/w0BAAUAAP' +
      '/+AAAAAP8AAfwGBPr4B/4J/fwA/wD//wD+AAAH/wD/AP//AP4AAAf/AAAAAAAAAAAAAAEAAAAAAAAAAAAAAf/7///6' +
      '//78/wgO/wAAAP//BQAAAP//AAAA//8FAAAA//77///5/gP8/wgNA/z9+/r8GPz+CfgOA//+/////P7/+gP8/fv6/B' +
      'j8/gn4AQAAAAAAAAAAAAAA/wD/AP4G//8A/wD/AP8A/gb//wD//P///v//////Dv78///+//////8O/v/+/wD+///+' +
      'BQAGAQvw/fz9AP7+GPoAAAAAAP8EAAAA/wAAAAAA/wQAAAD/AAEC/wn//P8A/P7/AP//AP8M//79//8BAf4K/gj+/v' +
      'n9//8A/wIAAAAABf7//wD/AgAAAAAF/v/+//z+//0U/f/+AAAA/wD+AAX/AP8AAAD/AP4ABf8A/wD///7/AP//DAD8' +
      'AAAG//8A/////wAAAAQA/gAAAAAAAAD/AAD/AAYAAAD9//8EAP4ABgAA//0AAAAAAAAAAQAAAAj9/wD2AP0AAA39AA' +
      'AAAAAAAAEAAAAA///+/wD//wwA/AD///7/AP//DAD8//8AAP///f8A/wkAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      '/QAAAAD/BgAAAAAAAAAAAgAAAAD8AAP/AAD//wf///v//////wD+DP7++P78/f0N+xP+/fQo8Onu7xj4+j7lAAAAAA' +
      'AAAAL/AAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAA/v8N//3//f8AAAD+/wQAAAAAAP7+/vz+H/3+/Pj9//z9If/8' +
      '/f38//j9+vsc/B76+/j29QABAAAAAAAAAAD/AAEAAAAAAAAAAP8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAABAA' +
      'AAAAAAAAAAAAEAAAAAAA///f7+APv/////D//9/v4A+/////8P//3+/gD7/////wAADAAAAAAAAPUAAAAAAAAABQAA' +
      '//0FBf7//gD/AAD//gUF/v/+AP8AAP/+BQX+//4A/wAA//4F/vwEAwT9/QT8/QAAAP8ABgAA/AAABf77AwMK/f0B/P' +
      'z/AAD//wAABv/+///+//0B/v7+Ef/9//4CBf3//v4M+gD//v/9Af7+/hH//QAEAAAAAAD/AP//AAME/wD//wD//v//' +
      'CAP////////9/gAAAP4AAAUAAAD/Av8K/v////3/AP4A/Qv5CQMC+QH8+/79AQcM/QL9Bf3zAAAAAwAAAP8AAAAAAA' +
      'ADAAAA/wAAAAD/AAAAAP0A/wAHBQL69hoD9/sCAPj+BPz7/P35+gcOBf4E/Pv8/fn6Bw4FAP3//////P8AAAwG+//+' +
      '+/4S/v36Agb7//77/hL+/foCAP8A/wAAB////v8G+//++/4S/v36Agb7//77/hL+/foCAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAj//f4F///+//7/BAD9AAAAAAAAAAAEAP0AAAAAAAAAAAAAAAABAAAAAAAAAP8A/wIAAAAE//4AAAAAAAAA' +
      'AQAAAAAAAAAAAAABAAAA/wf//wP/+/oEBPz7B/39C/3y+QIV+wD/AAAAAAoAAAD3AAAA/AD/AP8HAAD37/cEA/TyAV' +
      'Dy8P//Agn///////7+/gAAAP4A/gAACP/+AAAA/gD+AAAI///+AP8AAP8AAAb/AAAC//8DAP///wAAAAL//wMA////' +
      'AAACAAAAAAAAAAD/AAAAAAAC/wAAAAAAAAAAAAL/AAAAAPz/Cv//AP8AAP8AAf/9AAYAAAAA/wD///8AAwAAAAAAAP' +
      '0N//wJ/f7+/v77/A3+/A39/v7+/vsN//z//wD////+/wv+///+//7/////HPNi5/n49fPu8fAL/v///v/+/////wAA' +
      '/////////wj/AAD/////////CP/+/wD//v/9AAAKAP7///7+/v3//xL+Cf/6AAAA/wAAAAAd+gT/+vzz+wX5BBPxUu' +
      'sH8ev58Bbe/wj///8A//8AAP7/CP///wD//wAA/g0H+fsODPQL9f7tBAf+9/oEAwUE9gAEB/73+gQDBQT2AAQH/vf6' +
      'BAMFBPYA////+//+/RH+///////7//79Ef7//wAAAP8ACP/8/wD/AAAAAAAAAAAAAAD//wv//QD////+////C//9AP' +
      '////7//woD////AP8A//r/CgP///8A/wD/+gD//wr///////3/AP//Cf///////f8A//8K///////9/wUAAP8AAP//' +
      'APsF//8AAP//Cf8A//wE/wD//v8I///6AQAAAAAAAAAAAAAA/gn//v/+Cgf+9voAAAAAAAAAAAAAAAD+AP//AP8BBw' +
      'D//QL//wP+A/3++Qn9Af7+Av4C/gX5CAAAAP8AAAAG/wD+AAD/BQD//wD///8DDQAIDfD6+Arz/AQNAQQU8fv5AfP9' +
      'AP8AAAIA/wACAP8A/wAAAgD/AAIA/wAAAAAAAQAAAAAABP//BAAA/wD+AP/79PhI9hUC8/L35wAAAAcA/AD/AAAA/P' +
      'cCBvv8+iT8/PgAAP/+/wv/A//4//z2AAz5A/km+vT3AP7//wAAAP///wj/CAID//7+AwH+9/8IAgP//v4DAf73AP8A' +
      'AAAAAAABAAAA/AAAAAD/AAAIAAAAAAAAAAAAAgAA//wA//////8DB/8A/v8Y///8/f//9/8AAP//AAAAAAAECfkIA/' +
      'z7+/v79xIAAAsAAAAAAAD1AAAACwAAAAAAAPUA//8AAP4I/QAAAP8Q/QD/AAD//QD/+f75BAP8E/0E/P36/vkEA/wT' +
      '/QT8/foCAAAA/wAAAAD/AAIAAAD/AAAAAP8AE/T1+fn7Dvv8CwX/AP8FAAAAAAAA/hoO9Pb3+Qf2+gYCGg3z+/f5Bv' +
      'X6BgAACf/+//4KB/71+v0J//7//woH/vb6AP0AAP//Cv8A//4AAAAAAAACAAAAAAD/AAAAAAYAAAD+AP8AAAAABgAA' +
      'AP4A///////+AAgA/wMA/wAAAAAAAAH+/wAAAAIAAAAAAAD/AAAAAgAAAAAAAP4I//0B/v4BDv/2AAD//wD//wb/AP' +
      '///v/+/w7//v7////+//7/Dv/+/v//AAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAAAAAP//BQD/AAADAAAAAAAA/wAA' +
      'AAMAAAAAAAD/AP8L/vn++fr9Hv33AAr8BfoH9/sT+Pj/FPr++ADx+DH17yD2/Pv7/Qj8Avv4AP8AAAAABAAAAP77/P' +
      '31/P38KQL++vv8/fX8/fwpAv76//3++v39/ST3/vwA////////Cv0A//8B//7///0J/v///hH//v4H/P78/voBBP4R' +
      '/wD//f3/9gwD/g/+//r9/Pz2AwAAAAAAAAAAAP8DAAAAAAAAAAAA/wAA/QD/AAAAAAAGAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAUAAAAA/AAAAAAABQAAAAD8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAA/wD/BQH+/P/8' +
      'AQIH/P8FA/78//wBAgf7AP8AAP8A/gAAAAX2/fwz/f37+/n7+f/5Bf78+hX+Av/9AP//BgD/////AP8A//8GAP////' +
      '8A/wEAAAAAAAAAAAAAAP8I////////AP///gAAAP8AAP8ABQH/CP///////wD/AAAAAAAAAAP/AAAAAAAAAAAAA/8A' +
      'AAD8/gP8/gD9AAML',
  },
};
