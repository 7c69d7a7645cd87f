import { TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { ProviderDetail } from '@conectasst/common/api/providers';
import { formatCpfCnpj } from '@conectasst/common/text/brazilianFormats';
import { Alert, Button, Descriptions, Form, Input, Radio, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { HistoryButton } from '../../../../components/admin/HistoryButton';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { confirmCancel } from '../../../../lib/feedback';
import { navigateTo } from '../../../../lib/navigation';
import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { EraseDataButton, ErasedNotice } from '../../../../components/admin/EraseDataButton';
import { useView } from '../../../../lib/serverState/view';
import { partnerSaveSubmitted, selectPartners } from '../partnersSlice';
import { useErasePartnerMutation, usePartnerQuery } from '../partnersReads';
import { PartnerReviews } from './PartnerReviews';

const NOT_A_NUMBER = 'Você digitou algo que não é um numero.';

function EditForm({ partner }: { partner: ProviderDetail }) {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectPartners);
  const [credits, setCredits] = useState(partner.credits);
  const [status, setStatus] = useState(partner.status);
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string>();
  const [erasePartner] = useErasePartnerMutation();
  const add = () => {
    if (!/^-?\d+$/.test(adding.trim())) return setAddError(NOT_A_NUMBER);
    setAddError(undefined);
    // Never below zero, unless the balance already is (a reversal took back spent credits): then it can only go up.
    setCredits((c) => Math.max(Math.min(0, partner.credits), c + Number(adding.trim())));
    setAdding('');
  };
  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 560 }}
      onFinish={() =>
        // The credits added, checked against the balance this screen loaded (ADR 0111): a purchase or spend since then
        // answers 409 'O saldo do parceiro mudou. Recarregue a página.' instead of being overwritten; a status-only save
        // sends no credits at all.
        dispatch(
          partnerSaveSubmitted(
            credits === partner.credits
              ? { id: partner.id, status }
              : {
                  id: partner.id,
                  delta: credits - partner.credits,
                  balanceSeen: partner.credits,
                  status,
                  reason: 'Ajuste pelo administrador',
                },
          ),
        )
      }
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      {partner.erased ? <ErasedNotice text={lgpdMessages.partnerErased} /> : null}
      <Descriptions bordered size="small" column={1} style={{ marginBottom: spacing.lg }}>
        <Descriptions.Item label="Nome">{partner.name}</Descriptions.Item>
        <Descriptions.Item label="Empresa">{partner.corporatename || 'Pessoa Física'}</Descriptions.Item>
        <Descriptions.Item label={partner.typeSocial === 'PJ' ? 'CNPJ' : 'CPF'}>
          {formatCpfCnpj(partner.typeSocial === 'PJ' ? partner.cnpj : partner.cpf)}
        </Descriptions.Item>
      </Descriptions>
      <Form.Item label="Situação">
        <Radio.Group
          aria-label="Situação"
          value={status}
          onChange={(e) => setStatus(e.target.value as boolean)}
          options={[
            { label: 'Ativo', value: true },
            { label: 'Inativo', value: false },
          ]}
        />
      </Form.Item>
      <Typography.Paragraph>
        Créditos: <strong data-testid="partner-credits">{credits}</strong>
      </Typography.Paragraph>
      <Form.Item
        label="Adicionar créditos"
        htmlFor="partner-add"
        validateStatus={addError ? 'error' : undefined}
        help={addError}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="partner-add"
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            onPressEnter={(e) => (e.preventDefault(), add())}
          />
          <Button onClick={add}>Adicionar</Button>
        </Space.Compact>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
        <Button onClick={() => void confirmCancel().then((leave) => leave && navigateTo(paths.admin.partners))}>
          Cancelar
        </Button>
      </Space>
      {partner.erased ? null : (
        <EraseDataButton
          confirmText={lgpdMessages.confirmPartner}
          erase={() => erasePartner(partner.id).unwrap()}
          onErased={() => navigateTo(paths.admin.partners)}
        />
      )}
    </Form>
  );
}

/**
 * /admin/Parceiro/edit/{id} (and /admin/Parceiro/{id}): identity read-only, status, credits adder; Save sends the credits
 * added with the balance the screen loaded. Below, the partner's reviews (PartnerReviews).
 */
export function PartnerEditScreen() {
  const { id = '' } = useParams();
  const view = useView(usePartnerQuery({ id }), { id });
  // The form starts from the loaded partner: it waits for this load, not a previous one still in the store.
  const partner = view.loading ? undefined : view.data;
  return (
    <PageCard
      title="Editar Parceiro"
      extra={
        partner ? (
          <>
            <Link to={paths.admin.partnerLedger(partner.id)}>
              <Button icon={<WalletOutlined />}>Extrato de créditos</Button>
            </Link>
            <Link to={paths.admin.partnerSubscriptions(partner.id)}>
              <Button icon={<TeamOutlined />}>Inscrições</Button>
            </Link>
            <HistoryButton kind="partner" id={partner.id} />
          </>
        ) : null
      }
    >
      {partner ? (
        <>
          <EditForm partner={partner} />
          <PartnerReviews providerId={partner.id} />
        </>
      ) : (
        <Skeleton active />
      )}
    </PageCard>
  );
}
