import { useEffect } from 'react';
import { Alert, Col, Form, Input, Modal, Row } from 'antd';
import type { FormInstance } from 'antd';
import type { FiscalData, FiscalDataField } from '@conectasst/common/rules/fiscalDataRules';
import { fiscalDataProblems } from '@conectasst/common/rules/fiscalDataRules';
import { STATE_CODES, isCep, isCnpj, isCpf, onlyDigits } from '@conectasst/common/rules/accountRules';
import { FISCAL_DATA_MESSAGES } from '@conectasst/common/rules/fiscalDataRules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLazyAddressOfCepQuery, useLazyCompanyOfCnpjQuery } from '../../../lib/serverState/lookups';
import { fiscalDataClosed, fiscalDataSubmitted, selectCredits } from '../creditsSlice';

/** The form's flat fields (the address is nested in FiscalData). */
interface FiscalFields {
  document: string;
  name: string;
  municipalRegistration: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

/** A rule of the form checked as the server checks it (common/rules/fiscalDataRules). */
const checked = (ok: (value: string) => boolean, message: string) => ({
  required: true,
  message,
  validator: (_rule: unknown, value: string | undefined) =>
    ok(value ?? '') ? Promise.resolve() : Promise.reject(new Error(message)),
});

const fieldsOf = (data: FiscalData): FiscalFields => ({
  document: data.document,
  name: data.name,
  municipalRegistration: data.municipalRegistration ?? '',
  postalCode: data.address.postalCode,
  street: data.address.street,
  number: data.address.number,
  complement: data.address.complement ?? '',
  district: data.address.district,
  city: data.address.city,
  state: data.address.state,
});

const dataOf = (f: FiscalFields, email?: string): FiscalData => ({
  document: onlyDigits(f.document ?? ''),
  name: f.name ?? '',
  ...(email ? { email } : {}),
  ...(f.municipalRegistration?.trim() ? { municipalRegistration: f.municipalRegistration.trim() } : {}),
  address: {
    street: f.street ?? '',
    number: f.number ?? '',
    ...(f.complement?.trim() ? { complement: f.complement.trim() } : {}),
    district: f.district ?? '',
    city: f.city ?? '',
    state: (f.state ?? '').toUpperCase(),
    postalCode: onlyDigits(f.postalCode ?? ''),
  },
});

/**
 * "Dados para a nota fiscal" (ADR 0171): asked once, when the provider's first Comprar finds no fiscal data; starts
 * from the provider's details, fills the address from the CEP (and from the Receita for a CNPJ). Saved, the purchase
 * goes on to the checkout.
 */
export function FiscalDataModal() {
  const dispatch = useAppDispatch();
  const asked = useAppSelector(selectCredits).fiscalData;
  const [form] = Form.useForm<FiscalFields>();
  const document = Form.useWatch('document', form) ?? '';
  const [addressOfCep] = useLazyAddressOfCepQuery();

  usePrefill(form, asked?.prefill);

  if (!asked) return null;

  const fillFromCep = async () => {
    const cep = onlyDigits(form.getFieldValue('postalCode') ?? '');
    if (cep.length !== 8) return;
    // A CEP already looked up is not asked again (preferCacheValue), as in the account forms.
    const { data: found } = await addressOfCep(cep, true);
    if (!found) return;
    form.setFieldsValue({
      street: found.street || form.getFieldValue('street'),
      district: found.neighbourhood || form.getFieldValue('district'),
      city: found.city || form.getFieldValue('city'),
      state: found.uf || form.getFieldValue('state'),
    });
  };

  const submit = (values: FiscalFields) => {
    const data = dataOf(values, asked.prefill.email);
    const problems = fiscalDataProblems(data);
    const wrong = Object.entries(problems) as [FiscalDataField, string][];
    if (wrong.length > 0) {
      form.setFields(wrong.map(([name, message]) => ({ name, errors: [message] })));
      return;
    }
    dispatch(fiscalDataSubmitted({ packageId: asked.packageId, data }));
  };

  return (
    <Modal
      open
      title="Dados para a nota fiscal"
      okText="Salvar e continuar"
      cancelText="Cancelar"
      confirmLoading={asked.saving}
      onOk={() => form.submit()}
      onCancel={() => dispatch(fiscalDataClosed())}
      width={640}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Toda compra de créditos tem nota fiscal de serviço (NFS-e)."
        description="Informe uma vez os dados que vão na nota. Eles valem para as próximas compras."
      />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional" name="dados-fiscais">
        <IdentityFields document={document} />
        <AddressFields onCepBlur={() => void fillFromCep()} />
      </Form>
    </Modal>
  );
}

/**
 * Starts the form from the provider's details; for a company whose profile holds no address, the Receita's public data
 * fills what the profile does not hold (razão social, address).
 */
function usePrefill(form: FormInstance<FiscalFields>, prefill: FiscalData | undefined) {
  const [companyOfCnpj] = useLazyCompanyOfCnpjQuery();
  // Once per ask: the saving flag changing beside it (Salvar, then a refusal) keeps what the provider typed.
  useEffect(() => {
    if (!prefill) return;
    form.setFieldsValue(fieldsOf(prefill));
    if (isCnpj(prefill.document) && !prefill.address.number) {
      void companyOfCnpj(prefill.document).then(({ data: answer }) => {
        if (!answer || !('company' in answer)) return;
        const { company } = answer;
        const a = company.address;
        form.setFieldsValue({
          name: form.getFieldValue('name') || company.corporateName,
          postalCode: a.cep,
          street: a.street,
          number: a.number,
          complement: a.complement,
          district: a.neighbourhood,
          city: a.city,
          state: a.uf,
        });
      });
    }
  }, [prefill, form, companyOfCnpj]);
}

/** Who the note is issued to: CPF or CNPJ, the name (razão social for a company) and, for a company, its municipal registration. */
function IdentityFields({ document }: { document: string }) {
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item
            label="CPF ou CNPJ"
            name="document"
            rules={[checked((v) => isCpf(onlyDigits(v)) || isCnpj(onlyDigits(v)), FISCAL_DATA_MESSAGES.document)]}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item
            label={isCnpj(onlyDigits(document)) ? 'Razão social' : 'Nome completo'}
            name="name"
            rules={[{ required: true, message: 'Informe o nome completo ou a razão social.' }]}
          >
            <Input autoComplete="name" />
          </Form.Item>
        </Col>
      </Row>
      {isCnpj(onlyDigits(document)) ? (
        <Form.Item
          label="Inscrição municipal"
          name="municipalRegistration"
          extra="Se a sua empresa tiver, na prefeitura da sua cidade."
        >
          <Input />
        </Form.Item>
      ) : null}
    </>
  );
}

/** The address on the note; leaving the CEP fills the rest from it. */
function AddressFields({ onCepBlur }: { onCepBlur: () => void }) {
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item label="CEP" name="postalCode" rules={[checked((v) => isCep(v), FISCAL_DATA_MESSAGES.postalCode)]}>
            <Input inputMode="numeric" autoComplete="postal-code" onBlur={onCepBlur} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item label="Logradouro" name="street" rules={[{ required: true, message: 'Informe o logradouro.' }]}>
            <Input autoComplete="address-line1" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={10} sm={6}>
          <Form.Item label="Número" name="number" rules={[{ required: true, message: 'Informe o número (ou "S/N").' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={14} sm={8}>
          <Form.Item label="Complemento" name="complement">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item label="Bairro" name="district" rules={[{ required: true, message: 'Informe o bairro.' }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={16} sm={18}>
          <Form.Item label="Cidade" name="city" rules={[{ required: true, message: 'Informe a cidade.' }]}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={8} sm={6}>
          <Form.Item
            label="UF"
            name="state"
            rules={[checked((v) => STATE_CODES.includes(v.trim().toUpperCase()), FISCAL_DATA_MESSAGES.state)]}
          >
            <Input maxLength={2} autoComplete="address-level1" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
