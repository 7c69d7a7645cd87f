import type { RequestAgendaBody } from '@conectasst/common/api/agenda';
import { STATE_CODES, citiesOf } from '@conectasst/common/rules/accountRules';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Result, Select, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { paths } from '../../../config/paths';
import { agendaRequested, selectAgenda } from '../agendaSlice';

interface Values {
  cnpj: string;
  cnae: string;
  employees: number | null;
  uf: string | undefined;
  city: string | undefined;
  email: string;
  reminders: boolean;
  terms: boolean;
}

/**
 * /agenda-sst — "Montar minha agenda SST" (issue #38 item 1): CNPJ, CNAE, empregados, cidade/UF e e-mail; the signed
 * link goes by e-mail. `?cnae=` and `?funcionarios=` arrive filled from /diagnostico and /cnae (wizardLink.ts).
 */
export function AgendaRequestScreen() {
  const dispatch = useAppDispatch();
  const { request } = useAppSelector(selectAgenda);
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const uf = Form.useWatch('uf', form);
  const employeesParam = Number(params.get('funcionarios'));
  const initialValues: Partial<Values> = {
    cnae: params.get('cnae') ?? '',
    employees: Number.isInteger(employeesParam) && employeesParam > 0 ? employeesParam : null,
    reminders: true,
    terms: false,
  };
  const submit = (v: Values) => {
    const body: RequestAgendaBody = {
      cnpj: v.cnpj,
      cnae: v.cnae,
      employees: v.employees ?? 0,
      uf: v.uf!,
      city: v.city!,
      email: v.email,
      reminders: v.reminders,
      terms: v.terms as true,
    };
    dispatch(agendaRequested(body));
  };
  if (request.sent) {
    return (
      <PublicLayout>
        <PageCard title="Agenda SST">
          <Result status="success" title="Confira seu e-mail" subTitle={request.sent} />
        </PageCard>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <PageCard title="Montar minha agenda SST">
        <Typography.Paragraph>
          Saiba o que a sua empresa precisa renovar em Saúde e Segurança do Trabalho e quando: PGR, exames periódicos,
          relatório do PCMSO, CIPA e treinamentos, cada um com a NR que o exige. Sem cadastro: enviamos o link da sua
          agenda por e-mail.
        </Typography.Paragraph>
        {request.error ? <Alert type="error" showIcon title={request.error} style={{ marginBottom: 16 }} /> : null}
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={submit}
          style={{ maxWidth: 560 }}
        >
          <Form.Item label="CNPJ" name="cnpj" rules={[{ required: true, message: 'Informe o CNPJ da empresa.' }]}>
            <Input inputMode="numeric" autoComplete="off" placeholder="00.000.000/0000-00" />
          </Form.Item>
          <Form.Item
            label="CNAE principal"
            name="cnae"
            rules={[{ required: true, message: 'Informe o CNAE (ex.: 47.11-3).' }]}
            extra="A classe (47.11-3) ou a subclasse (4711-3/02)."
          >
            <Input autoComplete="off" placeholder="47.11-3" />
          </Form.Item>
          <Form.Item
            label="Número de empregados"
            name="employees"
            rules={[{ required: true, message: 'Informe o número de empregados (de 0 a 1.000.000).' }]}
          >
            <InputNumber min={0} max={1_000_000} style={{ width: '100%', maxWidth: 200 }} />
          </Form.Item>
          <Form.Item label="UF" name="uf" rules={[{ required: true, message: 'Informe a UF.' }]}>
            <Select
              showSearch
              placeholder="UF"
              options={STATE_CODES.map((code) => ({ label: code, value: code }))}
              onChange={() => form.setFieldValue('city', undefined)}
              style={{ maxWidth: 200 }}
            />
          </Form.Item>
          <Form.Item label="Cidade" name="city" rules={[{ required: true, message: 'Informe a cidade.' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!uf}
              placeholder={uf ? 'Cidade' : 'Escolha a UF primeiro'}
              options={(uf ? citiesOf(uf) : []).map((c) => ({ label: c, value: c }))}
            />
          </Form.Item>
          <Form.Item
            label="E-mail"
            name="email"
            rules={[{ required: true, type: 'email', message: 'Informe um e-mail válido.' }]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="reminders" valuePropName="checked">
            <Checkbox>Quero receber lembretes por e-mail 60 e 30 dias antes de cada vencimento</Checkbox>
          </Form.Item>
          <Form.Item
            name="terms"
            valuePropName="checked"
            rules={[
              {
                validator: (_r, value: boolean) =>
                  value
                    ? Promise.resolve()
                    : Promise.reject(new Error('É preciso aceitar os termos de uso e a política de privacidade.')),
              },
            ]}
          >
            <Checkbox>
              Li e aceito os <Link to={paths.termsOfUse}>termos de uso</Link> e a{' '}
              <Link to={paths.privacyPolicy}>política de privacidade</Link>
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={request.sending}>
            Receber minha agenda por e-mail
          </Button>
        </Form>
      </PageCard>
    </PublicLayout>
  );
}
