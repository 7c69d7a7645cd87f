import type { ComparedProposal } from '@conectasst/common/api/proposals';
import { formatProposalPrice } from '@conectasst/common/rules/proposalRules';
import { Alert, App, Button, Card, Flex, Grid, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { acceptRequested, comparisonOpened, selectRequesterProposals } from '../requesterProposalsSlice';
import { selectRequester } from '../requesterSlice';
import { SIGNING_ENABLED } from '@conectasst/common/rules/signingRules';
import { EmptyState } from '../../../components/EmptyState';
import { DAY_MS } from '@conectasst/common/rules/time';

type SortKey = 'price' | 'deadline' | 'validity' | 'rating' | 'answered';
const SORTS: { value: SortKey; label: string }[] = [
  { value: 'price', label: 'Menor preço' },
  { value: 'deadline', label: 'Menor prazo' },
  { value: 'validity', label: 'Validade mais longa' },
  { value: 'rating', label: 'Melhor avaliação' },
  { value: 'answered', label: 'Respondeu mais rápido' },
];
const dayOf = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('pt-BR');
/** The deadline in days from today, whether given in days or as a date (for sorting). */
const deadlineDays = (p: ComparedProposal) =>
  p.deadlineDays ??
  (p.deadlineDate ? Math.ceil((Date.parse(`${p.deadlineDate}T12:00:00Z`) - Date.now()) / DAY_MS) : Infinity);
const deadlineText = (p: ComparedProposal) =>
  p.deadlineDays ? `${p.deadlineDays} dias` : p.deadlineDate ? `até ${dayOf(p.deadlineDate)}` : '—';
const ratingText = (p: ComparedProposal) =>
  p.rating.average === null ? 'Sem avaliações' : `${p.rating.average.toLocaleString('pt-BR')} de 5 (${p.rating.count})`;
const answeredText = (p: ComparedProposal) =>
  p.answeredInHours === null
    ? '—'
    : p.answeredInHours < 1
      ? 'em menos de 1 h'
      : `em ${Math.round(p.answeredInHours)} h`;
const compare: Record<SortKey, (a: ComparedProposal, b: ComparedProposal) => number> = {
  price: (a, b) => a.priceMinCents - b.priceMinCents,
  deadline: (a, b) => deadlineDays(a) - deadlineDays(b),
  validity: (a, b) => b.validUntil.localeCompare(a.validUntil),
  rating: (a, b) => (b.rating.average ?? 0) - (a.rating.average ?? 0),
  answered: (a, b) => (a.answeredInHours ?? Infinity) - (b.answeredInHours ?? Infinity),
};

/**
 * "Propostas recebidas" on the requester's page: price, deadline, validity, signatory with "Verificado", rating and how
 * fast each provider answered, side by side (a table; cards below 768 px), sortable, and "Aceitar proposta" with a
 * confirmation (issue #36 item 2).
 */
export function ProposalComparison({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const { proposals, hired, loadError, accepting, acceptError } = useAppSelector(selectRequesterProposals);
  // ADR 0169: seat holders whose verified registries may sign every signed service of the demand.
  const signers = new Set(
    (useAppSelector(selectRequester).page?.providers ?? []).filter((p) => p.maySign).map((p) => p.id),
  );
  const wide = Grid.useBreakpoint().md ?? false;
  const [sort, setSort] = useState<SortKey>('price');
  useEffect(() => {
    dispatch(comparisonOpened(token));
  }, [dispatch, token]);
  const sorted = useMemo(() => [...(proposals ?? [])].sort(compare[sort]), [proposals, sort]);
  // The comparison is an addition to the page: if it cannot be read, the rest of the page still serves.
  if (loadError || !proposals) return null;

  const confirmAccept = (p: ComparedProposal) =>
    void modal.confirm({
      title: `Aceitar a proposta de ${p.providerName}?`,
      content: `${formatProposalPrice(p.priceMinCents, p.priceMaxCents)}, ${deadlineText(p)}. A contratação fica registrada, o pedido é encerrado e os demais parceiros são avisados de que não foram escolhidos.`,
      okText: 'Aceitar proposta',
      cancelText: 'Voltar',
      onOk: () => dispatch(acceptRequested({ token, providerId: p.providerId, revision: p.revision })),
    });
  const action = (p: ComparedProposal) =>
    p.accepted ? (
      <Tag color="green">Proposta aceita</Tag>
    ) : hired ? null : (
      <Button type="primary" loading={accepting === p.providerId} onClick={() => confirmAccept(p)}>
        Aceitar proposta
      </Button>
    );
  const signatory = (p: ComparedProposal) => (
    <>
      {p.signatory.label}
      <VerifiedBadge labels={p.signatory.verified ? [p.signatory.label] : []} />
      {signers.has(p.providerId) ? <Tag color="green">{SIGNING_ENABLED}</Tag> : null}
    </>
  );
  const pdf = (p: ComparedProposal) =>
    p.pdfPath ? (
      // A touch target of at least 24 px (axe target-size) on a phone.
      <a href={p.pdfPath} style={{ display: 'inline-block', minHeight: 32, lineHeight: '32px' }}>
        Baixar PDF{p.pdf ? ` (${p.pdf.name})` : ''}
      </a>
    ) : null;
  const columns: TableColumnsType<ComparedProposal> = [
    { title: 'Parceiro', key: 'provider', render: (_, p) => <a href={p.profilePath}>{p.providerName}</a> },
    {
      title: 'Preço',
      key: 'price',
      sorter: compare.price,
      render: (_, p) => formatProposalPrice(p.priceMinCents, p.priceMaxCents),
    },
    { title: 'Prazo', key: 'deadline', sorter: compare.deadline, render: (_, p) => deadlineText(p) },
    { title: 'Validade', key: 'validity', sorter: compare.validity, render: (_, p) => dayOf(p.validUntil) },
    { title: 'Responsável técnico', key: 'signatory', render: (_, p) => signatory(p) },
    { title: 'Avaliação', key: 'rating', sorter: compare.rating, render: (_, p) => ratingText(p) },
    { title: 'Respondeu', key: 'answered', sorter: compare.answered, render: (_, p) => answeredText(p) },
    {
      title: 'Detalhes',
      key: 'details',
      render: (_, p) => (
        <>
          <ProposalDetails p={p} />
          {pdf(p)}
        </>
      ),
    },
    { title: 'Ação', key: 'action', render: (_, p) => action(p) },
  ];
  return (
    <section aria-labelledby="proposals-title" style={{ marginBlock: 16 }}>
      <Typography.Title level={4} id="proposals-title">
        Propostas recebidas
      </Typography.Title>
      {acceptError ? <Alert type="error" showIcon message={acceptError} style={{ marginBlockEnd: 12 }} /> : null}
      {proposals.length === 0 ? (
        <EmptyState description="Nenhuma proposta ainda. Os parceiros inscritos podem enviar a sua por aqui." />
      ) : wide ? (
        <Table<ComparedProposal>
          rowKey="providerId"
          columns={columns}
          dataSource={sorted}
          pagination={false}
          scroll={{ x: true }}
          size="small"
        />
      ) : (
        <Flex vertical gap="middle">
          <label>
            Ordenar por{' '}
            <Select<SortKey>
              aria-label="Ordenar propostas por"
              value={sort}
              options={SORTS}
              onChange={setSort}
              style={{ minWidth: 200 }}
            />
          </label>
          {sorted.map((p) => (
            <Card key={p.providerId} size="small" title={p.providerName} data-testid="proposal-card">
              <dl className="proposal-card-facts" style={{ margin: 0 }}>
                <dt>Preço</dt>
                <dd>{formatProposalPrice(p.priceMinCents, p.priceMaxCents)}</dd>
                <dt>Prazo</dt>
                <dd>{deadlineText(p)}</dd>
                <dt>Validade</dt>
                <dd>{dayOf(p.validUntil)}</dd>
                <dt>Responsável técnico</dt>
                <dd>{signatory(p)}</dd>
                <dt>Avaliação</dt>
                <dd>{ratingText(p)}</dd>
                <dt>Respondeu</dt>
                <dd>{answeredText(p)}</dd>
              </dl>
              <ProposalDetails p={p} />
              {pdf(p)}
              <div style={{ marginBlockStart: 8 }}>{action(p)}</div>
            </Card>
          ))}
        </Flex>
      )}
    </section>
  );
}

function ProposalDetails({ p }: { p: ComparedProposal }) {
  return (
    <details>
      <summary style={{ minHeight: 32, lineHeight: '32px', cursor: 'pointer' }}>Escopo e condições</summary>
      <p>Pagamento: {p.paymentTerms}</p>
      <ul>
        {p.items.map((i, index) => (
          <li key={index}>{i.description}</li>
        ))}
      </ul>
      {p.notes ? <p>Observações: {p.notes}</p> : null}
    </details>
  );
}
