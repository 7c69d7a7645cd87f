import type { SearchListingsQuery } from '@conectasst/common/api/demands';
import { Button, Checkbox, Input, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useStatesTable } from '../../../hooks/useStatesTable';
import { noFilters, type AppliedFilters } from '../listingsSlice';

/** The filter column of /dashboard: keyword, areas, UF, city and risk grade; 'Filtrar' applies them, 'Limpar' clears. */
export function DemandFilters({
  areaOptions,
  onApply,
}: {
  areaOptions: { id: number; name: string }[];
  onApply: (applied: AppliedFilters) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [areas, setAreas] = useState<number[]>([]);
  const [uf, setUf] = useState<string>();
  const [city, setCity] = useState<string>();
  const [grade, setGrade] = useState<SearchListingsQuery['grade']>();
  const table = useStatesTable();
  const cities = useMemo(() => (table && uf ? table.citiesOf(uf) : []), [table, uf]);

  const clear = () => {
    setKeyword('');
    setAreas([]);
    setUf(undefined);
    setCity(undefined);
    setGrade(undefined);
    onApply(noFilters);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input
        aria-label="Palavra-chave"
        placeholder="Palavra-chave"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        allowClear
      />
      <Typography.Text strong>Áreas</Typography.Text>
      <Checkbox.Group
        value={areas}
        onChange={(v) => setAreas(v as number[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        {areaOptions.map((a) => (
          <Checkbox key={a.id} value={a.id}>
            {a.name}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Select
        aria-label="UF"
        placeholder="UF"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={uf}
        onChange={(v: string | undefined) => {
          setUf(v);
          setCity(undefined);
        }}
        options={(table?.states ?? []).map((s) => ({ label: s.code, value: s.code }))}
        style={{ width: '100%' }}
      />
      <Select
        aria-label="Cidade"
        placeholder="Cidade"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={!uf}
        value={city}
        onChange={setCity}
        options={cities.map((c) => ({ label: c, value: c }))}
        style={{ width: '100%' }}
      />
      <Select
        aria-label="Grau de risco"
        placeholder="Grau de risco (NR-4)"
        allowClear
        value={grade}
        onChange={(v: SearchListingsQuery['grade'] | undefined) => setGrade(v)}
        options={(['1', '2', '3', '4'] as const).map((g) => ({ label: `Grau de risco ${g}`, value: g }))}
        style={{ width: '100%' }}
      />
      <Space>
        <Button type="primary" onClick={() => onApply({ keyword: keyword.trim(), areas, uf, city, grade })}>
          Filtrar
        </Button>
        <Button onClick={clear}>Limpar</Button>
      </Space>
    </Space>
  );
}
