import { SEAT_STAGE_LABELS, formatProposalPrice } from '@conectasst/common/rules/proposalRules';
import type { SeatStage } from '@conectasst/common/rules/proposalRules';
import { CONTACT_CHANNEL_LABELS } from '@conectasst/common/rules/demandRules';
import { Button, Descriptions, Flex, Radio, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { proposalPanelOpened, seatStageMarked, seatStagesRequested, selectProviderProposals } from '../proposalsSlice';
import { ProposalForm } from './ProposalForm';

const STAGE_COLORS: Record<SeatStage, string> = {
  nova: 'default',
  contato_feito: 'blue',
  proposta_enviada: 'gold',
  ganha: 'green',
  perdida: 'red',
};
const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('pt-BR');

/** Reads every seat's stage once when "Demandas Inscritas" opens (renders nothing). */
export function SeatStagesLoader(): null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(seatStagesRequested());
  }, [dispatch]);
  return null;
}

/** The seat's stage as a tag ("Nova", "Contato feito", "Proposta enviada", "Ganha", "Perdida"). */
export function SeatStageTag({ demandId }: { demandId: number }) {
  const stage = useAppSelector(selectProviderProposals).stages?.[demandId];
  if (!stage) return null;
  return (
    <Tag color={STAGE_COLORS[stage]} style={{ marginInlineStart: 8 }} data-testid={`stage-${demandId}`}>
      {SEAT_STAGE_LABELS[stage]}
    </Tag>
  );
}

/** In each seat of "Demandas Inscritas": the stage, the proposal sent (and its history), "Enviar/Revisar proposta". */
export function SeatProposalPanel({ demandId, services }: { demandId: number; services: readonly string[] }) {
  const dispatch = useAppDispatch();
  const { proposals, stages, sent, channels } = useAppSelector(selectProviderProposals);
  const channel = channels[demandId];
  const [editingSince, setEditingSince] = useState<number | null>(null);
  useEffect(() => {
    dispatch(proposalPanelOpened(demandId));
  }, [dispatch, demandId]);
  const proposal = proposals[demandId];
  // The form closes once the revision it sent is read back (a newer revision than the one it was opened on).
  const editing =
    editingSince !== null && !(sent === demandId && (proposal?.revisions[0]?.revision ?? 0) > editingSince);
  const setEditing = (on: boolean) => setEditingSince(on ? (proposal?.revisions[0]?.revision ?? 0) : null);
  const stage = stages?.[demandId] ?? proposal?.stage;
  const latest = proposal?.revisions[0];
  const closed = stage === 'ganha' || stage === 'perdida';
  return (
    <section aria-label="Proposta" style={{ marginBlockStart: 16 }}>
      {channel ? (
        <p data-testid="preferred-channel">
          O solicitante prefere ser contatado por <strong>{CONTACT_CHANNEL_LABELS[channel]}</strong>.
        </p>
      ) : null}
      <Typography.Title level={5}>Proposta</Typography.Title>
      {stage === 'nova' || stage === 'contato_feito' ? (
        <Flex gap="small" align="center" wrap style={{ marginBlockEnd: 12 }}>
          <span>Etapa:</span>
          <Radio.Group
            aria-label="Etapa da vaga"
            value={stage}
            onChange={(e) => dispatch(seatStageMarked({ demandId, stage: e.target.value as 'nova' | 'contato_feito' }))}
            options={[
              { value: 'nova', label: 'Nova' },
              { value: 'contato_feito', label: 'Contato feito' },
            ]}
            optionType="button"
          />
        </Flex>
      ) : stage ? (
        <p>
          Etapa: <Tag color={STAGE_COLORS[stage]}>{SEAT_STAGE_LABELS[stage]}</Tag>
          {stage === 'ganha'
            ? 'O solicitante aceitou a sua proposta.'
            : stage === 'perdida'
              ? 'O solicitante escolheu outro parceiro.'
              : null}
        </p>
      ) : null}
      {latest && !editing ? (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Valor">
            {formatProposalPrice(latest.priceMinCents, latest.priceMaxCents)}
          </Descriptions.Item>
          <Descriptions.Item label="Pagamento">{latest.paymentTerms}</Descriptions.Item>
          <Descriptions.Item label="Escopo">{latest.items.map((i) => i.description).join('; ')}</Descriptions.Item>
          <Descriptions.Item label="Prazo">
            {latest.deadlineDays
              ? `${latest.deadlineDays} dias`
              : latest.deadlineDate
                ? `até ${day(latest.deadlineDate)}`
                : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Validade">{day(latest.validUntil)}</Descriptions.Item>
          <Descriptions.Item label="Responsável técnico">{latest.signatory.label}</Descriptions.Item>
          {latest.pdf ? (
            <Descriptions.Item label="PDF">
              <a href={`/v1/parceiro/propostas/${demandId}/anexo`}>{latest.pdf.name}</a>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Versão">
            {latest.revision} — enviada em {new Date(latest.sentAt).toLocaleString('pt-BR')}
            {proposal.revisions.length > 1
              ? ` (${proposal.revisions.length - 1} anterior${proposal.revisions.length > 2 ? 'es' : ''})`
              : ''}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      {editing ? (
        <ProposalForm demandId={demandId} services={services} latest={latest} onCancel={() => setEditing(false)} />
      ) : proposal && !closed && !proposal.accepted ? (
        <Button type="primary" style={{ marginBlockStart: 12 }} onClick={() => setEditing(true)}>
          {latest ? 'Revisar proposta' : 'Enviar proposta'}
        </Button>
      ) : null}
    </section>
  );
}
