import {
  ALL,
  ESOCIAL_ANSWERS,
  ESOCIAL_WITH_SOFTWARE,
  NO_NRS,
  SOFTWARE_OPTIONS,
  accountMessages as m,
} from '@conectasst/common/rules/accountRules';
import type { MeResponse } from '@conectasst/common/api/auth';
import { Button, Divider, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { useStatesTable, type StatesTable } from '../../../hooks/useStatesTable';
import { toastError } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import type { NamedItem } from '../api/onboardingApi';
import { selectOnboarding, serviceProfileSubmitted } from '../onboardingSlice';
import { AreasPicker, type AddedArea } from './AreasPicker';
import { RegionsPicker, type Region } from './RegionsPicker';
import { errorStatus } from '../../../components/formField';

/** What the editor opens with: the service profile as saved (issue #35), or nothing on a first visit. */
export interface SavedServiceProfile {
  added: AddedArea[];
  esocial?: string;
  software?: string;
  otherSoftware: string;
  national: boolean;
  regions: Region[];
}

/**
 * The saved profile of GET /v1/auth/me as the editor's lists: each area with its NRs, the software (a name not in the
 * list is "Outro"), the country or each state with its cities (a state whose every city is named shows 'Todas cidades').
 */
export function savedServiceProfile(userData: MeResponse['userData'], table: StatesTable): SavedServiceProfile {
  const known = SOFTWARE_OPTIONS.some((o) => o.value === userData.software);
  const ufs = userData.uf ? userData.uf.split(',') : [];
  const cities = userData.city ? userData.city.split(',') : [];
  const regions = ufs
    .filter((uf) => uf !== ALL)
    .map((uf): Region => {
      if (cities.includes(ALL)) return { uf, cities: [ALL] };
      const ofState = new Set(table.citiesOf(uf));
      const named = cities.filter((c) => ofState.has(c));
      return { uf, cities: named.length === ofState.size ? [ALL] : named };
    });
  return {
    added: userData.areas.map((area) => ({
      area,
      nrs: userData.nrs.filter((n) => n.areaId === area.id).map(({ id, name }) => ({ id, name })),
    })),
    esocial: userData.esocial ?? undefined,
    software: userData.software ? (known ? userData.software : 'Other') : undefined,
    otherSoftware: userData.software && !known ? userData.software : '',
    national: ufs.includes(ALL),
    regions,
  };
}

/**
 * /third-state (spec §2, §4, §5): areas and their NRs, e-Social and software, regions served; Salvar / Cancelar. It opens
 * with the saved profile; `returnTo` (the provider area's page it was opened from) is where Cancelar and Salvar lead,
 * else the spec's /second-state and /dashboard.
 */
export function ServiceProfileForm({ areas, me, returnTo }: { areas: NamedItem[]; me: MeResponse; returnTo?: string }) {
  const table = useStatesTable();
  if (!table) return <Skeleton active />;
  return (
    <ServiceProfileFields
      areas={areas}
      table={table}
      saved={savedServiceProfile(me.userData, table)}
      returnTo={returnTo}
    />
  );
}

function ServiceProfileFields({
  areas,
  table,
  saved,
  returnTo,
}: {
  areas: NamedItem[];
  table: StatesTable;
  saved: SavedServiceProfile;
  returnTo?: string;
}) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);

  const [added, setAdded] = useState<AddedArea[]>(saved.added);
  const [esocial, setEsocial] = useState<string | undefined>(saved.esocial);
  const [esocialError, setEsocialError] = useState(false);
  const [software, setSoftware] = useState<string | undefined>(saved.software);
  const [otherSoftware, setOtherSoftware] = useState(saved.otherSoftware);
  const [national, setNational] = useState(saved.national);
  const [regions, setRegions] = useState<Region[]>(saved.regions);

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
        : regions.flatMap((r) => (r.cities.includes(ALL) ? table.citiesOf(r.uf) : r.cities)).join(',');
    dispatch(
      serviceProfileSubmitted(
        {
          area: added.map((a) => a.area.id).join(','),
          nrs: nrIds.length ? nrIds.join(',') : NO_NRS,
          esocial: esocial as (typeof ESOCIAL_ANSWERS)[number],
          software:
            softwareAllowed && software ? (software === 'Other' ? otherSoftware.trim() || 'Other' : software) : null,
          uf: national ? ALL : regions.map((r) => r.uf).join(','),
          city,
        },
        returnTo,
      ),
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
        <Button size="large" onClick={() => navigateTo(returnTo ?? paths.secondState)}>
          Cancelar
        </Button>
        <Button size="large" type="primary" htmlType="submit" loading={Boolean(submitting.serviceProfile)}>
          Salvar
        </Button>
      </div>
    </Form>
  );
}
