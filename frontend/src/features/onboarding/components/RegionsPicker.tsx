import { ALL, accountMessages as m } from '@conectasst/common/rules/accountRules';
import { Alert, Button, Checkbox, Form, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { spacing } from '../../../config/theme';
import type { StatesTable } from '../../../hooks/useStatesTable';
import { toastError } from '../../../lib/feedback';
import { toSearchText } from '@conectasst/common/text/searchText';
import { RemovableList } from './ScrollingChecklist';

/** A state served, with its cities; ['All'] = every city of the state. */
export interface Region {
  uf: string;
  cities: string[];
}

/** Accent- and case-insensitive "contains" on the city's name ("sao jose" finds "São José dos Campos"). */
export const cityFilter = (input: string, option?: { label: string }) =>
  option !== undefined && toSearchText(option.label).includes(toSearchText(input));

/**
 * 'Regiões atendidas' of /third-state: the whole country, or states with their cities ('Todas cidades'). The cities
 * are a searchable multi-select (São Paulo has 645): type part of a name, accents and case aside (issue #35).
 */
export function RegionsPicker({
  table,
  national,
  onNational,
  regions,
  onChange,
}: {
  table: StatesTable | undefined;
  national: boolean;
  onNational: (national: boolean) => void;
  regions: Region[];
  onChange: (regions: Region[]) => void;
}) {
  const [chosenUf, setChosenUf] = useState<string>();
  const [checkedCities, setCheckedCities] = useState<string[]>([]);
  const [allCities, setAllCities] = useState(false);

  const cities = useMemo(() => (table && chosenUf ? table.citiesOf(chosenUf) : []), [table, chosenUf]);
  const stateChoices = (table?.states ?? []).filter((s) => !regions.some((r) => r.uf === s.code));

  const addRegion = () => {
    if (!chosenUf) return toastError(m.noState);
    if (!allCities && checkedCities.length === 0) return toastError(m.noCity);
    onChange([...regions, { uf: chosenUf, cities: allCities ? [ALL] : checkedCities }]);
    setChosenUf(undefined);
    setCheckedCities([]);
    setAllCities(false);
  };

  return (
    <>
      <Typography.Title level={4}>Regiões atendidas</Typography.Title>
      <Checkbox checked={national} onChange={(e) => onNational(e.target.checked)} style={{ marginBottom: spacing.md }}>
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
            <Form.Item label="Cidades" htmlFor="field-cities">
              <Checkbox checked={allCities} onChange={(e) => setAllCities(e.target.checked)}>
                Todas cidades
              </Checkbox>
              {!allCities ? (
                <Select
                  id="field-cities"
                  mode="multiple"
                  showSearch={{ filterOption: cityFilter }}
                  allowClear
                  placeholder="Digite para buscar as cidades"
                  value={checkedCities}
                  onChange={setCheckedCities}
                  options={cities.map((c) => ({ value: c, label: c }))}
                  style={{ width: '100%', marginTop: spacing.sm }}
                  maxTagCount="responsive"
                  notFoundContent="Nenhuma cidade encontrada"
                />
              ) : null}
            </Form.Item>
          ) : null}
          <Button onClick={addRegion}>Adicionar</Button>
          <RemovableList
            items={regions}
            keyOf={(r) => r.uf}
            onRemove={(r) => onChange(regions.filter((x) => x.uf !== r.uf))}
            render={(r) => (
              <>
                <Typography.Text strong>{r.uf}</Typography.Text>:{' '}
                {r.cities.includes(ALL) ? 'Todas cidades' : r.cities.join(', ')}
              </>
            )}
          />
        </>
      ) : null}
    </>
  );
}
