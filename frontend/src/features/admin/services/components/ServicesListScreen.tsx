import type { Service } from '@conectasst/common/api/services';
import { useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { statusColumn } from '../../../../components/admin/statusColumn';
import { paths } from '../../../../config/paths';
import { deleteClicked, editClicked, selectServices, servicesSlice } from '../servicesSlice';

/** /admin/services 'Serviço': search 'Nome do Serviço', Novo, Nome / Situação / Ação, pages. */
export function ServicesListScreen() {
  const { list } = useAppSelector(selectServices);
  return (
    <CrudListScreen<Service>
      title="Serviço"
      list={list}
      actions={{ ...servicesSlice.actions, editClicked, deleteClicked }}
      rowName={(service) => service.name}
      addPath={paths.admin.serviceAdd}
      searchLabel="Nome do Serviço"
      columns={[{ title: 'Nome', dataIndex: 'name', key: 'name' }, statusColumn()]}
    />
  );
}
