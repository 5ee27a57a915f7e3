<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="{{descripcionHtml}}" />
    <title>{{nombreHtml}}</title>
  </head>
  <body>
    <div id="raiz"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
