import { DownloadOutlined } from '@ant-design/icons';
import type { LgpdRequestKind } from '@conectasst/common/rules/lgpdRules';
import { LGPD_DETAILS_MAX_CHARS, LGPD_REQUEST_DAYS, lgpdRequestMessages } from '@conectasst/common/rules/lgpdRules';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { Alert, Button, Card, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../lib/apiClient';
import { toastError } from '../lib/feedback';
import type { LgpdRequestCreated } from '@conectasst/common/api/lgpd';

const TEXTS: Record<LgpdRequestKind, { title: string; okText: string; label: string; intro: string }> = {
  correction: {
    title: 'Pedir correção',
    okText: 'Enviar pedido',
    label: 'O que deve ser corrigido',
    intro: 'Diga qual dado está errado e como deve ficar.',
  },
  deletion: {
    title: 'Pedir exclusão',
    okText: 'Pedir exclusão',
    label: 'Observação (opcional)',
    intro:
      'Atendido o pedido, seus dados pessoais são apagados de forma irreversível (a chave que os cifra é destruída). Registros que a lei obriga a guardar ficam, sem os seus dados.',
  },
};

/**
 * "Seus dados (LGPD)" (ADR 0167): "Baixar meus dados", "Pedir correção" and "Pedir exclusão", on the requester's page
 * and in the provider's Meus dados. `download` is a link (the requester's signed URL) or a call (the provider's).
 */
export function MyDataRights({
  download,
  send,
}: {
  download: { href: string } | { onClick: () => Promise<void> };
  send: (kind: LgpdRequestKind, details: string) => Promise<LgpdRequestCreated>;
}) {
  const [asking, setAsking] = useState<LgpdRequestKind | null>(null);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const open = (kind: LgpdRequestKind) => {
    setAsking(kind);
    setDetails('');
    setError(null);
  };
  const submit = async () => {
    if (!asking) return;
    if (asking === 'correction' && !details.trim()) {
      setError(lgpdRequestMessages.correctionNeedsDetails);
      return;
    }
    setSending(true);
    try {
      const r = await send(asking, details);
      setAnswer(`${r.message} Prazo: ${formatDate(r.data.dueAt)}.`);
      setAsking(null);
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setSending(false);
    }
  };
  const onDownload = async (call: () => Promise<void>) => {
    setDownloading(true);
    try {
      await call();
    } catch (e) {
      toastError(errorMessageOf(e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card size="small" title="Seus dados (LGPD)" aria-label="Seus dados (LGPD)">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          Você pode baixar uma cópia dos seus dados, pedir a correção ou a exclusão. Respondemos por e-mail em até{' '}
          {LGPD_REQUEST_DAYS} dias.
        </Typography.Text>
        {answer ? <Alert type="success" showIcon title={answer} /> : null}
        <Space wrap>
          {'href' in download ? (
            <Button icon={<DownloadOutlined />} href={download.href} download>
              Baixar meus dados
            </Button>
          ) : (
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void onDownload(download.onClick)}>
              Baixar meus dados
            </Button>
          )}
          <Button onClick={() => open('correction')}>Pedir correção</Button>
          <Button danger onClick={() => open('deletion')}>
            Pedir exclusão
          </Button>
        </Space>
      </Space>
      <Modal
        open={asking !== null}
        title={asking ? TEXTS[asking].title : ''}
        okText={asking ? TEXTS[asking].okText : ''}
        cancelText="Cancelar"
        okButtonProps={{ danger: asking === 'deletion', loading: sending }}
        onOk={() => void submit()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        {asking ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>{TEXTS[asking].intro}</Typography.Paragraph>
            <label htmlFor="lgpd-details">{TEXTS[asking].label}</label>
            <Input.TextArea
              id="lgpd-details"
              rows={4}
              maxLength={LGPD_DETAILS_MAX_CHARS}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
            {error ? <Alert type="error" showIcon title={error} /> : null}
          </Space>
        ) : null}
      </Modal>
    </Card>
  );
}
