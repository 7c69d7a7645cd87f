import type { CnaeClassView, DiagnosedService, Diagnosis } from '@conectasst/common/api/cnae';
import { CNAE_GRADE_SOURCE, parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import {
  COMPANY_SIZES,
  isEmployeeCountText,
  companySizeLabel,
  diagnosisMessages,
  type CompanySize,
} from '@conectasst/common/rules/diagnosisRules';
import { Alert, AutoComplete, Button, Card, Form, Input, Radio, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AGENDA_LINK_TEXT, agendaRequestLink } from '@conectasst/common/rules/wizardLink';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { palette, spacing } from '../../../config/theme';
import { cnaeTextChanged, diagnosisRequested, quoteRequested, selectDiagnosis } from '../diagnosisSlice';
import { errorStatus } from '../../../components/formField';
import { focusFirstError } from '../../../lib/screenFocus';

export const QUOTE_BUTTON = 'Pedir orçamentos grátis para estes serviços';

const describeClass = (c: CnaeClassView) => `${c.code} – ${c.name}`;

function ServiceList({ services }: { services: DiagnosedService[] }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {services.map((s) => (
        <li key={s.id} style={{ padding: `${spacing.sm}px 0`, borderBottom: `1px solid ${palette.green100}` }}>
          <Typography.Text strong>{s.name}</Typography.Text>
          <div style={{ margin: `${spacing.xs}px 0` }}>
            {s.nrs.length ? (
              s.nrs.map((nr) => (
                <Tag key={nr.id} color="green" style={{ whiteSpace: 'normal', marginBottom: spacing.xs }}>
                  {nr.name}
                </Tag>
              ))
            ) : (
              <Tag color="green">e-Social SST</Tag>
            )}
          </div>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{s.reason}</Typography.Paragraph>
        </li>
      ))}
    </ul>
  );
}

/** /diagnostico — the free SST diagnosis (issue #24): grade of the CNAE, services that apply, one button to ask quotes. */
export function DiagnosisScreen() {
  const dispatch = useAppDispatch();
  const { matches, loading, result, error } = useAppSelector(selectDiagnosis);
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('cnae') ?? '');
  const [picked, setPicked] = useState<string | null>(() => {
    const parsed = parseCnaeCode(params.get('cnae') ?? '');
    return parsed.ok ? parsed.classCode : null;
  });
  const [employees, setEmployees] = useState('');
  const [size, setSize] = useState<CompanySize | null>(null);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (text && !picked) dispatch(cnaeTextChanged(text));
    // Only the text typed drives the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const employeesValid = isEmployeeCountText(employees);
  const cnaeError =
    touched && !picked ? 'Escolha a atividade na lista ou digite o código CNAE (ex.: 47.11-3).' : undefined;
  const employeesError = touched && !employeesValid ? diagnosisMessages.employeesInvalid : undefined;
  const sizeError = touched && !size ? diagnosisMessages.sizeInvalid : undefined;

  const onTextChange = (value: string) => {
    setText(value);
    const parsed = parseCnaeCode(value);
    setPicked(parsed.ok ? parsed.classCode : null);
  };
  // A refused "Ver diagnóstico" brings the first field in error into view.
  const formArea = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused) focusFirstError(formArea.current);
  }, [refused]);
  const submit = () => {
    setTouched(true);
    if (!picked || !employeesValid || !size) {
      setRefused((n) => n + 1);
      return;
    }
    dispatch(diagnosisRequested({ cnae: picked, employees: Number(employees), size }));
  };

  return (
    <PublicLayout>
      <PageCard title="Diagnóstico SST gratuito">
        <Typography.Paragraph>
          Informe a atividade da empresa (ou o código CNAE), o número de empregados e o porte. Mostramos o grau de risco
          e os programas e serviços de Saúde e Segurança do Trabalho que se aplicam, com a NR que pede cada um.
        </Typography.Paragraph>
        <div ref={formArea} style={{ display: 'contents' }}>
          <Form layout="vertical" requiredMark={false} onFinish={submit} style={{ maxWidth: 720 }}>
            <Form.Item label="CNAE ou atividade da empresa" htmlFor="diagnosis-cnae" {...errorStatus(cnaeError)}>
              <AutoComplete
                id="diagnosis-cnae"
                value={text}
                options={matches.map((c) => ({
                  value: c.code,
                  label: <span style={{ whiteSpace: 'normal' }}>{describeClass(c)}</span>,
                }))}
                onChange={onTextChange}
                onSelect={(code: string) => {
                  const chosen = matches.find((c) => c.code === code);
                  setText(chosen ? describeClass(chosen) : code);
                  setPicked(code);
                }}
                popupMatchSelectWidth
              >
                <Input placeholder="Ex.: supermercado, construção de edifícios ou 47.11-3" maxLength={200} />
              </AutoComplete>
            </Form.Item>
            <Form.Item label="Número de empregados" htmlFor="diagnosis-employees" {...errorStatus(employeesError)}>
              <Input
                id="diagnosis-employees"
                inputMode="numeric"
                maxLength={7}
                placeholder="Ex.: 30"
                value={employees}
                onChange={(e) => setEmployees(e.target.value.replace(/\D/g, ''))}
              />
            </Form.Item>
            <Form.Item label="Porte da empresa" {...errorStatus(sizeError)}>
              <Radio.Group
                aria-label="Porte da empresa"
                value={size}
                onChange={(e) => setSize(e.target.value as CompanySize)}
                options={COMPANY_SIZES.map((s) => ({ label: companySizeLabel[s], value: s }))}
              />
            </Form.Item>
            <Button type="primary" size="large" htmlType="submit" loading={loading}>
              Ver diagnóstico
            </Button>
          </Form>
        </div>
        {error ? <Alert type="error" showIcon title={error} style={{ marginTop: spacing.md }} /> : null}
        {result ? <DiagnosisResult result={result} /> : null}
      </PageCard>
    </PublicLayout>
  );
}

