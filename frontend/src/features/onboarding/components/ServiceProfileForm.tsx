import {
  ALL,
  ESOCIAL_ANSWERS,
  ESOCIAL_WITH_SOFTWARE,
  NO_NRS,
  SOFTWARE_OPTIONS,
  accountMessages as m,
} from '@conectasst/common/rules/accountRules';
import { InfoCircleOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Form,
  Input,
  List,
  Radio,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { useStatesTable } from '../../../hooks/useStatesTable';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import type { NamedItem } from '../api/onboardingApi';
import { getNrsOfArea } from '../api/onboardingApi';
import { selectOnboarding, serviceProfileSubmitted } from '../onboardingSlice';

interface Region {
  uf: string;
  /** ['All'] = every city of the state. */
  cities: string[];
}

const ADD_TOOLTIP =
  'Selecione somente as áreas que você e/ou sua empresa têm capacidade ou formação técnica para atender integralmente. Em caso de dúvida, fale com a ConectaSST.';

/** /third-state (spec §2, §4, §5): areas and their NRs, e-Social and software, regions served; Salvar / Cancelar. */
export function ServiceProfileForm({ areas }: { areas: NamedItem[] }) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const table = useStatesTable();

  const [chosenArea, setChosenArea] = useState<number>();
  const [areaNrs, setAreaNrs] = useState<NamedItem[]>([]);
  const [checkedNrs, setCheckedNrs] = useState<number[]>([]);
  const [added, setAdded] = useState<{ area: NamedItem; nrs: NamedItem[] }[]>([]);
  const [esocial, setEsocial] = useState<string>();
  const [esocialError, setEsocialError] = useState(false);
  const [software, setSoftware] = useState<string>();
  const [otherSoftware, setOtherSoftware] = useState('');
  const [national, setNational] = useState(false);
  const [chosenUf, setChosenUf] = useState<string>();
  const [checkedCities, setCheckedCities] = useState<string[]>([]);
  const [allCities, setAllCities] = useState(false);
  const [regions, setRegions] = useState<Region[]>([]);

  const areaChoices = areas.filter((a) => !added.some((x) => x.area.id === a.id));
  const allNrsTicked = areaNrs.length > 0 && checkedNrs.length === areaNrs.length;
  const cities = useMemo(() => (table && chosenUf ? table.citiesOf(chosenUf) : []), [table, chosenUf]);
  const stateChoices = (table?.states ?? []).filter((s) => !regions.some((r) => r.uf === s.code));
  const softwareAllowed = esocial !== undefined && ESOCIAL_WITH_SOFTWARE.includes(esocial);

  const pickArea = async (id: number) => {
    setChosenArea(id);
    setCheckedNrs([]);
    setAreaNrs(await getNrsOfArea(id).catch(() => []));
  };

  const addArea = () => {
    const area = areas.find((a) => a.id === chosenArea);
    if (!area) return toastError(m.noArea);
    setAdded([...added, { area, nrs: areaNrs.filter((n) => checkedNrs.includes(n.id)) }]);
    setChosenArea(undefined);
    setAreaNrs([]);
    setCheckedNrs([]);
    toastSuccess('Adicionado com sucesso!');
  };

  const addRegion = () => {
    if (!chosenUf) return toastError(m.noState);
    if (!allCities && checkedCities.length === 0) return toastError(m.noCity);
    setRegions([...regions, { uf: chosenUf, cities: allCities ? [ALL] : checkedCities }]);
    setChosenUf(undefined);
    setCheckedCities([]);
    setAllCities(false);
  };

  const save = () => {
    if (added.length === 0) return toastError(m.noArea);
    const nrIds = added.flatMap((a) => a.nrs.map((n) => n.id));
    if (!esocial) {
      setEsocialError(true);
      return;
    }
    if (!national && regions.length === 0) return toastError(m.noRegions);
    const everyCity = regions.every((r) => r.cities.includes(ALL));
    const city =
      national || everyCity
        ? ALL
        : regions.flatMap((r) => (r.cities.includes(ALL) ? (table?.citiesOf(r.uf) ?? []) : r.cities)).join(',');
    dispatch(
      serviceProfileSubmitted({
        area: added.map((a) => a.area.id).join(','),
        nrs: nrIds.length ? nrIds.join(',') : NO_NRS,
        esocial: esocial as (typeof ESOCIAL_ANSWERS)[number],
        software:
          softwareAllowed && software ? (software === 'Other' ? otherSoftware.trim() || 'Other' : software) : null,
        uf: national ? ALL : regions.map((r) => r.uf).join(','),
        city,
      }),
    );
  };

  return (
    <Form layout="vertical" onFinish={save} aria-label="Perfil de serviços">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Áreas de atuação{' '}
        <Tooltip title={ADD_TOOLTIP}>
          <InfoCircleOutlined aria-label="Ajuda sobre áreas" style={{ fontSize: 16 }} />
        </Tooltip>
      </Typography.Title>
      <Form.Item label="Área" htmlFor="field-area">
        <Select
          id="field-area"
          placeholder="Selecione uma área"
          value={chosenArea}
          onChange={(id: number) => void pickArea(id)}
          options={areaChoices.map((a) => ({ label: a.name, value: a.id }))}
        />
      </Form.Item>
      {areaNrs.length > 0 ? (
        <Form.Item label="NRs">
          <Checkbox
            checked={allNrsTicked}
            onChange={(e) => setCheckedNrs(e.target.checked ? areaNrs.map((n) => n.id) : [])}
          >
            Todas NRs
          </Checkbox>
          <div
            style={{
              maxHeight: 300,
              overflowY: 'auto',
              marginTop: spacing.sm,
              border: '1px solid #e8efe8',
              borderRadius: 8,
              padding: spacing.sm,
            }}
          >
            <Checkbox.Group
              value={checkedNrs}
              onChange={(v) => setCheckedNrs(v as number[])}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            >
              {areaNrs.map((n) => (
                <Checkbox key={n.id} value={n.id}>
                  {n.name}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </div>
        </Form.Item>
      ) : null}
      <Button onClick={addArea} disabled={chosenArea === undefined}>
        Adicionar
      </Button>
      {added.length ? (
        <List
          style={{ marginTop: spacing.md }}
          size="small"
          bordered
          dataSource={added}
          renderItem={(a) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="link"
                  danger
                  onClick={() => setAdded(added.filter((x) => x.area.id !== a.area.id))}
                >
                  Remover
                </Button>,
              ]}
            >
              <Space direction="vertical" size={2}>
                <Typography.Text strong>{a.area.name}</Typography.Text>
                <span>
                  {a.nrs.length ? (
                    a.nrs.map((n) => <Tag key={n.id}>{n.name}</Tag>)
                  ) : (
                    <Typography.Text type="secondary">Nenhuma NR</Typography.Text>
                  )}
                </span>
              </Space>
            </List.Item>
          )}
        />
      ) : null}

      <Divider />
      <Form.Item
        label="Você e/ou sua empresa possuem sistema informatizado de gestão da saúde e segurança do trabalho que atenda o e-Social?"
        validateStatus={esocialError ? 'error' : undefined}
        help={esocialError ? m.noEsocial : undefined}
      >
        <Radio.Group
          value={esocial}
          onChange={(e) => {
            setEsocial(e.target.value as string);
            setEsocialError(false);
          }}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={ESOCIAL_ANSWERS.map((a) => ({ label: a, value: a }))}
        />
      </Form.Item>
      {softwareAllowed ? (
        <Form.Item label="Qual sistema?" htmlFor="field-software">
          <Select
            id="field-software"
            placeholder="Selecione"
            value={software}
            onChange={setSoftware}
            options={SOFTWARE_OPTIONS.map((o) => ({ label: o.label, value: o.value }))}
          />
        </Form.Item>
      ) : null}
      {softwareAllowed && software === 'Other' ? (
        <Form.Item label="Nome do sistema" htmlFor="field-otherSoftware">
          <Input
            id="field-otherSoftware"
            maxLength={120}
            value={otherSoftware}
            onChange={(e) => setOtherSoftware(e.target.value)}
          />
        </Form.Item>
      ) : null}

      <Divider />
      <Typography.Title level={4}>Regiões atendidas</Typography.Title>
      <Checkbox checked={national} onChange={(e) => setNational(e.target.checked)} style={{ marginBottom: spacing.md }}>
        Todo o Território Nacional
      </Checkbox>
      {!national ? (
        <>
          {!table ? <Alert type="info" title="Carregando estados e cidades..." /> : null}
          <Form.Item label="Estado" htmlFor="field-uf">
            <Select
              id="field-uf"
              showSearch
              optionFilterProp="label"
              placeholder="Selecione um estado"
              value={chosenUf}
              onChange={(uf: string) => {
                setChosenUf(uf);
                setCheckedCities([]);
                setAllCities(false);
              }}
              options={stateChoices.map((s) => ({ label: `${s.name} (${s.code})`, value: s.code }))}
            />
          </Form.Item>
          {chosenUf ? (
            <Form.Item label="Cidades">
              <Checkbox checked={allCities} onChange={(e) => setAllCities(e.target.checked)}>
                Todas cidades
              </Checkbox>
              {!allCities ? (
                <div
                  style={{
                    maxHeight: '20vh',
                    overflowY: 'auto',
                    marginTop: spacing.sm,
                    border: '1px solid #e8efe8',
                    borderRadius: 8,
                    padding: spacing.sm,
                  }}
                >
                  <Checkbox.Group
                    value={checkedCities}
                    onChange={(v) => setCheckedCities(v as string[])}
                    style={{ display: 'flex', flexDirection: 'column', gap: 2 }}
                  >
                    {cities.map((c) => (
                      <Checkbox key={c} value={c}>
                        {c}
                      </Checkbox>
                    ))}
                  </Checkbox.Group>
                </div>
              ) : null}
            </Form.Item>
          ) : null}
          <Button onClick={addRegion}>Adicionar</Button>
          {regions.length ? (
            <List
              style={{ marginTop: spacing.md }}
              size="small"
              bordered
              dataSource={regions}
              renderItem={(r) => (
                <List.Item
                  actions={[
                    <Button
                      key="remove"
                      type="link"
                      danger
                      onClick={() => setRegions(regions.filter((x) => x.uf !== r.uf))}
                    >
                      Remover
                    </Button>,
                  ]}
                >
                  <Typography.Text strong>{r.uf}</Typography.Text>:{' '}
                  {r.cities.includes(ALL) ? 'Todas cidades' : r.cities.join(', ')}
                </List.Item>
              )}
            />
          ) : null}
        </>
      ) : null}

      <div style={{ display: 'flex', gap: spacing.sm, justifyContent: 'flex-end', marginTop: spacing.xl }}>
        <Button size="large" onClick={() => navigateTo(paths.secondState)}>
          Cancelar
        </Button>
        <Button size="large" type="primary" htmlType="submit" loading={Boolean(submitting.serviceProfile)}>
          Salvar
        </Button>
      </div>
    </Form>
  );
}
