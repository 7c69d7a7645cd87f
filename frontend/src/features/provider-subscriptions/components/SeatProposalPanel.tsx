import { SEAT_STAGE_LABELS, formatProposalPrice } from '@conectasst/common/rules/proposalRules';
import type { SeatStage } from '@conectasst/common/rules/proposalRules';
import { CONTACT_CHANNEL_LABELS } from '@conectasst/common/rules/demandRules';
import { Button, Descriptions, Flex, Radio, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { messageOf } from '../../../lib/serverState/api';
import { selectProviderProposals } from '../proposalsSlice';
import { useMarkSeatStageMutation, useMyProposalQuery, useSeatStagesQuery } from '../subscriptionsReads';
import { ProposalForm } from './ProposalForm';

const STAGE_COLORS: Record<SeatStage, string> = {
  nova: 'default',
  contato_feito: 'blue',
  proposta_enviada: 'gold',
  ganha: 'green',
  perdida: 'red',
};
const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('pt-BR');

/** A seat's row of the stages (its stage, the requester's preferred channel), read once for the whole list. */
const useSeatStage = (demandId: number) => useSeatStagesQuery().data?.find((row) => row.demandId === demandId);

/** The seat's stage as a tag ("Nova", "Contato feito", "Proposta enviada", "Ganha", "Perdida"). */
export function SeatStageTag({ demandId }: { demandId: number }) {
  const stage = useSeatStage(demandId)?.stage;
  if (!stage) return null;
  return (
    <Tag color={STAGE_COLORS[stage]} style={{ marginInlineStart: 8 }} data-testid={`stage-${demandId}`}>
      {SEAT_STAGE_LABELS[stage]}
    </Tag>
  );
}

/** In each seat of "Demandas Inscritas": the stage, the proposal sent (and its history), "Enviar/Revisar proposta". */
export function SeatProposalPanel({ demandId, services }: { demandId: number; services: readonly string[] }) {
  const { sent } = useAppSelector(selectProviderProposals);
  const row = useSeatStage(demandId);
  const channel = row?.preferredChannel;
  const [editingSince, setEditingSince] = useState<number | null>(null);
  const { data: proposal, error: refusal } = useMyProposalQuery(demandId);
  const [markStage] = useMarkSeatStageMutation();
  const failure = messageOf(refusal);
  useEffect(() => {
    if (failure) toastError(failure);
  }, [failure]);
  // The form closes once the revision it sent is read back (a newer revision than the one it was opened on).
  const editing =
    editingSince !== null && !(sent === demandId && (proposal?.revisions[0]?.revision ?? 0) > editingSince);
  const setEditing = (on: boolean) => setEditingSince(on ? (proposal?.revisions[0]?.revision ?? 0) : null);
  const stage = row?.stage ?? proposal?.stage;
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
            onChange={(e) =>
              markStage({ demandId, stage: e.target.value as 'nova' | 'contato_feito' })
                .unwrap()
                .then(({ message }) => toastSuccess(message))
                .catch((error: unknown) => toastError(messageOf(error) ?? ''))
            }
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
