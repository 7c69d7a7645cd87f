import { LEGAL_BODY_MAX, LEGAL_TITLE_MAX, legalMessages, type LegalDocumentView } from '@conectasst/common/api/legal';
import { LEGAL_DOCUMENTS, legalVersionText, type LegalKind } from '@conectasst/common/web/legalDocuments';
import { Alert, Button, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageCard } from '../../../../components/PageCard';
import { isApiError } from '../../../../lib/apiClient';
import { toastSuccess } from '../../../../lib/feedback';
import { getLegalDocument, publishLegalDocument } from '../api/pagesApi';

/**
 * /admin/cms/legal/termos-de-uso and /admin/cms/legal/politica-de-privacidade (issue 37 item 3): the text in force,
 * edited as plain text (`## ` headings, `- ` items, blank lines between paragraphs); "Publicar nova versão" makes the
 * next version, which logged-in providers are asked to accept.
 */
export function LegalFormScreen() {
  const kind = useParams().kind as LegalKind;
  const known = kind in LEGAL_DOCUMENTS;
  const [document, setDocument] = useState<LegalDocumentView | null | undefined>(undefined);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!known) return;
    getLegalDocument(kind).then(
      ({ data }) => {
        setDocument(data);
        setTitle(data.title);
        setBody(data.body);
      },
      () => {
        setDocument(null);
        setTitle(LEGAL_DOCUMENTS[kind].title);
      },
    );
  }, [kind, known]);
  if (!known) return <PageCard title="Documento não encontrado">{legalMessages.unknownKind}</PageCard>;
  const publish = async () => {
    setSaving(true);
    setError(null);
    try {
      const { message } = await publishLegalDocument(kind, { title, body });
      toastSuccess(message);
      setDocument((await getLegalDocument(kind)).data);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Não foi possível publicar. Tente de novo.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageCard title={LEGAL_DOCUMENTS[kind].title}>
      {document === undefined ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form layout="vertical" onFinish={() => void publish()}>
          <Typography.Paragraph type="secondary">
            {document
              ? `Em vigor: ${legalVersionText(document.version, document.publishedAt)}.`
              : 'Nenhuma versão publicada.'}{' '}
            Cada publicação com texto alterado cria a versão seguinte; os parceiros aceitam de novo no próximo acesso.
          </Typography.Paragraph>
          {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
          <Form.Item label="Título" htmlFor="legal-title" required>
            <Input
              id="legal-title"
              value={title}
              maxLength={LEGAL_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Texto"
            htmlFor="legal-body"
            required
            extra="Linhas começando com ## são títulos; com - são itens de lista; uma linha em branco separa parágrafos."
          >
            <Input.TextArea
              id="legal-body"
              rows={18}
              value={body}
              maxLength={LEGAL_BODY_MAX}
              onChange={(e) => setBody(e.target.value)}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              Publicar nova versão
            </Button>
            <a href={LEGAL_DOCUMENTS[kind].path} target="_blank" rel="noopener noreferrer">
              Ver página pública
            </a>
          </Space>
        </Form>
      )}
    </PageCard>
  );
}
