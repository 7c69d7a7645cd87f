import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/apiClient';
import { resendRequesterLink } from '../api/requesterApi';

/** "Pedir novo link": the same answer whether or not the e-mail has a demand (the server does not tell). */
export function ResendLinkForm() {
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {sent && <Alert type="success" showIcon message={sent} />}
      {error && <Alert type="error" showIcon message={error} />}
      <Form
        layout="vertical"
        onFinish={({ email }: { email: string }) => {
          setSending(true);
          setError(undefined);
          resendRequesterLink(email)
            .then((r) => setSent(r.message))
            .catch((e: unknown) => setError(isApiError(e) ? e.message : 'Algo deu errado, tente novamente.'))
            .finally(() => setSending(false));
        }}
      >
        <Form.Item
          label="E-mail usado no pedido"
          name="email"
          rules={[{ required: true, type: 'email', message: 'O e-mail informado é inválido' }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          Enviar novo link
        </Button>
      </Form>
    </Space>
  );
}
