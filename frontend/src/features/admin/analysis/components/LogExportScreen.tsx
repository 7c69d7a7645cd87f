import type { LogExportFormat } from '@conectasst/common/api/logExport';
import { LOG_EXPORT_SCREEN_LIMIT, logExportFileName } from '@conectasst/common/api/logExport';
import { Alert, Button, Form, Progress, Radio, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { FilterField, PeriodFields, type Period } from '../../../../components/admin/FilterFields';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { errorMessageOf } from '../../../../lib/apiClient';
import { saveFile } from '../../../../lib/saveFile';
import { downloadLogExport } from '../analysisApi';

const megabytes = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Download =
  | { state: 'idle' }
  | { state: 'running'; bytes: number }
  | { state: 'done'; bytes: number; fileName: string }
  | { state: 'failed'; message: string };

/**
 * /admin/exportacao: a period of the event log as CSV or Parquet (ADR 0179), one row per event, without personal data.
 * The server writes the file as it sends it; the screen shows how much has arrived and saves it at the end.
 */
export function LogExportScreen() {
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const [format, setFormat] = useState<LogExportFormat>('csv');
  const [download, setDownload] = useState<Download>({ state: 'idle' });

  const start = async () => {
    const query = { from: period.from, to: period.to, format };
    setDownload({ state: 'running', bytes: 0 });
    try {
      const blob = await downloadLogExport(query, (bytes) => setDownload({ state: 'running', bytes }));
      const fileName = logExportFileName(query);
      saveFile(blob, fileName);
      setDownload({ state: 'done', bytes: blob.size, fileName });
    } catch (error) {
      setDownload({ state: 'failed', message: errorMessageOf(error) });
    }
  };

  const running = download.state === 'running';
  return (
    <PageCard title="Exportar eventos">
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Os eventos registrados no período (dias de Brasília, De e Até inclusive), um por linha, com posição, stream,
          tipo, data, correlação, quem fez e os dados do evento em colunas. Sem dados pessoais nem segredos. Até{' '}
          {LOG_EXPORT_SCREEN_LIMIT.toLocaleString('pt-BR')} eventos por arquivo; para mais, use{' '}
          <code>npm run export</code>.
        </Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void start()}>
          <Row gutter={spacing.md}>
            <PeriodFields idPrefix="export" md={6} value={period} onChange={setPeriod} />
            <FilterField label="Formato" id="export-format" xs={24} md={12}>
              <Radio.Group
                id="export-format"
                value={format}
                onChange={(e) => setFormat(e.target.value as LogExportFormat)}
                options={[
                  { value: 'csv', label: 'CSV (planilha)' },
                  { value: 'parquet', label: 'Parquet (DuckDB, pandas)' },
                ]}
              />
            </FilterField>
          </Row>
          <Button type="primary" htmlType="submit" loading={running} disabled={!period.from || !period.to}>
            Exportar
          </Button>
        </Form>
        {running ? (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="export-progress">
            <Progress percent={100} status="active" showInfo={false} />
            <Typography.Text>{megabytes.format(download.bytes / 1_048_576)} MB recebidos…</Typography.Text>
          </Space>
        ) : null}
        {download.state === 'done' ? (
          <Alert
            type="success"
            showIcon
            title={`${download.fileName} salvo (${megabytes.format(download.bytes / 1_048_576)} MB).`}
            data-testid="export-done"
          />
        ) : null}
        {download.state === 'failed' ? <Alert type="error" showIcon title={download.message} /> : null}
      </Space>
    </PageCard>
  );
}
