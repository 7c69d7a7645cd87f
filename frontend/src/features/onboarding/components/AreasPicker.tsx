import { accountMessages as m } from '@conectasst/common/rules/accountRules';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { NamedItem } from '../api/onboardingApi';
import { areaPicked, selectAccountScreen } from '../accountScreensSlice';
import { RemovableList, ScrollingChecklist } from './ScrollingChecklist';

/** An area of work the provider added, with the NRs ticked for it. */
export interface AddedArea {
  area: NamedItem;
  nrs: NamedItem[];
}

const ADD_TOOLTIP =
  'Selecione somente as áreas que você e/ou sua empresa têm capacidade ou formação técnica para atender integralmente. Em caso de dúvida, fale com a ConectaSST.';

/** 'Áreas de atuação' of /third-state: pick an area, tick its NRs ('Todas NRs'), Adicionar; the list with Remover. */
export function AreasPicker({
  areas,
  added,
  onChange,
}: {
  areas: NamedItem[];
  added: AddedArea[];
  onChange: (added: AddedArea[]) => void;
}) {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectAccountScreen).areaNrs;
  const [chosenArea, setChosenArea] = useState<number>();
  const [checkedNrs, setCheckedNrs] = useState<number[]>([]);
  const areaNrs = chosenArea !== undefined && loaded?.areaId === chosenArea ? loaded.nrs : [];

  const areaChoices = areas.filter((a) => !added.some((x) => x.area.id === a.id));
  const allNrsTicked = areaNrs.length > 0 && checkedNrs.length === areaNrs.length;

  const pickArea = (id: number) => {
    setChosenArea(id);
    setCheckedNrs([]);
    dispatch(areaPicked(id));
  };

  const addArea = () => {
    const area = areas.find((a) => a.id === chosenArea);
    if (!area) return toastError(m.noArea);
    onChange([...added, { area, nrs: areaNrs.filter((n) => checkedNrs.includes(n.id)) }]);
    setChosenArea(undefined);
    setCheckedNrs([]);
    toastSuccess('Adicionado com sucesso!');
  };

  return (
    <>
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
          onChange={(id: number) => pickArea(id)}
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
          <ScrollingChecklist
            items={areaNrs.map((n) => ({ value: n.id, label: n.name }))}
            value={checkedNrs}
            onChange={setCheckedNrs}
            maxHeight={300}
            gap={4}
          />
        </Form.Item>
      ) : null}
      <Button onClick={addArea} disabled={chosenArea === undefined}>
        Adicionar
      </Button>
      <RemovableList
        items={added}
        keyOf={(a) => a.area.id}
        onRemove={(a) => onChange(added.filter((x) => x.area.id !== a.area.id))}
        render={(a) => (
          <Space orientation="vertical" size={2}>
            <Typography.Text strong>{a.area.name}</Typography.Text>
            <span>
              {a.nrs.length ? (
                a.nrs.map((n) => (
                  // An NR's full name wraps instead of running past a phone's edge.
                  <Tag key={n.id} style={{ whiteSpace: 'normal', marginBottom: 4 }}>
                    {n.name}
                  </Tag>
                ))
              ) : (
                <Typography.Text type="secondary">Nenhuma NR</Typography.Text>
              )}
            </span>
          </Space>
        )}
      />
    </>
  );
}
