import type { LeadReport } from '@conectasst/common/api/trust';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import {
  LEAD_REPORT_REASONS,
  LEAD_REPORT_WINDOW_DAYS,
  NOTE_MAX,
  leadReportReasonLabels,
  leadReportStatusLabels,
  trustMessages,
} from '@conectasst/common/rules/trustRules';
import type { LeadReportReasonCode } from '@conectasst/common/rules/trustRules';
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { spacing } from '../../../config/theme';
import {
  leadReportDialogClosed,
  leadReportDialogOpened,
  leadReportSubmitted,
  selectSubscriptions,
} from '../subscriptionsSlice';
import { leadReportStatusView } from './leadReportStatus';
import { errorStatus } from '../../../components/formField';
import { DAY_MS } from '@conectasst/common/rules/time';

/**
 * Under a subscribed demand: "Reportar problema" for 7 days after subscribing (docs/credits.md "Créditos de volta"),
 * then the report's state. A refund updates the balance in the header at once.
 */
export function LeadReportPanel({
  demandId,
  subscribedAt,
  report,
}: {
  demandId: number;
  subscribedAt: string;
  report: LeadReport | undefined;
}) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectSubscriptions).leadReportDialog;
  const open = dialog?.demandId === demandId;
  const [reason, setReason] = useState<LeadReportReasonCode | undefined>();
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  // The clock is read once, when the panel appears: the button hides after the window on the next visit.
  const [openedAt] = useState(() => Date.now());

  if (report) {
    return (
      <Alert
        type={leadReportStatusView(report.status)?.alert ?? 'info'}
        showIcon
        style={{ marginTop: spacing.md }}
        title={`Problema reportado: ${leadReportReasonLabels[report.reason]} — ${leadReportStatusLabels[report.status]}${report.status === 'approved' ? ` (${report.credits} créditos)` : ''}`}
        description={
          report.decisionNote || (report.status === 'open' ? 'Um administrador vai analisar seu relato.' : undefined)
        }
      />
    );
  }
  const deadline = new Date(Date.parse(subscribedAt) + LEAD_REPORT_WINDOW_DAYS * DAY_MS);
  if (openedAt > deadline.getTime()) return null;

  const send = () => {
    setMissingReason(!reason);
    if (reason) dispatch(leadReportSubmitted({ demandId, reason, note }));
  };
  const error = open ? dialog.error : undefined;

  return (
    <div style={{ marginTop: spacing.md }}>
      <Space wrap>
        <Button
          onClick={() => dispatch(leadReportDialogOpened(demandId))}
          aria-label={`Reportar problema na demanda ${demandId}`}
        >
          Reportar problema
        </Button>
        <Typography.Text type="secondary">
          Contato inválido ou pedido indevido? Reporte até {formatDate(deadline)} e receba os créditos de volta.
        </Typography.Text>
      </Space>
      <Modal
        open={open}
        title="Reportar problema nesta demanda"
        okText="Enviar relato"
        cancelText="Cancelar"
        confirmLoading={open && dialog.sending}
        onOk={send}
        onCancel={() => dispatch(leadReportDialogClosed())}
      >
        <Form layout="vertical" requiredMark={false}>
          <Form.Item label="Motivo" {...errorStatus(missingReason ? trustMessages.reason : undefined)}>
            <Radio.Group
              value={reason}
              onChange={(e) => {
                setReason(e.target.value as LeadReportReasonCode);
                setMissingReason(false);
              }}
            >
              <Space direction="vertical">
                {LEAD_REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r}>
                    {leadReportReasonLabels[r]}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Form.Item label="Detalhes (opcional)" htmlFor="lead-report-note">
            <Input.TextArea
              id="lead-report-note"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={NOTE_MAX}
              rows={3}
              placeholder="Ex.: o telefone não existe e o e-mail voltou."
            />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            E-mail que o servidor recusou e demanda duplicada são conferidos na hora e os créditos voltam imediatamente.
            Os demais motivos são analisados por um administrador.
          </Typography.Paragraph>
          {error ? <Alert type="error" showIcon title={error} style={{ marginTop: spacing.sm }} /> : null}
        </Form>
      </Modal>
    </div>
  );
}
