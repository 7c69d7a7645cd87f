import type { Area } from '@conectasst/common/api/areas';
import { useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { statusColumn } from '../../../../components/admin/statusColumn';
import { paths } from '../../../../config/paths';
import { areasSlice, deleteClicked, editClicked, selectAreas } from '../areasSlice';

/** /admin (spec §2 Admin): areas with a name search, Novo, Nome / Situação / Ação and numbered pages. */
export function AreasListScreen() {
  const { list } = useAppSelector(selectAreas);
  return (
    <CrudListScreen<Area>
      title="Áreas"
      list={list}
      actions={{ ...areasSlice.actions, editClicked, deleteClicked }}
      rowName={(area) => area.name}
      addPath={paths.admin.areaAdd}
      searchLabel="Pesquisar por nome"
      columns={[{ title: 'Nome', dataIndex: 'name', key: 'name' }, statusColumn()]}
    />
  );
}
