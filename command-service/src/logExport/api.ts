import type { Router } from 'express';
import { z } from 'zod';
import { periodInstants } from '@conectasst/common/api/calendarDay';
import { LOG_EXPORT_SCREEN_LIMIT, logExportFileName, logExportQuery } from '@conectasst/common/api/logExport';
import { exportLog, tableWriter } from '@conectasst/projections/logExport/exportLog';
import { exportTable } from '@conectasst/projections/logExport/exportTable';
import { TABLE_CONTENT_TYPES, tableSink } from '@conectasst/projections/logExport/tableSinks';
import { defineRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, route } from '../infrastructure/commandRoutes';

export const logExportRoute = defineRoute({
  method: 'get',
  path: '/v1/analista/exportacao',
  summary: `Exporta um período do log de eventos (dias de Brasília, De e Até inclusive) em CSV ou Parquet: uma linha por evento, colunas tipadas, sem dados pessoais nem segredos; o arquivo é gerado enquanto é baixado (no máximo ${LOG_EXPORT_SCREEN_LIMIT.toLocaleString('pt-BR')} eventos; sem limite em npm run export)`,
  tags: ['Analistas'],
  access: 'analyst',
  kind: 'query',
  query: logExportQuery,
  responses: {
    200: {
      description: 'O arquivo, como anexo',
      schema: z.string(),
      mediaTypes: ['text/csv', 'application/vnd.apache.parquet'],
    },
  },
});

/** The export download (issue #40 item 4, ADR 0179): the CLI's table, redacted always, streamed into the response. */
export function logExportRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(logExportRoute, async ({ query }) => {
      const { since, until } = periodInstants(query);
      const table = exportTable(deps.catalogue.definitions(), { personalData: 'out' });
      return {
        body: null,
        contentType: TABLE_CONTENT_TYPES[query.format],
        headers: {
          'Content-Disposition': `attachment; filename="${logExportFileName(query)}"`,
          'Cache-Control': 'private, no-store',
        },
        stream: async (out) => {
          const sink = tableSink(query.format, table.columns, out);
          await exportLog({
            store: deps.store,
            decoder: deps.catalogue,
            write: tableWriter(table, sink),
            filter: { since, until },
            limit: LOG_EXPORT_SCREEN_LIMIT,
          });
          await sink.finish();
        },
      };
    }),
  ]);
}
