import { historyRecordKinds, historyRecordLabels, type HistoryRecordKind } from '@conectasst/common/api/audit';
import { Button, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FilterField, SelectFilter } from '../../../components/admin/FilterFields';
import { PageCard } from '../../../components/PageCard';
import { spacing } from '../../../config/theme';
import { auditLinksOf } from '../auditLinks';

/** The stream a record lives in: a partner's account is `user-<id>`, the others `<kind>-<number>`. */
const streamOf = (kind: HistoryRecordKind, id: string) => `${kind === 'partner' ? 'user' : kind}-${id}`;

/**
 * /analista/auditoria (issue #40): the analyst's way into the audit screens from the menu — a partner's credit ledger
 * and subscriptions, a demand's subscriptions, any record's history — by the record's id. The same screens open from
 * the streams in "Eventos".
 */
export function AuditLookupScreen() {
  const [kind, setKind] = useState<HistoryRecordKind>('partner');
  const [id, setId] = useState('');
  const links = auditLinksOf(streamOf(kind, id.trim().toLowerCase()));
  return (
    <PageCard title="Auditoria">
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          O extrato de créditos e as inscrições de um parceiro, as inscrições de uma demanda e o histórico de qualquer
          registro. Nomes e textos digitados por pessoas aparecem mascarados (•••); cada consulta fica registrada na
          auditoria.
        </Typography.Paragraph>
        <Form layout="vertical">
          <Row gutter={spacing.md}>
            <SelectFilter<HistoryRecordKind>
              label="Registro"
              id="audit-kind"
              xs={24}
              md={8}
              allowClear={false}
              value={kind}
              onChange={setKind}
              options={historyRecordKinds.map((k) => ({ value: k, label: historyRecordLabels[k] }))}
            />
            <FilterField label={kind === 'partner' ? 'Id do parceiro' : 'Número'} id="audit-id" xs={24} md={16}>
              <Input
                id="audit-id"
                value={id}
                placeholder={kind === 'partner' ? 'ex.: 3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' : 'ex.: 12'}
                onChange={(e) => setId(e.target.value)}
              />
            </FilterField>
          </Row>
        </Form>
        {links.length > 0 ? (
          <Space wrap>
            {links.map((link) => (
              <Link key={link.to} to={link.to}>
                <Button>{link.label}</Button>
              </Link>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">
            {id.trim()
              ? kind === 'partner'
                ? 'Informe o id completo do parceiro (36 caracteres).'
                : 'Informe o número do registro.'
              : 'Escolha o registro e informe o id.'}
          </Typography.Text>
        )}
      </Space>
    </PageCard>
  );
}
