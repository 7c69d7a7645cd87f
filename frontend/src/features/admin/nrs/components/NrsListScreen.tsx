import type { Nr } from '@conectasst/common/api/nrs';
import { useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { statusColumn } from '../../../../components/admin/statusColumn';
import { paths } from '../../../../config/paths';
import { deleteClicked, editClicked, nrsSlice, selectNrs } from '../nrsSlice';

/** /admin/nrs 'NRs': name search, Novo, Nome / Área / Situação / Ação, numbered pages. */
export function NrsListScreen() {
  const { list } = useAppSelector(selectNrs);
  return (
    <CrudListScreen<Nr>
      title="NRs"
      list={list}
      actions={{ ...nrsSlice.actions, editClicked, deleteClicked }}
      rowName={(nr) => nr.name}
      addPath={paths.admin.nrAdd}
      searchLabel="Pesquisar por nome"
      columns={[
        { title: 'Nome', dataIndex: 'name', key: 'name' },
        {
          title: 'Área',
          dataIndex: 'area_name',
          key: 'area',
          responsive: ['md'],
          render: (name: string | null) => name ?? '—',
        },
        statusColumn(),
      ]}
    />
  );
}
