import { Alert, Button, Form, Input, Space } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { readSentDemand } from '../../../lib/sentDemandStorage';
import { resendLinkRequested, selectRequester } from '../requesterSlice';

/** "Pedir novo link": the same answer whether or not the e-mail has a demand (the server does not tell). */
export function ResendLinkForm() {
  const dispatch = useAppDispatch();
  const { sending, sent, error } = useAppSelector(selectRequester).resendLink ?? { sending: false };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {sent && <Alert type="success" showIcon message={sent} />}
      {error && <Alert type="error" showIcon message={error} />}
      <Form
        layout="vertical"
        initialValues={{ email: readSentDemand()?.email ?? '' }}
        onFinish={({ email }: { email: string }) => dispatch(resendLinkRequested(email))}
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
