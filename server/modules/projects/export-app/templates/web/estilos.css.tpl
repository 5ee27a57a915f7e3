@import "tailwindcss";
/* Las pantallas del kit de la app (kit/screens/, las mismas que en Forja) están fuera de web/. */
@source "../kit/screens";

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

:root {
  /* Los colores que leen las pantallas del kit (kit/screens/), los mismos nombres que en Forja. */
  --app-bg: var(--color-fondo);
  --app-fg: var(--color-texto);
  --app-muted: var(--color-suave);
  --app-card: var(--color-tarjeta);
  --app-border: var(--color-borde);
  --app-radius: var(--radius-app);
  --app-primary: var(--color-primario);
  --app-on-primary: var(--color-sobre-primario);
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
