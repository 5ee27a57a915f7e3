/* El CSS personalizado del proyecto, tal como se guardó en Forja. */
{{css}}
