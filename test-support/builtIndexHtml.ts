/** The meta line of the shell's default description (the one each server-rendered page replaces with its own). */
export const DEFAULT_DESCRIPTION_META =
  '<meta name="description" content="ConectaSST: marketplace de serviços de Saúde e Segurança do Trabalho." />';

/**
 * A built frontend's `index.html` as Vite writes it (a hashed script, an empty #root), for tests of the pages the
 * server renders into the app's shell; `extraHead` lines go between the charset and the title.
 */
export function builtIndexHtml(extraHead: readonly string[] = []): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
${extraHead.map((line) => `    ${line}\n`).join('')}    <title>ConectaSST</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