/** The answer: the CNAE's grade, what applies, what the size may waive, and the ways on (quotes, the Agenda SST). */
function DiagnosisResult({ result }: { result: Diagnosis }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const agendaLink = agendaRequestLink({ cnae: result.cnae.code, employees: result.employees });
  // The answer scrolls to its first line, focused.
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    resultHeading.current?.scrollIntoView?.({ block: 'start' });
    resultHeading.current?.focus({ preventScroll: true });
  }, [result]);
  return (
    <section aria-label="Resultado do diagnóstico" style={{ marginTop: spacing.lg }}>
      <Card style={{ background: palette.green50, marginBottom: spacing.md }}>
        <Typography.Title
          ref={resultHeading}
          tabIndex={-1}
          level={3}
          style={{ marginTop: 0, scrollMarginTop: 88 }}
          data-testid="diagnosis-grade"
        >
          Grau de risco {result.cnae.grade} ({result.cnae.gradeLabel})
        </Typography.Title>
        <Typography.Paragraph>
          CNAE {result.cnae.code} – {result.cnae.name}
        </Typography.Paragraph>
        <Typography.Paragraph>{result.cnae.meaning}</Typography.Paragraph>
        <Typography.Text type="secondary">Fonte: {CNAE_GRADE_SOURCE}</Typography.Text>
      </Card>
      <Typography.Title level={4}>O que se aplica à sua empresa</Typography.Title>
      {result.services.length ? (
        <ServiceList services={result.services} />
      ) : (
        <Typography.Paragraph>
          Nenhum serviço do nosso catálogo é obrigatório para esse número de empregados.
        </Typography.Paragraph>
      )}
      {result.exempt.length ? (
        <>
          <Typography.Title level={4} style={{ marginTop: spacing.md }}>
            Seu porte pode dispensar
          </Typography.Title>
          <ServiceList services={result.exempt} />
        </>
      ) : null}
      <Alert type="info" showIcon title={result.notice} style={{ margin: `${spacing.md}px 0` }} />
      {result.services.length ? (
        <Button
          type="primary"
          size="large"
          block
          onClick={() => dispatch(quoteRequested(result))}
          style={{ whiteSpace: 'normal', height: 'auto', minHeight: 40 }}
        >
          {QUOTE_BUTTON}
        </Button>
      ) : null}
      {/* Issue 38 item 3: the due dates of what applies, with reminders (the agenda's request form, prefilled). */}
      <Card style={{ marginTop: spacing.md }}>
        <Typography.Paragraph style={{ marginBottom: spacing.sm }}>
          Saiba quando vence cada obrigação (PGR, PCMSO, treinamentos, CIPA) e receba um lembrete antes do prazo.
        </Typography.Paragraph>
        <Button
          size="large"
          block
          href={agendaLink}
          onClick={(event) => {
            event.preventDefault();
            void navigate(agendaLink);
          }}
          style={{ whiteSpace: 'normal', height: 'auto', minHeight: 40 }}
        >
          {AGENDA_LINK_TEXT}
        </Button>
      </Card>
    </section>
  );
}
