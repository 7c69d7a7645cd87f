import type { LegalAcceptanceView } from '@conectasst/common/api/legal';
import { Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/apiClient';
import { acceptLegal, getLegalAcceptance } from '../../../lib/legalAcceptance';

/**
 * Issue 37 item 3: a provider who never accepted the terms (an account made through the spec's `POST /v1/auth` alone)
 * or who accepted an older version is asked on entering the provider area: "Aceito os termos" records the versions in
 * force. Nothing else is blocked while the question is open; it comes back on the next visit until answered.
 */
export function LegalAcceptanceModal() {
  const [owed, setOwed] = useState<LegalAcceptanceView | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getLegalAcceptance().then(
      ({ data }) => live && data.pending && setOwed(data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!owed?.current) return null;
  const current = owed.current;
  const accept = async () => {
    setSending(true);
    setError(null);
    try {
      await acceptLegal(current);
      setOwed(null);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Não foi possível registrar o aceite. Tente de novo.');
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open
      title={owed.accepted ? 'Os termos foram atualizados' : 'Aceite dos termos'}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" loading={sending} onClick={() => void accept()}>
          Aceito os termos
        </Button>
      }
    >
      <Typography.Paragraph>
        Para continuar usando a ConectaSST, leia e aceite os{' '}
        <a href={paths.termsOfUse} target="_blank" rel="noopener noreferrer">
          Termos e Condições Gerais de Uso
        </a>{' '}
        (versão {current.termsVersion}) e a{' '}
        <a href={paths.privacyPolicy} target="_blank" rel="noopener noreferrer">
          Política de Privacidade
        </a>{' '}
        (versão {current.privacyVersion}).
      </Typography.Paragraph>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Modal>
  );
}
