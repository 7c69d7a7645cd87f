import { ConfigProvider, Select, type SelectProps } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { appTheme } from '../../../config/theme';

/**
 * antd's Select in the app's theme, for the wizard's first step: loaded when the requester first touches one of its
 * selects, never for the step's first paint (lightFields.tsx, ADR 0128).
 */
export function AntdSelect(props: SelectProps<string>) {
  return (
    <ConfigProvider locale={ptBR} theme={appTheme}>
      <Select {...props} style={{ width: '100%' }} />
    </ConfigProvider>
  );
}
