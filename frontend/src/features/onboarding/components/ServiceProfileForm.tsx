import {
  ALL,
  ESOCIAL_ANSWERS,
  ESOCIAL_WITH_SOFTWARE,
  NO_NRS,
  SOFTWARE_OPTIONS,
  accountMessages as m,
} from '@conectasst/common/rules/accountRules';
import { Button, Divider, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { useStatesTable } from '../../../hooks/useStatesTable';
import { toastError } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import type { NamedItem } from '../api/onboardingApi';
import { selectOnboarding, serviceProfileSubmitted } from '../onboardingSlice';
import { AreasPicker, type AddedArea } from './AreasPicker';
import { RegionsPicker, type Region } from './RegionsPicker';
import { errorStatus } from '../../../components/formField';

/** /third-state (spec §2, §4, §5): areas and their NRs, e-Social and software, regions served; Salvar / Cancelar. */
export function ServiceProfileForm({ areas }: { areas: NamedItem[] }) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const table = useStatesTable();

  const [added, setAdded] = useState<AddedArea[]>([]);
  const [esocial, setEsocial] = useState<string>();
  const [esocialError, setEsocialError] = useState(false);
  const [software, setSoftware] = useState<string>();
  const [otherSoftware, setOtherSoftware] = useState('');
  const [national, setNational] = useState(false);
  const [regions, setRegions] = useState<Region[]>([]);

  const softwareAllowed = esocial !== undefined && ESOCIAL_WITH_SOFTWARE.includes(esocial);

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
      <AreasPicker areas={areas} added={added} onChange={setAdded} />
      <Divider />
      <Form.Item
        label="Você e/ou sua empresa possuem sistema informatizado de gestão da saúde e segurança do trabalho que atenda o e-Social?"
        {...errorStatus(esocialError ? m.noEsocial : undefined)}
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
      <RegionsPicker
        table={table}
        national={national}
        onNational={setNational}
        regions={regions}
        onChange={setRegions}
      />
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
