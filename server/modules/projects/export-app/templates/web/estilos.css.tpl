@import "tailwindcss";

/* El diseño del proyecto en Forja: colores, tema ({{tema}}) y disposición ({{disposicion}}). */
@theme {
  --color-primario: {{colorPrincipal}};
  --color-sobre-primario: {{colorSobrePrincipal}};
  --color-secundario: {{colorSecundario}};
  --color-sobre-secundario: {{colorSobreSecundario}};
  --color-fondo: {{fondo}};
  --color-texto: {{texto}};
  --color-suave: {{suave}};
  --color-tarjeta: {{tarjeta}};
  --color-borde: {{borde}};
  --radius-app: {{radio}};
  --font-app: {{fuente}};
}

html {
  color-scheme: {{esquemaColor}};
}

body {
  margin: 0;
  background: var(--color-fondo);
  color: var(--color-texto);
  font-family: var(--font-app);
}

:focus-visible {
  outline: 2px solid var(--color-primario);
  outline-offset: 2px;
}
