import type { MyProposal, SendProposalBody } from '@conectasst/common/api/proposals';
import { Alert, Button, Flex, Form, Input, Radio, Select } from 'antd';
import { useFormik } from 'formik';
import { FormikForm, FormikItem } from '../../../components/formField';
import { FormikInput } from '../../../components/formikControls';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { chosenPdfs, proposalSubmitted, selectProviderProposals } from '../proposalsSlice';
import { useSignatoriesQuery } from '../subscriptionsReads';
import type { ProposalFormValues } from './proposalFormSchema';
import { proposalFormSchema, reaisToCents } from './proposalFormSchema';
import { DAY_MS } from '@conectasst/common/rules/time';

const centsToReais = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** "Enviar proposta" / "Revisar proposta": the form, filled with the latest revision when there is one. */
export function ProposalForm({
  demandId,
  services,
  latest,
  onCancel,
}: {
  demandId: number;
  services: readonly string[];
  latest: MyProposal['revisions'][number] | undefined;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const { sending, sendError } = useAppSelector(selectProviderProposals);
  const signatories = useSignatoriesQuery().data;
  const formik = useFormik<ProposalFormValues>({
    initialValues: {
      priceMin: latest ? centsToReais(latest.priceMinCents) : '',
      priceMax: latest ? centsToReais(latest.priceMaxCents) : '',
      paymentTerms: latest?.paymentTerms ?? '',
      items: latest ? latest.items.map((i) => i.description) : [...services, ''],
      deadlineKind: latest?.deadlineDate ? 'date' : 'days',
      deadlineDays: latest?.deadlineDays ? String(latest.deadlineDays) : '',
      deadlineDate: latest?.deadlineDate ?? '',
      validUntil: latest?.validUntil ?? inDays(30),
      credentialId: latest?.signatory.credentialId ?? '',
      notes: latest?.notes ?? '',
      pdf: null,
    },
    validationSchema: proposalFormSchema,
    onSubmit: (v) => {
      const body: SendProposalBody = {
        demandId,
        priceMinCents: reaisToCents(v.priceMin),
        priceMaxCents: v.priceMax ? reaisToCents(v.priceMax) : null,
        paymentTerms: v.paymentTerms,
        items: v.items.filter((i) => i.trim() !== '').map((description) => ({ serviceId: null, description })),
        deadlineDays: v.deadlineKind === 'days' ? Number(v.deadlineDays) : null,
        deadlineDate: v.deadlineKind === 'date' ? v.deadlineDate : null,
        validUntil: v.validUntil,
        credentialId: v.credentialId,
        notes: v.notes,
        pdf: null,
      };
      if (v.pdf) chosenPdfs.set(demandId, v.pdf);
      else chosenPdfs.delete(demandId);
      dispatch(proposalSubmitted({ body, pdfName: v.pdf?.name ?? null }));
    },
  });
  const items = formik.values.items;
  const noSignatory = signatories !== undefined && signatories.length === 0;
  return (
    <FormikForm formik={formik} aria-label="Proposta">
      <Flex gap="small" wrap>
        <FormikInput formik={formik} name="priceMin" label="Valor (R$)" />
        <FormikInput formik={formik} name="priceMax" label="Até (R$, opcional, para uma faixa)" />
      </Flex>
      <FormikInput formik={formik} name="paymentTerms" label="Condições de pagamento" maxLength={500} />
      <FormikItem formik={formik} name="items" label="Escopo (um item por linha)" id="field-items-0">
        <Flex vertical gap="small">
          {items.map((item, index) => (
            <Input
              key={index}
              id={`field-items-${index}`}
              aria-label={`Item ${index + 1} do escopo`}
              value={item}
              onChange={(e) =>
                void formik.setFieldValue(
                  'items',
                  items.map((old, i) => (i === index ? e.target.value : old)),
                )
              }
            />
          ))}
          <Button onClick={() => void formik.setFieldValue('items', [...items, ''])}>Adicionar item</Button>
        </Flex>
      </FormikItem>
      <Form.Item label="Prazo de execução">
        <Radio.Group
          value={formik.values.deadlineKind}
          onChange={(e) => void formik.setFieldValue('deadlineKind', e.target.value)}
          aria-label="Prazo em dias ou data"
        >
          <Radio value="days">Em dias</Radio>
          <Radio value="date">Até uma data</Radio>
        </Radio.Group>
      </Form.Item>
      {formik.values.deadlineKind === 'days' ? (
        <FormikInput formik={formik} name="deadlineDays" label="Dias para executar" type="number" />
      ) : (
        <FormikInput formik={formik} name="deadlineDate" label="Executar até" type="date" />
      )}
      <FormikInput formik={formik} name="validUntil" label="Proposta válida até" type="date" />
      <FormikItem formik={formik} name="credentialId" label="Responsável técnico (registro verificado)">
        <Select
          id="field-credentialId"
          placeholder="Selecione"
          value={formik.values.credentialId || undefined}
          options={(signatories ?? []).map((s) => ({ value: s.credentialId, label: s.label }))}
          onChange={(v: string) => void formik.setFieldValue('credentialId', v)}
        />
      </FormikItem>
      {noSignatory ? (
        <Alert
          type="warning"
          showIcon
          message="Você ainda não tem registro verificado. Informe seu registro em Meus dados e aguarde a verificação."
        />
      ) : null}
      <FormikItem formik={formik} name="notes" label="Observações (opcional; contatos são ocultados)">
        <Input.TextArea id="field-notes" rows={3} maxLength={2000} {...formik.getFieldProps('notes')} />
      </FormikItem>
      <FormikItem formik={formik} name="pdf" label="PDF da proposta (opcional, até 5 MB)" id="field-pdf">
        <input
          id="field-pdf"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => void formik.setFieldValue('pdf', e.target.files?.[0] ?? null)}
        />
      </FormikItem>
      {sendError?.demandId === demandId ? (
        <Alert type="error" showIcon message={sendError.message} style={{ marginBlockEnd: 12 }} />
      ) : null}
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={sending === demandId}>
          {latest ? 'Enviar revisão' : 'Enviar proposta'}
        </Button>
        <Button onClick={onCancel}>Cancelar</Button>
      </Flex>
    </FormikForm>
  );
}
